// What counts as drawn, measured from pixels alone (geometry.ts, series.ts): the named thresholds
// of the measurements the is-chart rules read.

/** A bar's end within this many pixels of a row counts as standing on it (or hanging from it). */
export const BASE_TOLERANCE_PX = 1;
/** A row is a histogram's base when this many bars, and this share of all, stand on or hang from it. */
export const BASE_MIN_BARS = 8;
export const BASE_MIN_SHARE = 0.2;

/** A turn of a drawn stroke counts when its top edge moves back by this share of the image's height. */
export const LINE_TURN_SHARE = 0.01;
/** A stroke's column lies on a straight line when its top edge is within this many pixels of it (anti-aliasing, a 2 px pen). */
export const STRAIGHT_TOLERANCE_PX = 1.5;

/**
 * Ink: grey-level marks (black candles on white, white on black) are pixels of little colour this
 * far in luminance from the background's (the commonest level), out of 255.
 */
export const INK_MAX_CHROMA = 40;
export const INK_MIN_CONTRAST = 100;

/**
 * Marks at the plot's right end past a gap wider than this many bar spacings (a weekend on a date
 * axis is three, a long holiday four), and at least this many pixels, are not the series' last bars
 * when they are fewer than this share of its columns.
 */
export const STRAY_GAP_SPACINGS = 4;
/** Bars' spacing is measured over this many separate runs of columns or more (fewer: a line, or bars an indicator joins). */
export const BAR_SPACING_MIN_RUNS = 10;
export const STRAY_GAP_MIN_PX = 12;
export const STRAY_MAX_SHARE = 0.1;
/**
 * A bar is one connected shape and a line one stroke, so a column right next to the series' last
 * one shares a row with it or comes within this many pixels; a mark that does not is something
 * else at the plot's edge (a window's frame, an icon).
 */
export const DETACHED_END_ROWS_PX = 2;
