import type { Quote } from "@/lib/providers/market/types";

// Market sentiment from three observable inputs, each mapped to 0-100 (higher = more bullish):
//   breadth  = share of the large-cap basket trading up today (advancers / (advancers + decliners));
//              a flat stock counts for neither side.                                   weight 40%
//   indices  = 50 + 25 x the average % change of the S&P 500, Nasdaq and Dow, clamped to 0-100
//              (an average move of +2% or more reads 100, -2% or worse reads 0).        weight 35%
//   calm     = the VIX level mapped linearly from 12 (calm, 100) to 35 (fear, 0).       weight 25%
// score = weighted average of the inputs that are available (weights renormalised), rounded.
// Labels: >= 70 BULLISH, >= 57 OPTIMISTIC, > 43 NEUTRAL, > 30 CAUTIOUS, else BEARISH.

export type SentimentLabel = "BULLISH" | "OPTIMISTIC" | "NEUTRAL" | "CAUTIOUS" | "BEARISH";

export interface Sentiment {
  sentiment: SentimentLabel;
  score: number;
  reasoning: string;
}

export interface SentimentInputs {
  stocks: Pick<Quote, "changePercent">[];
  indices: Pick<Quote, "changePercent">[];
  vix?: number | null;
}

const clamp = (v: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, v));
const signed = (v: number) => `${v > 0 ? "+" : ""}${v.toFixed(2)}%`;

export function labelFor(score: number): SentimentLabel {
  if (score >= 70) return "BULLISH";
  if (score >= 57) return "OPTIMISTIC";
  if (score > 43) return "NEUTRAL";
  if (score > 30) return "CAUTIOUS";
  return "BEARISH";
}

export function computeSentiment({ stocks, indices, vix }: SentimentInputs): Sentiment {
  const parts: { score: number; weight: number }[] = [];
  const reasons: string[] = [];

  const up = stocks.filter((q) => q.changePercent > 0).length;
  const down = stocks.filter((q) => q.changePercent < 0).length;
  if (up + down > 0) {
    const breadth = (100 * up) / (up + down);
    parts.push({ score: breadth, weight: 0.4 });
    reasons.push(`${up} of ${stocks.length} large caps are up today (breadth ${Math.round(breadth)}%)`);
  }
  if (indices.length) {
    const avg = indices.reduce((s, q) => s + q.changePercent, 0) / indices.length;
    parts.push({ score: clamp(50 + 25 * avg), weight: 0.35 });
    reasons.push(`the major indices average ${signed(avg)}`);
  }
  if (typeof vix === "number" && Number.isFinite(vix)) {
    parts.push({ score: clamp(100 - ((vix - 12) * 100) / 23), weight: 0.25 });
    const mood = vix < 15 ? "calm" : vix < 20 ? "normal" : vix < 28 ? "elevated" : "high";
    reasons.push(`volatility is ${mood} (VIX ${vix.toFixed(1)})`);
  }
  if (!parts.length)
    return { sentiment: "NEUTRAL", score: 50, reasoning: "Not enough market data to judge sentiment right now." };

  const weight = parts.reduce((s, p) => s + p.weight, 0);
  const score = Math.round(parts.reduce((s, p) => s + p.score * p.weight, 0) / weight);
  const sentiment = labelFor(score);
  const text = reasons.join("; ");
  return { sentiment, score, reasoning: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
}
