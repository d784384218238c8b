// Risk exposure of the user's open calls, pure: what is at stake if every open stop is hit, how
// leveraged the exposure is, and which calls deserve a look now. Prices come from market data.
import { instrumentName } from "@/lib/format/instrument";

export type OpenCall = {
  id: string;
  symbol: string;
  direction: "BUY" | "SELL";
  entryPrice: number;
  stopLoss: number;
  takeProfit1: number;
  budget: number;
  budgetCurrency: string;
  riskPercentage: number;
  leverage: number;
  createdAt: Date;
};

export type OpenCallRisk = OpenCall & {
  capitalAtRisk: number;
  notional: number;
  currentPrice: number | null;
  /** Move still needed to reach the stop, percent of the current price (0 or less: stop reached). */
  distanceToStopPercent: number | null;
  /** Unrealised move since entry in the call's favour, percent (before leverage). */
  unrealizedPercent: number | null;
};

export type RiskSummary = {
  openCalls: OpenCallRisk[];
  totals: { currency: string; capitalAtRisk: number; notional: number; calls: number }[];
  largestSymbolShare: { symbol: string; percent: number } | null;
  warnings: string[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const NEAR_STOP_PERCENT = 1;

export function summarizeRisk(calls: OpenCall[], prices: Map<string, number>): RiskSummary {
  const openCalls = calls.map((c): OpenCallRisk => {
    const price = prices.get(c.symbol) ?? null;
    const long = c.direction === "BUY";
    return {
      ...c,
      capitalAtRisk: round2((c.budget * c.riskPercentage) / 100),
      notional: round2(c.budget * c.leverage),
      currentPrice: price,
      distanceToStopPercent:
        price === null ? null : round2(((long ? price - c.stopLoss : c.stopLoss - price) / price) * 100),
      unrealizedPercent:
        price === null ? null : round2(((long ? price - c.entryPrice : c.entryPrice - price) / c.entryPrice) * 100),
    };
  });

  const byCurrency = new Map<string, { capitalAtRisk: number; notional: number; calls: number }>();
  for (const c of openCalls) {
    const t = byCurrency.get(c.budgetCurrency) ?? { capitalAtRisk: 0, notional: 0, calls: 0 };
    byCurrency.set(c.budgetCurrency, {
      capitalAtRisk: round2(t.capitalAtRisk + c.capitalAtRisk),
      notional: round2(t.notional + c.notional),
      calls: t.calls + 1,
    });
  }

  const bySymbol = new Map<string, number>();
  for (const c of openCalls) bySymbol.set(c.symbol, (bySymbol.get(c.symbol) ?? 0) + c.capitalAtRisk);
  const totalRisk = openCalls.reduce((s, c) => s + c.capitalAtRisk, 0);
  const [topSymbol, topRisk] = [...bySymbol.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  const largestSymbolShare =
    topSymbol && totalRisk > 0 ? { symbol: topSymbol, percent: Math.round((topRisk / totalRisk) * 100) } : null;

  const warnings: string[] = [];
  const near = openCalls.filter(
    (c) => c.distanceToStopPercent !== null && c.distanceToStopPercent <= NEAR_STOP_PERCENT,
  );
  // Named as the trader reads them ("GBP/USD, Gold"), each once however many calls it has.
  const nearNames = [...new Set(near.map((c) => instrumentName(c.symbol)))];
  if (nearNames.length)
    warnings.push(
      `${nearNames.join(", ")} ${nearNames.length === 1 ? "is" : "are"} within ${NEAR_STOP_PERCENT}% of the stop.`,
    );
  if (largestSymbolShare && openCalls.length > 1 && largestSymbolShare.percent > 50) {
    warnings.push(
      `${largestSymbolShare.percent}% of your capital at risk is on ${instrumentName(largestSymbolShare.symbol)}.`,
    );
  }
  const heavy = openCalls.filter((c) => c.leverage > 20);
  if (heavy.length)
    warnings.push(`${heavy.length} open ${heavy.length === 1 ? "call uses" : "calls use"} more than 20x leverage.`);

  return {
    openCalls,
    totals: [...byCurrency.entries()].map(([currency, t]) => ({ currency, ...t })),
    largestSymbolShare,
    warnings,
  };
}
