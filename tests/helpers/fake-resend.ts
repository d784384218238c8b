import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for api.resend.com on loopback, for the real `resend` SDK (new Resend(key, {baseUrl})).
// It remembers idempotency keys as Resend does (same key -> the first answer again, nothing sent),
// so `delivered` counts what a real mailbox would have received.
export type FakeEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};
export type FakeCall = {
  path: string;
  idempotencyKey: string | null;
  batchValidation: string | null;
  emails: FakeEmail[];
};

export type FakeResend = {
  baseUrl: string;
  calls: FakeCall[];
  delivered: FakeEmail[];
  /** "up" answers; "down" answers 503 and delivers nothing. */
  mode: "up" | "down";
  /** Addresses Resend refuses (a permissive batch reports them by index). */
  refuse: Set<string>;
  close(): Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => resolve(body));
  });

export async function startFakeResend(): Promise<FakeResend> {
  const remembered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const fake: FakeResend = {
    baseUrl: "",
    calls: [],
    delivered: [],
    mode: "up",
    refuse: new Set(),
    close: async () => undefined,
  };
  // A request that fails here (a body that is not JSON) resets the connection, as a broken server would.
  const server: Server = createServer((req, res) => {
    respond(req, res).catch((error: Error) => res.destroy(error));
  });
  async function respond(req: IncomingMessage, res: ServerResponse) {
    const raw = await read(req);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const batch = req.url === "/emails/batch";
    const parsed = JSON.parse(raw || "null");
    const emails: FakeEmail[] = batch ? parsed : [parsed];
    fake.calls.push({
      path: req.url ?? "",
      idempotencyKey: key,
      batchValidation: (req.headers["x-batch-validation"] as string) ?? null,
      emails,
    });
    if (fake.mode === "down")
      return reply(503, { name: "internal_server_error", message: "Service unavailable", statusCode: 503 });
    if (key && remembered.has(key)) {
      const first = remembered.get(key)!;
      return reply(first.status, first.body);
    }
    let answer: { status: number; body: unknown };
    if (!batch) {
      if (fake.refuse.has(emails[0].to[0]))
        answer = {
          status: 422,
          body: { name: "validation_error", message: `Invalid \`to\` field: ${emails[0].to[0]}`, statusCode: 422 },
        };
      else {
        fake.delivered.push(emails[0]);
        answer = { status: 200, body: { id: `email_${++counter}` } };
      }
    } else {
      const data: { id: string }[] = [];
      const errors: { index: number; message: string }[] = [];
      emails.forEach((e, index) => {
        if (fake.refuse.has(e.to[0])) errors.push({ index, message: `Invalid \`to\` field: ${e.to[0]}` });
        else {
          fake.delivered.push(e);
          data.push({ id: `email_${++counter}` });
        }
      });
      answer = { status: 200, body: { data, errors } };
    }
    if (key) remembered.set(key, answer);
    reply(answer.status, answer.body);
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
