// Track-record arithmetic, pure. One meaning of success everywhere (the probability shown, the
// backtest, the evaluation on real history): a call succeeds when it reaches its first target
// before its stop within its style's window. So the win rate counts resolved calls (won, lost and
// expired: an expired call did not reach its target in time), and the reliability chart and the
// Brier score use the same resolved calls, so every figure on the page speaks of one set.
export type OutcomeStatus = "open" | "win" | "loss" | "expired";

export type TrackRow = {
  id: string;
  symbol: string;
  recommendation: "BUY" | "SELL";
  investmentType: string;
  successProbability: number; // percent 0-100 (a 0-1 value is accepted too)
  createdAt: Date;
  status: OutcomeStatus | null; // null: the resolver has not looked at it yet
  baselineStatus: OutcomeStatus | null;
};

export type ReliabilityBucket = {
  label: string;
  from: number;
  to: number;
  count: number;
  predicted: number;
  observed: number;
};

export type TrackRecordStats = {
  calls: number;
  pending: number;
  wins: number;
  losses: number;
  expired: number;
  winRate: number | null;
  baseline: { wins: number; losses: number; winRate: number | null };
  reliability: ReliabilityBucket[];
  brierScore: number | null;
};

const BUCKET = 10;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Probability as a 0-1 fraction, clamped. */
export const asFraction = (p: number) => Math.min(1, Math.max(0, p > 1 ? p / 100 : p));

/** Wins over resolved calls (losses here include expired calls: neither reached the target in time). */
export const winRateOf = (wins: number, losses: number) =>
  wins + losses > 0 ? round((wins / (wins + losses)) * 100) : null;

export function trackRecordStats(rows: TrackRow[]): TrackRecordStats {
  const decided = rows.filter((r) => r.status === "win" || r.status === "loss" || r.status === "expired");
  const wins = decided.filter((r) => r.status === "win").length;
  const baselineWins = rows.filter((r) => r.baselineStatus === "win").length;
  const baselineLosses = rows.filter((r) => r.baselineStatus === "loss" || r.baselineStatus === "expired").length;

  const buckets = new Map<number, { n: number; p: number; hits: number }>();
  let brier = 0;
  for (const r of decided) {
    const p = asFraction(r.successProbability);
    const y = r.status === "win" ? 1 : 0;
    brier += (p - y) ** 2;
    const from = Math.min(90, Math.floor((p * 100) / BUCKET) * BUCKET);
    const b = buckets.get(from) ?? { n: 0, p: 0, hits: 0 };
    buckets.set(from, { n: b.n + 1, p: b.p + p, hits: b.hits + y });
  }
  const reliability = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([from, b]) => ({
      label: `${from}-${from + BUCKET}%`,
      from,
      to: from + BUCKET,
      count: b.n,
      predicted: round((b.p / b.n) * 100),
      observed: round((b.hits / b.n) * 100),
    }));

  return {
    calls: rows.length,
    pending: rows.filter((r) => r.status === null || r.status === "open").length,
    wins,
    losses: rows.filter((r) => r.status === "loss").length,
    expired: rows.filter((r) => r.status === "expired").length,
    winRate: winRateOf(wins, decided.length - wins), // expired calls count as not won
    baseline: { wins: baselineWins, losses: baselineLosses, winRate: winRateOf(baselineWins, baselineLosses) },
    reliability,
    brierScore: decided.length ? round(brier / decided.length, 3) : null,
  };
}
