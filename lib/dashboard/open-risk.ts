import "server-only";
import { and, desc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";
import { analysisOutcomes } from "@/lib/track-record/tables";
import type { MarketData } from "@/lib/providers/market/types";
import { CLOSED_SLACK_MS, OUTCOME_WINDOWS, windowFor } from "@/lib/outcome-rules/windows";
import { summarizeRisk, type OpenCall, type RiskSummary } from "./risk";
import { DAY_MS } from "@/lib/time";

// Open calls: BUY/SELL analyses whose outcome is not final and whose window has not passed
// (the resolver may lag a few minutes behind; the window check keeps stale calls out meanwhile).
const LONGEST_WINDOW_DAYS = Math.max(...Object.values(OUTCOME_WINDOWS).map((w) => w.days));

export async function openCallRisk(db: Db, market: Pick<MarketData, "quotes" | "source">, userId: string, now: Date) {
  const rows = await db
    .select({
      id: analyses.id,
      symbol: analyses.symbol,
      direction: analyses.recommendation,
      entryPrice: analyses.entryPrice,
      stopLoss: analyses.stopLoss,
      takeProfit1: analyses.takeProfit1,
      budget: analyses.budget,
      budgetCurrency: analyses.budgetCurrency,
      riskPercentage: analyses.riskPercentage,
      leverage: analyses.leverage,
      createdAt: analyses.createdAt,
      investmentType: analyses.investmentType,
    })
    .from(analyses)
    .leftJoin(analysisOutcomes, eq(analysisOutcomes.analysisId, analyses.id))
    .where(
      and(
        eq(analyses.userId, userId),
        inArray(analyses.recommendation, ["BUY", "SELL"]),
        or(isNull(analysisOutcomes.analysisId), eq(analysisOutcomes.status, "open")),
        gte(analyses.createdAt, new Date(now.getTime() - LONGEST_WINDOW_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(analyses.createdAt))
    .limit(50);
  const open = rows
    .filter((r) => r.createdAt.getTime() + windowFor(r.investmentType).days * DAY_MS + CLOSED_SLACK_MS > now.getTime())
    .map(({ investmentType: _type, ...r }) => r as OpenCall);

  const prices = new Map<string, number>();
  const symbols = [...new Set(open.map((c) => c.symbol))];
  if (symbols.length) {
    try {
      for (const q of await market.quotes(symbols)) prices.set(q.symbol, q.price);
    } catch (error) {
      // Without quotes the exposure figures still hold; only the live distances are left empty.
      console.warn("[dashboard] quotes for open calls failed:", error instanceof Error ? error.message : error);
    }
  }
  const summary: RiskSummary & { source: string } = { ...summarizeRisk(open, prices), source: market.source };
  return summary;
}
