// The fixed list of chart screenshots the ticker-recognition test reads: stocks, forex, crypto,
// indices and commodities, dark and light, in the header styles traders' screenshots show.
// `expected` is the instrument a trader meant (the market provider's canonical symbol).
import type { ChartSpec } from "./chart-render";

export interface TickerCase extends ChartSpec {
  label: string; // what the chart shows, for the results list
  expected: string;
  assetClass: "stock" | "forex" | "crypto" | "index" | "commodity";
}

const tv = (
  theme: "dark" | "light",
  toolbar: string,
  title: string,
  expected: string,
  assetClass: TickerCase["assetClass"],
  start: number,
  seed: number,
): TickerCase => ({
  theme,
  layout: "tradingview",
  toolbar,
  title,
  expected,
  assetClass,
  start,
  seed,
  label: `${toolbar} · ${title}`,
});
const plain = (
  theme: "dark" | "light",
  title: string,
  expected: string,
  assetClass: TickerCase["assetClass"],
  start: number,
  seed: number,
): TickerCase => ({ theme, layout: "title", title, expected, assetClass, start, seed, label: title });

export const TICKER_CASES: TickerCase[] = [
  tv("dark", "AAPL", "Apple Inc · 1D · NASDAQ", "AAPL", "stock", 230, 1),
  tv("light", "MSFT", "Microsoft Corporation · 4H · NASDAQ", "MSFT", "stock", 420, 2),
  plain("dark", "NASDAQ:TSLA · 1H", "TSLA", "stock", 250, 3),
  tv("dark", "NVDA", "NVIDIA Corporation · 15 · NASDAQ", "NVDA", "stock", 140, 4),
  tv("light", "JPM", "JPMorgan Chase & Co. · 1D · NYSE", "JPM", "stock", 230, 5),
  plain("light", "AMZN · 1D · NASDAQ", "AMZN", "stock", 200, 6),
  plain("dark", "EUR/USD · 1H · FX", "EURUSD=X", "forex", 1.08, 7),
  plain("light", "GBP/USD · 4H", "GBPUSD=X", "forex", 1.27, 8),
  tv("dark", "USDJPY", "U.S. Dollar / Japanese Yen · 1H · OANDA", "USDJPY=X", "forex", 150, 9),
  tv("light", "AUDUSD", "Australian Dollar / U.S. Dollar · 1D · OANDA", "AUDUSD=X", "forex", 0.66, 10),
  plain("dark", "BTCUSD · 4H · COINBASE", "BTC-USD", "crypto", 95000, 11),
  tv("light", "ETHUSD", "Ethereum / U.S. Dollar · 1D · BITSTAMP", "ETH-USD", "crypto", 3400, 12),
  plain("dark", "BINANCE:SOLUSDT · 15", "SOL-USD", "crypto", 180, 13),
  plain("light", "XRP/USD · 1H", "XRP-USD", "crypto", 2.2, 14),
  tv("dark", "SPX", "S&P 500 Index · 1D · SP", "^GSPC", "index", 5900, 15),
  tv("light", "DJI", "Dow Jones Industrial Average · 1D · DJ", "^DJI", "index", 43000, 16),
  plain("dark", "SPY · 1D · ARCA", "SPY", "index", 590, 17),
  tv("dark", "XAUUSD", "Gold Spot / U.S. Dollar · 4H · OANDA", "GC=F", "commodity", 2650, 18),
  plain("light", "GOLD · 1D · TVC", "GC=F", "commodity", 2650, 19),
  tv("light", "USOIL", "CFDs on WTI Crude Oil · 1H · TVC", "CL=F", "commodity", 72, 20),
  plain("dark", "SILVER · 4H", "SI=F", "commodity", 31, 21),
  tv("dark", "META", "Meta Platforms, Inc. · 1W · NASDAQ", "META", "stock", 580, 22),
];
