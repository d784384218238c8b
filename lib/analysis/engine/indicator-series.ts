// Indicator values for every bar of a candle series, computed once with trading-signals so the
// live analysis and the backtest read exactly the same numbers (no look-ahead: bar i only sees 0..i).
import { ATR, BollingerBands, EMA, MACD, RSI, SMA } from "trading-signals";
import type { Candle } from "@/lib/providers/market/types";
import type { Indicators } from "../types";

export interface IndicatorSeries {
  rsi: (number | null)[];
  macd: ({ macd: number; signal: number; histogram: number } | null)[];
  atr: (number | null)[];
  bollinger: ({ upper: number; middle: number; lower: number } | null)[];
  sma20: (number | null)[];
  sma50: (number | null)[];
  sma200: (number | null)[];
  avgVolume20: (number | null)[];
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function computeSeries(candles: Candle[]): IndicatorSeries {
  const rsi = new RSI(14);
  const macd = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const atr = new ATR(14);
  const bb = new BollingerBands(20, 2);
  const s20 = new SMA(20);
  const s50 = new SMA(50);
  const s200 = new SMA(200);
  const vol = new SMA(20);
  const out: IndicatorSeries = {
    rsi: [],
    macd: [],
    atr: [],
    bollinger: [],
    sma20: [],
    sma50: [],
    sma200: [],
    avgVolume20: [],
  };
  for (const c of candles) {
    out.rsi.push(num(rsi.add(c.close)));
    const m = macd.add(c.close);
    out.macd.push(m ? { macd: m.macd, signal: m.signal, histogram: m.histogram } : null);
    out.atr.push(num(atr.add({ high: c.high, low: c.low, close: c.close })));
    const b = bb.add(c.close);
    out.bollinger.push(b ? { upper: b.upper, middle: b.middle, lower: b.lower } : null);
    out.sma20.push(num(s20.add(c.close)));
    out.sma50.push(num(s50.add(c.close)));
    out.sma200.push(num(s200.add(c.close)));
    out.avgVolume20.push(num(vol.add(c.volume)));
  }
  return out;
}

/** First bar at which every indicator the rules read is defined (SMA200 is optional). */
export const WARMUP_BARS = 50;

/** The indicator snapshot at bar i, or null while the indicators are still warming up. */
export function indicatorsAt(series: IndicatorSeries, candles: Candle[], i: number): Indicators | null {
  const rsi = series.rsi[i];
  const macd = series.macd[i];
  const atr = series.atr[i];
  const bollinger = series.bollinger[i];
  const sma20 = series.sma20[i];
  const sma50 = series.sma50[i];
  if (rsi == null || !macd || atr == null || !bollinger || sma20 == null || sma50 == null) return null;
  const volume = candles[i].volume;
  const averageVolume = series.avgVolume20[i] ?? volume;
  return {
    rsi,
    macd,
    atr,
    bollinger,
    sma20,
    sma50,
    sma200: series.sma200[i],
    volume,
    averageVolume,
    volumeRatio: averageVolume > 0 ? volume / averageVolume : 1,
  };
}
