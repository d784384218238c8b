import { evidenceLine, rangeLine, SUCCESS_MEANING } from "@/lib/analysis/calibration/apply";
import { daysText, formatProbability } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";
import { closesAtSessionEnd } from "@/lib/outcome-rules/session";
import { unseenLine } from "@/lib/analysis/calibration/unseen";

// Under the probability: what "success" means, how long the call has for it (the style's window,
// as on the track record), and how often calls shown at this probability won when the same engine
// was walked forward over real history (npm run eval:history).
export function ProbabilityEvidence({
  probability,
  call,
  style,
  randomWalk,
  assetClass,
  direction,
}: {
  probability: number;
  call: boolean;
  /** The analysis' investment style: its window's length is said beside the meaning. */
  style?: string;
  /** The random-walk baseline for the same levels and window: what the analysis adds is the gap. */
  randomWalk?: number | null;
  /** With the direction: how this kind of call did on markets never fitted on. */
  assetClass?: string;
  direction?: "BUY" | "SELL";
}) {
  const evidence = call ? evidenceLine(probability) : null;
  const range = call ? rangeLine(probability) : null;
  const unseen = call && assetClass && direction && style ? unseenLine(assetClass, style, direction) : null;
  return (
    <div className="mt-2 space-y-0.5 text-xs text-muted-foreground" data-testid="probability-evidence">
      <p>
        Success means the call {SUCCESS_MEANING}
        {style
          ? ` (${style}: ${daysText(windowFor(style).days)}${closesAtSessionEnd(style) ? ", closed at the session's end" : ""})`
          : ""}
        .
      </p>
      {randomWalk != null && Number.isFinite(randomWalk) && (
        <p data-testid="random-walk">
          A random walk would reach TP1 first {formatProbability(randomWalk)} of the time.
        </p>
      )}
      {range && <p data-testid="probability-range">{range}</p>}
      {unseen && <p data-testid="unseen-record">{unseen}</p>}
      {evidence && (
        <p>
          {evidence}{" "}
          <a href="/track-record#real-history" className="underline underline-offset-2 hover:text-foreground">
            How this is checked
          </a>
        </p>
      )}
    </div>
  );
}
