import { marketData } from "@/lib/providers/market";
import type { AiProvider, CoachFacts } from "@/lib/providers/ai/types";
import { aiCoachFrom } from "@/lib/simulator/ai-coach";
import { simulatorRequestSchema } from "@/lib/simulator/schemas";
import { AI_COACH_OFFLINE, runSimulation } from "@/lib/simulator/service";
import { builtinAi } from "@/lib/providers/ai/builtin";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

const { db } = useTestDb();
const NOW = new Date("2026-06-01T12:00:00Z");
const DAY = 86_400_000;

// A past Wednesday on the demo market; levels 1 % / 1.5 % around the first bar's close resolve.
async function request() {
  const from = new Date("2026-03-04T00:00:00Z");
  const bars = await marketData.candles({ symbol: "AAPL", interval: "5m", from, to: new Date(from.getTime() + DAY) });
  const entry = Number(bars[0].close.toFixed(2));
  return simulatorRequestSchema.parse({
    ticker: "AAPL",
    investmentAmount: 2000,
    tradeType: "intraday",
    entryPrice: entry,
    stopLoss: Number((entry * 0.99).toFixed(2)),
    takeProfit: Number((entry * 1.015).toFixed(2)),
    tradeDate: "2026-03-04",
    leverage: 2,
  });
}

const providerWith = (coach: AiProvider["coach"]): AiProvider => ({
  name: "together:test",
  narrate: () => Promise.reject(new Error("not used")),
  coach,
});

async function simulate(ai: AiProvider) {
  const user = await createUser({ plan: "pro" });
  return runSimulation({
    db: await db(),
    user,
    input: await request(),
    now: NOW,
    market: marketData,
    aiCoach: aiCoachFrom(ai),
  });
}

describe("the simulator's coach", () => {
  it("is the AI provider's text when it answers, given the trade, the outcome and the rule-based notes", async () => {
    let seen: CoachFacts | undefined;
    const sim = await simulate(
      providerWith(async (facts) => {
        seen = facts;
        return "You sized the stop sensibly; next time wait for the pullback before entering.";
      }),
    );
    expect(sim).toMatchObject({
      feedbackSource: "ai",
      aiFeedback: "You sized the stop sensibly; next time wait for the pullback before entering.",
    });
    expect(sim.feedbackNote).toBeUndefined();
    const input = await request();
    expect(seen?.trade).toEqual({
      ticker: "AAPL",
      tradeType: "intraday",
      entry: input.entryPrice,
      stop: input.stopLoss,
      target: input.takeProfit,
      leverage: 2,
    });
    expect(seen?.summary).toBe(sim.message);
    expect(seen?.rules.join(" ")).toMatch(/Reward\/risk was 1\.50/);
    expect(seen?.prices).toEqual(expect.arrayContaining([input.entryPrice, input.stopLoss, input.takeProfit]));
  });

  it("falls back to the rule-based text, labelled, when the AI coach fails", async () => {
    const sim = await simulate(providerWith(() => Promise.reject(new Error("timeout"))));
    expect(sim.feedbackSource).toBe("rules");
    expect(sim.feedbackNote).toBe(AI_COACH_OFFLINE);
    expect(sim.aiFeedback).toMatch(/Reward\/risk was 1\.50/);
  });

  it("is the rule-based text without a note when the provider writes no coaching (the built-in engine)", async () => {
    expect(aiCoachFrom(builtinAi)).toBeUndefined();
    const sim = await simulate(builtinAi);
    expect(sim.feedbackSource).toBe("rules");
    expect(sim.feedbackNote).toBeUndefined();
  });
});
