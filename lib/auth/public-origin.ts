// The origin the browser used, for Auth.js's callback URL (Google's redirect_uri). `next start`
// hands route handlers a request URL on its own bind address (http://localhost:PORT), so the
// public origin comes from APP_URL when set, else the (forwarded) Host and protocol headers.
export function publicOrigin(headers: Headers, fallback: string, appUrl = process.env.APP_URL): string {
  if (appUrl?.trim()) return new URL(appUrl).origin;
  const host = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim();
  if (!host) return fallback;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(fallback).protocol.replace(":", "");
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return fallback;
  }
}
