// The market and engine the quality tests run on, for the pages that must say so.
import "server-only";
import { aiProvider } from "@/lib/providers/ai";
import { marketProvider } from "@/lib/providers/market";
import type { QualityEnvironment } from "./present";

export const qualityEnvironment = (): QualityEnvironment => ({
  market: marketProvider.source,
  engine: aiProvider().name,
});
