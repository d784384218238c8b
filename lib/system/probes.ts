import type { AiProvider } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";

// What a provider's round trip reports. The round trips themselves belong to the quality monitor
// (a sample analysis, a grounding check): system health is handed them and stores their answers.

export interface MarketProbe {
  success: boolean; // the provider answered with a usable quote
  provider: string;
  responseTime: number;
  testSymbol: string;
  testPrice: number | null;
  candleClose: number | null;
  differencePercent: number | null;
  consistent: boolean; // quote agrees with the latest candle and is recent
  errorMessage: string | null;
}

export interface AiProbe {
  operational: boolean;
  engine: string; // "builtin" or "together:<model>"
  engineLabel: string;
  responseTime: number;
  testSymbol: string;
  testPrice: number | null;
  grounded: boolean;
  droppedSentences: string[];
  recommendation: string | null;
  readBack: string | null;
  message: string;
  reason: string | null;
  errorMessage: string | null;
}

/** The round trips behind the provider entries of system health, handed in by the caller. */
export interface ProviderProbes {
  market: (market: MarketData, now: Date) => Promise<MarketProbe>;
  ai: (ai: AiProvider, market: MarketData, now: Date) => Promise<AiProbe>;
}
