// What users type -> Yahoo's symbol. Yahoo knows far more instruments than we list, so anything
// else is passed through upper-cased and Yahoo itself decides whether it exists.
const ALIASES: Record<string, string> = {
  GOLD: "GC=F",
  XAUUSD: "GC=F",
  SILVER: "SI=F",
  XAGUSD: "SI=F",
  OIL: "CL=F",
  WTI: "CL=F",
  USOIL: "CL=F",
  SPX: "^GSPC",
  SP500: "^GSPC",
  NASDAQ: "^IXIC",
  DOW: "^DJI",
  DJIA: "^DJI",
  VIX: "^VIX",
};
const CRYPTO = new Set([
  "BTC",
  "ETH",
  "SOL",
  "XRP",
  "DOGE",
  "ADA",
  "BNB",
  "LTC",
  "DOT",
  "AVAX",
  "LINK",
  "MATIC",
  "TRX",
  "SHIB",
]);
const CURRENCIES = new Set([
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CHF",
  "AUD",
  "CAD",
  "NZD",
  "SEK",
  "NOK",
  "CNY",
  "HKD",
  "SGD",
  "MXN",
  "ZAR",
  "TRY",
  "INR",
]);

export function yahooSymbol(input: string): string {
  const s = input.trim().toUpperCase().replace(/\s+/g, "");
  if (ALIASES[s]) return ALIASES[s];
  const letters = s.replace(/[^A-Z]/g, "");
  const base = letters.replace(/USDT?$/, "");
  if (CRYPTO.has(base) && letters !== base) return `${base}-USD`;
  if (
    letters.length === 6 &&
    !s.includes("-") &&
    CURRENCIES.has(letters.slice(0, 3)) &&
    CURRENCIES.has(letters.slice(3)) &&
    (s.includes("/") || s.endsWith("=X") || s === letters)
  ) {
    return `${letters}=X`;
  }
  return s;
}
