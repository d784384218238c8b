import { analyzeInstrument } from "@/lib/analysis/engine/analyze-instrument";
import { newAnalysisDefaults } from "@/lib/analysis/client/form-defaults";
import { parsePrefill } from "@/lib/analysis/client/prefill";
import { createAnalysisSchema } from "@/lib/analysis/schemas";
import { displayedProbability } from "@/lib/analysis/verdict";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { analyzeHref } from "./analyze-link";
import { scanUniverse } from "./generate";

// An idea card's numbers are the analysis its Analyze link opens while the idea
// is current. The link is followed as the app does (prefill -> form defaults -> the form's schema
// -> the service's engine call) at the idea's moment, and every figure the card shows must match.
const now = new Date("2026-03-10T19:00:00Z");
const market = createDemoMarket(() => now);

test("each idea opens an analysis with the card's probability, reward/risk and levels", async () => {
  const { ideas } = await scanUniverse(market, now);
  expect(ideas.length).toBeGreaterThan(0);
  for (const idea of ideas) {
    const prefill = parsePrefill(new URLSearchParams(analyzeHref(idea).split("?")[1]));
    const input = createAnalysisSchema.parse(newAnalysisDefaults(prefill));
    const a = await analyzeInstrument({
      symbol: input.ticker!,
      investmentType: input.investmentType,
      budget: input.budget,
      budgetCurrency: input.budgetCurrency,
      profitGoal: { value: input.profit, type: input.profitType },
      riskPercentage: input.riskPercentage,
      leverage: input.leverage,
      now,
      market,
    });
    const l = a.plan.levels;
    const shown = Math.round(displayedProbability(a.recommendation, a.successProbability) * 10) / 10;
    expect({
      symbol: a.instrument.symbol,
      direction: a.recommendation,
      probability: shown,
      riskReward: l.riskRewardRatio,
      entry: l.entryPrice,
      stop: l.stopLoss,
      target: l.takeProfit2,
    }).toEqual({
      symbol: idea.symbol,
      direction: idea.tradeDirection,
      probability: idea.confidence,
      riskReward: idea.riskReward,
      entry: idea.entry,
      stop: idea.stopLoss,
      target: idea.takeProfit,
    });
  }
}, 120_000);

test("the form used to open at 1% and 1x: those inputs change the figures (why the link carries them)", async () => {
  const { ideas } = await scanUniverse(market, now);
  const idea = ideas.find((i) => i.leverage > 1)!;
  const bare = createAnalysisSchema.parse(
    newAnalysisDefaults(
      parsePrefill(
        new URLSearchParams(
          `prefill=true&ticker=${encodeURIComponent(idea.ticker)}&budget=750&profit=5%25&type=${idea.tradingType}`,
        ),
      ),
    ),
  );
  expect(bare).toMatchObject({ riskPercentage: 1, leverage: 1 });
}, 120_000);
