import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import type { Candle, MarketData } from "@/lib/providers/market/types";
import { barsWindow, utcDayStart } from "./bars-window";
import { readCandidates, readInstruments, type TradedRange } from "./active";
import { jsonParam } from "@/lib/db/json-rows";
import { deliverPushes } from "./deliver-push";
import { detect } from "./detect";
import { fireCrossings, type Crossed } from "./fire";
import { marketNow } from "./service";
import { resolveCallsAfterAlerts } from "./resolve-calls";
import { sendSummaries } from "./summaries";
import type { PushTransport } from "./push/send";

// One pass of the watcher: read which instruments have active alerts, ask the market once per
// instrument for the bars since its alerts were last checked, read the alerts those bars could
// concern (active.ts), fire every crossing in one claim, then send the push messages that are due. The number of statements does not grow with the number of alerts.
export type PassDeps = {
  db: Db;
  market: Pick<MarketData, "candles" | "source" | "pinnedAt">;
  now: Date;
  origin: string;
  /** Where pushes may go; tests pass a loopback push service. */
  pushTransport?: PushTransport;
  /** Market requests in flight at once. */
  parallel?: number;
};

export type PassSummary = {
  alertsChecked: number;
  instruments: number;
  marketRequests: number;
  failedInstruments: number;
  fired: number;
  emailsQueued: number;
  pushesQueued: number;
  pushSent: number;
  pushFailed: number;
  summaries: number;
  callsResolved: number;
  ms: number;
};

async function inTurns<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

export async function runAlertPass(deps: PassDeps): Promise<PassSummary> {
  const started = Date.now();
  const marketTime = marketNow(deps.market, deps.now);
  const dayStart = utcDayStart(marketTime);
  const instruments = await readInstruments(deps.db);
  const read: { symbol: string; bars: Candle[]; barMs: number }[] = [];
  const ranges: TradedRange[] = [];
  const advanced: { symbol: string; until: string }[] = [];
  let marketRequests = 0;
  let failedInstruments = 0;
  let alertsChecked = 0;
  await inTurns(instruments, deps.parallel ?? 16, async ({ symbol, from: oldest, needsDay, alerts }) => {
    const { from, interval } = barsWindow(needsDay && dayStart < oldest ? dayStart : oldest, marketTime);
    const barMs = INTERVAL_MS[interval];
    let bars: Candle[];
    try {
      marketRequests++;
      const start = new Date(Math.floor(from.getTime() / barMs) * barMs - barMs);
      bars = (await deps.market.candles({ symbol, interval, from: start, to: marketTime })).sort(
        (a, b) => a.time - b.time,
      );
    } catch (error) {
      // This instrument stays where it was and is read again next pass; the others go on.
      console.warn(`[alerts] bars for ${symbol} failed:`, error instanceof Error ? error.message : error);
      failedInstruments++;
      return;
    }
    alertsChecked += alerts;
    const last = bars.at(-1);
    if (!last) return;
    read.push({ symbol, bars, barMs });
    ranges.push({ symbol, ...tradedRange(bars) });
    advanced.push({ symbol, until: new Date(last.time * 1000).toISOString() });
  });
  const candidates = await readCandidates(deps.db, ranges);
  const crossed: Crossed[] = [];
  const rearmed: string[] = [];
  for (const { symbol, bars, barMs } of read) {
    const found = detect(candidates.get(symbol) ?? [], bars, barMs, dayStart);
    crossed.push(...found.crossed);
    rearmed.push(...found.rearmed);
  }
  const result = await fireCrossings(deps.db, crossed, {
    now: deps.now,
    source: deps.market.source,
    origin: deps.origin,
  });
  await advance(deps.db, advanced, rearmed);
  const summaries = await sendSummaries(deps.db, deps.now, deps.origin);
  const push = await deliverPushes(deps.db, deps.now, deps.pushTransport);
  const callsResolved = await resolveCallsAfterAlerts(deps.db, deps.market, result.fired, marketTime);
  return {
    alertsChecked,
    instruments: instruments.length,
    marketRequests,
    failedInstruments,
    fired: result.fired.length,
    emailsQueued: result.emails,
    pushesQueued: result.pushes,
    pushSent: push.sent,
    pushFailed: push.failed,
    summaries,
    callsResolved,
    ms: Date.now() - started,
  };
}

/** The lowest low and highest high of some bars: no alert level outside it can be crossed in them. */
function tradedRange(bars: Candle[]): { low: number; high: number } {
  let low = Infinity;
  let high = -Infinity;
  for (const b of bars) {
    if (b.low < low) low = b.low;
    if (b.high > high) high = b.high;
  }
  return { low, high };
}

/** Moves every instrument's cursor past the bars read, and re-arms alerts back on their side: two statements. */
async function advance(db: Db, advanced: { symbol: string; until: string }[], rearmed: string[]) {
  if (advanced.length > 0)
    await db.execute(sql`insert into alert_cursors (symbol, checked_until)
      select symbol, until from jsonb_to_recordset(${jsonParam(advanced)}) as v(symbol text, until timestamptz)
      on conflict (symbol) do update set checked_until = greatest(alert_cursors.checked_until, excluded.checked_until)`);
  if (rearmed.length > 0)
    await db.execute(sql`update price_alerts set armed = true
      where status = 'active' and id in (select jsonb_array_elements_text(${jsonParam(rearmed)}))`);
}
