import http from "node:http";
import type { Duplex } from "node:stream";
import { isIP, Socket } from "node:net";
import { trustedProxies } from "./client-address";
import { variables } from "@/lib/env";

// Next's server keeps a client-written X-Forwarded-For and only fills the header in when it is
// missing, so the address of the machine that opened the connection is lost exactly when a
// client lies. This appends it as the last entry, as a proxy would, before Next sees the request:
// client-address.ts then reads the list from the right. Installed once, from instrumentation.ts,
// in the Node.js server process (not on Vercel, whose edge writes the header itself).
//
// Two more things happen here, before Next: forwarding headers (X-Forwarded-Host, -Proto, -Port)
// from a connection that is not one of TRUSTED_PROXIES are dropped (Next then writes its own,
// true ones), and the methods the Fetch standard forbids (TRACE, TRACK, CONNECT), which Next
// cannot turn into a Request and answered with a 500 or a dropped connection, get a 405.
//
// Two kinds of request Next mishandles are answered here too: a target that is not a path
// (`GET *`, `OPTIONS *`; Next answered 500) gets a 400, and so does a request to switch protocols
// (Upgrade: websocket, h2c): the app serves none, Next's own upgrade listener only proxies
// rewrites to other hosts, and it left every other upgrade unanswered with its socket open for good.

const flag = globalThis as unknown as { __candlewisePeerAddress?: boolean };

/** What every path answers to: the Allow header of the 405. */
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

function fromTrustedProxy(peer: string): boolean {
  const spec = variables().TRUSTED_PROXIES?.trim();
  if (!spec) return false;
  const address = peer.startsWith("::ffff:") && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
  const type = isIP(address) === 6 ? "ipv6" : isIP(address) === 4 ? "ipv4" : null;
  return type !== null && trustedProxies().check(address, type);
}

export function appendPeerAddress(req: http.IncomingMessage): void {
  const peer = req.socket?.remoteAddress;
  if (!peer) return;
  const existing = req.headers["x-forwarded-for"];
  const list = Array.isArray(existing) ? existing.join(", ") : existing;
  req.headers["x-forwarded-for"] = list ? `${list}, ${peer}` : peer;
  if (!fromTrustedProxy(peer)) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-port"];
  }
}

function refuseMethod(res: http.ServerResponse): void {
  res.writeHead(405, { allow: ALLOWED_METHODS, "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end("Method Not Allowed\n");
}

// A path, or an absolute URL (a proxy's form, which Next reads as the path it names).
const isPathTarget = (url: string | undefined) => !!url && (url.startsWith("/") || /^https?:\/\//i.test(url));

function refuseTarget(res: http.ServerResponse): void {
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end("Bad request: the target must be a path\n");
}

/** Only `next dev` upgrades a connection: its hot-reload socket under /_next/. */
const servesUpgrade = (req: http.IncomingMessage) =>
  process.env.NODE_ENV !== "production" && (req.url ?? "").startsWith("/_next/");

const UPGRADE_REFUSED = "This server does not switch protocols\n";

function refuseUpgrade(socket: Duplex): void {
  socket.on("error", () => undefined);
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${UPGRADE_REFUSED.length}\r\nConnection: close\r\n\r\n${UPGRADE_REFUSED}`,
  );
  // The server keeps a socket half-open until the client closes its side: one that never does
  // is let go once it has been idle a moment.
  if (socket instanceof Socket) socket.setTimeout(2_000, () => socket.destroy());
}

function refuseConnect(socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 19\r\nConnection: close\r\n\r\nMethod Not Allowed\n`,
  );
}

const answered = new WeakSet<http.Server>();

export function installPeerAddress(): void {
  if (flag.__candlewisePeerAddress || variables().VERCEL === "1") return;
  flag.__candlewisePeerAddress = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] instanceof http.IncomingMessage) {
      if (FORBIDDEN_METHODS.has(args[0].method ?? "")) {
        refuseMethod(args[1] as http.ServerResponse);
        return true;
      }
      if (!isPathTarget(args[0].url)) {
        refuseTarget(args[1] as http.ServerResponse);
        return true;
      }
      appendPeerAddress(args[0]);
    }
    if (event === "upgrade" && args[0] instanceof http.IncomingMessage && !servesUpgrade(args[0])) {
      refuseUpgrade(args[1] as Duplex);
      return true;
    }
    // A CONNECT request is not a "request" event, and with no "connect" listener Node drops the
    // connection: the first connection to a server gives it one that answers 405.
    if (event === "connection" && !answered.has(this)) {
      answered.add(this);
      if (this.listenerCount("connect") === 0)
        this.on("connect", (_req: http.IncomingMessage, socket: Duplex) => refuseConnect(socket));
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
