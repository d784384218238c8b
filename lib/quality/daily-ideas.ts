// Test 2, daily trade ideas: every current idea (as the dashboard serves it) against the live quote.
import "server-only";
import type { Db } from "@/lib/db/client";
import { latestIdeas } from "@/lib/ideas/service";
import type { MarketData } from "@/lib/providers/market/types";
import { checkIdea, type IdeaValidation } from "./idea-checks";
import { statusForRate, type QualityStatus } from "./status";

export interface DailyIdeasResponse {
  status: QualityStatus;
  successRate: number;
  successCount: number;
  totalIdeas: number;
  validationResults: IdeaValidation[];
  summary: string;
  testType: "daily-trade-ideas";
}

export async function runDailyIdeasTest(deps: { db: Db; market: MarketData; now: Date }): Promise<DailyIdeasResponse> {
  const current = await latestIdeas(deps.db, deps.now, deps.market);
  const ideas = current.ideas;
  if (!ideas.length) {
    return {
      status: "NEEDS_IMPROVEMENT",
      successRate: 0,
      successCount: 0,
      totalIdeas: 0,
      validationResults: [],
      testType: "daily-trade-ideas",
      summary: current.generating
        ? "Trade ideas are being generated right now: run the test again in a minute."
        : "No current trade ideas to validate: no instrument met the idea rules at the last scan (e.g. markets closed).",
    };
  }
  const quotes = await deps.market.quotes(ideas.map((i) => i.symbol)).catch(() => []);
  const price = (symbol: string) => quotes.find((q) => q.symbol === symbol)?.price ?? null;
  const validationResults = ideas.map((idea) => checkIdea(idea, price(idea.symbol), deps.now));
  const successCount = validationResults.filter((v) => v.passed).length;
  const successRate = Math.round((successCount / ideas.length) * 1000) / 10;
  const failures = validationResults
    .filter((v) => !v.passed)
    .map(
      (v) =>
        `${v.symbol}: ${Object.entries(v.checks)
          .filter(([, ok]) => !ok)
          .map(([k]) => k)
          .join(", ")}`,
    );
  return {
    status: statusForRate(successRate),
    successRate,
    successCount,
    totalIdeas: ideas.length,
    validationResults,
    testType: "daily-trade-ideas",
    summary: `${successCount} of ${ideas.length} ideas (${current.source} data) pass every check${failures.length ? `; failing: ${failures.join("; ")}` : ""}.`,
  };
}
