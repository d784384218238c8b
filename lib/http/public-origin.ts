import { requestHost, viaTrustedProxy } from "./client-address";
import { variables } from "@/lib/env";
import { withoutBadCallbackCookie, withoutBadCallbackParam } from "@/lib/auth/callback-url";

type Env = Record<string, string | undefined>;

// The origin the browser used, for Auth.js's callback URL (Google's redirect_uri), its redirects
// and the sign-out form. `next start` hands route handlers a request URL on its own bind address
// (http://localhost:PORT), so the public origin comes from APP_URL when set, else the Host header
// and the request's scheme. X-Forwarded-Host / -Proto count only when a trusted proxy
// (TRUSTED_PROXIES, Vercel) opened the connection: from anyone else they are the client's words.
export function publicOrigin(
  headers: Headers,
  fallback: string,
  appUrl = variables().APP_URL,
  env: Env = variables(),
): string {
  if (appUrl?.trim()) return new URL(appUrl).origin;
  const host = requestHost(headers, env)?.split(",")[0]?.trim();
  if (!host) return fallback;
  const forwarded = viaTrustedProxy(headers, env) ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const proto = forwarded === "https" || forwarded === "http" ? forwarded : new URL(fallback).protocol.replace(":", "");
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return fallback;
  }
}

/**
 * The request Auth.js gets: on the public origin, and without forwarding headers from anyone but
 * a trusted proxy (Auth.js reads X-Forwarded-Host and -Proto itself when it builds URLs).
 */
export function authRequestHeaders(headers: Headers, origin: string, env: Env = variables()): Headers {
  const clean = new Headers(headers);
  if (!viaTrustedProxy(headers, env)) {
    clean.delete("x-forwarded-host");
    clean.delete("x-forwarded-proto");
    clean.delete("x-forwarded-port");
  }
  clean.set("host", new URL(origin).host);
  return clean;
}

/**
 * `req` as Auth.js should see it: on the public origin, with only trusted forwarding headers, and
 * without a callback URL it would answer with a 500 (lib/auth/callback-url.ts).
 */
export function authRequest<R extends Request>(req: R, make: (url: string, init: RequestInit) => R): R {
  const own = new URL(req.url).origin;
  const origin = publicOrigin(req.headers, own);
  const url = withoutBadCallbackParam(origin + req.url.slice(own.length));
  const headers = authRequestHeaders(req.headers, origin);
  const cookie = headers.get("cookie");
  if (cookie) headers.set("cookie", withoutBadCallbackCookie(cookie, origin));
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body !== null;
  return make(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: req.body, duplex: "half" } : {}),
  } as RequestInit);
}
