// Provider codes (EURUSD=X, GC=F, ^GSPC) mean nothing to a trader: screens name those instruments;
// plain tickers (AAPL, BTC-USD) stay as traders write them. Use these wherever a person reads a
// symbol (results title, widgets, ideas, headlines): issue 26 item 5.
export const isProviderCode = (symbol: string) => /[=^]/.test(symbol);

/** Names of the feed codes the app lists, for when no name came with the symbol. */
const KNOWN: Record<string, string> = {
  "GC=F": "Gold",
  "SI=F": "Silver",
  "CL=F": "Crude Oil",
  "BZ=F": "Brent Crude",
  "NG=F": "Natural Gas",
  "HG=F": "Copper",
  "PL=F": "Platinum",
  "ES=F": "S&P 500 futures",
  "NQ=F": "Nasdaq 100 futures",
  "YM=F": "Dow futures",
  "^GSPC": "S&P 500",
  "^IXIC": "Nasdaq Composite",
  "^NDX": "Nasdaq 100",
  "^DJI": "Dow Jones Industrial Average",
  "^RUT": "Russell 2000",
  "^VIX": "CBOE Volatility Index",
  "^FTSE": "FTSE 100",
  "^GDAXI": "DAX",
  "^N225": "Nikkei 225",
};

/** The readable name of a symbol on its own: "EUR/USD" for EURUSD=X, "Gold" for GC=F, AAPL as is. */
export function instrumentName(symbol: string, name?: string | null): string {
  if (name && name !== symbol && isProviderCode(symbol)) return name;
  const known = KNOWN[symbol.toUpperCase()];
  if (known) return known;
  const pair = /^([A-Z]{3})([A-Z]{3})=X$/i.exec(symbol);
  if (pair) return `${pair[1].toUpperCase()}/${pair[2].toUpperCase()}`;
  const single = /^([A-Z]{3})=X$/i.exec(symbol); // Yahoo writes USD/XXX as "XXX=X"
  if (single) return `USD/${single[1].toUpperCase()}`;
  return symbol;
}

/** "Apple Inc. (AAPL)", but "EUR/USD" and "Gold" rather than "EUR/USD (EURUSD=X)". */
export function instrumentLabel(symbol: string, name: string | null | undefined): string {
  if (isProviderCode(symbol)) return instrumentName(symbol, name);
  if (!name || name === symbol) return symbol;
  return `${name} (${symbol})`;
}

/** Every feed code in a sentence replaced by its name ("GC=F rises" -> "Gold rises"). */
export function namesInText(text: string): string {
  return text.replace(/\^[A-Z0-9]{2,6}\b|\b[A-Z]{1,6}=[XF]\b|\b[A-Z]{3}=X\b/g, (code) => instrumentName(code));
}
