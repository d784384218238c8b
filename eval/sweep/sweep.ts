// Random analyses from a seed: instruments, styles, budgets, risks, leverages, goals in both
// units and the demo market at different hours. Same seed, same analyses, same verdicts.
import { seeded } from "@/tests/helpers/seeded-random";
import { createDemoMarket, isTradable } from "@/lib/providers/market/demo";
import { DEMO_INSTRUMENTS } from "@/lib/providers/market/demo/instruments";
import { screenModel } from "@/lib/analysis/screen-model";
import { investmentTypes, type CreateAnalysisInput } from "@/lib/analysis/schemas";
import { checkInvariants } from "./invariants";
import { runOfflineAnalysis } from "./run-analysis";
import { MINUTE_MS } from "@/lib/time";

const SYMBOLS = DEMO_INSTRUMENTS.filter(isTradable).map((i) => i.symbol);
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];

export function randomCase(r: () => number, start: number) {
  const budget = pick(r, [1000, 5000, 10000, 50000, Math.round(10 ** (2 + r() * 4))]);
  const percent = r() < 0.6;
  const input: CreateAnalysisInput & { ticker: string } = {
    ticker: pick(r, SYMBOLS),
    investmentType: pick(r, investmentTypes),
    budget,
    budgetCurrency: pick(r, ["USD", "USD", "EUR", "GBP"] as const),
    profit: percent
      ? pick(r, [5, 10, 25, 50, 1 + Math.round(r() * 99)])
      : pick(r, [2, 50, 150, Math.round(budget * r() * 0.3) + 1]),
    profitType: percent ? "%" : pick(r, ["USD", "EUR", "GBP", "JPY"] as const),
    riskPercentage: pick(r, [1, 2, 3, 5, 0.5 + Math.floor(r() * 20) * 0.5]),
    leverage: pick(r, [1, 5, 10, 50, 100, 200, 1 + Math.floor(r() * 500)]),
  };
  const now = new Date(start + Math.floor(r() * 8 * 24 * 60) * MINUTE_MS); // any minute of eight days
  return { input, now };
}

export interface SweepReport {
  checked: number;
  failed: { where: string; problems: string[] }[];
  calls: Record<string, number>;
  errors: string[];
}

/** Runs `count` random analyses from `seed` and checks each screen. */
export async function sweep(
  seed: number,
  count: number,
  start = Date.parse("2026-03-06T00:00:00Z"),
): Promise<SweepReport> {
  const r = seeded(seed);
  const report: SweepReport = { checked: 0, failed: [], calls: {}, errors: [] };
  for (let i = 0; i < count; i++) {
    const { input, now } = randomCase(r, start);
    const where = `${input.ticker} ${input.investmentType} budget ${input.budget} ${input.budgetCurrency} goal ${input.profit}${input.profitType} risk ${input.riskPercentage}% ${input.leverage}x at ${now.toISOString()}`;
    try {
      const result = await runOfflineAnalysis(
        createDemoMarket(() => now),
        now,
        input,
      );
      const model = screenModel(result);
      report.calls[model.recommendation] = (report.calls[model.recommendation] ?? 0) + 1;
      const problems = checkInvariants(result, model);
      if (problems.length) report.failed.push({ where, problems });
      report.checked++;
    } catch (error) {
      report.errors.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return report;
}
