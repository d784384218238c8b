import http from "node:http";

// Next's server keeps a client-written X-Forwarded-For and only fills the header in when it is
// missing, so the address of the machine that opened the connection is lost exactly when a
// client lies. This appends it as the last entry, as a proxy would, before Next sees the request:
// client-address.ts then reads the list from the right. Installed once, from instrumentation.ts,
// in the Node.js server process (not on Vercel, whose edge writes the header itself).

const flag = globalThis as unknown as { __candlewisePeerAddress?: boolean };

export function appendPeerAddress(req: http.IncomingMessage): void {
  const peer = req.socket?.remoteAddress;
  if (!peer) return;
  const existing = req.headers["x-forwarded-for"];
  const list = Array.isArray(existing) ? existing.join(", ") : existing;
  req.headers["x-forwarded-for"] = list ? `${list}, ${peer}` : peer;
}

export function installPeerAddress(): void {
  if (flag.__candlewisePeerAddress || process.env.VERCEL === "1") return;
  flag.__candlewisePeerAddress = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] instanceof http.IncomingMessage) appendPeerAddress(args[0]);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
