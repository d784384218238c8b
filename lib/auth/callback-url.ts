// Auth.js checks the callbackUrl query parameter and its callback-url cookie before anything
// else, and answers a value that is not an http(s) URL or a path with a 500 "server
// configuration" error, on every action (session, csrf, providers included). A visitor's bad
// value is their mistake, not ours: it is dropped before Auth.js sees the request, and the action
// runs as if it had not been sent.

const COOKIE = /^(?:__Secure-)?authjs\.callback-url$/;

/** The test Auth.js applies: an http(s) URL, or a path on `origin`. */
export function isHttpCallbackUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** `url` without a callbackUrl Auth.js would refuse. */
export function withoutBadCallbackParam(url: string): string {
  const parsed = new URL(url);
  const value = parsed.searchParams.get("callbackUrl");
  if (value === null || (value && isHttpCallbackUrl(value, parsed.origin))) return url;
  parsed.searchParams.delete("callbackUrl");
  return parsed.toString();
}

/** A Cookie header without a callback-url cookie Auth.js would refuse. */
export function withoutBadCallbackCookie(cookie: string, origin: string): string {
  const kept = cookie.split(";").filter((pair) => {
    const at = pair.indexOf("=");
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    return !COOKIE.test(name) || isHttpCallbackUrl(decoded(pair.slice(at + 1).trim()), origin);
  });
  return kept.join(";").trim();
}
