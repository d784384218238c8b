// One simple HTML layout for every message. Content is always plain text, escaped here: no
// user-written HTML ever reaches a mail client.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/g;

/** Escaped text with blank-line paragraphs, line breaks kept and http(s) links made clickable. */
function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((p) => {
      const parts: string[] = [];
      let last = 0;
      for (const m of p.matchAll(URL_RE)) {
        parts.push(escapeHtml(p.slice(last, m.index)));
        const href = escapeHtml(m[0]);
        parts.push(`<a href="${href}" style="color:#2563eb">${href}</a>`);
        last = (m.index ?? 0) + m[0].length;
      }
      parts.push(escapeHtml(p.slice(last)));
      return `<p style="margin:0 0 16px">${parts.join("").replace(/\n/g, "<br>")}</p>`;
    })
    .join("");
}

export type RenderedEmail = { text: string; html: string };

/** The plain-text and HTML parts of one message; `unsubscribeUrl` adds the footer link after `why`. */
export function renderEmail(
  subject: string,
  text: string,
  unsubscribeUrl?: string,
  why = "You receive this because you have a Candlewise account.",
): RenderedEmail {
  const footerText = unsubscribeUrl ? `\n\n--\n${why} Unsubscribe: ${unsubscribeUrl}` : "";
  const footerHtml = unsubscribeUrl
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p>`
    : "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">` +
    `<p style="margin:0 0 16px;font-weight:bold;font-size:18px">Candlewise</p>` +
    paragraphs(text) +
    footerHtml +
    `</div></body></html>`;
  return { text: text + footerText, html };
}
