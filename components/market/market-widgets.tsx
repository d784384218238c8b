"use client";
import { FinancialNews } from "./financial-news";
import { ForexRates } from "./forex-rates";
import { LiveMarketData } from "./live-market-data";
import { MarketSentiment } from "./market-sentiment";

// The dashboard's market section (spec part 1 section 2): Live Market Data, Forex Rates,
// Market Sentiment and Financial News. Each widget fetches and polls on its own.
export function MarketWidgets() {
  return (
    <section aria-label="Market widgets" className="grid gap-6 lg:grid-cols-3">
      <LiveMarketData />
      <MarketSentiment />
      <ForexRates />
      <FinancialNews />
    </section>
  );
}
