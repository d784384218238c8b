// Provider codes (EURUSD=X, GC=F, ^GSPC) mean nothing to a trader: screens name those instruments;
// plain tickers (AAPL, BTC-USD) stay as traders write them.
export const isProviderCode = (symbol: string) => /[=^]/.test(symbol);

/** "Apple Inc. (AAPL)", but "EUR/USD" and "Gold" rather than "EUR/USD (EURUSD=X)". */
export function instrumentLabel(symbol: string, name: string | null | undefined): string {
  if (!name || name === symbol) return symbol;
  return isProviderCode(symbol) ? name : `${name} (${symbol})`;
}
