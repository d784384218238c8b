import { createServer } from "node:net";
import { serverPorts } from "../../scripts/multi/free-port";

// The three-server lane must not take fixed ports: another run, or anything else on the machine,
// may hold them.
describe("the three-server lane's ports", () => {
  it("are three free ports when none are chosen, each one a server can listen on", async () => {
    const ports = await serverPorts(3, undefined);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("are the ones MULTI_PORTS lists, and a list of the wrong length or with a non-port is refused", async () => {
    expect(await serverPorts(3, "46100, 46101,46102")).toEqual([46100, 46101, 46102]);
    await expect(serverPorts(3, "46100,46101")).rejects.toThrow(/MULTI_PORTS must list 3 ports/);
    await expect(serverPorts(3, "46100,46101,http")).rejects.toThrow(/MULTI_PORTS/);
    await expect(serverPorts(3, "46100,46101,70000")).rejects.toThrow(/MULTI_PORTS/);
  });
});
