// Known OHLC behind every rendered chart: a seeded random walk per instrument, so the truth
// (last price, visible range, swing points) is exact and the corpus is reproducible.

export interface Bar {
  time: number; // unix seconds
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface Instrument {
  symbol: string; // what the truth expects the reader to find (separators ignored)
  name: string; // TradingView-style long name
  pair?: string; // how an app header writes it: "BTC/USDT"
  exchange: string;
  price: number;
  decimals: number;
  vol: number; // per-bar relative move
  tick?: number; // price increment where it is not 10^-decimals (futures: 0.25)
}

export const INSTRUMENTS: Instrument[] = [
  { symbol: "AAPL", name: "Apple Inc", exchange: "NASDAQ", price: 148.2, decimals: 2, vol: 0.012 },
  {
    symbol: "EURUSD",
    name: "Euro / U.S. Dollar",
    pair: "EUR/USD",
    exchange: "OANDA",
    price: 1.0852,
    decimals: 5,
    vol: 0.0015,
  },
  {
    symbol: "BTCUSDT",
    name: "Bitcoin / TetherUS",
    pair: "BTC/USDT",
    exchange: "BINANCE",
    price: 64250,
    decimals: 2,
    vol: 0.01,
  },
  { symbol: "TSLA", name: "Tesla, Inc.", exchange: "NASDAQ", price: 251.3, decimals: 2, vol: 0.02 },
  {
    symbol: "ETHUSDT",
    name: "Ethereum / TetherUS",
    pair: "ETH/USDT",
    exchange: "BINANCE",
    price: 3120,
    decimals: 2,
    vol: 0.012,
  },
  {
    symbol: "GBPUSD",
    name: "British Pound / U.S. Dollar",
    pair: "GBP/USD",
    exchange: "FXCM",
    price: 1.2713,
    decimals: 5,
    vol: 0.0016,
  },
  { symbol: "MSFT", name: "Microsoft Corporation", exchange: "NASDAQ", price: 412.5, decimals: 2, vol: 0.01 },
  { symbol: "NVDA", name: "NVIDIA Corporation", exchange: "NASDAQ", price: 880.4, decimals: 2, vol: 0.02 },
  {
    symbol: "SOLUSDT",
    name: "Solana / TetherUS",
    pair: "SOL/USDT",
    exchange: "BYBIT",
    price: 146.3,
    decimals: 3,
    vol: 0.02,
  },
  {
    symbol: "USDJPY",
    name: "U.S. Dollar / Japanese Yen",
    pair: "USD/JPY",
    exchange: "OANDA",
    price: 151.32,
    decimals: 3,
    vol: 0.002,
  },
  { symbol: "SPY", name: "SPDR S&P 500 ETF Trust", exchange: "AMEX", price: 521.7, decimals: 2, vol: 0.007 },
  { symbol: "RELIANCE", name: "Reliance Industries Ltd", exchange: "NSE", price: 2904.5, decimals: 2, vol: 0.012 },
];

export const TIMEFRAMES: { label: string; canonical: string; seconds: number }[] = [
  { label: "1D", canonical: "1D", seconds: 86_400 },
  { label: "15", canonical: "15m", seconds: 900 },
  { label: "4H", canonical: "4h", seconds: 14_400 },
  { label: "1h", canonical: "1h", seconds: 3600 },
  { label: "W", canonical: "1W", seconds: 604_800 },
  { label: "5m", canonical: "5m", seconds: 300 },
];

export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

export function walk(inst: Instrument, bars: number, seconds: number, seed: number): Bar[] {
  const r = rng(seed);
  const out: Bar[] = [];
  // Start away from the target so the walk ends near the instrument's price.
  let price = inst.price * (1 + (r() - 0.5) * 0.2);
  const drift = (r() - 0.5) * inst.vol * 0.3;
  const round = (v: number) => Number(v.toFixed(inst.decimals));
  const t0 = Date.UTC(2024, 4, 1) / 1000;
  for (let i = 0; i < bars; i++) {
    const open = price;
    const close = open * (1 + drift + (r() - 0.5) * 2 * inst.vol);
    const high = Math.max(open, close) * (1 + r() * inst.vol * 0.6);
    const low = Math.min(open, close) * (1 - r() * inst.vol * 0.6);
    out.push({ time: t0 + i * seconds, open: round(open), high: round(high), low: round(low), close: round(close) });
    price = close;
  }
  return out;
}

/** Swing highs/lows of the data (a bar that is the extreme of +-k bars). */
export function swingTruth(bars: Bar[], k = 5): { kind: "high" | "low"; index: number; price: number }[] {
  const out: { kind: "high" | "low"; index: number; price: number }[] = [];
  for (let i = k; i < bars.length - k; i++) {
    const around = bars.slice(i - k, i + k + 1);
    if (bars[i].high === Math.max(...around.map((b) => b.high)))
      out.push({ kind: "high", index: i, price: bars[i].high });
    if (bars[i].low === Math.min(...around.map((b) => b.low))) out.push({ kind: "low", index: i, price: bars[i].low });
  }
  return out;
}

/**
 * Instruments used only by the app-conventions corpus (conventions/): kept apart from
 * INSTRUMENTS, whose length and order pick the existing corpus's instruments.
 */
export const EXTRA_INSTRUMENTS: Instrument[] = [
  {
    symbol: "ES",
    name: "E-mini S&P 500 Futures",
    exchange: "CME",
    price: 5850.25,
    decimals: 2,
    vol: 0.002,
    tick: 0.25,
  },
  {
    symbol: "NQ",
    name: "E-mini Nasdaq-100 Futures",
    exchange: "CME",
    price: 20450.5,
    decimals: 2,
    vol: 0.003,
    tick: 0.25,
  },
  {
    symbol: "XAUUSD",
    name: "Gold Spot / U.S. Dollar",
    pair: "XAU/USD",
    exchange: "OANDA",
    price: 2330.45,
    decimals: 2,
    vol: 0.004,
  },
  { symbol: "SPX", name: "S&P 500 Index", exchange: "SP", price: 5210.3, decimals: 2, vol: 0.006 },
  {
    symbol: "BNBUSDT",
    name: "BNB / TetherUS",
    pair: "BNB/USDT",
    exchange: "BINANCE",
    price: 592.4,
    decimals: 1,
    vol: 0.012,
  },
  // The fifth batch (29 Nov): Korean won, a DEX's dash pair, a sub-cent token, an index CFD, a
  // Korean stock code and a yen cross.
  {
    symbol: "BTCKRW",
    name: "Bitcoin",
    pair: "BTC/KRW",
    exchange: "UPBIT",
    price: 95_120_000,
    decimals: 0,
    vol: 0.01,
    tick: 1000,
  },
  { symbol: "ETHUSD", name: "Ethereum", pair: "ETH-USD", exchange: "DYDX", price: 3450.2, decimals: 1, vol: 0.012 },
  {
    symbol: "PEPEUSDT",
    name: "Pepe / TetherUS",
    pair: "PEPE/USDT",
    exchange: "BINANCE",
    price: 0.00001185,
    decimals: 8,
    vol: 0.02,
  },
  { symbol: "US30", name: "Wall Street 30", exchange: "CFD", price: 39_120.5, decimals: 1, vol: 0.004 },
  { symbol: "005930", name: "Samsung Electronics", exchange: "KRX", price: 71_800, decimals: 0, vol: 0.012, tick: 100 },
  {
    symbol: "GBPJPY",
    name: "British Pound / Japanese Yen",
    pair: "GBP/JPY",
    exchange: "OANDA",
    price: 191.234,
    decimals: 3,
    vol: 0.0018,
  },
];

/** The bars on the instrument's tick grid (rounding is monotonic: high and low still bound the bar). */
export function onTicks(inst: Instrument, bars: Bar[]): Bar[] {
  const tick = inst.tick;
  if (!tick) return bars;
  const q = (v: number) => Number((Math.round(v / tick) * tick).toFixed(inst.decimals));
  return bars.map((b) => ({ time: b.time, open: q(b.open), high: q(b.high), low: q(b.low), close: q(b.close) }));
}
