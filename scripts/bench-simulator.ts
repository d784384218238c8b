// npm run bench:simulator: replays a trade over a year of 5-minute candles with the pure engine
// and prints the median time of several runs. Target: <= 50 ms per replay.
// The candles come from the deterministic demo market (BTC-USD trades 24/7: ~105,000 bars),
// fetched once outside the timing; the levels are set beyond the year's range so the replay
// walks every bar (the worst case) instead of stopping at an early exit.
import { performance } from "node:perf_hooks";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { chartWindow } from "@/lib/simulator/chart-window";
import { atrBefore, coachFeedback } from "@/lib/simulator/coach";
import { replayTrade, type ReplayInput } from "@/lib/simulator/replay";

const RUNS = 15;
const TARGET_MS = 50;

async function main() {
  const to = new Date(Date.UTC(2026, 0, 1));
  const from = new Date(to.getTime() - 365 * 86_400_000);
  const candles = await createDemoMarket().candles({ symbol: "BTC-USD", interval: "5m", from, to });
  const low = candles.reduce((m, c) => Math.min(m, c.low), Infinity);
  const high = candles.reduce((m, c) => Math.max(m, c.high), 0);
  const entry = candles[0].close;
  const input = {
    candles,
    startMs: candles[0].time * 1000,
    intervalMs: 300_000,
    entry,
    stop: Math.min(low * 0.5, entry * 0.5),
    target: Math.max(high * 2, entry * 2),
    investment: 1000,
    leverage: 1,
    now: to,
  };

  const bars = replayTrade(input).barsReplayed;
  console.log(
    `candles: ${candles.length} (5m, ${from.toISOString().slice(0, 10)} to ${to.toISOString().slice(0, 10)}), bars replayed per run: ${bars}`,
  );
  const replay = time(() => replayTrade(input));
  // Everything pure a request does after loading candles: replay, ATR and coach rules, chart window.
  const full = time(() => simulateOffline(input));
  report("replay", replay);
  report("replay + coach + chart window", full);
  if (replay.median > TARGET_MS) process.exitCode = 1;
}

function simulateOffline(input: ReplayInput) {
  const outcome = replayTrade(input);
  const atr = atrBefore(input.candles, outcome.entryTime ?? 0);
  const notes = coachFeedback({
    tradeType: "position",
    entry: input.entry,
    stop: input.stop,
    target: input.target,
    leverage: input.leverage,
    atr,
    outcome,
  });
  return { outcome, notes, chart: chartWindow(input.candles, outcome.entryTime, outcome.exit?.time ?? null) };
}

function time(fn: () => unknown) {
  fn(); // warm-up: let the JIT compile the loop before timing
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1] };
}

function report(label: string, t: { median: number; min: number; max: number }) {
  const verdict = t.median <= TARGET_MS ? `within the ${TARGET_MS} ms target` : `ABOVE the ${TARGET_MS} ms target`;
  console.log(
    `${label}: median ${t.median.toFixed(2)} ms over ${RUNS} runs (min ${t.min.toFixed(2)}, max ${t.max.toFixed(2)}): ${verdict}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
