import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import type { Candle, MarketData } from "@/lib/providers/market/types";
import { barsWindow, utcDayStart } from "./bars-window";
import { jsonParam, rowsOf } from "./db-rows";
import { deliverPushes } from "./deliver-push";
import { detect, type WatchedAlert } from "./detect";
import { fireCrossings, type Crossed } from "./fire";
import { marketNow } from "./service";
import { resolveCallsAfterAlerts } from "./resolve-calls";
import { sendSummaries } from "./summaries";
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

type ActiveRow = [
  id: string,
  symbol: string,
  kind: "level" | "move",
  level: number | null,
  direction: "above" | "below" | null,
  movePercent: number | null,
  armed: boolean,
  generation: number,
  fromMs: number,
  firedMs: number | null,
];

// One statement whose answer is one JSON text: PGlite hands rows to JavaScript one value at a
// time, which for 10,000 alerts cost several times the query itself.
async function readActive(db: Db): Promise<Map<string, WatchedAlert[]>> {
  const [{ rows: json }] = rowsOf<{ rows: string }>(
    await db.execute(sql`select coalesce(json_agg(json_build_array(a.id, a.symbol, a.kind, a.level, a.direction,
        a.move_percent, a.armed, a.generation,
        (extract(epoch from greatest(a.checked_until, c.checked_until)) * 1000)::float8,
        (extract(epoch from a.fired_at) * 1000)::float8)), '[]')::text as rows
      from price_alerts a left join alert_cursors c on c.symbol = a.symbol
      where a.status = 'active'`),
  );
  const bySymbol = new Map<string, WatchedAlert[]>();
  for (const [id, symbol, kind, level, direction, movePercent, armed, generation, fromMs, firedMs] of JSON.parse(
    json,
  ) as ActiveRow[]) {
    const list = bySymbol.get(symbol) ?? [];
    list.push({
      id,
      kind,
      level,
      direction,
      movePercent,
      armed,
      generation,
      checkedUntil: new Date(fromMs),
      firedAt: firedMs === null ? null : new Date(firedMs),
    });
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
