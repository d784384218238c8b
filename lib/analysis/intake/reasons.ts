// Machine-readable reasons of the analysis intake's refusals: the JSON error carries `reason` (one
// of these) beside `message`, the sentence for people. The client picks its toast by the reason
// (lib/analysis/client/error-toast.ts), never by the sentence.
import { UNREADABLE_IMAGE } from "@/lib/chart-reading/unreadable";

export const REASONS = {
  /** The upload cannot be taken as a screenshot: not an image, an SVG drawing, or too many pixels. */
  chartValidation: UNREADABLE_IMAGE,
  /** The image was read and is not a price chart. */
  notAChart: "NOT_A_CHART",
  /** No instrument could be read from the chart and none was typed. */
  cannotIdentify: "CANNOT_IDENTIFY_TICKER",
  /** The instrument is unknown to the market data (the market providers' own reason). */
  tickerNotFound: "TICKER_NOT_FOUND",
  /** The chart's instrument is not sure (not served, or the chart names others): the trader picks one; `choices` lists them. */
  confirmInstrument: "CONFIRM_INSTRUMENT",
  /** The image workers are saturated: try again after Retry-After; no token was spent. */
  busy: "SERVER_BUSY",
} as const;

export type Reason = (typeof REASONS)[keyof typeof REASONS];
