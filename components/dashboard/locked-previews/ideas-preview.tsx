import { MAX_IDEAS } from "@/lib/ideas/build-idea";

// What Daily Trade Ideas gives, for the locked section. The cards are made-up examples (no real
// instrument, round prices) in the shape of the real ones; nothing here is fetched.
export const IDEAS_BENEFITS = `Up to ${MAX_IDEAS} trade setups from an hourly scan of the market, each with entry, stop loss, take profit and a backtested win rate.`;

const SAMPLES = [
  { name: "Example stock", side: "BUY", style: "intraday", entry: "100.00", stop: "98.50", target: "103.00", win: 58 },
  { name: "Example crypto", side: "SELL", style: "swing", entry: "2,000", stop: "2,060", target: "1,880", win: 55 },
  {
    name: "Example forex pair",
    side: "BUY",
    style: "scalping",
    entry: "1.2000",
    stop: "1.1985",
    target: "1.2030",
    win: 57,
  },
] as const;

export function IdeasPreview() {
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold">Daily Trade Ideas</p>
      <div className="grid gap-3 md:grid-cols-3">
        {SAMPLES.map((s) => (
          <div key={s.name} className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-bold">{s.name}</span>
              <span className={s.side === "BUY" ? "text-bull" : "text-bear"}>{s.side}</span>
            </div>
            <span className="text-xs text-muted-foreground">{s.style} · reward / risk 2.00</span>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 tabular-nums">
              <dt className="text-muted-foreground">Entry</dt>
              <dd>{s.entry}</dd>
              <dt className="text-muted-foreground">Stop loss</dt>
              <dd className="text-bear">{s.stop}</dd>
              <dt className="text-muted-foreground">Take profit</dt>
              <dd className="text-bull">{s.target}</dd>
              <dt className="text-muted-foreground">Win rate</dt>
              <dd>{s.win}%</dd>
            </dl>
          </div>
        ))}
      </div>
    </div>
  );
}
