import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { alertDeliveries, pushSubscriptions } from "@/lib/alerts/tables";
import { deliverPushes } from "@/lib/alerts/deliver-push";
import { publicEndpointOnly } from "@/lib/alerts/push/send";
import { vapidKeys } from "@/lib/alerts/push/vapid";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

useTestDb();

// A push service on loopback: it records what web-push sends and answers with `status`. web-push
// speaks https only, so the service has a certificate made for this run and the agent trusts it.
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
let server: Server;
let base = "";
let status = 201;
const received: Received[] = [];
let agent: Agent;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  agent = new Agent({ ca: readFileSync(cert) });
  server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// The test seam: the push service sits on 127.0.0.1, which the real check refuses.
const loopback = () => ({ check: async () => null, agent });

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authB64: auth.toString("base64url") };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** Decrypts an aes128gcm push body (RFC 8188 + RFC 8291) with the subscription's own keys. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const info = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    keys.ecdh.getPublicKey(),
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(keys.auth, shared), info);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString("utf8");
}

async function queuedPush(endpoint: string) {
  const db = await getDb();
  const trader = await createUser();
  const keys = browserKeys();
  await db.insert(pushSubscriptions).values({ userId: trader.id, endpoint, p256dh: keys.p256dh, auth: keys.authB64 });
  const payload = {
    title: "Candlewise alert",
    body: "DEMO: EURUSD=X rose to your TP1 1.0930",
    url: "/analysis-results?id=x",
  };
  await db
    .insert(alertDeliveries)
    .values({ userId: trader.id, payload, nextAttemptAt: new Date("2026-11-18T15:00:00Z") });
  return { trader, keys, payload };
}

describe("web push", () => {
  it("the push service receives web-push's request and the subscription's keys decrypt it", async () => {
    const { keys, payload, trader } = await queuedPush(`${base}/push/one`);
    status = 201;
    const result = await deliverPushes(await getDb(), new Date("2026-11-18T15:01:00Z"), loopback());
    expect(result).toEqual({ sent: 1, failed: 0 });
    const req = received.find((r) => r.path === "/push/one")!;
    expect(req.headers["content-encoding"]).toBe("aes128gcm");
    expect(req.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKeys().publicKey}$`),
    );
    expect(JSON.parse(decrypt(req.body, keys))).toEqual(payload);
    const [row] = await (await getDb()).select().from(alertDeliveries).where(eq(alertDeliveries.userId, trader.id));
    expect(row.status).toBe("sent");
  });

  it("a subscription the push service answers 410 for is removed", async () => {
    const { trader } = await queuedPush(`${base}/push/gone`);
    status = 410;
    const result = await deliverPushes(await getDb(), new Date("2026-11-18T15:01:00Z"), loopback());
    expect(result.failed).toBe(1);
    const db = await getDb();
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, trader.id))).toHaveLength(0);
  });

  it("without the seam, the real check refuses the loopback endpoint and sends nothing", async () => {
    const before = received.length;
    expect(await publicEndpointOnly(`${base}/push/x`)).not.toBeNull();
    expect(await publicEndpointOnly("https://localhost.localdomain.invalid/x")).not.toBeNull();
    await queuedPush(`${base}/push/refused`);
    const result = await deliverPushes(await getDb(), new Date("2026-11-18T15:01:00Z"));
    expect(result.sent).toBe(0);
    expect(received.length).toBe(before);
  });
});
