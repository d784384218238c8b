import "server-only";
import { lt } from "drizzle-orm";
import { analyzeInstrument } from "@/lib/analysis/engine/analyze-instrument";
import type { Db } from "@/lib/db/client";
import { newId } from "@/lib/db/columns";
import type { Instrument, MarketData } from "@/lib/providers/market/types";
import { buildIdea, ideaStamp, LEVERAGE_BY_ASSET, SCAN, selectIdeas } from "./build-idea";
import { tradeIdeas } from "./tables";
import type { TradeIdea } from "./types";
import { DAY_MS, HOUR_MS } from "@/lib/time";

// One scan of the instrument universe with the analysis engine; the best ideas are stored as a
// batch. Running it twice makes two batches and readers take the newest, so repeats are harmless.
const KEEP_DAYS = 7;
const CONCURRENCY = 4;

export type GenerationSummary = { batchId: string | null; ideas: number; scanned: number; failed: number };

export async function scanUniverse(
  market: MarketData,
  now: Date,
): Promise<{ ideas: TradeIdea[]; scanned: number; failed: number }> {
  // A pinned market (DEMO_MARKET_NOW) is read at its moment: its bars are as fresh then as a live
  // market's now, and the styles rotate by its hour. The ideas are still stamped with `now`.
  const at = market.pinnedAt ?? now;
  const universe = await market.universe();
  const found: TradeIdea[] = [];
  let failed = 0;
  // Each instrument is read in one style, rotating every hour, so a scan costs one analysis per
  // instrument and its ideas spread over scalping, intraday and swing.
  const hour = Math.floor(at.getTime() / HOUR_MS);
  const scanOne = async (instrument: Instrument, index: number) => {
    const style = SCAN.styles[(index + hour) % SCAN.styles.length];
    try {
      const analysis = await analyzeInstrument({
        symbol: instrument.symbol,
        instrument,
        investmentType: style,
        budget: SCAN.budget,
        profitGoal: { value: SCAN.profitGoalPercent, type: "%" },
        riskPercentage: SCAN.riskPercentage,
        leverage: LEVERAGE_BY_ASSET[instrument.type],
        now: at,
        market,
        light: true,
      });
      const idea = buildIdea(analysis, at, market.source, style);
      if (idea) found.push(at === now ? idea : { ...idea, ...ideaStamp(idea.symbol, now) });
    } catch (error) {
      // One instrument without data (closed market, provider hiccup) must not sink the scan.
      failed++;
      console.warn(`[ideas] ${instrument.symbol} skipped:`, error instanceof Error ? error.message : error);
    }
  };
  for (let i = 0; i < universe.length; i += CONCURRENCY) {
    await Promise.all(universe.slice(i, i + CONCURRENCY).map((inst, k) => scanOne(inst, i + k)));
  }
  return { ideas: selectIdeas(found), scanned: universe.length, failed };
}

export async function generateIdeas(db: Db, market: MarketData, now: Date): Promise<GenerationSummary> {
  const { ideas, scanned, failed } = await scanUniverse(market, now);
  const batchId = ideas.length ? newId() : null;
  if (batchId) {
    await db
      .insert(tradeIdeas)
      .values(ideas.map((idea) => ({ batchId, symbol: idea.symbol, data: idea, generatedAt: now })));
  }
  await db.delete(tradeIdeas).where(lt(tradeIdeas.generatedAt, new Date(now.getTime() - KEEP_DAYS * DAY_MS)));
  return { batchId, ideas: ideas.length, scanned, failed };
}
