import { BlockList, isIP } from "node:net";

// A push endpoint is where our server will POST: it must be https and must not point into our
// own network (loopback, private, link-local, unique-local, CGNAT, unspecified), or a trader could
// make the server send requests to internal services. Checked on the address literal when the
// browser subscribes and on every resolved address before each send.
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  blocked.addSubnet(net, bits, "ipv6");

export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  return blocked.check(bare, family === 4 ? "ipv4" : "ipv6");
}

export const ENDPOINT_REFUSED = "Push endpoint must be an https address on the public internet";

/** Null when the endpoint may be used, else the reason it may not. */
export function endpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_REFUSED;
  }
  if (url.protocol !== "https:") return ENDPOINT_REFUSED;
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || isBlockedAddress(host)) return ENDPOINT_REFUSED;
  return null;
}
