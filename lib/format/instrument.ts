// Provider codes (EURUSD=X, GC=F, ^GSPC) mean nothing to a trader: screens name those instruments;
// plain tickers (AAPL, BTC-USD) stay as traders write them. Use these wherever a person reads a
// symbol (results title, widgets, ideas, headlines).
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

/** Broker and CFD names of instruments the market feed lists under another code (XNGUSD is a
 * broker's natural gas; the feed has the NYMEX future NG=F). */
const ALIASES: [RegExp, string[]][] = [
  [/^(XNG|NATGAS|NGAS|NG)(USD)?$/, ["NG=F"]],
  [/^(XAU|GOLD)(USD)?$/, ["GC=F"]],
  [/^(XAG|SILVER)(USD)?$/, ["SI=F"]],
  [/^(XTI|WTI|USOIL|OIL|CRUDE)(USD)?$/, ["CL=F"]],
  [/^(XBR|BRENT|UKOIL)(USD)?$/, ["BZ=F", "CL=F"]],
  [/^(XCU|COPPER)(USD)?$/, ["HG=F"]],
  [/^(NAS100|US100|NDX100|USTEC|NASDAQ)$/, ["^NDX", "^IXIC"]],
  [/^(SPX500|US500|SPX|SP500)$/, ["^GSPC"]],
  [/^(US30|DJ30|DOW)$/, ["^DJI"]],
  [/^(GER40|DE40|GER30|DAX)$/, ["^GDAXI"]],
  [/^(UK100|FTSE)$/, ["^FTSE"]],
  [/^(JP225|JPN225|NIKKEI)$/, ["^N225"]],
  [/^VIX$/, ["^VIX"]],
];

/** The feed's codes nearest to a symbol it does not know: "XNGUSD" -> NG=F (Natural Gas),
 * "EURUSD" -> EURUSD=X, "BTCUSD" -> BTC-USD. Empty when nothing is near. */
export function nearestFeedSymbols(typed: string | null | undefined): { symbol: string; name: string }[] {
  const s = (typed ?? "")
    .trim()
    .toUpperCase()
    .replace(/[\s/_.-]/g, "");
  if (!s) return [];
  const out = new Set<string>();
  for (const [pattern, codes] of ALIASES) if (pattern.test(s)) codes.forEach((c) => out.add(c));
  const pair = /^([A-Z]{3})([A-Z]{3})$/.exec(s);
  if (!out.size && pair && /^(USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD)$/.test(pair[2])) {
    if (/^(BTC|ETH|SOL|XRP|DOGE|ADA|LTC)$/.test(pair[1])) out.add(`${pair[1]}-${pair[2]}`);
    else if (/^(USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD)$/.test(pair[1])) out.add(`${s}=X`);
  }
  return [...out].filter((c) => c !== s).map((symbol) => ({ symbol, name: instrumentName(symbol) }));
}
