// Counting decorators for the provider factories (lib/providers/market/index.ts and
// lib/providers/ai/index.ts): every call is passed through unchanged and counted by provider.
import { isAppError } from "@/lib/errors";
import type { AiProvider, CoachFacts } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import { recordProviderCall } from "./call-meter";

// A caller's own mistake (an unknown ticker: a 4xx AppError) is an answer, not a provider failure.
const providerFailed = (e: unknown) => !(isAppError(e) && e.status < 500 && e.code !== "rate_limited");

async function counted<T>(provider: string, call: () => Promise<T>): Promise<T> {
  try {
    const value = await call();
    recordProviderCall(provider, true);
    return value;
  } catch (error) {
    recordProviderCall(provider, !providerFailed(error));
    throw error;
  }
}

export function meterMarket(inner: MarketData): MarketData {
  const name = `market:${inner.source}`;
  return {
    source: inner.source,
    pinnedAt: inner.pinnedAt,
    quotes: (symbols) => counted(name, () => inner.quotes(symbols)),
    forex: (pairs) => counted(name, () => inner.forex(pairs)),
    candles: (q) => counted(name, () => inner.candles(q)),
    resolve: (symbol) => counted(name, () => inner.resolve(symbol)),
    news: (symbol) => counted(name, () => inner.news(symbol)),
    profile: (symbol) => counted(name, () => inner.profile(symbol)),
    universe: () => counted(name, () => inner.universe()),
  };
}

export function meterAi(inner: AiProvider): AiProvider {
  const name = `ai:${inner.name}`;
  const readChart = inner.readChart?.bind(inner);
  const coach = inner.coach?.bind(inner);
  return {
    name: inner.name,
    narrate: (facts, images) => counted(name, () => inner.narrate(facts, images)),
    ...(coach ? { coach: (facts: CoachFacts) => counted(name, () => coach(facts)) } : {}),
    // Only present when the provider can read charts: readTicker checks for it.
    ...(readChart ? { readChart: (image: Buffer) => counted(name, () => readChart(image)) } : {}),
  };
}

/** Providers that run in this process make no outbound call (they are counted, not billed). */
export const IN_PROCESS_PROVIDERS = ["market:demo", "ai:builtin"];
