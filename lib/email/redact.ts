// A reset link in an admin's view of the outbox would let that admin set the user's password.
// Views show where the link points, never its token; the stored message keeps it for delivery.
const RESET_TOKEN = /(\/reset-password\?(?:[^\s#]*&)?token=)[^\s&#]*/g;
export const REDACTED = "[redacted]";

/** The text with every reset-link token replaced; `hidden` says whether one was. */
export function redactResetLinks(text: string): { text: string; hidden: boolean } {
  let hidden = false;
  const out = text.replace(RESET_TOKEN, (_, head: string) => {
    hidden = true;
    return `${head}${REDACTED}`;
  });
  return { text: out, hidden };
}
