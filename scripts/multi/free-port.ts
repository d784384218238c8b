import { createServer } from "node:net";

/** A port nothing listens on now: the system picks one, and it is released at once for the caller. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no port was assigned"))));
    });
  });
}

/**
 * The servers' ports: MULTI_PORTS ("46100,46101,46102") when set, so a run can stay in a range of
 * its own; otherwise free ones, so two runs on one machine (or anything else on a fixed port) never
 * meet.
 */
export async function serverPorts(count: number, chosen = process.env.MULTI_PORTS): Promise<number[]> {
  if (chosen?.trim()) {
    const ports = chosen.split(",").map((p) => Number(p.trim()));
    if (ports.length !== count || ports.some((p) => !Number.isInteger(p) || p <= 0 || p > 65_535))
      throw new Error(`MULTI_PORTS must list ${count} ports separated by commas (got "${chosen}")`);
    return ports;
  }
  const ports: number[] = [];
  // One at a time, each held until the next is picked would be stricter; the system hands out
  // ports in turn, so three picks in a row do not repeat.
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}
