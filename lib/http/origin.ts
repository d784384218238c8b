import { AppError } from "@/lib/errors";
import { requestOrigin } from "./client-address";
import { variables } from "@/lib/env";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

const refused = () => new AppError("forbidden", "Cross-site request refused");

// State-changing requests must come from our own pages: a browser always sends Origin (or
// Sec-Fetch-Site) on cross-site POSTs, so a mismatch is a forged request. `Origin: null` (a
// sandboxed frame, a data: or file: page, a cross-site redirect) is never one of our pages.
// The whole origin is compared: scheme, host and port (https://host is not http://host). Ours is
// APP_URL's, or the one the request was made to (X-Forwarded-Host and -Proto count only from a
// trusted proxy: lib/http/client-address.ts).
export function refuseCrossSite(req: Request): void {
  if (SAFE.has(req.method)) return;
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw refused();
  const origin = req.headers.get("origin");
  if (origin === null) return; // non-browser clients (curl, server-to-server) send none
  if (origin.trim().toLowerCase() === "null") throw refused();
  let given: string;
  try {
    given = new URL(origin.trim()).origin;
  } catch {
    throw refused();
  }
  const allowed = [requestOrigin(req)];
  const appUrl = variables().APP_URL?.trim();
  if (appUrl) allowed.push(new URL(appUrl).origin);
  if (!allowed.includes(given)) throw refused();
}
