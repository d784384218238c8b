// Price display rules, shared by every screen. Part 2 section 9 refines part 1 section 5: 5
// decimals for currency pairs, 2 for everything else; below 1 a price keeps 4 significant digits
// (0.3512, 0.00001234), or two decimals would show DOGE's whole range as "0.35".

const MAJOR_PAIRS = [
  "EURUSD",
  "GBPUSD",
  "USDJPY",
  "USDCHF",
  "AUDUSD",
  "USDCAD",
  "NZDUSD",
  "EURGBP",
  "EURJPY",
  "GBPJPY",
];
const MAX_DECIMALS = 10;
export const SIGNIFICANT_BELOW_ONE = 4;

export function isForexLike(symbol: string | undefined | null, price?: number): boolean {
  if (!symbol) return false;
  const s = symbol.toUpperCase();
  if (s.includes("/") || s.includes("=X")) return true;
  if (MAJOR_PAIRS.includes(s.replace(/[^A-Z]/g, ""))) return true;
  // "contains USD with a price under 10" (part 1): XRPUSD at 2.2 reads as a pair, BTC-USD does not.
  return s.includes("USD") && !s.includes("-") && typeof price === "number" && price < 10;
}

/** Decimals that keep `significant` digits of a positive number below 1. */
function decimalsForSignificant(price: number, significant: number): number {
  const magnitude = Math.floor(Math.log10(Math.abs(price)));
  return Math.min(MAX_DECIMALS, Math.max(2, significant - 1 - magnitude));
}

/** Decimals for a price: 5 for currency pairs, otherwise 2, more below 1 (4 significant digits). */
export function priceDecimals(symbol: string | undefined | null, price: number): number {
  if (isForexLike(symbol, price)) return 5;
  if (Number.isFinite(price) && price !== 0 && Math.abs(price) < 1)
    return decimalsForSignificant(price, SIGNIFICANT_BELOW_ONE);
  return 2;
}

/**
 * Decimals for a trade plan: the display rule, or finer when one tick would be more than a
 * twentieth of the bar range (XRP at 2.20 moves 0.006 a 5-minute bar: two decimals cannot place
 * a stop). Every level of one plan uses the same decimals, so the figures multiply exactly.
 */
export function planDecimals(symbol: string | undefined | null, price: number, atr: number): number {
  const base = priceDecimals(symbol, price);
  if (!(atr > 0) || !Number.isFinite(atr)) return base;
  return Math.min(MAX_DECIMALS, Math.max(base, Math.ceil(Math.log10(20 / atr))));
}

// toLocaleString builds a new formatter on every call, which a list of hundreds of prices (an
// alert pass's messages) pays hundreds of times; one formatter per number of decimals is kept.
const formatters = new Map<number, Intl.NumberFormat>();

/** Thousands separators and fixed decimals, en-US. */
export function formatNumber(value: number, decimals: number): string {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f.format(value);
}

/** A price as text by the decimals rule (or fixed decimals); a missing or NaN price shows 0.00. */
export function formatPrice(price: number | null | undefined, symbol?: string | null, decimals?: number): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return "0.00";
  return formatNumber(price, decimals ?? priceDecimals(symbol, price));
}

/** Money with separators and its currency: "50,000.00 USD". */
export function formatMoney(value: number | null | undefined, currency: string): string {
  const v = typeof value === "number" && Number.isFinite(value) ? value : 0;
  return `${formatNumber(Math.abs(v) < 0.005 ? 0 : v, 2)} ${currency}`;
}

/** Dollars with the sign left to the caller: "$1,234.50" for 1234.5 and for -1234.5. */
export function formatUsd(value: number | null | undefined): string {
  const v = typeof value === "number" && Number.isFinite(value) ? value : 0;
  return `$${formatNumber(Math.abs(v), 2)}`;
}

/** A signed money change: "+2,520.43". */
export function formatSignedMoney(value: number | null | undefined): string {
  const v = typeof value === "number" && Number.isFinite(value) ? value : 0;
  return `${v > 0 ? "+" : v < 0 ? "-" : ""}${formatNumber(Math.abs(v), 2)}`;
}

/** A percentage with at most one decimal: "35%", "37.8%". */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  const v = typeof value === "number" && Number.isFinite(value) ? value : 0;
  const rounded = Math.round(v * 10 ** decimals) / 10 ** decimals;
  return `${rounded.toLocaleString("en-US", { maximumFractionDigits: decimals })}%`;
}

/** Changes with 2 decimals, a sign and thousands separators (+2,520.43 beside 169,063.58). */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "0.00";
  const text = formatNumber(Math.abs(value), 2);
  if (text === "0.00") return text; // -0.001 is no change, not "-0.00"
  return `${value > 0 ? "+" : "-"}${text}`;
}

/** Volume abbreviated K, M, B at 1e3, 1e6, 1e9. */
export function formatVolume(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "0";
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${(value / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${(value / 1e6).toFixed(2)}M`;
  if (abs >= 1e3) return `${(value / 1e3).toFixed(2)}K`;
  return String(Math.round(value));
}

/** Up / down / flat for colours and arrows. */
export const changeDirection = (v: number | null | undefined): "up" | "down" | "flat" =>
  v === null || v === undefined || !Number.isFinite(v) || v === 0 ? "flat" : v > 0 ? "up" : "down";
