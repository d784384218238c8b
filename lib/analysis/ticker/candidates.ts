// Ticker candidates from text read off a chart ("Apple Inc. - 1D - NASDAQ AAPL", "NASDAQ:AAPL",
// "EUR/USD", "BTCUSD"). Pure: the caller keeps the first one the market data provider resolves.

import { NON_TICKER_WORDS } from "@/lib/chart-reading/non-tickers";

// Free text also loses single letters: on their own they are axis and legend labels (H, L, C).
const STOP_WORDS = new Set([...NON_TICKER_WORDS, "A", "I", "O", "H", "L", "C", "D", "W", "M", "S", "X", "Y"]);
const TIMEFRAME = /^\d+[SMHDWY]$|^[1-9]\d*(MIN|MN)$/;
const FIAT = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "NZD"];

function push(out: string[], v: string) {
  if (v && !out.includes(v)) out.push(v);
}

export function tickerCandidates(text: string): string[] {
  const out: string[] = [];
  const upper = text.toUpperCase().replace(/[·•|]/g, " ");
  // 1. Exchange-prefixed: NASDAQ:AAPL, BINANCE:BTCUSDT
  for (const m of upper.matchAll(/\b[A-Z]{2,10}:\s?([A-Z0-9.\-]{1,12})\b/g)) push(out, m[1]);
  // 2. Currency pairs written with a slash: EUR/USD, BTC/USD
  for (const m of upper.matchAll(/\b([A-Z]{3,5})\s?\/\s?([A-Z]{3,4})\b/g)) push(out, `${m[1]}/${m[2]}`);
  // 3. An exchange name followed by a symbol: "NASDAQ AAPL"
  for (const m of upper.matchAll(
    /\b(?:NASDAQ|NYSE|AMEX|ARCA|LSE|TSX|CBOE|BINANCE|COINBASE)\s+([A-Z][A-Z0-9.]{0,9})\b/g,
  )) {
    if (!STOP_WORDS.has(m[1]) && !TIMEFRAME.test(m[1])) push(out, m[1]);
  }
  // 4. Glued pairs: BTCUSD, EURUSD, BTCUSDT
  for (const m of upper.matchAll(/\b([A-Z]{3,5})(USDT|USD|EUR|GBP|JPY|CHF|CAD|AUD)\b/g)) {
    push(out, FIAT.includes(m[1]) ? `${m[1]}/${m[2]}` : `${m[1]}-${m[2] === "USDT" ? "USD" : m[2]}`);
  }
  // 5. Any other upper-case word of 1-5 letters that is not a known label (in reading order).
  for (const m of text.matchAll(/\b([A-Z][A-Z0-9.]{0,5})\b/g)) {
    const w = m[1].replace(/\.$/, "");
    if (w.length >= 2 && !STOP_WORDS.has(w) && !TIMEFRAME.test(w) && !/^\d/.test(w)) push(out, w);
  }
  return out.slice(0, 12);
}

/**
 * The last price on the chart, or null when it cannot be told apart from the axis: a labelled
 * value ("C 235.10", "Last: 1.0852"), else the one number that is off the evenly spaced axis grid
 * (the price tag). The axis ticks themselves are never taken for the price.
 */
export function lastPriceFrom(text: string): number | null {
  const labelled = text.match(/\b(?:LAST|PRICE|CLOSE|C)\s*[:=]?\s*(\d[\d,]*\.\d+)/i);
  if (labelled) return Number(labelled[1].replace(/,/g, ""));
  const numbers = [...text.matchAll(/(?<![\d.])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d{1,6})(?![\d.])/g)]
    .map((m) => Number(m[1].replace(/,/g, "")))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (numbers.length < 4) return null;
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((v, i) => Math.round((v - sorted[i]) * 1e6) / 1e6);
  const step = Math.max(...gaps); // an off-grid value splits one grid gap in two, so the full step is the largest
  const base = sorted[0];
  const off = sorted.filter((v) => {
    const k = (v - base) / step;
    return Math.abs(k - Math.round(k)) > 0.02;
  });
  return off.length === 1 ? off[0] : null;
}
