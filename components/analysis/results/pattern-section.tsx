import { Badge } from "@/components/ui/badge";
import type { AnalysisResult } from "@/lib/analysis/types";
import { hitRateSentence } from "@/lib/learning/hit-rate-text";
import { patternLabel } from "@/lib/learning/present";
import { cn } from "@/lib/ui/cn";
import { Section } from "./section";

// The chart patterns on the latest bars. Every rate shown carries its sample size: the symbol's
// own history (occurrences), and the verified record of the type across all analyses, which only
// states a rate from 30 verified cases (lib/learning/hit-rate-text.ts).
export function PatternSection({ analysis }: { analysis: AnalysisResult }) {
  const patterns = analysis.enhancedAnalysis?.patternAnalysis?.patterns ?? [];
  return (
    <Section title="Chart Patterns">
      {patterns.length === 0 ? (
        <p className="text-sm text-muted-foreground">No chart pattern formed on the latest bars.</p>
      ) : (
        <ul className="space-y-3">
          {patterns.map((p) => (
            <li
              key={p.type}
              className="rounded-lg border border-border bg-background/40 p-3"
              data-testid="pattern-item"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{patternLabel(p.type)}</span>
                <Badge
                  className={cn(
                    p.direction === "BULLISH"
                      ? "bg-bull/15 text-bull"
                      : p.direction === "BEARISH"
                        ? "bg-bear/15 text-bear"
                        : "",
                  )}
                >
                  {p.direction}
                </Badge>
                <span className="text-sm text-muted-foreground">confidence {Math.round(p.confidence)}%</span>
              </div>
              {p.historicalSuccessRate != null && (
                <p className="mt-1 text-sm text-foreground/90">
                  On this symbol&apos;s own history it reached its target in {p.historicalSuccessRate}% of{" "}
                  {p.occurrences} cases.
                </p>
              )}
              {p.verified && <p className="mt-1 text-sm text-foreground/90">{hitRateSentence(p.verified)}</p>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
