import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { calibrationTable, evidenceLine, SUCCESS_MEANING } from "@/lib/analysis/calibration/apply";
import { ReliabilityChart } from "./reliability-chart";
import { formatNumber } from "@/lib/format/price";

// The engine walked forward over real recorded markets (npm run eval:history): how often calls
// shown at each probability reached their first target, on whole series the model was not fitted
// on (leave-series-out cross-validation). The same reliability chart as the user's own calls below.
export function RealHistory() {
  const t = calibrationTable;
  const bins = t.evidence.bins.filter((b) => b.n > 0);
  if (!bins.length) return null;
  const buckets = bins.map((b) => ({
    label: `${b.from}-${b.to}%`,
    from: b.from,
    to: b.to,
    count: b.n,
    predicted: b.shown,
    observed: b.won,
  }));
  const lines = bins.map((b) => evidenceLine(b.from + 1)).filter((l): l is string => !!l);
  return (
    <Card id="real-history">
      <CardHeader>
        <CardTitle>On real history</CardTitle>
        <CardDescription>
          The same engine was run at {formatNumber(t.source.calls, 0)} moments of {t.source.series} recorded markets (
          {t.source.from.slice(0, 4)}-{t.source.to.slice(0, 4)}), seeing only the candles closed by then, and each call
          was resolved by the rule of this page: success means the call {SUCCESS_MEANING}. Each moment counts once. The
          probability shown was checked on whole markets it was not fitted on (each market held out in turn
          {t.crossValidated ? `, ${t.crossValidated.series} markets with calls` : ""}): there, calls were off by{" "}
          {t.heldOut.ece} points on average (Brier score {t.heldOut.brier} against {t.heldOut.baseRateBrier} for always
          saying the base rate
          {t.crossValidated
            ? ` and ${t.crossValidated.randomWalkBrier} for a random walk at the market's volatility`
            : ""}
          ).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ReliabilityChart buckets={buckets} />
        <ul className="space-y-1 text-sm" data-testid="real-history-evidence">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
