// The real dependencies of the analysis service, chosen by the environment.
import "server-only";
import { getDb } from "@/lib/db/client";
import { aiProvider } from "@/lib/providers/ai";
import { marketData } from "@/lib/providers/market";
import { screenshotStorage } from "@/lib/storage";
import type { CallLedger } from "./call-ledger";
import type { PatternMemory } from "./pattern-memory";
import type { AnalysisDeps } from "./service";

/** Pattern learning and the track record sit above this domain (./pattern-memory.ts,
 * ./call-ledger.ts), so the caller hands them in. */
export async function analysisDeps(patterns: PatternMemory, ledger: CallLedger): Promise<AnalysisDeps> {
  return {
    patterns,
    ledger,
    db: await getDb(),
    market: marketData,
    ai: aiProvider(),
    storage: screenshotStorage(),
    now: () => new Date(),
  };
}
