import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createResendSender, sanitizeReason } from "./resend";

// The real SDK against a loopback server that answers one fixed status, to see how each is classed.
async function answering(status: number, body: unknown) {
  const server = createServer((_, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl, close: () => new Promise((r) => server.close(r)) };
}
const message = { to: "a@example.com", from: "x@example.com", subject: "s", text: "t", html: "<p>t</p>" };

describe("the Resend sender", () => {
  it.each([
    [503, { name: "internal_server_error", message: "down", statusCode: 503 }, true],
    [429, { name: "rate_limit_exceeded", message: "slow down", statusCode: 429 }, true],
    [409, { name: "concurrent_idempotent_requests", message: "in flight", statusCode: 409 }, true],
    [422, { name: "validation_error", message: "Invalid `to` field", statusCode: 422 }, false],
  ])("classes a %i answer", async (status, body, retryable) => {
    const server = await answering(status, body);
    try {
      const [outcome] = await createResendSender("re_key", { baseUrl: server.baseUrl }).sendBatch([message], "k1");
      expect(outcome).toEqual({ ok: false, reason: `${body.name}: ${body.message}`, retryable });
    } finally {
      await server.close();
    }
  });

  it("treats an unreachable API as an outage to retry", async () => {
    const [outcome] = await createResendSender("re_key", { baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 }).sendBatch(
      [message],
      "k1",
    );
    expect(outcome).toMatchObject({ ok: false, retryable: true });
  });

  it("never lets an API key or a line break into a stored reason", () => {
    expect(sanitizeReason({ name: "invalid_api_key", message: "API key re_AbC123_xyz is invalid\r\nBcc: x" })).toBe(
      "invalid_api_key: API key re_*** is invalid Bcc: x",
    );
    expect(sanitizeReason("x".repeat(500))).toHaveLength(200);
  });
});
