// The benchmark's images: what each one is (from the file name's prefix and, for charts-real only,
// its labels) and where the sets live. Only charts-real carries labels (tune on it); the other real
// sets are for reporting what was read.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CORPUS_DIR, type Truth } from "../chart-corpus/render";
import { CONVENTIONS_DIR } from "../chart-corpus/render-conventions";

export type Style =
  "TradingView" | "MetaTrader" | "broker/bot UI" | "phone" | "plotting library" | "non-chart" | "rendered";

export interface Case {
  file: string;
  style: Style;
  isChart: boolean;
  ticker: string | null; // null: not visible
  timeframe: string | null;
  lastPrice: number | null;
  /** The last price is printed on the image (a tag or a legend), not only drawn. */
  printed?: boolean;
  range?: { min: number; max: number };
  /** The layout within a rendered set (the app-conventions corpus): the per-style breakdown's key. */
  layout?: string;
}

/** A folder of images and what is known of each. */
export interface ImageSet {
  dir: string;
  cases: Case[];
}

/** The style from the file name's prefix (the fixtures are named by style). */
export function styleOf(file: string): Style {
  if (file.startsWith("neg-")) return "non-chart";
  if (/^tv-/.test(file)) return "TradingView";
  if (/^mt[45]-/.test(file)) return "MetaTrader";
  if (/^phone-/.test(file)) return "phone";
  if (/^(py|bt|plotly|finplot|mpl|mpf|bokeh|tricky|lwc)-/.test(file)) return "plotting library";
  return "broker/bot UI";
}

export const SHARED_FIXTURES = () => path.join(process.cwd(), "..", "shared", "fixtures");

/** The rendered corpus (charts drawn from known OHLC, and synthesised non-charts), with its truth. */
export function renderedSet(): ImageSet {
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, "truth.json"), "utf8")) as Truth[];
  return {
    dir: CORPUS_DIR,
    cases: truth.map((t) => ({
      file: t.file,
      style: "rendered" as const,
      isChart: t.isChart,
      ticker: t.ticker ?? null,
      timeframe: t.timeframe ?? null,
      lastPrice: t.lastPrice ?? null,
      range: t.axis,
    })),
  };
}

/** The app-conventions corpus (layouts of real charting apps drawn from known OHLC), with its truth. */
export function conventionsSet(): ImageSet {
  const truth = JSON.parse(readFileSync(path.join(CONVENTIONS_DIR, "truth.json"), "utf8")) as Truth[];
  return {
    dir: CONVENTIONS_DIR,
    cases: truth.map((t) => ({
      file: t.file,
      style: "rendered" as const,
      layout: t.app && t.style ? `${t.style} (${t.app})` : t.style,
      isChart: t.isChart,
      ticker: t.ticker ?? null,
      timeframe: t.timeframe ?? null,
      lastPrice: t.lastPrice ?? null,
      printed: t.printed,
      range: t.axis,
    })),
  };
}

interface ManifestEntry {
  file: string;
  is_price_chart: boolean;
  instrument: string | null;
  ticker_visible: boolean;
  timeframe: string | null;
  timeframe_visible: boolean;
  last_price: { value: number; printed_in_image?: boolean } | null;
}

/** charts-real with its labels, when the shared fixtures are there. */
export function labelledSet(): ImageSet | null {
  const dir = path.join(SHARED_FIXTURES(), "charts-real");
  if (!existsSync(path.join(dir, "manifest.json"))) return null;
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as ManifestEntry[];
  return {
    dir,
    cases: manifest.map((m) => ({
      file: m.file,
      style: styleOf(m.file),
      isChart: m.is_price_chart,
      ticker: m.ticker_visible ? m.instrument : null,
      timeframe: m.timeframe_visible ? m.timeframe : null,
      lastPrice: m.last_price?.value ?? null,
      printed: m.last_price?.printed_in_image ?? false,
    })),
  };
}

/** A set without labels: every image in the folder; in some, the file name says which are no chart (neg-*). */
export function unlabelledSet(folder: string): ImageSet | null {
  const dir = path.join(SHARED_FIXTURES(), folder);
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((n) => /\.(png|jpe?g|webp)$/i.test(n));
  return {
    dir,
    cases: files.map((file) => ({
      file,
      style: styleOf(file),
      isChart: !file.startsWith("neg-"),
      ticker: null,
      timeframe: null,
      lastPrice: null,
    })),
  };
}

/** The sets without labels: folder, the label printed for it, the flag that skips it. */
export const UNLABELLED_SETS = [
  ["charts-unlabelled", "real (charts-unlabelled: no labels; neg-* named non-charts)", "--no-unlabelled"],
  ["charts-holdout", "real (charts-holdout: no labels; neg-* named non-charts)", "--no-holdout"],
  ["charts-fresh", "real (charts-fresh: no labels)", "--no-fresh"],
] as const;
