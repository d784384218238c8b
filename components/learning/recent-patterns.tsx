import { Badge } from "@/components/ui/badge";
import type { RecentPattern } from "@/lib/learning/stats";
import { patternLabel, patternState, type PatternState } from "@/lib/learning/present";
import { cn } from "@/lib/ui/cn";
import { formatDateTime } from "@/lib/format/date";
import { instrumentName } from "@/lib/format/instrument";

const stateClass: Record<PatternState, string> = {
  pending: "border-border text-muted-foreground",
  success: "border-transparent bg-bull/15 text-bull",
  failed: "border-transparent bg-bear/15 text-bear",
};

const when = (iso: string) => formatDateTime(iso);

export function RecentPatternsList({ patterns }: { patterns: RecentPattern[] }) {
  if (!patterns.length)
    return (
      <p className="text-sm text-muted-foreground">
        No patterns detected yet. Start analyzing charts to begin training!
      </p>
    );
  return (
    <ul className="divide-y divide-border" aria-label="Recent patterns">
      {patterns.map((p) => {
        const state = patternState(p);
        return (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="recent-pattern"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {instrumentName(p.ticker)} · {patternLabel(p.patternType)}
              </p>
              <p className="text-xs text-muted-foreground">
                {p.patternDirection} · confidence {p.confidence}% · seen {when(p.detectedAt)}
                {p.verifiedAt ? ` · verified ${when(p.verifiedAt)}` : ""}
              </p>
            </div>
            <Badge variant="outline" className={cn(stateClass[state])}>
              {state}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
