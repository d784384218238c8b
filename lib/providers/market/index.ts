import { env } from "@/lib/env";
import type { MarketData } from "./types";
import { demoMarketAt } from "./demo";
import { createYahooMarket } from "./yahoo";
import { withMarketCache } from "./cache";
import { meterMarket } from "@/lib/providers/metering/metered";

// The market data every service uses: the provider chosen by MARKET_DATA_PROVIDER (demo by
// default, so a fresh clone works without keys; DEMO_MARKET_NOW pins it), behind the shared cache.
/** The provider itself, uncached: for health checks only. */
// Counted per call (system health's apiCallsToday and errorRate); cache hits never reach it.
export const marketProvider: MarketData = meterMarket(
  env.MARKET_DATA_PROVIDER === "yahoo" ? createYahooMarket() : demoMarketAt(env.DEMO_MARKET_NOW),
);

export const marketData: MarketData = withMarketCache(marketProvider);

export type * from "./types";
