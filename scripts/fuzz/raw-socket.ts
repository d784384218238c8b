import net from "node:net";
import { type Endpoint, PAGES, RAW_METHODS, STAR_METHODS, UPGRADES } from "./catalogue";
import { BASE } from "./config";

// ---- what fetch cannot send, over a raw socket ------------------------------------------------
/** The status code of a raw HTTP/1.1 exchange, or 0 when the server closed without answering. */
function rawStatus(
  method: string,
  target: string,
  headers: Record<string, string> = { connection: "close" },
): Promise<{ status: number; head: string }> {
  const url = new URL(BASE);
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return new Promise((resolve) => {
    let got = "";
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${url.host}\r\n${lines.join("")}Content-Length: 0\r\n\r\n`),
    );
    const done = () =>
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(got)?.[1] ?? 0), head: got.slice(0, 200) });
    socket.on("data", (d) => {
      got += d;
      // A CONNECT or an upgrade keeps the socket open after its answer: the head is all there is.
      if ((method === "CONNECT" || "upgrade" in headers) && got.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

type Tally = { count: number; byStatus: Map<number, number>; problems: string[] };

async function tally(t: Tally, label: string, exchange: Promise<{ status: number; head: string }>) {
  const answer = await exchange;
  t.count++;
  t.byStatus.set(answer.status, (t.byStatus.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500 || answer.status === 0)
    t.problems.push(`${answer.status} ${label} -> ${answer.head.replace(/\s+/g, " ")}`);
  return answer;
}

const targetsOf = (endpoints: Endpoint[]) => [
  ...endpoints.map((e) => e.template.replace(/\[[^\]]+\]/g, "x")),
  ...PAGES,
];

export async function rawMethods(endpoints: Endpoint[]): Promise<Tally> {
  const t: Tally = { count: 0, byStatus: new Map(), problems: [] };
  const targets = targetsOf(endpoints);
  for (const method of RAW_METHODS)
    for (const target of method === "CONNECT" ? [`${new URL(BASE).host}`, "example.com:443", ...targets] : targets) {
      const { status, head } = await tally(t, `${method} ${target}`, rawStatus(method, target));
      if ((method === "TRACE" || method === "CONNECT") && status === 405 && !/\r\nallow: /i.test(head))
        t.problems.push(`405 without Allow: ${method} ${target}`);
    }
  return t;
}

/** Upgrade requests to every path and asterisk-form targets: each must be answered (never 5xx). */
export async function rawUpgradesAndStars(endpoints: Endpoint[]): Promise<Tally> {
  const t: Tally = { count: 0, byStatus: new Map(), problems: [] };
  for (const target of targetsOf(endpoints))
    for (const headers of UPGRADES)
      await tally(t, `GET ${target} Upgrade: ${headers.upgrade}`, rawStatus("GET", target, headers));
  for (const method of STAR_METHODS)
    for (const headers of [{ connection: "close" }, { connection: "keep-alive" }])
      await tally(t, `${method} * (${headers.connection})`, rawStatus(method, "*", headers));
  return t;
}
