import { useId } from "react";
import { Newspaper } from "lucide-react";
import type { AnalysisResult, StoredNewsScreenshot } from "@/lib/analysis/types";
import { instrumentName } from "@/lib/format/instrument";
import { cn } from "@/lib/ui/cn";

// What the built-in engine read on the trader's news screenshot: the headline,
// outlet and time as read, and how it weighed in the news score, or that it was not weighed and why.

const DIRECTION = { POSITIVE: "Bullish", NEGATIVE: "Bearish", NEUTRAL: "Neutral" } as const;

/**
 * The news score (-1 every headline bearish .. +1 every one bullish) in a trader's words: a number
 * like "0.00" says nothing on its own. Leaning: under half the headlines' net weight one way.
 */
export function toneInWords(score: number): string {
  const side = score > 0 ? "bullish" : "bearish";
  const size = Math.abs(score);
  return size < 0.15 ? "neutral" : size < 0.5 ? `leaning ${side}` : side;
}
const headlines = (w: number) =>
  w === 1 ? "one market headline" : w === 2 ? "two market headlines" : "half a market headline";

/** The weighing in words: the short verdict and the line that explains it. */
export function newsShotWeighing(shot: StoredNewsScreenshot, name: string): { verdict: string; detail: string | null } {
  if (shot.status === "unreadable")
    return {
      verdict: "Could not read the text",
      detail: "No headline could be made out on the image, so it does not count in the news score.",
    };
  if (!shot.topic || shot.weight === 0)
    return {
      verdict: `Not about ${name}: shown, not weighed`,
      detail: `It names neither ${name} nor its market, so the news score leaves it out.`,
    };
  const about =
    shot.topic.kind === "market"
      ? `it is about the ${shot.topic.term.toLowerCase()} market as a whole`
      : shot.topic.inverse
        ? `it is about ${shot.topic.term}, the pair's second currency, so it reads the other way for ${name}`
        : shot.topic.in === "body"
          ? `its text names ${shot.topic.term}`
          : `it names ${shot.topic.term}`;
  const age = shot.time ? `, ${shot.time}` : ", time not read (taken as recent)";
  return {
    verdict: `${DIRECTION[shot.impact]} for ${name}, weighed in the news score`,
    detail: `Counted as ${headlines(shot.weight)}: ${about}${age}.`,
  };
}

export function NewsScreenshotRead({ analysis }: { analysis: AnalysisResult }) {
  const headingId = useId();
  const shot = analysis.newsScreenshot;
  if (!shot) return null;
  const name = instrumentName(analysis.identifiedSymbol || analysis.symbol, analysis.instrumentName);
  const { verdict, detail } = newsShotWeighing(shot, name);
  const weighed = shot.status === "read" && shot.weight > 0;
  const feedCount = (analysis.realTimeNews ?? analysis.detailedStrategy?.realTimeNews ?? []).length;
  const tone =
    weighed && shot.impact === "POSITIVE"
      ? "text-bull"
      : weighed && shot.impact === "NEGATIVE"
        ? "text-bear"
        : "text-muted-foreground";
  return (
    // A group under its own heading, not a landmark: the Market News section stays the region.
    <div
      role="group"
      aria-labelledby={headingId}
      className="mb-4 rounded-lg border border-border bg-background/40 p-3"
      data-testid="news-screenshot-read"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium text-foreground">
        <Newspaper aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        What we read on your news screenshot
      </h3>
      {shot.headline && <p className="mt-2 font-semibold leading-snug break-words">{shot.headline}</p>}
      {shot.status === "read" && (
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>Source:</dt>
            <dd className="text-foreground/90">{shot.source ?? "not read"}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Time:</dt>
            <dd className="text-foreground/90">{shot.time ?? "not read"}</dd>
          </div>
          {shot.expectedImpact && (
            <div className="flex gap-1">
              <dt>Impact:</dt>
              <dd className="text-foreground/90">{shot.expectedImpact}</dd>
            </div>
          )}
        </dl>
      )}
      <p className={cn("mt-2 text-sm font-medium", tone)}>{verdict}</p>
      {detail && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
      {weighed && (
        <p className="mt-1 text-xs text-muted-foreground">
          Overall news tone with your screenshot:{" "}
          <span className="font-medium text-foreground/90">{toneInWords(shot.newsScore.withScreenshot)}</span>
          {feedCount
            ? ` (the market news below alone: ${toneInWords(shot.newsScore.feed)})`
            : " (no market news to weigh with it)"}
          {shot.terms.length ? `; the words that set the direction: “${shot.terms.join("”, “")}”` : ""}.
        </p>
      )}
      {shot.body && (
        <details className="mt-2 text-xs text-muted-foreground">
          <summary className="cursor-pointer rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Text read from the article
          </summary>
          <p className="mt-1 whitespace-pre-line break-words">{shot.body}</p>
        </details>
      )}
    </div>
  );
}
