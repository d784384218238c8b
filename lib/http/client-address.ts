import { BlockList, isIP } from "node:net";
import { variables } from "@/lib/env";

// Who is asking, for rate limits: never what the client wrote. X-Forwarded-For is a list each
// proxy appends to; only the entries appended by proxies we trust are true. So the list is read
// from the right, skipping TRUSTED_PROXIES, and the first address not trusted is the client.
// Under `next start` the socket's own address is appended as the last entry (peer-address.ts),
// so with no TRUSTED_PROXIES the client is the machine that opened the connection. On Vercel,
// whose edge overwrites X-Forwarded-For, its own header is used.

type Env = Record<string, string | undefined>;

const cache = new Map<string, BlockList>();

/** TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (IPv4 or IPv6) of our own proxies. */
export function trustedProxies(env: Env = variables()): BlockList {
  const spec = env.TRUSTED_PROXIES?.trim() ?? "";
  let list = cache.get(spec);
  if (list) return list;
  list = new BlockList();
  for (const raw of spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = raw.split("/");
    const type = isIP(address) === 6 ? "ipv6" : isIP(address) === 4 ? "ipv4" : null;
    if (!type) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  cache.set(spec, list);
  return list;
}

const onVercel = (env: Env) => env.VERCEL === "1";
export const hasTrustedProxy = (env: Env = variables()) => onVercel(env) || Boolean(env.TRUSTED_PROXIES?.trim());

function normalize(address: string): string | null {
  let a = address.trim().replace(/^\[|\]$/g, "");
  if (a.startsWith("::ffff:") && isIP(a.slice(7)) === 4) a = a.slice(7);
  return isIP(a) ? a.toLowerCase() : null;
}

// One IPv6 customer usually holds a whole /64: counting per address would let them rotate.
function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = address.split("::");
  const head = groups[0] ? groups[0].split(":") : [];
  const tail = groups.length > 1 && groups[1] ? groups[1].split(":") : [];
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => g || "0")
    .join(":")}::/64`;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** The client's address as a rate-limit key ("local" when nothing names one, e.g. in tests). */
export function clientAddress(headers: Headers, env: Env = variables()): string {
  if (onVercel(env)) {
    const vercel = normalize(headers.get("x-vercel-forwarded-for")?.split(",")[0] ?? headers.get("x-real-ip") ?? "");
    if (vercel) return limitKey(vercel);
  }
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const trusted = trustedProxies(env);
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = normalize(hops[i]);
    // A malformed entry cannot have been written by a proxy we trust: stop there.
    if (!address) return "invalid";
    if (!isTrusted(trusted, address)) return limitKey(address);
  }
  const first = hops.length ? normalize(hops[0]) : null;
  return first ? limitKey(first) : "local";
}

/**
 * True when the request reached us through a proxy we trust: the connection's own address (the
 * last X-Forwarded-For entry, appended by peer-address.ts) is one of TRUSTED_PROXIES, or Vercel's
 * edge wrote the headers. Only then are X-Forwarded-Host and X-Forwarded-Proto the proxy's word;
 * from anyone else they are whatever the client typed.
 */
export function viaTrustedProxy(headers: Headers, env: Env = variables()): boolean {
  if (onVercel(env)) return true;
  if (!env.TRUSTED_PROXIES?.trim()) return false;
  const hops = (headers.get("x-forwarded-for") ?? "").split(",");
  const peer = normalize(hops[hops.length - 1] ?? "");
  return peer !== null && isTrusted(trustedProxies(env), peer);
}

/** X-Forwarded-Host, only when a proxy we trust set it; else the Host header. */
export function requestHost(headers: Headers, env: Env = variables()): string | null {
  if (viaTrustedProxy(headers, env)) {
    const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.toLowerCase();
  }
  return headers.get("host")?.trim().toLowerCase() || null;
}

/**
 * The origin (scheme, host and port) this request was made to: the trusted proxy's
 * X-Forwarded-Proto / X-Forwarded-Host, else the request URL's scheme and the Host header.
 */
export function requestOrigin(req: Request, env: Env = variables()): string | null {
  const url = new URL(req.url);
  const forwardedProto = viaTrustedProxy(req.headers, env)
    ? req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
    : undefined;
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : url.protocol.slice(0, -1);
  const host = requestHost(req.headers, env) ?? url.host;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}
