import "server-only";
import { getDb } from "@/lib/db/client";
import { aiProvider } from "@/lib/providers/ai";
import { marketData, marketProvider } from "@/lib/providers/market";
import type { QualityDeps } from "./runner";

export async function qualityDeps(): Promise<QualityDeps> {
  return { db: await getDb(), market: marketData, provider: marketProvider, ai: aiProvider(), now: () => new Date() };
}
