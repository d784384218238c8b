// Reads a request body within a byte limit: the declared Content-Length first (nothing is read when
// it is too big), then the stream is counted, so a missing or lying header cannot get past, and
// reading stops at the first byte over (nothing beyond the limit is ever kept).
import "server-only";

export async function readLimited(req: Request, limit: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: on a clone (a tee) the cancel settles only once the other copy is cancelled too.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
