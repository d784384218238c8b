import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import type { User } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { AppError } from "@/lib/errors";
import { hasProAccess } from "@/lib/plans/access";
import type { MarketData } from "@/lib/providers/market/types";
import { directionFor } from "./crossing";
import { ALERT_LIMIT_REACHED, ALERT_NOT_FOUND, LEVEL_TOO_FAR } from "./messages";
import {
  ALERT_LIMIT_FREE,
  ALERT_LIMIT_PRO,
  levelNearPrice,
  type CreateAlertInput,
  type FromAnalysisInput,
  type UpdateAlertInput,
} from "./schemas";
import { priceAlerts, type AlertRole, type PriceAlert } from "./tables";

// Alerts a trader owns: create (own levels or a call's), list, change, delete. Another trader's
// alert answers 404, exactly like one that does not exist.
export type AlertDeps = { db: Db; market: Pick<MarketData, "quotes" | "resolve" | "pinnedAt">; now: Date };

/** The market's clock: a pinned demo market stands at its moment, so alerts are made at that moment. */
export const marketNow = (market: Pick<MarketData, "pinnedAt">, now: Date) => market.pinnedAt ?? now;

export const activeAlertLimit = (user: User, now: Date) =>
  hasProAccess(user, now) ? ALERT_LIMIT_PRO : ALERT_LIMIT_FREE;

async function currentPrice(market: AlertDeps["market"], symbol: string): Promise<{ symbol: string; price: number }> {
  const instrument = await market.resolve(symbol);
  const [quote] = await market.quotes([instrument.symbol]);
  if (!quote) throw new AppError("upstream_failed", `No price for ${instrument.symbol} right now`);
  return { symbol: instrument.symbol, price: quote.price };
}

function checkDistance(level: number, price: number) {
  const checked = levelNearPrice(price).safeParse(level);
  if (!checked.success) throw new AppError("bad_request", checked.error.issues[0]?.message ?? LEVEL_TOO_FAR);
}

/** The current price of each instrument, for the edit dialog's check; one quote request, none on failure. */
export async function currentPrices(
  market: Pick<MarketData, "quotes">,
  symbols: string[],
): Promise<Record<string, number>> {
  if (symbols.length === 0) return {};
  const quotes = await market.quotes([...new Set(symbols)]).catch(() => []);
  return Object.fromEntries(quotes.map((q) => [q.symbol, q.price]));
}

/** Holds the trader's row until commit, so two creates at once cannot both pass the limit. */
async function checkRoom(tx: Tx, user: User, adding: number, now: Date) {
  await tx.execute(sql`select id from users where id = ${user.id} for update`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, user.id), eq(priceAlerts.status, "active")));
  const limit = activeAlertLimit(user, now);
  if (n + adding > limit) throw new AppError("forbidden", ALERT_LIMIT_REACHED(limit), { reason: "alert_limit" });
}

type NewAlert = typeof priceAlerts.$inferInsert;

async function insertAlerts(deps: AlertDeps, user: User, rows: NewAlert[]): Promise<PriceAlert[]> {
  return deps.db.transaction(async (tx) => {
    await checkRoom(tx, user, rows.length, deps.now);
    return tx.insert(priceAlerts).values(rows).returning();
  });
}

export async function createAlert(deps: AlertDeps, user: User, input: CreateAlertInput): Promise<PriceAlert> {
  const { symbol, price } = await currentPrice(deps.market, input.symbol);
  const at = marketNow(deps.market, deps.now);
  const base = { userId: user.id, symbol, rearm: input.rearm, note: input.note, checkedUntil: at, createdAt: at };
  if (input.kind === "move") {
    const [row] = await insertAlerts(deps, user, [{ ...base, kind: "move", movePercent: input.movePercent }]);
    return row;
  }
  const level = input.level!;
  checkDistance(level, price);
  const [row] = await insertAlerts(deps, user, [
    { ...base, kind: "level", level, direction: directionFor(level, price) },
  ]);
  return row;
}

/** "Alert me" on a call: one alert per chosen level of the trader's own analysis. */
export async function createFromAnalysis(deps: AlertDeps, user: User, input: FromAnalysisInput): Promise<PriceAlert[]> {
  const [call] = await deps.db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, user.id)));
  if (!call) throw new AppError("not_found", "Analysis not found");
  const { symbol, price } = await currentPrice(deps.market, call.symbol);
  const at = marketNow(deps.market, deps.now);
  const levels: Record<AlertRole, number> = {
    entry: call.entryPrice,
    stop: call.stopLoss,
    tp1: call.takeProfit1,
    tp2: call.takeProfit2,
  };
  const roles = [...new Set(input.roles)];
  for (const role of roles) checkDistance(levels[role], price);
  return insertAlerts(
    deps,
    user,
    roles.map((role) => ({
      userId: user.id,
      analysisId: call.id,
      role,
      symbol,
      kind: "level" as const,
      level: levels[role],
      direction: directionFor(levels[role], price),
      rearm: input.rearm,
      checkedUntil: at,
      createdAt: at,
    })),
  );
}

export async function listAlerts(db: Db, userId: string): Promise<PriceAlert[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt))
    .limit(1000);
}

async function ownAlert(db: Db, userId: string, id: string): Promise<PriceAlert> {
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
  if (!row) throw new AppError("not_found", ALERT_NOT_FOUND);
  return row;
}

export async function updateAlert(
  deps: AlertDeps,
  user: User,
  id: string,
  input: UpdateAlertInput,
): Promise<PriceAlert> {
  const alert = await ownAlert(deps.db, user.id, id);
  const at = marketNow(deps.market, deps.now);
  const patch: Partial<NewAlert> = { updatedAt: deps.now };
  if (input.note !== undefined) patch.note = input.note;
  if (input.rearm !== undefined) patch.rearm = input.rearm;
  if (input.movePercent !== undefined && alert.kind === "move") patch.movePercent = input.movePercent;
  if (input.level !== undefined && alert.kind === "level") {
    const { price } = await currentPrice(deps.market, alert.symbol);
    checkDistance(input.level, price);
    Object.assign(patch, { level: input.level, direction: directionFor(input.level, price), armed: true });
  }
  const reactivating = input.status === "active" && alert.status !== "active";
  // A changed level or a resumed alert watches from now on: bars it missed while paused do not count.
  if (reactivating || patch.level !== undefined) Object.assign(patch, { checkedUntil: at, armed: true });
  if (input.status) patch.status = input.status;
  const save = (db: Db | Tx) =>
    db
      .update(priceAlerts)
      .set(patch)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, user.id)))
      .returning();
  if (!reactivating) return (await save(deps.db))[0];
  return deps.db.transaction(async (tx) => {
    await checkRoom(tx, user, 1, deps.now);
    return (await save(tx))[0];
  });
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (gone.length === 0) throw new AppError("not_found", ALERT_NOT_FOUND);
}
