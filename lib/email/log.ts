// Database errors carry the statement's parameters in their message (addresses, message text,
// reset links): log the driver's own reason only.
export function safeError(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error) return cause.message.split("\n")[0];
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith("Failed query") ? "database error" : message.split("\n")[0];
}
