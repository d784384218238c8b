// The instruments behind the dashboard's market widgets. Canonical provider symbols, valid for
// both the demo market and Yahoo Finance.

/** Live Market Data grid. */
export const WATCHLIST = ["SPY", "QQQ", "AAPL", "MSFT", "NVDA", "TSLA", "BTC-USD", "ETH-USD", "GC=F", "CL=F"];

/** Forex Rates list. */
export const FOREX_PAIRS = ["EUR/USD", "GBP/USD", "USD/JPY", "USD/CHF", "AUD/USD", "USD/CAD", "NZD/USD", "EUR/GBP"];

/** Large US stocks whose advance/decline count is the breadth input of the sentiment score. */
export const BREADTH_BASKET = [
  "AAPL",
  "MSFT",
  "NVDA",
  "AMZN",
  "GOOGL",
  "META",
  "TSLA",
  "AMD",
  "NFLX",
  "INTC",
  "PEP",
  "JPM",
  "V",
  "MA",
  "BAC",
  "JNJ",
  "UNH",
  "XOM",
  "WMT",
  "PG",
  "KO",
  "HD",
  "DIS",
  "CRM",
  "ORCL",
];

/** Broad US indices whose average daily move is the index input of the sentiment score. */
export const INDICES = ["^GSPC", "^IXIC", "^DJI"];

/** Implied volatility of the S&P 500: the volatility input of the sentiment score. */
export const VOLATILITY_INDEX = "^VIX";

/** "EUR/USD" -> "EURUSD=X" (Yahoo's symbol for a currency pair). */
export const pairSymbol = (pair: string) => `${pair.replace(/[^A-Za-z]/g, "").toUpperCase()}=X`;
