import "server-only";
import { apiHealth, readHealth, type ApiHealth } from "./health";
import { marketProvider } from "./index";
import { dbStateStore } from "./state";

// For the system-health page (spec part 2): one uncached quote of a test symbol through the
// configured provider, then the recorded health. The demo market is always operational.
export const TEST_SYMBOL = "AAPL";

export interface MarketHealth {
  provider: "demo" | "yahoo";
  apiHealth: ApiHealth;
  lastCheck: string;
  responseTime: number;
  testSymbol: string;
  testPrice: number | null;
  errorMessage: string | null;
}

export async function checkMarketHealth(now = new Date()): Promise<MarketHealth> {
  const started = performance.now();
  let price: number | null = null;
  let error: string | null = null;
  try {
    price = (await marketProvider.quotes([TEST_SYMBOL]))[0]?.price ?? null;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const responseTime = Math.round(performance.now() - started);
  if (marketProvider.source === "demo") {
    return { provider: "demo", apiHealth: price ? "operational" : "down", lastCheck: now.toISOString(), responseTime, testSymbol: TEST_SYMBOL, testPrice: price, errorMessage: error };
  }
  const recorded = await readHealth(dbStateStore);
  return {
    provider: "yahoo",
    apiHealth: price === null ? (apiHealth(recorded) === "operational" ? "degraded" : apiHealth(recorded)) : recorded.apiHealth,
    lastCheck: now.toISOString(),
    responseTime,
    testSymbol: TEST_SYMBOL,
    testPrice: price,
    errorMessage: error ?? recorded.errorMessage,
  };
}
