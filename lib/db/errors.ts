// Reading database errors safely. Drizzle wraps the driver's error: the outer DrizzleQueryError
// carries the SQL *and its parameters* (an e-mail, a password hash, a token) in its message and
// fields; the PostgreSQL error (code, constraint) is its `cause`. So a check reads the cause
// chain, and a log line gets a redacted summary, never the error object itself.

type Chainable = {
  cause?: unknown;
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  name?: unknown;
  query?: unknown;
};

function* chain(error: unknown): Generator<Chainable> {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    yield e as Chainable;
    e = (e as Chainable).cause;
  }
}

/** The PostgreSQL SQLSTATE anywhere in the chain (e.g. "23505"), or undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** A unique index refused the row (two registrations racing for one e-mail, say). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";

// Values that must never reach a log, whatever message they hide in.
const SECRET_PATTERNS: RegExp[] = [
  /\$argon2[a-z]*\$[^\s,'")]*/gi, // password hashes
  /\$2[aby]\$\d+\$[./A-Za-z0-9]{53}/g, // bcrypt
  /\b(sk|pk|rk|whsec|re)_(live|test)?_?[A-Za-z0-9]{8,}/g, // Stripe / Resend keys
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*\.?[A-Za-z0-9_-]*/g, // JWT / JWE
  /\b[A-Za-z0-9_-]{32,}\b/g, // long random tokens (session ids, reset tokens, secrets)
  /[\w.+-]+@[\w-]+\.[\w.-]+/g, // e-mail addresses
];

/** Removes secrets, tokens and e-mail addresses from a text meant for a log. */
export function redactText(text: string): string {
  let out = text;
  for (const p of SECRET_PATTERNS) out = out.replace(p, "[redacted]");
  return out;
}

/**
 * What may be logged about an error: its kind, the SQLSTATE and constraint, and the statement
 * without its parameters. Drizzle's "Failed query: ... params: ..." text is cut at "params:".
 */
export function redactError(error: unknown): string {
  const parts: string[] = [];
  for (const e of chain(error)) {
    const name = typeof e.name === "string" ? e.name : "Error";
    let message = typeof e.message === "string" ? e.message : String(e);
    message = message.split(/\n?params:/)[0];
    const bits = [name, redactText(message).slice(0, 500)];
    if (typeof e.code === "string") bits.push(`code=${e.code}`);
    if (typeof e.constraint === "string") bits.push(`constraint=${e.constraint}`);
    parts.push(bits.join(" "));
  }
  // Stack frames name our files and lines only, never values: kept for the operator.
  const stack =
    error instanceof Error && error.stack
      ? error.stack
          .split("\n")
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 8)
          .join("\n")
      : "";
  return (parts.join(" <- caused by: ") || "unknown error") + (stack ? `\n${stack}` : "");
}
