import { getDb } from "@/lib/db/client";
import { analyses } from "@/lib/analysis/tables";

type Over = Partial<typeof analyses.$inferInsert>;

/** Inserts an analysis row the way the engine stores one; levels default to a valid BUY. */
export async function insertAnalysis(userId: string, over: Over = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(analyses)
    .values({
      userId,
      symbol: "AAPL",
      investmentType: "swing",
      recommendation: "BUY",
      entryPrice: 100,
      stopLoss: 95,
      takeProfit1: 110,
      takeProfit2: 120,
      successProbability: 65,
      leverage: 1,
      riskPercentage: 2,
      budget: 1000,
      engine: "builtin",
      dataSource: "demo",
      input: {},
      result: {},
      ...over,
    })
    .returning();
  return row;
}
