// What the Trade Simulator gives, for the locked section: one example replay in the shape of the
// real result (no chart library: plain markup keeps a free user's dashboard light). Not fetched.
export const SIMULATOR_BENEFITS =
  "Replay a trade on past market candles from its date: whether the stop or the target came first, the profit or loss, the drawdown and AI coach feedback.";

const STATS = [
  { label: "Profit", value: "+$40.00", tone: "text-bull" },
  { label: "Duration", value: "1h 45m", tone: "" },
  { label: "Reward / risk", value: "2.00 : 1", tone: "" },
  { label: "Max drawdown", value: "0.80%", tone: "text-bear" },
] as const;

export function SimulatorPreview() {
  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold">Trade Simulator</p>
      <p className="text-sm text-muted-foreground">
        Example stock · BUY at 100.00 · stop 98.00 · target 104.00 · $1,000 · intraday
      </p>
      <div className="flex items-center gap-2">
        <span className="rounded-md bg-bull/15 px-3 py-1 text-lg font-bold text-bull">WIN</span>
        <span className="text-sm">The take profit was reached before the stop loss.</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STATS.map((s) => (
          <div key={s.label} className="rounded-lg border border-border p-3">
            <dt className="text-xs text-muted-foreground">{s.label}</dt>
            <dd className={`mt-1 font-semibold tabular-nums ${s.tone}`}>{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-lg border border-border p-3 text-sm">
        AI coach: the stop sat below the morning low, so the early dip did not take you out.
      </p>
    </div>
  );
}
