// Builds requests the way a browser on our own origin would send them.
export const BASE = "http://localhost:3000";

export function jsonRequest(
  path: string,
  body: unknown,
  init: { method?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${BASE}${path}`, {
    method: init.method ?? "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      host: "localhost:3000",
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, {
    headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}), ...headers },
  });
}

export const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });
