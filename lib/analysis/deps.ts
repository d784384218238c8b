// The real dependencies of the analysis service, chosen by the environment.
import "server-only";
import { getDb } from "@/lib/db/client";
import { aiProvider } from "@/lib/providers/ai";
import { marketData } from "@/lib/providers/market";
import { screenshotStorage } from "@/lib/storage";
import type { PatternMemory } from "./pattern-memory";
import type { AnalysisDeps } from "./service";

/** Pattern learning sits above this domain (./pattern-memory.ts), so the caller hands it in. */
export async function analysisDeps(patterns: PatternMemory): Promise<AnalysisDeps> {
  return {
    patterns,
    db: await getDb(),
    market: marketData,
    ai: aiProvider(),
    storage: screenshotStorage(),
    now: () => new Date(),
  };
}
