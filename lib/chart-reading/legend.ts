// What a chart's legend says about the numbers on its axis: indicators print their current value
// in the legend ("SimpleMovingAverage (15) 28.38", "EMA 20 1.0862") and tag the same value on the
// axis, so a tag that equals an indicator's value is that indicator's, not the price's; the legend
// also prints the bar's close ("O:29.13 H:30 L:27.06 C:27.41"). That close follows the crosshair,
// so it only confirms a tag; it is never the last price by itself.
import { parseNumber } from "./numbers";
import type { OcrWord } from "./types";

export interface LegendValues {
  indicators: number[];
  close: number | null;
}

const INDICATOR =
  /moving\s*average|\b(?:SMA|EMA|WMA|SMMA|MA|VWAP|BB|BOLL|KC|supertrend|wma|sma|ema)\b|\b(?:SMA|EMA|WMA|MA)\d+/i;
const OHLC = /\bO\s*:?\s*[\d.,]+.*\bH\s*:?\s*[\d.,]+.*\bL\s*:?\s*[\d.,]+.*\bC\s*:?\s*([\d.,]+)/;

export function legendValues(lines: OcrWord[]): LegendValues {
  const indicators: number[] = [];
  let close: number | null = null;
  for (const l of lines) {
    const ohlc = l.text.match(OHLC);
    if (ohlc) close ??= parseNumber(ohlc[1])?.value ?? null;
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
