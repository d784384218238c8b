// Auth.js sends failures to `${pages.error}?error=<Type>`; the spec wants the browser on
// /login?error=auth_failed. The Auth.js type is kept as `reason` for a precise message.
export function authFailureLocation(location: string): string | null {
  const url = new URL(location, "http://relative.invalid");
  const reason = url.searchParams.get("error");
  if (url.pathname !== "/login" || !reason || reason === "auth_failed") return null;
  url.search = new URLSearchParams({ error: "auth_failed", reason }).toString();
  return url.origin === "http://relative.invalid" ? url.pathname + url.search : url.toString();
}

export function authFailureRedirect(res: Response): Response {
  const location = res.headers.get("location");
  if (!location || res.status < 300 || res.status >= 400) return res;
  const target = authFailureLocation(location);
  if (!target) return res;
  const headers = new Headers(res.headers);
  headers.set("location", target);
  return new Response(null, { status: res.status, headers });
}
