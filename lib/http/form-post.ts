// A multipart POST to a page is read by Next as a possible server action (a form posted without
// JavaScript). Next parses that body itself and answered one it could not parse with a 500. The
// proxy reads such a body first, within the size Next accepts for an action (1 MB by default),
// and answers what cannot be read as the visitor's mistake: 400, or 413 when it is too large.
import "server-only";
import { readLimited } from "./read-limited";

/** Next's default server-action body limit (next.config.ts sets no other). */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024;

class TooLarge extends Error {}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", connection: "close" } });

/** The answer to a form post a page cannot read, or null to let it through. */
export async function refuseUnreadablePageForm(req: Request): Promise<Response | null> {
  const type = req.headers.get("content-type") ?? "";
  if (req.method !== "POST" || !/^multipart\/form-data\b/i.test(type)) return null;
  if (new URL(req.url).pathname.startsWith("/api/")) return null; // handlers read their own bodies
  try {
    const bytes = await readLimited(req.clone(), PAGE_FORM_MAX_BYTES, () => new TooLarge());
    await new Response(Buffer.from(bytes), { headers: { "content-type": type } }).formData();
    return null;
  } catch (error) {
    return error instanceof TooLarge
      ? plain(413, "The form is too large\n")
      : plain(400, "Bad request: the form could not be read\n");
  }
}
