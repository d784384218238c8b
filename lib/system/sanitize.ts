// Provider error text on its way to an admin's screen: keys, tokens, cookies and query strings
// (which may carry secrets) are masked, and the text is kept short.
const PATTERNS: [RegExp, string][] = [
  [/\b(https?:\/\/[^\s?#"']+)[?#][^\s"']*/gi, "$1?[redacted]"], // query strings may carry keys
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi, "$1[redacted]@"], // user:password@host, any scheme
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, "$1 [redacted]"],
  [
    /\b(api[_-]?key|apikey|token|secret|password|authorization|crumb|cookie|sig|key)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi,
    "$1$2[redacted]",
  ],
  [/\b(sk|pk|rk|whsec)_(live|test)_[A-Za-z0-9]+/g, "$1_$2_[redacted]"], // Stripe-style keys
  [/\b[A-Fa-f0-9]{32,}\b/g, "[redacted]"], // long hex strings (Together keys, hashes)
  [/\b[A-Za-z0-9_-]{40,}\b/g, "[redacted]"], // long opaque tokens
];

export function sanitizeError(error: unknown, max = 200): string {
  let text = error instanceof Error ? error.message : typeof error === "string" ? error : "Unknown error";
  for (const [pattern, replacement] of PATTERNS) text = text.replace(pattern, replacement);
  text = text.replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text || "Unknown error";
}
