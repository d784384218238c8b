// What counts as drawn, measured from pixels alone (geometry.ts, series.ts): the named thresholds
// of the measurements the is-chart rules read.

/** A bar's end within this many pixels of a row counts as standing on it (or hanging from it). */
export const BASE_TOLERANCE_PX = 1;
/** A row is a histogram's base when this many bars, and this share of all, stand on or hang from it. */
export const BASE_MIN_BARS = 8;
export const BASE_MIN_SHARE = 0.2;

/** A turn of a drawn stroke counts when its top edge moves back by this share of the image's height. */
export const LINE_TURN_SHARE = 0.01;

/**
 * Ink: grey-level marks (black candles on white, white on black) are pixels of little colour this
 * far in luminance from the background's (the commonest level), out of 255.
 */
export const INK_MAX_CHROMA = 40;
export const INK_MIN_CONTRAST = 100;
