// PP-OCR's detector sometimes boxes a line a few pixels past its end, into the next word's box on
// the same row ("NASDAQ:TSLA 1h" came back as "NASDAQ:TSLA1" and "1h": the "1" read twice). The
// characters of a box that fall inside the next box, when they repeat the next box's first
// characters, are that word's and are cut from the first.
import type { OcrWord } from "./types";

/** Two boxes are on one row when their rows overlap by this share of the lower box's height. */
export const SAME_ROW_SHARE = 0.6;
/** At most this many characters are taken back (a box runs a character or two too far, not a word). */
export const MAX_REPEATED_CHARS = 2;

const rowShare = (a: OcrWord, b: OcrWord) =>
  (Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)) / Math.max(1, Math.min(a.y1 - a.y0, b.y1 - b.y0));

/** The word with the characters it shares with the box after it cut off, or the word as it was. */
function trimmed(word: OcrWord, next: OcrWord): OcrWord {
  const text = word.text;
  const perChar = (word.x1 - word.x0) / Math.max(1, text.length);
  const inside = Math.round((word.x1 - next.x0) / perChar);
  for (let k = Math.min(inside, MAX_REPEATED_CHARS, text.length - 1); k >= 1; k--) {
    const repeated = text.slice(-k);
    if (next.text.startsWith(repeated) && !/\s/.test(repeated))
      return { ...word, text: text.slice(0, -k).trimEnd(), x1: word.x1 - k * perChar };
  }
  return word;
}

export function trimOverlaps(words: OcrWord[]): OcrWord[] {
  return words.map((w) => {
    const next = words
      .filter((o) => o !== w && o.x0 > w.x0 && o.x0 < w.x1 && o.x1 > w.x1 && rowShare(w, o) >= SAME_ROW_SHARE)
      .sort((p, q) => p.x0 - q.x0)[0];
    return next ? trimmed(w, next) : w;
  });
}
