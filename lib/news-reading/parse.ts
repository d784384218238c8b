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
  // A clock on its own: HH:MM, or with a dot only beside AM/PM or a zone; never a percentage.
  /\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?(?:\s*(?:GMT|UTC|ET|EST|EDT|CET|CEST|BST))?(?![\d.:%])(?!\s*%)/i,
  /\b\d{1,2}\.\d{2}\s*(?:[ap]\.?m\.?(?:\s*(?:GMT|UTC|ET|EST|EDT|CET|CEST|BST))?|(?:GMT|UTC|ET|EST|EDT|CET|CEST|BST)\b)/i,
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
const ALL_TIMES = TIME_RES.map((re) => new RegExp(re.source, `${re.flags}g`));
const HANDLE_RE = /(?:^|\s)@\w{2,}/;
const URL_RE = /https?:\/\/|www\./i;

/**
 * A byline: "By" and a name ("By Jane Doe and John Smith, Reuters · 2:14 PM GMT"), however long;
 * articles print it between the headline and the body, where the headline ends.
 */
export const isByline = (text: string) => /^(?:By|BY)\s+\p{Lu}/u.test(text) && words(text).length <= 12;

/**
 * A line that states when ("Nov 26, 2026 2:14 PM GMT", "Jane Doe · 35 min ago"): the dateline under a
 * headline. "Today" alone is not one (headlines say it: "Stocks slide today as ...").
 */
const isDated = (text: string) => {
  const t = findTime(text);
  return t != null && !/^(?:just now|yesterday|today)$/i.test(t);
};

/** A line that is only an outlet, a domain, a time, a byline or a handle: page furniture, not prose. */
function isFurniture(text: string): boolean {
  if (isByline(text)) return true;
  if (HANDLE_RE.test(text) || URL_RE.test(text)) return true; // "@DeItaone · 14:32", the address bar
  const rest = ALL_TIMES.reduce((t, re) => t.replace(re, ""), text)
    .replace(new RegExp(OUTLET_RE.source, "gi"), "")
    .replace(DOMAIN_RE, "")
    .replace(
      /\b(?:by|updated|published|posted|min read|read|share|follow|news|markets?|business|breaking|am|pm|gmt|utc|et|est|edt|cet|cest|bst|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|reposts?|retweets?|likes?|replies|views|comments?|[kmb])\b/gi,
      "",
    )
    .replace(/[^A-Za-z\u00C0-\u024F]/g, "");
  return rest.length < 3;
}

/** Prose: at least two words of letters, mostly letters (PP-OCR sometimes drops the spaces of
 * small text: one run of 20+ letters counts as words too). */
const isSentence = (text: string) =>
  (words(text).length >= 2 || /[A-Za-z]{20}/.test(text)) && letters(text) >= 0.6 * text.replace(/\s/g, "").length;

/** Joins wrapped lines: a hyphen at a line's end joins the word, otherwise a space. */
export const joinLines = (lines: string[]): string =>
  lines
    .map((l) => l.trim())
    .filter(Boolean)
    .reduce((acc, l) => (!acc ? l : /[A-Za-z]-$/.test(acc) ? acc.slice(0, -1) + l : `${acc} ${l}`), "");

/** Pieces of one printed line that the detector boxed apart (same row, a small gap): one line. */
export function mergeRows(lines: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const l of [...lines].sort((a, b) => a.x0 - b.x0)) {
    const row = out.find((r) => {
      const overlap = Math.min(r.y1, l.y1) - Math.max(r.y0, l.y0);
      const h = Math.max(height(r), height(l));
      return overlap >= 0.6 * Math.min(height(r), height(l)) && l.x0 - r.x1 <= 1.5 * h && l.x0 >= r.x0;
    });
    if (!row) out.push({ ...l });
    else
      Object.assign(row, {
        text: `${row.text} ${l.text}`,
        x1: Math.max(row.x1, l.x1),
        y0: Math.min(row.y0, l.y0),
        y1: Math.max(row.y1, l.y1),
        conf: Math.min(row.conf, l.conf),
      });
  }
  return out.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** The same column: left edges close, or the boxes overlap across. */
const sameColumn = (a: OcrWord, b: OcrWord, h: number) =>
  Math.abs(a.x0 - b.x0) <= 2 * h || (a.x0 < b.x1 && b.x0 < a.x1);

/**
 * Width per character: the type size as the line's length shows it. A box's height swings with
 * the letters' ascenders and descenders (two lines of one headline boxed 36 and 46 px high), the
 * width over a line's worth of letters much less.
 */
const charWidth = (l: OcrWord) => (l.x1 - l.x0) / Math.max(1, l.text.length);

/**
 * Lines of the same type size stacked under (or over) the seed in its column: a wrapped headline.
 * It ends at a change of size (an article's byline and body are set a quarter smaller or more), at
 * a byline and at a dateline.
 */
function wrapped(lines: OcrWord[], prose: boolean[], seed: number): number[] {
  const h = height(lines[seed]);
  const w = charWidth(lines[seed]);
  const same = (i: number) =>
    Math.abs(height(lines[i]) - h) <= 0.25 * h &&
    Math.abs(charWidth(lines[i]) - w) <= 0.2 * w &&
    prose[i] &&
    !isDated(lines[i].text);
  const picked = [seed];
  for (const dir of [1, -1]) {
    for (let i = seed + dir; i >= 0 && i < lines.length; i += dir) {
      const edge = lines[dir > 0 ? picked[picked.length - 1] : picked[0]];
      const l = lines[i];
      const gap = dir > 0 ? l.y0 - edge.y1 : edge.y0 - l.y1;
      if (gap > 1.2 * h) break;
      if (!sameColumn(l, edge, h)) continue; // a side column beside the headline
      if (!same(i)) break; // a smaller line in the column: the headline ended
      if (dir > 0) picked.push(i);
      else picked.unshift(i);
    }
  }
  return picked;
}

/** The matching line nearest the headline block (vertically), or any when there is no headline. */
function nearest<T>(
  lines: OcrWord[],
  block: { y0: number; y1: number } | null,
  pick: (l: OcrWord) => T | null,
): T | null {
  let best: { v: T; d: number } | null = null;
  for (const l of lines) {
    const v = pick(l);
    if (v == null) continue;
    const d = block ? Math.max(0, block.y0 - l.y1, l.y0 - block.y1) : l.y0;
    if (!best || d < best.d) best = { v, d };
  }
  return best?.v ?? null;
}

/**
 * The parts of a news screenshot from its OCR lines (any order; working-image pixels).
 * `pageHeight` bounds where a headline is looked for (its upper 60%, or the first screen).
 * Source and time are the ones printed nearest the headline (a phone's status-bar clock or the
 * app's own name further up lose to the article's byline).
 */
export function parseNewsLines(input: OcrWord[], pageHeight: number): NewsText {
  const lines = mergeRows(
    input.filter((l) => l.text.trim() && l.conf >= 50).map((l) => ({ ...l, text: l.text.replace(/\s+/g, " ").trim() })),
  );
  // A display name right above a handle ("Walter Bloomberg" over "@DeItaone") is not prose either.
  const prose = lines.map(
    (l, i) =>
      isSentence(l.text) &&
      !isFurniture(l.text) &&
      !(words(l.text).length <= 4 && lines[i + 1] && HANDLE_RE.test(lines[i + 1].text)),
  );

  const top = Math.max(pageHeight * 0.6, Math.min(pageHeight, 1400));
  let seed = -1;
  lines.forEach((l, i) => {
    // A headline says something: three words at least (a chart's "EURUSD · 1H" title does not).
    if (l.y0 > top || !prose[i] || (words(l.text).length < 3 && !/[A-Za-z]{20}/.test(l.text))) return;
    if (seed < 0 || height(l) > 1.15 * height(lines[seed])) seed = i;
  });
  const picked = seed < 0 ? [] : wrapped(lines, prose, seed);
  const block = picked.length ? { y0: lines[picked[0]].y0, y1: lines[picked[picked.length - 1]].y1 } : null;
  const source = nearest(lines, block, (l) => findOutlet(l.text)) ?? nearest(lines, block, (l) => findDomain(l.text));
  // The dateline or byline states the article's time; a time inside a sentence of the body is an
  // event's ("the statement is due at 2:00 PM"), taken only when no short line gives one.
  const timed = lines.filter((l, i) => !URL_RE.test(l.text) && !picked.includes(i));
  const sentence = (l: OcrWord) => words(l.text).length >= 8 && isSentence(l.text) && !isFurniture(l.text);
  const time =
    nearest(
      timed.filter((l) => !sentence(l)),
      block,
      (l) => findTime(l.text),
    ) ??
    nearest(
      timed.filter((l) => sentence(l)),
      block,
      (l) => findTime(l.text),
    );
  if (!block) return { headline: null, source, time, body: null };
  const headline = joinLines(picked.map((i) => lines[i].text));

  const first = lines[picked[0]];
  const h = height(first);
  const body = joinLines(
    lines
      .filter(
        (l, i) =>
          !picked.includes(i) && l.y0 >= block.y1 - 2 && prose[i] && l.x0 >= first.x0 - 2 * h && l.x0 < first.x1,
      )
      .map((l) => l.text),
  );
  return { headline, source, time, body: body ? body.slice(0, 600) : null };
}
