// Pure reading of a news screenshot's OCR lines (PP-OCR boxes whole lines): the headline, the
// outlet, the printed time and the body. No pixels, no clock: the lines come in as arguments.
//
// The headline is the tallest sentence-like text in the upper part of the page (the box height
// stands for the font size: a headline is set larger than the body), joined with the lines of the
// same size right under it when it wraps. Lines that are only an outlet name, a time or a domain
// are taken as such, never as the headline.
import type { OcrWord } from "@/lib/chart-reading/types";

export interface NewsText {
  headline: string | null;
  source: string | null;
  /** The time as printed ("2 hours ago", "Nov 25, 2026", "14:32 GMT"). */
  time: string | null;
  body: string | null;
}

/** Outlets a trader screenshots, as they print their name. Longest first so "Yahoo Finance" wins over "Yahoo". */
const OUTLETS = [
  "Wall Street Journal",
  "Financial Times",
  "Associated Press",
  "Dow Jones Newswires",
  "Il Sole 24 Ore",
  "Business Insider",
  "Investor's Business Daily",
  "Yahoo Finance",
  "Seeking Alpha",
  "Fox Business",
  "The Economist",
  "Investing.com",
  "MarketWatch",
  "Bloomberg",
  "Reuters",
  "CNBC",
  "WSJ",
  "Barron's",
  "Barrons",
  "ForexLive",
  "FXStreet",
  "DailyFX",
  "Benzinga",
  "CoinDesk",
  "Cointelegraph",
  "The Block",
  "Decrypt",
  "Kitco",
  "Nikkei",
  "Handelsblatt",
  "Les Echos",
  "Morningstar",
  "Motley Fool",
  "Zacks",
  "Forbes",
  "BBC",
  "CNN",
  "AFP",
  "TradingView",
].sort((a, b) => b.length - a.length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const OUTLET_RE = new RegExp(`(?<![A-Za-z])(${OUTLETS.map(escape).join("|")})(?![A-Za-z])`, "i");
const DOMAIN_RE =
  /(?<![\w@.-])(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|net|org|io|news|co\.uk|co|de|it|fr|es|eu|ch|jp|ca|au|in))(?![\w.-]*\w)/i;

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** Times as news pages print them; the first that matches a line is taken. */
const TIME_RES = [
  /\b(?:\d{1,3}|an?|one)\s*(?:s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?|w|wk|weeks?)\s+ago\b/i,
  /\b(?:just now|yesterday|today)\b(?:,?\s*(?:at\s*)?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?)?/i,
  new RegExp(
    `\\b(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}(?:,?\\s*(?:at\\s*)?\\d{1,2}[:.]\\d{2}(?:\\s*[ap]\\.?m\\.?)?)?`,
    "i",
  ),
  new RegExp(`\\b\\d{1,2}\\s+(?:${MONTHS})\\.?,?\\s+\\d{4}(?:,?\\s*(?:at\\s*)?\\d{1,2}[:.]\\d{2})?`, "i"),
  /\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?\b/,
  /\b\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s*(?:GMT|UTC|ET|EST|EDT|CET|CEST|BST))?(?![\d.:])/i,
];

export const findOutlet = (text: string): string | null => {
  const m = text.match(OUTLET_RE);
  if (!m) return null;
  // As the list spells it (OCR of a logo may read "REUTERS").
  return OUTLETS.find((o) => o.toLowerCase() === m[1].toLowerCase()) ?? m[1];
};

export const findDomain = (text: string): string | null => text.match(DOMAIN_RE)?.[1]?.toLowerCase() ?? null;

export const findTime = (text: string): string | null => {
  for (const re of TIME_RES) {
    const m = text.match(re);
    if (m) return m[0].trim();
  }
  return null;
};

const words = (s: string) => s.split(/\s+/).filter((w) => /[A-Za-z\u00C0-\u024F]{2,}/.test(w));
const letters = (s: string) => (s.match(/[A-Za-z\u00C0-\u024F]/g) ?? []).length;
const height = (l: OcrWord) => l.y1 - l.y0;

/** A line that is only an outlet, a domain, a time or a byline: page furniture, not prose. */
function isFurniture(text: string): boolean {
  if (/^by\s/i.test(text) && words(text).length <= 5) return true; // "By Jane Doe"
  const rest = text
    .replace(OUTLET_RE, "")
    .replace(DOMAIN_RE, "")
    .replace(findTime(text) ?? "\u0000", "")
    .replace(/\b(?:by|updated|published|posted|min read|read|share|follow|news|markets?|business|breaking)\b/gi, "")
    .replace(/[^A-Za-z\u00C0-\u024F]/g, "");
  return rest.length < 3;
}

/** Prose: at least two words of letters, mostly letters. */
const isSentence = (text: string) => words(text).length >= 2 && letters(text) >= 0.6 * text.replace(/\s/g, "").length;

/** Joins wrapped lines: a hyphen at a line's end joins the word, otherwise a space. */
export const joinLines = (lines: string[]): string =>
  lines
    .map((l) => l.trim())
    .filter(Boolean)
    .reduce((acc, l) => (!acc ? l : /[A-Za-z]-$/.test(acc) ? acc.slice(0, -1) + l : `${acc} ${l}`), "");

/** Lines of the same size stacked under (or over) the seed: a wrapped headline. */
function wrapped(lines: OcrWord[], seed: number): number[] {
  const h = height(lines[seed]);
  const same = (l: OcrWord) => Math.abs(height(l) - h) <= 0.2 * h && isSentence(l.text) && !isFurniture(l.text);
  const near = (a: OcrWord, b: OcrWord) => Math.abs(a.x0 - b.x0) <= 2 * h || (a.x0 < b.x1 && b.x0 < a.x1);
  const picked = [seed];
  for (let i = seed + 1; i < lines.length; i++) {
    const prev = lines[picked[picked.length - 1]];
    const l = lines[i];
    if (l.y0 - prev.y1 > 1.2 * h) break;
    if (same(l) && near(l, prev)) picked.push(i);
    else if (l.y0 >= prev.y1 - 0.3 * h) break; // a smaller line below: the headline ended
  }
  for (let i = seed - 1; i >= 0; i--) {
    const next = lines[picked[0]];
    const l = lines[i];
    if (next.y0 - l.y1 > 1.2 * h) break;
    if (same(l) && near(l, next)) picked.unshift(i);
    else if (l.y1 <= next.y0 + 0.3 * h) break;
  }
  return picked;
}

/**
 * The parts of a news screenshot from its OCR lines (any order; working-image pixels).
 * `pageHeight` bounds where a headline is looked for (its upper 60%, or the first screen).
 */
export function parseNewsLines(input: OcrWord[], pageHeight: number): NewsText {
  const lines = input
    .filter((l) => l.text.trim() && l.conf >= 50)
    .map((l) => ({ ...l, text: l.text.replace(/\s+/g, " ").trim() }))
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const all = lines.map((l) => l.text).join("\n");
  const source = findOutlet(all) ?? findDomain(all);
  const time = lines.map((l) => findTime(l.text)).find(Boolean) ?? null;

  const top = Math.max(pageHeight * 0.6, Math.min(pageHeight, 1400));
  let seed = -1;
  lines.forEach((l, i) => {
    if (l.y0 > top || !isSentence(l.text) || isFurniture(l.text)) return;
    if (seed < 0 || height(l) > 1.15 * height(lines[seed])) seed = i;
  });
  if (seed < 0) return { headline: null, source, time, body: null };
  const picked = wrapped(lines, seed);
  const headline = joinLines(picked.map((i) => lines[i].text));

  const last = lines[picked[picked.length - 1]];
  const body = joinLines(
    lines
      .filter((l, i) => !picked.includes(i) && l.y0 >= last.y1 - 2 && isSentence(l.text) && !isFurniture(l.text))
      .map((l) => l.text),
  );
  return { headline, source, time, body: body ? body.slice(0, 600) : null };
}
