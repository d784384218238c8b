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
