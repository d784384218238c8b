// The ticker test's second set: real screenshots that other tools drew (../shared/fixtures/charts-real,
// labelled in its manifest.json). Rendered charts in clean fonts flatter the reader; these show how it
// does on what traders actually upload. The folder sits beside the checkout on development and CI
// machines and is never deployed, so a server without it says so instead of scoring. Its reads are
// kept out of the build's file tracing (turbopackIgnore): a path built at run time would otherwise
// make a standalone build copy the whole project.
import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface RealChartCase {
  file: string;
  label: string; // what the screenshot shows, for the results list
  expected: string; // the instrument a person reads on it, as printed (EURUSD, BTC/USDT)
  image: Buffer;
}

interface ManifestEntry {
  file: string;
  instrument: string | null;
  ticker_visible?: boolean;
  is_price_chart?: boolean;
  style?: string;
  timeframe?: string | null;
}

export const REAL_CHARTS_DIR = path.join(process.cwd(), "..", "shared", "fixtures", "charts-real");

/** The labelled price charts whose ticker is visible; null when the folder or its manifest is absent. */
export function loadRealCharts(dir = REAL_CHARTS_DIR): RealChartCase[] | null {
  const manifest = path.join(dir, "manifest.json");
  if (!existsSync(/*turbopackIgnore: true*/ manifest)) return null;
  const entries = JSON.parse(readFileSync(/*turbopackIgnore: true*/ manifest, "utf8")) as ManifestEntry[];
  return entries
    .filter((e) => e.is_price_chart !== false && e.ticker_visible && e.instrument)
    .filter((e) => existsSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, e.file)))
    .map((e) => ({
      file: e.file,
      label: `${e.instrument} · ${e.style ?? "chart"}${e.timeframe ? ` · ${e.timeframe}` : ""}`,
      expected: e.instrument!,
      image: readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, e.file)),
    }));
}

/**
 * The same instrument written two ways: the feed's symbol (BTC-USD, EURUSD=X) against the printed
 * one (BTC/USDT, EURUSD). Tether-quoted pairs count as the dollar pair, as the analysis treats them.
 */
export function sameInstrument(recognized: string, printed: string): boolean {
  const canon = (s: string) =>
    s
      .toUpperCase()
      .replace(/=X$/, "")
      .replace(/[^A-Z0-9]/g, "")
      .replace(/USDT$/, "USD");
  return canon(recognized) === canon(printed);
}
