/** The symbol studied most, or null when several share the top count (a five-way tie of one
 * analysis each is no "most studied" symbol). Rows: most analysed first. */
export function mostStudied(rows: { symbol: string; n: number }[]): { symbol: string; count: number } | null {
  const [first, second] = rows;
  if (!first || (second && second.n === first.n)) return null;
  return { symbol: first.symbol, count: first.n };
}

/** The symbols sharing the top count, when at most `max` do ("AAPL, BTC-USD (2 each)" says more
 * than a bare dash); null when there is no analysis or more than `max` share it. Rows: most
 * analysed first, at least max + 1 of them when there are that many. */
export function topStudied(
  rows: { symbol: string; n: number }[],
  max = 3,
): { symbols: string[]; count: number } | null {
  const top = rows[0]?.n;
  if (!top) return null;
  const leaders = rows.filter((r) => r.n === top).map((r) => r.symbol);
  return leaders.length <= max ? { symbols: leaders, count: top } : null;
}
