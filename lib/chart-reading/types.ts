// Shared shapes of the chart reader. Coordinates are pixels of the working image (the screenshot
// downscaled to at most WORK_WIDTH wide); `scale` maps them back to the original.

export const WORK_WIDTH = 1600;
/**
 * A capture wider than 16:9 (an ultrawide monitor's 21:9 or 32:9, a trading desk across two
 * screens) keeps at least this working height: shrunk to WORK_WIDTH its 12 px labels would be 5 px,
 * under what OCR reads.
 */
export const WORK_MIN_HEIGHT = 900;
/** ...but no wider than this: a panorama or three screens side by side is shrunk (time and memory). */
export const WORK_MAX_WIDTH = 3840;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One OCR word with its box and tesseract's confidence (0-100). */
export interface OcrWord extends Box {
  text: string;
  conf: number;
}

/** Channels per pixel of `Pixels`. */
export const RGB_CHANNELS = 3;

/** Raw interleaved RGB pixels (RGB_CHANNELS channels), row-major. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface AxisLabel {
  value: number;
  y: number; // centre of the label
  box: Box;
}

/** price = a + b * y (linear) or exp(a + b * y) (log). */
export interface PriceFit {
  scale: "linear" | "log";
  a: number;
  b: number;
  /** Largest residual of the ladder labels, in fractions of the ladder's price span. */
  maxError: number;
}

export interface PriceAxis {
  side: "left" | "right";
  labels: AxisLabel[];
  fit: PriceFit;
  /** The x range of the labels' column. */
  x0: number;
  x1: number;
  decimals: number;
  percent: boolean;
  /** Labelled in millions or billions ("150M"): a volume pane's axis, never a price. */
  millions?: boolean;
}

export interface SwingPoint {
  kind: "high" | "low";
  x: number;
  price: number;
}

export interface Series {
  kind: "candles" | "line";
  /** Per digitised column (left to right): the highest and lowest price of the marks there. */
  columns: { x: number; high: number; low: number }[];
  last: number;
  high: number;
  low: number;
  swings: SwingPoint[];
  trend: "up" | "down" | "sideways";
}

export interface ChartRead {
  isChart: boolean;
  /** Why the decision went the way it did (measurable evidence, for logs and the benchmark). */
  evidence: string[];
  ticker: string | null;
  /** What the header said, e.g. "Euro / U.S. Dollar" or "BTC/USDT". */
  tickerText: string | null;
  exchange: string | null;
  timeframe: string | null;
  axis: { side: "left" | "right"; scale: "linear" | "log"; min: number; max: number; labels: number } | null;
  lastPrice: number | null;
  lastPriceSource: "label" | "series" | null;
  /** What each answer was read from, from the rule that decided it ("Last price from the price tag on the axis"). */
  reasons?: { chart: string; lastPrice: string; timeframe: string };
  series: { kind: Series["kind"]; high: number; low: number; trend: Series["trend"]; swings: SwingPoint[] } | null;
  /** Plot area in fractions of the image (0-1), so the UI can draw read levels over the screenshot. */
  plot: {
    top: number;
    bottom: number;
    left: number;
    right: number;
    priceTop: number;
    priceBottom: number;
    scale: "linear" | "log";
  } | null;
  ms: number;
}
