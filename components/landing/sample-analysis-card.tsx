import { Badge } from "@/components/ui/badge";
import { formatPrice } from "@/lib/format/price";
import { EXAMPLE_ANALYSIS as a } from "./example-analysis";

// What an analysis gives, drawn from a fixed example (server-rendered, no client JS).
export function SampleAnalysisCard() {
  const price = (n: number) => formatPrice(n, a.symbol);
  const rows: [string, string][] = [
    ["Entry", price(a.entryPrice)],
    ["Stop loss", price(a.stopLoss)],
    ["Target 1", price(a.takeProfit1)],
    ["Target 2", price(a.takeProfit2)],
    ["Reward / risk", `${a.riskRewardRatio.toFixed(1)} : 1`],
    ["Position size", a.positionSize],
    ["Risk if stopped", a.riskAmount],
  ];
  return (
    <figure aria-labelledby="example-title" className="rounded-lg border border-border bg-card p-4 text-left shadow-sm">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">Example</Badge>
        <h3 id="example-title" className="font-semibold">
          {a.instrumentName} ({a.symbol}) · {a.investmentType}
        </h3>
        <Badge variant="success" className="ml-auto">
          {a.recommendation}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="text-right font-medium tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        Success probability <strong>{a.successProbability}%</strong> · backtest on this chart&apos;s history:{" "}
        {a.backtest.winRate}% of {a.backtest.trades} trades won.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{a.reasoning}</p>
      <figcaption className="mt-3 text-xs text-muted-foreground">
        Example, not a live call: your analysis reads your own chart screenshot and today&apos;s market data.
      </figcaption>
    </figure>
  );
}
