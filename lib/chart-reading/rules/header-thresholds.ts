// The header reader's (header.ts) counts and distances, named: how OCR words join into lines,
// how many intervals make a picker, how short a symbol may be, how many candidates are kept.

/** Words share a line when their middles are this close: this share of a word's height, at least ROW_MIN_PX. */
export const ROW_SHARE_OF_HEIGHT = 0.45;
export const ROW_MIN_PX = 4;
/** A row naming this many distinct intervals or more is a picker of buttons, not the chart's interval. */
export const PICKER_MIN_INTERVALS = 2;
/** A symbol written as a title is at least this many characters (one letter is a menu's or a period's). */
export const MIN_SYMBOL_CHARS = 2;
/** Candidates handed to the ranking, best first. */
export const MAX_CANDIDATES = 12;
/** After a prefix that is no known exchange, a symbol is at most this long unless it ends in a quote currency. */
export const UNKNOWN_PREFIX_MAX_SYMBOL_CHARS = 6;
