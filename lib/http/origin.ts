import { AppError } from "@/lib/errors";
import { requestHost } from "./client-address";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

const refused = () => new AppError("forbidden", "Cross-site request refused");

// State-changing requests must come from our own pages: a browser always sends Origin (or
// Sec-Fetch-Site) on cross-site POSTs, so a mismatch is a forged request. `Origin: null` (a
// sandboxed frame, a data: or file: page, a cross-site redirect) is never one of our pages.
// Our host is APP_URL's or the Host header; X-Forwarded-Host counts only behind a trusted proxy.
export function refuseCrossSite(req: Request): void {
  if (SAFE.has(req.method)) return;
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw refused();
  const origin = req.headers.get("origin");
  if (origin === null) return; // non-browser clients (curl, server-to-server) send none
  if (origin.trim().toLowerCase() === "null") throw refused();
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw refused();
  }
  const allowed = [requestHost(req.headers) ?? new URL(req.url).host.toLowerCase()];
  if (process.env.APP_URL?.trim()) allowed.push(new URL(process.env.APP_URL).host.toLowerCase());
  if (!allowed.includes(originHost)) throw refused();
}
