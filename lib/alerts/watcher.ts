import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import type { Candle, MarketData } from "@/lib/providers/market/types";
import { barsWindow, utcDayStart } from "./bars-window";
import { jsonParam } from "./db-rows";
import { deliverPushes } from "./deliver-push";
import { detect, type WatchedAlert } from "./detect";
import { fireCrossings, type Crossed } from "./fire";
import { marketNow } from "./service";
import { resolveCallsAfterAlerts } from "./resolve-calls";
import { sendSummaries } from "./summaries";
import { priceAlerts } from "./tables";
import type { PushTransport } from "./push/send";

// One pass of the watcher: read the active alerts, ask the market once per instrument for the
// bars since the alerts were last checked, fire every crossing in one claim, then send the push
// messages that are due. The number of statements does not grow with the number of alerts.
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

async function readActive(db: Db): Promise<Map<string, WatchedAlert[]>> {
  const rows = await db
    .select({
      id: priceAlerts.id,
      symbol: priceAlerts.symbol,
      kind: priceAlerts.kind,
      level: priceAlerts.level,
      direction: priceAlerts.direction,
      movePercent: priceAlerts.movePercent,
      armed: priceAlerts.armed,
      generation: priceAlerts.generation,
      checkedUntil: priceAlerts.checkedUntil,
      firedAt: priceAlerts.firedAt,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.status, "active"));
  const bySymbol = new Map<string, WatchedAlert[]>();
  for (const { symbol, ...alert } of rows) {
    const list = bySymbol.get(symbol) ?? [];
    list.push(alert);
    bySymbol.set(symbol, list);
  }
  return bySymbol;
}

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
  const bySymbol = await readActive(deps.db);
  const crossed: Crossed[] = [];
  const rearmed: string[] = [];
  const advanced: { symbol: string; until: string }[] = [];
  let marketRequests = 0;
  let failedInstruments = 0;
  let alertsChecked = 0;
  await inTurns([...bySymbol], deps.parallel ?? 16, async ([symbol, alerts]) => {
    const oldest = new Date(Math.min(...alerts.map((a) => a.checkedUntil.getTime())));
    const needsDay = alerts.some((a) => a.kind === "move");
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
    alertsChecked += alerts.length;
    const found = detect(alerts, bars, barMs, dayStart);
    crossed.push(...found.crossed);
    rearmed.push(...found.rearmed);
    const last = bars.at(-1);
    if (last) advanced.push({ symbol, until: new Date(last.time * 1000).toISOString() });
  });
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
    instruments: bySymbol.size,
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

/** Moves every instrument's still-active alerts past the bars read, in two statements. */
async function advance(db: Db, advanced: { symbol: string; until: string }[], rearmed: string[]) {
  if (advanced.length > 0)
    await db.execute(sql`update price_alerts a set checked_until = v.until
      from jsonb_to_recordset(${jsonParam(advanced)}) as v(symbol text, until timestamptz)
      where a.symbol = v.symbol and a.status = 'active' and a.checked_until < v.until`);
  if (rearmed.length > 0)
    await db.execute(sql`update price_alerts set armed = true
      where status = 'active' and id in (select jsonb_array_elements_text(${jsonParam(rearmed)}))`);
}
