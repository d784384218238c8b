// Auth.js logs what it could not handle, and for a malformed body its error carries the raw bytes
// the client sent (NUL, halves of UTF-16 pairs, terminal escapes). Log lines get the error's name
// and message (and its cause's) with every character outside printable ASCII written as \uXXXX,
// cut to a few hundred characters, and never the stack (which repeats the message).
const MAX = 300;

export function printable(text: string, max = MAX): string {
  const escaped = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return escaped.length > max ? `${escaped.slice(0, max)}...` : escaped;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value && typeof value === "object" && "err" in value) return describe((value as { err: unknown }).err);
  return typeof value === "string" ? value : "";
}

/** One safe log line for an Auth.js error. */
export function authErrorLine(error: unknown): string {
  const cause = error instanceof Error ? describe((error as { cause?: unknown }).cause) : "";
  return printable(`${describe(error) || String(error)}${cause ? ` (cause: ${cause})` : ""}`);
}
