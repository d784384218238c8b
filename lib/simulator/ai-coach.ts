import "server-only";
import { aiProvider } from "@/lib/providers/ai";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { CoachWriter } from "./service";

/**
 * The configured AI provider's coach for the simulator (AI_PROVIDER=together), or none when the
 * provider cannot write one (the built-in engine): the rule-based text then stands, labelled so.
 */
export function aiCoachFrom(ai: AiProvider = aiProvider()): CoachWriter | undefined {
  const coach = ai.coach?.bind(ai);
  if (!coach) return undefined;
  return ({ input, summary, rules, prices }) =>
    coach({
      trade: {
        ticker: input.ticker,
        tradeType: input.tradeType,
        entry: input.entryPrice,
        stop: input.stopLoss,
        target: input.takeProfit,
        leverage: input.leverage,
      },
      summary,
      rules,
      prices,
    });
}
