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

describe("requests Next cannot answer", () => {
  // Like `next start`: an upgrade listener that serves nothing, and a handler for everything else.
  const nextLike = () => {
    const server = http.createServer((_req, res) => res.end("ok"));
    server.on("upgrade", () => undefined);
    return server;
  };
  const connections = (server: http.Server) =>
    new Promise<number>((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n))));

  it("an upgrade the app does not serve gets a 400 and its socket is closed", async () => {
    installPeerAddress();
    const server = nextLike();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      for (const upgrade of ["websocket", "h2c"]) {
        const answer = await raw(
          port,
          `GET /api/analyses HTTP/1.1\r\nHost: x\r\nUpgrade: ${upgrade}\r\nConnection: Upgrade\r\n\r\n`,
        );
        expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
        expect(answer).toMatch(/Connection: close/);
      }
      // The server's side closes as soon as the client's FIN arrives.
      for (let i = 0; i < 50 && (await connections(server)) > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await connections(server)).toBe(0);
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("outside production, next dev's hot-reload socket under /_next/ still upgrades", async () => {
    installPeerAddress();
    const server = http.createServer();
    server.on("upgrade", (_req, socket: import("node:stream").Duplex) =>
      socket.end("HTTP/1.1 101 Switching Protocols\r\n\r\n"),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      const hmr = await raw(
        port,
        "GET /_next/hmr HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
      );
      expect(hmr).toMatch(/^HTTP\/1\.1 101/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("a target that is not a path (GET *, OPTIONS *) gets a 400; paths and absolute URLs go on", async () => {
    installPeerAddress();
    const server = nextLike();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      for (const method of ["GET", "OPTIONS", "POST"]) {
        const answer = await raw(
          port,
          `${method} * HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        );
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      }
      const path = await raw(port, "GET /x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(path).toMatch(/^HTTP\/1\.1 200 /);
      const absolute = await raw(port, "GET http://x/y HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(absolute).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
