import http from "node:http";
import type { AddressInfo } from "node:net";
import { installPeerAddress } from "./peer-address";

describe("the connection's address is appended to X-Forwarded-For", () => {
  it("keeps what the client wrote but adds the real peer last", async () => {
    installPeerAddress();
    const server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      const spoofed = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "1.2.3.4" } });
      expect(await spoofed.text()).toBe("1.2.3.4, 127.0.0.1");
      const plain = await fetch(`http://127.0.0.1:${port}/`);
      expect(await plain.text()).toBe("127.0.0.1");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

/** Sends raw bytes and returns what the server answered before closing (or "" when it just dropped us). */
async function raw(port: number, text: string): Promise<string> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let got = "";
    socket.on("data", (d) => (got += d));
    socket.on("close", () => resolve(got));
    socket.on("error", () => resolve(got));
    socket.setTimeout(3000, () => socket.destroy());
  });
}

describe("methods a Request cannot carry", () => {
  // Next turns every request into a fetch Request, which refuses TRACE, TRACK and CONNECT: a 500
  // (TRACE) or a dropped connection (CONNECT, which Node does not even route as a request).
  const nextLike = () =>
    http.createServer((req, res) => {
      try {
        new Request(`http://x${req.url}`, { method: req.method });
        res.end("ok");
      } catch {
        res.statusCode = 500;
        res.end("boom");
      }
    });

  it("TRACE answers 405 with Allow, CONNECT a 405 rather than a dropped connection", async () => {
    installPeerAddress();
    const server = nextLike();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      const trace = await raw(port, "TRACE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(trace).toMatch(/^HTTP\/1\.1 405/);
      expect(trace).toMatch(/\r\nallow: GET, HEAD, POST/i);
      // Node's own parser does not know TRACK: a 400, never the application's 500.
      const track = await raw(port, "TRACK / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(track).toMatch(/^HTTP\/1\.1 40[05]/);
      const connect = await raw(port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
      expect(connect).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: /);
      // Ordinary methods still reach the application.
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("drops forwarding headers written by a client that is not a trusted proxy", async () => {
    installPeerAddress();
    const server = http.createServer((req, res) =>
      res.end(JSON.stringify([req.headers["x-forwarded-host"] ?? null, req.headers["x-forwarded-proto"] ?? null])),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const headers = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()).toEqual([null, null]);
      process.env.TRUSTED_PROXIES = "127.0.0.1";
      expect(await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()).toEqual(["evil.example", "https"]);
    } finally {
      delete process.env.TRUSTED_PROXIES;
      await new Promise((r) => server.close(r));
    }
  });
});
