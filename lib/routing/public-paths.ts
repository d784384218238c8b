// Which paths a signed-out visitor may reach; everything else needs a session.
// The e-mail links (password reset, unsubscribe) open without a session by design.
const PUBLIC_PAGES = new Set(["/", "/login", "/forgot-password", "/reset-password", "/unsubscribe", "/track-record"]);
// A share link's page, chart and preview card: the token in the path is the permission.
const PUBLIC_PAGE_PREFIXES = ["/s/"];
const PUBLIC_API_PREFIXES = ["/api/auth/", "/api/cron/"];
// /api/bench/bare answers 404 unless BENCH_ENABLED=1 (npm run bench:market calls it signed out).
const PUBLIC_API = new Set([
  "/api/health",
  "/api/health/ready",
  "/api/login",
  "/api/stripe/webhook",
  "/api/bench/bare",
  "/api/email/unsubscribe",
  "/api/track-record/ledger", // the tamper-evident record: anyone may download and verify it
]);
const STATIC_FILE = /\.(html|ico|png|jpe?g|svg|webp|gif|txt|xml|webmanifest|js|css|map|woff2?)$/i;

export type Access = "allow" | "redirect-login" | "unauthorized";

/** What the proxy does with a signed-out request for this path. */
export function signedOutAccess(pathname: string): Access {
  if (PUBLIC_PAGES.has(pathname) || pathname.startsWith("/_next/") || STATIC_FILE.test(pathname)) return "allow";
  if (PUBLIC_PAGE_PREFIXES.some((p) => pathname.startsWith(p))) return "allow";
  if (pathname.startsWith("/api/")) {
    if (PUBLIC_API.has(pathname) || PUBLIC_API_PREFIXES.some((p) => pathname.startsWith(p))) return "allow";
    return "unauthorized";
  }
  return "redirect-login";
}
