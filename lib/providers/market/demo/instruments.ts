import type { Instrument, InstrumentType } from "../types";

// The demo market's instruments. Levels and yearly volatilities are close to the real ones in
// late 2025, so charts, stops and position sizes computed on demo data look plausible.
export type Session = "always" | "us";

export interface DemoInstrument extends Instrument {
  price: number; // reference level on REF_DAY
  vol: number; // annualised volatility of log returns
  growth: number; // long-run drift per year of the reference level
  dailyVolume: number; // typical traded volume per session (0: Yahoo reports none for forex)
  session: Session; // "us": weekdays 14:30-21:00 UTC; "always": every minute of every day
  sector?: string;
  industry?: string;
}

type Row = [
  symbol: string,
  name: string,
  price: number,
  vol: number,
  volume: number,
  sector?: string,
  industry?: string,
];

const stock =
  (exchange: string) =>
  ([symbol, name, price, vol, volume, sector, industry]: Row): DemoInstrument => ({
    symbol,
    name,
    price,
    vol,
    dailyVolume: volume,
    sector,
    industry,
    type: "stock",
    exchange,
    currency: "USD",
    growth: 0.08,
    session: "us",
  });

const NASDAQ: Row[] = [
  ["AAPL", "Apple Inc.", 230, 0.28, 52e6, "Technology", "Consumer Electronics"],
  ["MSFT", "Microsoft Corporation", 420, 0.25, 21e6, "Technology", "Software - Infrastructure"],
  ["NVDA", "NVIDIA Corporation", 140, 0.5, 240e6, "Technology", "Semiconductors"],
  ["AMZN", "Amazon.com, Inc.", 200, 0.32, 40e6, "Consumer Cyclical", "Internet Retail"],
  ["GOOGL", "Alphabet Inc.", 175, 0.3, 25e6, "Communication Services", "Internet Content & Information"],
  ["META", "Meta Platforms, Inc.", 580, 0.38, 14e6, "Communication Services", "Internet Content & Information"],
  ["TSLA", "Tesla, Inc.", 250, 0.6, 95e6, "Consumer Cyclical", "Auto Manufacturers"],
  ["AMD", "Advanced Micro Devices, Inc.", 150, 0.5, 45e6, "Technology", "Semiconductors"],
  ["NFLX", "Netflix, Inc.", 800, 0.4, 4e6, "Communication Services", "Entertainment"],
  ["INTC", "Intel Corporation", 22, 0.45, 60e6, "Technology", "Semiconductors"],
  ["PEP", "PepsiCo, Inc.", 160, 0.16, 6e6, "Consumer Defensive", "Beverages - Non-Alcoholic"],
];
const NYSE: Row[] = [
  ["JPM", "JPMorgan Chase & Co.", 230, 0.22, 9e6, "Financial Services", "Banks - Diversified"],
  ["V", "Visa Inc.", 300, 0.2, 7e6, "Financial Services", "Credit Services"],
  ["MA", "Mastercard Incorporated", 500, 0.2, 3e6, "Financial Services", "Credit Services"],
  ["BAC", "Bank of America Corporation", 42, 0.28, 38e6, "Financial Services", "Banks - Diversified"],
  ["JNJ", "Johnson & Johnson", 155, 0.16, 7e6, "Healthcare", "Drug Manufacturers - General"],
  ["UNH", "UnitedHealth Group Incorporated", 520, 0.25, 4e6, "Healthcare", "Healthcare Plans"],
  ["XOM", "Exxon Mobil Corporation", 115, 0.25, 15e6, "Energy", "Oil & Gas Integrated"],
  ["WMT", "Walmart Inc.", 85, 0.18, 16e6, "Consumer Defensive", "Discount Stores"],
  ["PG", "The Procter & Gamble Company", 165, 0.15, 7e6, "Consumer Defensive", "Household & Personal Products"],
  ["KO", "The Coca-Cola Company", 68, 0.14, 14e6, "Consumer Defensive", "Beverages - Non-Alcoholic"],
  ["HD", "The Home Depot, Inc.", 390, 0.22, 3.5e6, "Consumer Cyclical", "Home Improvement Retail"],
  ["DIS", "The Walt Disney Company", 110, 0.28, 9e6, "Communication Services", "Entertainment"],
  ["CRM", "Salesforce, Inc.", 300, 0.35, 6e6, "Technology", "Software - Application"],
  ["ORCL", "Oracle Corporation", 170, 0.32, 9e6, "Technology", "Software - Infrastructure"],
];

const fund =
  (type: InstrumentType, exchange: string, growth: number) =>
  ([symbol, name, price, vol, volume]: Row): DemoInstrument => ({
    symbol,
    name,
    price,
    vol,
    dailyVolume: volume,
    type,
    exchange,
    currency: "USD",
    growth,
    session: "us",
  });

const ETFS: Row[] = [
  ["SPY", "SPDR S&P 500 ETF Trust", 590, 0.16, 45e6],
  ["QQQ", "Invesco QQQ Trust", 510, 0.2, 35e6],
  ["IWM", "iShares Russell 2000 ETF", 220, 0.22, 28e6],
  ["DIA", "SPDR Dow Jones Industrial Average ETF", 430, 0.15, 3e6],
  ["GLD", "SPDR Gold Shares", 245, 0.15, 8e6],
];
const INDICES: Row[] = [
  ["^GSPC", "S&P 500", 5900, 0.16, 4e9],
  ["^IXIC", "NASDAQ Composite", 19000, 0.2, 7e9],
  ["^DJI", "Dow Jones Industrial Average", 43000, 0.15, 4e8],
];

const always =
  (type: InstrumentType, exchange: string, growth: number, currency = "USD") =>
  ([symbol, name, price, vol, volume]: Row): DemoInstrument => ({
    symbol,
    name,
    price,
    vol,
    dailyVolume: volume,
    type,
    exchange,
    currency,
    growth,
    session: "always",
  });

const CRYPTO: Row[] = [
  ["BTC-USD", "Bitcoin USD", 95000, 0.6, 35e9],
  ["ETH-USD", "Ethereum USD", 3400, 0.75, 18e9],
  ["SOL-USD", "Solana USD", 190, 0.9, 3e9],
  ["XRP-USD", "XRP USD", 2.2, 0.9, 4e9],
  ["DOGE-USD", "Dogecoin USD", 0.35, 1.0, 2e9],
];
// [symbol, name, price, vol, volume, quote currency]
const FOREX: Row[] = [
  ["EURUSD=X", "EUR/USD", 1.08, 0.07, 0, "USD"],
  ["GBPUSD=X", "GBP/USD", 1.27, 0.08, 0, "USD"],
  ["USDJPY=X", "USD/JPY", 152, 0.09, 0, "JPY"],
  ["USDCHF=X", "USD/CHF", 0.88, 0.08, 0, "CHF"],
  ["AUDUSD=X", "AUD/USD", 0.66, 0.1, 0, "USD"],
  ["USDCAD=X", "USD/CAD", 1.39, 0.07, 0, "CAD"],
  ["NZDUSD=X", "NZD/USD", 0.6, 0.1, 0, "USD"],
  ["EURGBP=X", "EUR/GBP", 0.84, 0.06, 0, "GBP"],
  ["EURJPY=X", "EUR/JPY", 162, 0.1, 0, "JPY"],
  ["GBPJPY=X", "GBP/JPY", 192, 0.11, 0, "JPY"],
];
const COMMODITIES: Row[] = [
  ["GC=F", "Gold", 2650, 0.15, 180e3, "COMEX"],
  ["SI=F", "Silver", 31, 0.28, 60e3, "COMEX"],
  ["CL=F", "Crude Oil", 72, 0.35, 300e3, "NYMEX"],
];

const VIX: DemoInstrument = {
  symbol: "^VIX",
  name: "CBOE Volatility Index",
  type: "index",
  exchange: "CBOE",
  currency: "USD",
  price: 16,
  vol: 0.9,
  growth: 0,
  dailyVolume: 0,
  session: "us",
};

export const DEMO_INSTRUMENTS: DemoInstrument[] = [
  ...NASDAQ.map(stock("NasdaqGS")),
  ...NYSE.map(stock("NYSE")),
  ...ETFS.map(fund("etf", "NYSEArca", 0.07)),
  ...INDICES.map(fund("index", "SNP", 0.07)),
  VIX,
  ...CRYPTO.map(always("crypto", "CCC", 0.05)),
  ...FOREX.map((row) => always("forex", "CCY", 0, row[5])(row)),
  ...COMMODITIES.map((row) => ({ ...always("commodity", row[5] ?? "COMEX", 0.03)(row), sector: undefined })),
];

const BY_SYMBOL = new Map(DEMO_INSTRUMENTS.map((i) => [i.symbol, i]));

// Names traders type for the same instrument.
const ALIASES: Record<string, string> = {
  GOLD: "GC=F",
  XAUUSD: "GC=F",
  "XAU/USD": "GC=F",
  SILVER: "SI=F",
  XAGUSD: "SI=F",
  OIL: "CL=F",
  WTI: "CL=F",
  USOIL: "CL=F",
  CRUDE: "CL=F",
  SPX: "^GSPC",
  SP500: "^GSPC",
  "S&P500": "^GSPC",
  GSPC: "^GSPC",
  NASDAQ: "^IXIC",
  IXIC: "^IXIC",
  COMP: "^IXIC",
  DJI: "^DJI",
  DOW: "^DJI",
  DJIA: "^DJI",
  VIX: "^VIX",
  GOOG: "GOOGL",
  BITCOIN: "BTC-USD",
  ETHEREUM: "ETH-USD",
};

/** The canonical demo symbol for what a user typed, or null. */
export function canonicalSymbol(input: string): string | null {
  const s = input.trim().toUpperCase().replace(/\s+/g, "");
  if (!s) return null;
  if (BY_SYMBOL.has(s)) return s;
  if (ALIASES[s]) return ALIASES[s];
  const letters = s.replace(/[^A-Z]/g, "");
  // Forex: EURUSD, EUR/USD, EUR-USD, EURUSD=X
  if (letters.length === 6 && BY_SYMBOL.has(`${letters}=X`)) return `${letters}=X`;
  // Crypto: BTC, BTCUSD, BTC/USD, BTCUSDT, BTC-USD
  const base = letters.replace(/USDT?$/, "");
  if (BY_SYMBOL.has(`${base}-USD`)) return `${base}-USD`;
  return null;
}

export const demoInstrument = (symbol: string): DemoInstrument | undefined => BY_SYMBOL.get(symbol);
