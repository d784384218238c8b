// The narrative engine chosen by AI_PROVIDER; Together falls back to the built-in engine on any
// failure (timeout, bad JSON, a recommendation that does not match) and says so in engineNote.
import { env } from "@/lib/env";
import { builtinAi, writeNarrative } from "./builtin";
import { createTogetherAi } from "./together";
import { meterAi } from "@/lib/providers/metering/metered";
import type { AiProvider, Narrative, NarrativeFacts } from "./types";

export type * from "./types";

function configured(): AiProvider {
  if (env.AI_PROVIDER === "together" && env.TOGETHER_API_KEY) {
    return createTogetherAi({
      apiKey: env.TOGETHER_API_KEY,
      baseURL: env.TOGETHER_BASE_URL,
      model: env.TOGETHER_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    });
  }
  if (env.AI_PROVIDER === "together")
    console.warn("[ai] AI_PROVIDER=together without TOGETHER_API_KEY: using the built-in engine");
  return builtinAi;
}

let provider: AiProvider | undefined;
// Counted per call for system health (the built-in engine writes in-process and is not a call).
export const aiProvider = (): AiProvider => (provider ??= meterAi(configured()));

/** Narrative from the configured provider, never failing: the built-in engine is the floor. */
export async function narrateWithFallback(ai: AiProvider, facts: NarrativeFacts, images: Buffer[]): Promise<Narrative> {
  if (ai.name === "builtin") return writeNarrative(facts);
  try {
    return await ai.narrate(facts, images);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      ...writeNarrative(facts),
      engineNote: `${ai.name} failed (${why.slice(0, 160)}); the built-in engine wrote this analysis.`,
    };
  }
}
