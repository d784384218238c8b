// Only same-site relative paths are followed after sign-in; anything else (other sites,
// protocol-relative "//host", backslash tricks) goes home.
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}

export const WELCOME_PARAM = "welcome";

/** `next` with the welcome flag, for the address a Google sign-in returns to (WelcomeToast reads it). */
export function withWelcome(next: string): string {
  const url = new URL(next, "http://candlewise.invalid");
  url.searchParams.set(WELCOME_PARAM, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
