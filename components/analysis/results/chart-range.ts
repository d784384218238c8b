// The chart's price range: the candles' own range widened to every level of the plan, so entry,
// stop, TP1 and TP2 are always on screen (targets often lie outside the candles' range).
export function chartPriceRange(
  candles: { minValue: number; maxValue: number } | null,
  levels: (number | null)[],
): { minValue: number; maxValue: number } | null {
  const values = levels.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  if (candles) values.push(candles.minValue, candles.maxValue);
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.04 || Math.abs(max) * 0.001 || 1;
  return { minValue: min - pad, maxValue: max + pad };
}
