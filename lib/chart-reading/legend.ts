// What a chart's legend says about the numbers on its axis: indicators print their current value
// in the legend ("SimpleMovingAverage (15) 28.38", "EMA 20 1.0862") and tag the same value on the
// axis, so a tag that equals an indicator's value is that indicator's, not the price's; the legend
// also prints the bar's close ("O:29.13 H:30 L:27.06 C:27.41"). That close follows the crosshair
// (the last bar's when the cursor is off the chart), so a tag comes first and the close confirms it;
// without a tag it beats an estimate from the drawn series (rules/last-price.ts).
import { parseNumber } from "./numbers";
import type { OcrWord } from "./types";

export interface LegendValues {
  indicators: number[];
  close: number | null;
}

const INDICATOR =
  /moving\s*average|\b(?:SMA|EMA|WMA|SMMA|MA|VWAP|BB|BOLL|KC|supertrend|wma|sma|ema)\b|\b(?:SMA|EMA|WMA|MA)\d+/i;
/**
 * "O:29.13 H:30 L:27.06 C:27.41", glued as TradingView's OCR'd legend ("O2.851H2.875 L2.851 C2.866"),
 * or with a colon read as a dot ("O.29.13").
 */
// O may follow a lower-case letter: OCR glues the legend to the exchange before it ("BybitO 95277.3").
const OHLC =
  /(?<![A-Z])O\s*[:.]?\s*(\d[\d.,]*).*?(?<![A-Za-z])H\s*[:.]?\s*(\d[\d.,]*).*?(?<![A-Za-z])L\s*[:.]?\s*(\d[\d.,]*).*?(?<![A-Za-z])C\s*[:.]?\s*(\d[\d.,]*)/;

/**
 * The fields spelt out, as web portals and brokers write them ("Open 4,960.12 High 4,978.87 Low
 * 4,956.08 Last 4,976.35" on StockCharts, "Open: 1.0852 High: ... Close: ..." elsewhere): the close
 * is often called the last.
 */
const OHLC_WORDS =
  /(?<![A-Za-z])Open\s*[:=：]?\s*(\d[\d.,]*).*?(?<![A-Za-z])High\s*[:=]?\s*(\d[\d.,]*).*?(?<![A-Za-z])Low\s*[:=]?\s*(\d[\d.,]*).*?(?<![A-Za-z])(?:Close|Last)\s*[:=]?\s*(\d[\d.,]*)/i;

/** The same in Chinese, as KLineChart's and Chinese apps' tooltips write it ("开：173.31 高：176.60 低：173.01 收：176.50"). */
const OHLC_CJK =
  /[开開]\s*[:：]?\s*(\d[\d.,]*).*?高\s*[:：]?\s*(\d[\d.,]*).*?低\s*[:：]?\s*(\d[\d.,]*).*?收\s*[:：]?\s*(\d[\d.,]*)/;

export interface Ohlc {
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * MetaTrader's chart line, top left: the symbol and period joined by a comma, then the last bar's
 * open, high, low and close with no letters ("EURUSD,H1 1.00939 1.00987 1.00756 1.00804"; the
 * terminal's "Show OHLC" setting).
 */
const METATRADER_OHLC =
  /^[A-Z][A-Z0-9.#_-]{1,15},\s?[A-Z]{1,2}\d{0,2}\s+(\d[\d.,]*)\s+(\d[\d.,]*)\s+(\d[\d.,]*)\s+(\d[\d.,]*)(?:\s|$)/;

/** A bar's O/H/L/C as a legend prints them, when they agree with each other (high above the rest, low below). */
export function ohlcLegend(text: string): Ohlc | null {
  const m = text.match(OHLC) ?? text.match(OHLC_WORDS) ?? text.match(OHLC_CJK) ?? text.match(METATRADER_OHLC);
  if (!m) return null;
  const [open, high, low, close] = m.slice(1, 5).map((t) => parseNumber(t)?.value ?? NaN);
  if (![open, high, low, close].every((v) => v > 0)) return null;
  if (high < Math.max(open, close) || low > Math.min(open, close)) return null;
  return { open, high, low, close };
}

export function legendValues(lines: OcrWord[]): LegendValues {
  const indicators: number[] = [];
  let close: number | null = null;
  for (const l of lines) {
    const ohlc = ohlcLegend(l.text);
    if (ohlc) close ??= ohlc.close;
    else if (INDICATOR.test(l.text)) {
      // Settings sit in brackets ("(15)", "(12, 26, 9)"); the value follows them.
      for (const t of l.text.replace(/\([^)]*\)/g, " ").split(/\s+/)) {
        const n = /\d[.,]\d/.test(t) ? parseNumber(t) : null;
        if (n && n.value > 0) indicators.push(n.value);
      }
    }
  }
  return { indicators, close };
}

export const sameValue = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-6;
