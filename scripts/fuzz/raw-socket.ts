import net from "node:net";
import { type Endpoint, PAGES, RAW_METHODS } from "./catalogue";
import { BASE } from "./config";

// ---- methods fetch cannot send, over a raw socket ----------------------------------------------
/** The status code of a raw HTTP/1.1 exchange, or 0 when the server closed without answering. */
function rawStatus(method: string, target: string): Promise<{ status: number; head: string }> {
  const url = new URL(BASE);
  return new Promise((resolve) => {
    let got = "";
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      ),
    );
    const done = () =>
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(got)?.[1] ?? 0), head: got.slice(0, 200) });
    socket.on("data", (d) => {
      got += d;
      if (method === "CONNECT" && got.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

export async function rawMethods(
  endpoints: Endpoint[],
): Promise<{ count: number; byStatus: Map<number, number>; problems: string[] }> {
  const targets = [...endpoints.map((e) => e.template.replace(/\[[^\]]+\]/g, "x")), ...PAGES];
  const byStatus = new Map<number, number>();
  const problems: string[] = [];
  let count = 0;
  for (const method of RAW_METHODS)
    for (const target of method === "CONNECT" ? [`${new URL(BASE).host}`, "example.com:443", ...targets] : targets) {
      const { status, head } = await rawStatus(method, target);
      count++;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) problems.push(`${status} ${method} ${target} -> ${head.replace(/\s+/g, " ")}`);
      if ((method === "TRACE" || method === "CONNECT") && status === 405 && !/\r\nallow: /i.test(head))
        problems.push(`405 without Allow: ${method} ${target}`);
    }
  return { count, byStatus, problems };
}
