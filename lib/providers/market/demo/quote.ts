import type { Quote } from "../types";
import type { DemoInstrument } from "./instruments";
import { DAY_SECONDS } from "./daily";
import { dayBar, isTradingDay, previousTradingDay, sessionLength, sessionStart } from "./intraday";

// `Math` is read once into a module constant: under Jest every global lookup goes through the
// vm context's interceptor (far slower than a local read: docs/decisions/demo-market-local-math.md),
// and these loops run millions of times.
const M = Math;

/** The latest trading day whose session has opened by `now` (Unix seconds). */
export function currentSessionDay(inst: DemoInstrument, now: number): number {
  let day = M.floor(now / DAY_SECONDS);
  while (!isTradingDay(inst, day) || sessionStart(inst, day) > now) day--;
  return day;
}

/** Last price and change against the previous session's close, as of `now`. */
export function demoQuote(inst: DemoInstrument, now: number): Quote {
  const day = currentSessionDay(inst, now);
  const today = dayBar(inst, day, now + 1)!;
  const previousClose = dayBar(inst, previousTradingDay(inst, day), Number.MAX_SAFE_INTEGER)!.close;
  const change = today.close - previousClose;
  const closeTime = sessionStart(inst, day) + sessionLength(inst) * 60;
  return {
    symbol: inst.symbol,
    name: inst.name,
    price: today.close,
    change,
    changePercent: (change / previousClose) * 100,
    volume: inst.dailyVolume ? today.volume : undefined,
    previousClose,
    asOf: new Date(M.min(now, closeTime) * 1000).toISOString(),
    source: "demo",
  };
}
