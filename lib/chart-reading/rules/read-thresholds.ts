// readChart's own measures (read-chart.ts), named: the plot beside the ladder, the legend's bar
// that may confirm it, what reads as prose, and how much of the read is shown.

/** A legend's bar may reach this share of the ladder's span beyond it, and never under this share of its low. */
export const LEGEND_SLACK_SPANS = 0.5;
export const LEGEND_MIN_SHARE_OF_LOW = 0.5;

/**
 * The plot beside the ladder: apps leave a margin over the top label and under the bottom one
 * (in label steps), and the plot stops a few pixels short of the labels' column.
 */
export const PLOT_OVER_TOP_STEPS = 0.6;
export const PLOT_UNDER_BOTTOM_STEPS = 0.9;
export const PLOT_AXIS_GAP_PX = 6;

/** A line of prose (a news item, a chat message): long, with several lower-case words. */
export const PROSE_MIN_CHARS = 25;
export const PROSE_MIN_WORDS = 4;

/** The latest swing points handed on to the analysis and the screen. */
export const SWINGS_SHOWN = 8;
/** Decimals of the ladder's fit error in the evidence line (a share, written as a percent). */
export const FIT_ERROR_DECIMALS = 2;
