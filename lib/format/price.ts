// Price display rules (spec part 1 section 5), shared by every screen.

const MAJOR_PAIRS = ["EURUSD", "GBPUSD", "USDJPY", "USDCHF", "AUDUSD", "USDCAD", "NZDUSD", "EURGBP", "EURJPY", "GBPJPY"];

export function isForexLike(symbol: string | undefined | null, price?: number): boolean {
  if (!symbol) return false;
  const s = symbol.toUpperCase();
  if (s.includes("/") || s.includes("=X")) return true;
  if (MAJOR_PAIRS.includes(s.replace(/[^A-Z]/g, ""))) return true;
  return s.includes("USD") && typeof price === "number" && price < 10;
}

/** Decimals for a price: 5 for forex-like symbols, else 2 above 1000, else 4. */
export function priceDecimals(symbol: string | undefined | null, price: number): number {
  if (isForexLike(symbol, price)) return 5;
  return price > 1000 ? 2 : 4;
}

/** A price as text by the decimals rule; a missing or NaN price shows 0.00. */
export function formatPrice(price: number | null | undefined, symbol?: string | null): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return "0.00";
  const d = priceDecimals(symbol, price);
  return price.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
}

/** Market widgets: change values with 2 decimals and a sign. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "0.00";
  return `${value > 0 ? "+" : ""}${value.toFixed(2)}`;
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
