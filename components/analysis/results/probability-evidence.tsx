import { evidenceLine, SUCCESS_MEANING } from "@/lib/analysis/calibration/apply";

// Under the probability: what "success" means, and how often calls shown at this probability won
// when the same engine was walked forward over real history (npm run eval:history).
export function ProbabilityEvidence({ probability, call }: { probability: number; call: boolean }) {
  const evidence = call ? evidenceLine(probability) : null;
  return (
    <div className="mt-2 space-y-0.5 text-xs text-muted-foreground" data-testid="probability-evidence">
      <p>Success means the call {SUCCESS_MEANING}.</p>
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
