// The real dependencies of the analysis service, chosen by the environment.
import "server-only";
import { getDb } from "@/lib/db/client";
import { aiProvider } from "@/lib/providers/ai";
import { marketData } from "@/lib/providers/market";
import { screenshotStorage } from "@/lib/storage";
import type { AnalysisDeps } from "./service";

export async function analysisDeps(): Promise<AnalysisDeps> {
  return {
    db: await getDb(),
    market: marketData,
    ai: aiProvider(),
    storage: screenshotStorage(),
    now: () => new Date(),
  };
}
