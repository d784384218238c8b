import { AppError } from "@/lib/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

// State-changing requests must come from our own pages: a browser always sends Origin (or
// Sec-Fetch-Site) on cross-site POSTs, so a mismatch is a forged request.
export function refuseCrossSite(req: Request): void {
  if (SAFE.has(req.method)) return;
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw new AppError("forbidden", "Cross-site request refused");
  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return; // non-browser clients (curl, server-to-server)
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError("forbidden", "Cross-site request refused");
  }
  const allowed = [host, process.env.APP_URL ? new URL(process.env.APP_URL).host : undefined];
  if (!allowed.includes(originHost)) throw new AppError("forbidden", "Cross-site request refused");
}
