import { Badge } from "@/components/ui/badge";
import type { AnalysisResult, RiskLevel } from "@/lib/analysis/types";
import { formatPrice } from "@/lib/format/price";
import { formatProbability } from "@/lib/format/probability";
import { cn } from "@/lib/ui/cn";
import type { ResultsModel } from "./results-model";
import { recommendationTone, Section } from "./section";
import { Stat } from "@/components/ui/stat";
import { instrumentName } from "@/lib/format/instrument";

export function StrategyText({ model }: { model: ResultsModel; analysis?: AnalysisResult }) {
  const summary = model.summary;
  return (
    // The spec's heading when the AI provider wrote the text; the built-in engine is named as itself.
    <Section title={model.aiWritten ? "AI Strategy Analysis" : "Strategy Analysis (built-in engine)"}>
      {summary && <p className="mb-2 font-medium">{summary}</p>}
      <p className="whitespace-pre-line text-sm leading-relaxed text-foreground/90">
        {model.reasoning || "No strategy text was written for this analysis."}
      </p>
    </Section>
  );
}

const fixed = (v: number | null | undefined, d = 2) =>
  typeof v === "number" && Number.isFinite(v) ? v.toFixed(d) : "—";

export function MarketIndicators({ model, analysis }: { model: ResultsModel; analysis: AnalysisResult }) {
  const i = analysis.indicators;
  const p = model.price$;
  if (!i)
    return (
      <Section title="Market Indicators">
        <p className="text-sm text-muted-foreground">No indicators were stored with this analysis.</p>
      </Section>
    );
  const rsiTone = i.rsi > 70 ? "bear" : i.rsi < 30 ? "bull" : undefined;
  return (
    <Section title="Market Indicators">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        <Stat
          label="RSI (14)"
          value={fixed(i.rsi, 1)}
          hint={i.rsi > 70 ? "overbought" : i.rsi < 30 ? "oversold" : "neutral zone"}
          tone={rsiTone}
        />
        <Stat
          label="MACD histogram"
          value={model.macdText}
          tone={i.macd?.histogram > 0 ? "bull" : i.macd?.histogram < 0 ? "bear" : undefined}
        />
        <Stat label="ATR (14)" value={p(i.atr)} />
        <Stat label="Trend" value={analysis.marketData?.trend ?? "—"} />
        <Stat label="SMA 20" value={p(i.sma20)} />
        <Stat label="SMA 50" value={p(i.sma50)} />
        <Stat
          label="SMA 200"
          value={i.sma200 === null ? "—" : p(i.sma200)}
          hint={i.sma200 === null ? "history too short" : undefined}
        />
        <Stat label="Bollinger" value={`${p(i.bollinger?.lower)} – ${p(i.bollinger?.upper)}`} />
        <Stat
          label="Volume vs average"
          value={model.volumeRatioText}
          hint={model.volumeRatioText === "n/a" ? "no traded volume reported" : undefined}
        />
      </dl>
    </Section>
  );
}

const riskTone: Record<RiskLevel, string> = {
  LOW: "bg-bull/15 text-bull",
  MEDIUM: "bg-warning/15 text-warning",
  HIGH: "bg-bear/15 text-bear",
};

export function RiskLevelBadge({ model, analysis }: { model: ResultsModel; analysis?: AnalysisResult }) {
  const level = model.riskLevel;
  return (
    <Section title="Risk Level">
      <div className="flex flex-wrap items-center gap-3">
        {level ? (
          <Badge className={cn("px-3 py-1 text-sm", riskTone[level])} data-testid="risk-level">
            {level} RISK
          </Badge>
        ) : (
          <span className="text-sm text-muted-foreground">Not rated</span>
        )}
        <span className="text-sm text-muted-foreground">
          {model.verdict.level === "high_risk" || model.recommendation === "AVOID"
            ? "The verdict rates this plan high risk."
            : model.verdict.level === "caution" && level !== analysis?.marketData?.riskLevel
              ? "The verdict's caution keeps it at medium at least; volatility and leverage alone read lower."
              : "From the instrument's volatility (ATR) and the leverage the position uses."}
        </span>
      </div>
    </Section>
  );
}

export function AlternativeCard({ analysis }: { analysis: AnalysisResult }) {
  const alt = analysis.alternativeRecommendation;
  if (!alt) {
    return (
      <Section title="Alternative Recommendation">
        <p className="text-sm text-muted-foreground">
          No alternative scored better than this setup on today&apos;s scan.
        </p>
      </Section>
    );
  }
  const p = (v: number) => formatPrice(v, alt.symbol);
  return (
    <Section title="Alternative Recommendation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">
          {instrumentName(alt.symbol)}{" "}
          <span className="text-sm font-normal text-muted-foreground tabular-nums">{p(alt.currentPrice)}</span>
        </p>
        <span
          className={cn("rounded-md border px-2 py-0.5 text-sm font-semibold", recommendationTone[alt.recommendation])}
        >
          {alt.recommendation}
        </span>
      </div>
      <p className="mt-2 text-sm text-foreground/90">{alt.reasoning}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Entry" value={p(alt.entryPrice)} />
        <Stat label="Stop Loss" value={p(alt.stopLoss)} />
        <Stat label="Take Profit" value={p(alt.takeProfit)} />
        <Stat label="Reward / risk" value={`${fixed(alt.riskReward)} : 1`} />
        <Stat label="Signal strength" value={`${alt.signalStrength}/10`} />
        <Stat label="Its success probability" value={formatProbability(alt.successProbability)} />
        <Stat label="Suggested budget" value={alt.recommendedBudget} />
        <Stat label="Time horizon" value={alt.timeHorizon} />
      </dl>
    </Section>
  );
}
