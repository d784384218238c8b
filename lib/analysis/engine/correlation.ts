// How the instrument moves with its market: return correlation with a benchmark of its class over
// the same bars, and whether the two trends agree (MIXED when they point opposite ways).
import type { Candle, Instrument, MarketData } from "@/lib/providers/market/types";
import type { EnhancedAnalysis, Trend } from "../types";
import { trendAt } from "./backtest";
import { computeSeries } from "./indicator-series";
import type { TimeframePlan } from "./timeframes";
import { DAY_MS } from "@/lib/time";

const BENCHMARKS: Record<Instrument["type"], string[]> = {
  stock: ["^GSPC", "SPY"],
  etf: ["^GSPC", "SPY"],
  index: ["^GSPC", "^IXIC"],
  crypto: ["BTC-USD", "ETH-USD"],
  forex: ["EURUSD=X", "GBPUSD=X"],
  commodity: ["GC=F", "CL=F"],
};

export function returnCorrelation(a: Candle[], b: Candle[], bars = 60): number | null {
  const byTime = new Map(b.map((c) => [c.time, c.close]));
  const pairs: [number, number][] = [];
  for (let i = 1; i < a.length; i++) {
    const x0 = byTime.get(a[i - 1].time);
    const x1 = byTime.get(a[i].time);
    if (x0 && x1) pairs.push([a[i].close / a[i - 1].close - 1, x1 / x0 - 1]);
  }
  const recent = pairs.slice(-bars);
  if (recent.length < 20) return null;
  const mean = (k: 0 | 1) => recent.reduce((s, p) => s + p[k], 0) / recent.length;
  const [mx, my] = [mean(0), mean(1)];
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (const [x, y] of recent) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? Math.round((sxy / Math.sqrt(sxx * syy)) * 100) / 100 : null;
}

export async function correlationAnalysis(
  market: MarketData,
  instrument: Instrument,
  candles: Candle[],
  trend: Trend,
  tf: TimeframePlan,
  now: Date,
): Promise<EnhancedAnalysis["correlationAnalysis"]> {
  const benchmark = BENCHMARKS[instrument.type].find((s) => s !== instrument.symbol) ?? "^GSPC";
  try {
    const from = new Date(now.getTime() - tf.lookbackDays * DAY_MS);
    const bench = await market.candles({ symbol: benchmark, interval: tf.interval, from, to: now });
    const benchTrend = bench.length > 60 ? trendAt(bench, computeSeries(bench), bench.length - 1) : null;
    const correlation = returnCorrelation(candles, bench);
    const sentiment =
      !benchTrend || trend === "SIDEWAYS" || benchTrend === "SIDEWAYS"
        ? "NEUTRAL"
        : trend !== benchTrend
          ? "MIXED"
          : trend === "UPTREND"
            ? "BULLISH"
            : "BEARISH";
    return { sentiment, benchmark, correlation };
  } catch {
    return { sentiment: "NEUTRAL", benchmark, correlation: null };
  }
}
