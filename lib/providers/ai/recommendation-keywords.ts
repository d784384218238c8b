// The results screen derives the recommendation from the reasoning text (part 1 section 4), in
// this priority. English and Italian keywords; pure, so the screen and the engine share it.
import type { Recommendation } from "@/lib/call-facts";

const words = (list: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join("|")})(?![\\p{L}\\p{N}])`, "iu");

export const keywordRules = {
  avoid: words([
    "avoid",
    "avoiding",
    "high risk",
    "high-risk",
    "do not open",
    "don't open",
    "do not enter",
    "stay out",
    "evitare",
    "evita",
    "alto rischio",
    "rischio elevato",
    "non aprire",
    "non entrare",
  ]),
  wait: words([
    "waiting for",
    "wait for",
    "unclear",
    "neutral signal",
    "neutral signals",
    "no clear signal",
    "in attesa",
    "attendere",
    "aspettare",
    "incerto",
    "incerta",
    "segnale neutro",
    "segnali neutri",
  ]),
  bearish: words([
    "downtrend",
    "down-trend",
    "bearish",
    "bearish momentum",
    "selling pressure",
    "downward momentum",
    "lower highs",
    "ribassista",
    "ribassisti",
    "tendenza al ribasso",
    "trend ribassista",
    "pressione di vendita",
  ]),
  bullish: words([
    "uptrend",
    "up-trend",
    "bullish",
    "bullish momentum",
    "buying pressure",
    "upward momentum",
    "higher lows",
    "rialzista",
    "rialzisti",
    "tendenza al rialzo",
    "trend rialzista",
    "pressione di acquisto",
  ]),
  long: words([
    "go long",
    "long position",
    "open a long",
    "enter long",
    "long entry",
    "posizione lunga",
    "andare long",
    "aprire long",
  ]),
  short: words([
    "go short",
    "short position",
    "open a short",
    "enter short",
    "short entry",
    "posizione corta",
    "andare short",
    "aprire short",
  ]),
};

export interface KeywordInput {
  reasoning: string | null | undefined;
  entryPrice?: number | null;
  stopLoss?: number | null;
  stated?: string | null;
}

const isRecommendation = (v: unknown): v is Recommendation =>
  v === "BUY" || v === "SELL" || v === "WAIT" || v === "AVOID";

/** Steps 1-8 of the keyword rule; the first step that decides wins. */
export function recommendationFromText({ reasoning, entryPrice, stopLoss, stated }: KeywordInput): Recommendation {
  const text = reasoning ?? "";
  if (keywordRules.avoid.test(text)) return "AVOID"; // 1
  if (keywordRules.wait.test(text)) return "WAIT"; // 2
  const bearish = keywordRules.bearish.test(text);
  const bullish = keywordRules.bullish.test(text);
  if (bearish && !bullish) return "SELL"; // 3
  if (bullish && !bearish) return "BUY"; // 4
  const long = keywordRules.long.test(text);
  const short = keywordRules.short.test(text);
  if (long && !short) return "BUY"; // 5
  if (short && !long) return "SELL";
  if (typeof entryPrice === "number" && typeof stopLoss === "number" && stopLoss > entryPrice) return "SELL"; // 6
  if (bullish) return "BUY"; // 7
  const upper = stated?.toUpperCase();
  return isRecommendation(upper) ? upper : "BUY"; // 8
}
