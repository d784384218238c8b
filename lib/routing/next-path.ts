// The page a visitor returns to after sign-in. Only a path on this site is followed; anything
// else goes home. Browsers drop tabs and newlines from addresses and read fullwidth or
// ideographic dots as dots, so "/\t/evil.test" or "/。/x" can become another site (or, as a
// redirect header, a server error): such characters are refused, not cleaned.
const PLACEHOLDER_ORIGIN = "http://candlewise.invalid";
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

// `unknown`: a repeated `?next=` arrives as an array.
export function safeNext(next: unknown): string {
  if (typeof next !== "string" || !next.startsWith("/") || !PRINTABLE_ASCII.test(next) || next.includes("\\"))
    return "/";
  const pathPart = next.split(/[?#]/, 1)[0];
  if (pathPart.includes("//")) return "/";
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  // Dot segments can turn "/.//host" into "//host", which a browser reads as another site.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

export const WELCOME_PARAM = "welcome";

/** `next` with the welcome flag, for the address a Google sign-in returns to (WelcomeToast reads it). */
export function withWelcome(next: string): string {
  const url = new URL(next, PLACEHOLDER_ORIGIN);
  url.searchParams.set(WELCOME_PARAM, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
