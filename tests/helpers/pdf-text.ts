import { inflateSync } from "node:zlib";

// Reads a PDF's text back the plain way: every stream is inflated, and the hex strings of each
// text-showing operator (Tj / TJ, how pdfkit writes its standard fonts) are decoded as
// Windows-1252. One line per operator; enough to find a call's numbers in what we generate.
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      continue; // an image or an uncompressed stream
    }
    const shows = /\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let s = shows.exec(content); s; s = shows.exec(content)) {
      const hexes = s[1] !== undefined ? [...s[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [s[2]];
      lines.push(new TextDecoder("windows-1252").decode(Buffer.from(hexes.join(""), "hex")));
    }
  }
  return lines.join("\n");
}

/** How many pages the PDF has (its page objects). */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
