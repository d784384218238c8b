// Where last-price.ts looks for price tags and how it tells them from ticks: named here so that
// the search reads as rules over measurements, with no number written inline.

/**
 * A tick is a whole number of steps from another tick, as printed: "9397.43" on a 200-step ladder
 * is 1.3% of a step off the grid, a tag, not a tick (a looser test took it for 9400).
 */
export const GRID_TOLERANCE_STEPS = 0.005;
/** ...and, as printed, within half a unit of the axis's last decimal (with room for float error). */
export const HALF_LAST_DIGIT = 0.51;
/**
 * Printed ticks are rounded to the axis's decimals, so the gaps between them can differ by one unit
 * of the last decimal ("143.37 145.71 148.06": 2.34 and 2.35); such gaps are one step when the unit
 * is at most this share of it.
 */
export const ROUNDING_MAX_SHARE_OF_STEP = 0.01;
/** A ladder's tick keeps its place when at least this share of the labels lies on its grid. */
export const TICK_GRID_SHARE = 0.5;

/** A number sits at the height its value maps to within this share of the ladder's span... */
export const FIT_SPAN_SHARE = 0.02;
/** ...or this share of one label spacing, whichever is wider. */
export const FIT_SPACING_SHARE = 0.25;
/** A ladder of one label: its spacing taken as this many pixels. */
export const ONE_LABEL_SPACING_PX = 30;
/** Numbers within this many pixels of the axis column count as on it. */
export const AXIS_COLUMN_REACH_PX = 30;
/** Apps that print their ticks on the left tag the last price on the image's far edge (share of the width). */
export const FAR_EDGE_SHARE = 0.03;
/** A number on the grid within this many pixels of a tick's height is that tick read again. */
export const SAME_TICK_PX = 4;

/** A note beside a tag is on its row (within this many tag heights of its middle)... */
export const NOTE_ROW_HEIGHTS = 1.5;
/** ...and follows the tag or the word before it with a gap of at most this many tag heights. */
export const NOTE_GAP_HEIGHTS = 3;

/**
 * Among tags alike, the one the series' last mark agrees with, when the series names it clearly:
 * within this share of a step, and this many times nearer than the likeliest tag.
 */
export const AGREE_STEPS = 0.5;
export const AGREE_NEARER = 2;

/** Filled tags found from pixels: rows mostly coloured across the label column, a tag's height. */
export const TAG_ROW_FILLED_SHARE = 0.45;
export const TAG_MIN_HEIGHT_PX = 8;
export const TAG_MAX_HEIGHT_PX = 60;
/** The column searched reaches this far past the labels; a found tag is read this much wider. */
export const TAG_COLUMN_PAD_PX = 2;
export const TAG_READ_PAD_PX = 6;
/** At most this many tags (the price's and a few indicators'). */
export const MAX_TAG_BOXES = 4;
/** Decimals count in tens. */
export const DECIMAL_RADIX = 10;
