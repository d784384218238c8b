/** A file download: its type and the name the browser saves it under (no caching: it is personal). */
export function fileResponse(body: Uint8Array | string, type: string, filename: string): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** "2026-11-27": dates in file names are UTC days. */
export const fileDay = (now: Date) => now.toISOString().slice(0, 10);
