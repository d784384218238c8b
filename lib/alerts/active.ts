import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jsonParam, rowsOf } from "@/lib/db/json-rows";
import type { WatchedAlert } from "./detect";

// The active alerts as the watcher reads them, in two statements whatever their number. First one
// row per instrument (where its bars must start, whether a move alert needs the whole day); then,
// once the bars are in, only the alerts those bars could concern: a level inside the range the
// bars traded, a move alert, or a fired re-arming alert waiting for a bar back on its side. An
// alert whose level lies beyond every bar read cannot cross in them, so it is never decoded.
// Answers come back as one JSON text: PGlite hands rows to JavaScript one value at a time.

export type InstrumentPlan = { symbol: string; from: Date; needsDay: boolean; alerts: number };
export type TradedRange = { symbol: string; low: number; high: number };

type PlanRow = [symbol: string, fromMs: number, needsDay: boolean, alerts: number];

/** One row per instrument with active alerts: the oldest point any of them was checked up to. */
export async function readInstruments(db: Db): Promise<InstrumentPlan[]> {
  const [{ rows: json }] = rowsOf<{ rows: string }>(
    await db.execute(sql`select coalesce(json_agg(json_build_array(symbol, from_ms, needs_day, n)), '[]')::text as rows
      from (select a.symbol,
          (extract(epoch from min(greatest(a.checked_until, c.checked_until))) * 1000)::float8 as from_ms,
          bool_or(a.kind = 'move') as needs_day, count(*)::int as n
        from price_alerts a left join alert_cursors c on c.symbol = a.symbol
        where a.status = 'active' group by a.symbol) s`),
  );
  return (JSON.parse(json) as PlanRow[]).map(([symbol, fromMs, needsDay, alerts]) => ({
    symbol,
    from: new Date(fromMs),
    needsDay,
    alerts,
  }));
}

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

/** The active alerts that the bars of each instrument could fire or re-arm, by instrument. */
export async function readCandidates(db: Db, ranges: TradedRange[]): Promise<Map<string, WatchedAlert[]>> {
  const bySymbol = new Map<string, WatchedAlert[]>();
  if (ranges.length === 0) return bySymbol;
  const [{ rows: json }] = rowsOf<{ rows: string }>(
    await db.execute(sql`select coalesce(json_agg(json_build_array(a.id, a.symbol, a.kind, a.level, a.direction,
        a.move_percent, a.armed, a.generation,
        (extract(epoch from greatest(a.checked_until, c.checked_until)) * 1000)::float8,
        (extract(epoch from a.fired_at) * 1000)::float8)), '[]')::text as rows
      from price_alerts a
        join jsonb_to_recordset(${jsonParam(ranges)}) as r(symbol text, low float8, high float8) on r.symbol = a.symbol
        left join alert_cursors c on c.symbol = a.symbol
      where a.status = 'active' and (a.kind = 'move' or not a.armed
        or (a.direction = 'above' and a.level <= r.high) or (a.direction = 'below' and a.level >= r.low))`),
  );
  for (const [id, symbol, kind, level, direction, movePercent, armed, generation, fromMs, firedMs] of JSON.parse(
    json,
  ) as ActiveRow[]) {
    let list = bySymbol.get(symbol);
    if (!list) bySymbol.set(symbol, (list = []));
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
  }
  return bySymbol;
}
