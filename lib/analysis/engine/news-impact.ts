// Tags each headline with its likely effect on the instrument: a small keyword lexicon (English and
// Italian) for the direction, the headline's recency and specificity for the size. The same rules
// weigh the trader's own news screenshot (lib/news-reading) into the news score.
import type { NewsItem } from "@/lib/providers/market/types";
import { uniqueHeadlines } from "@/lib/providers/market/news-dedupe";
import type { NewsText } from "@/lib/news-reading/parse";
import { resolveNewsTime } from "@/lib/news-reading/time";
import { matchTopic } from "@/lib/news-reading/topic";
import type { Instrument } from "@/lib/providers/market/types";
import type { NewsWithImpact, StoredNewsScreenshot } from "../types";
import { HOUR_MS } from "@/lib/time";

type Impact = NewsWithImpact["impact"];
type Size = NewsWithImpact["expectedImpact"];

const POSITIVE =
  /^(beats?|surges?|soars?|rall(y|ies|ied)|record|upgrades?|raises?|growth|strong|gains?|jumps?|approval|partnership|buyback|rises?|rose|climbs?|rebounds?|rialzo|crescita)$/i;
const NEGATIVE =
  /^(miss(es)?|falls?|fell|drops?|plunges?|slumps?|downgrades?|cuts?|weak|loss(es)?|lawsuit|probe|recall|warning|layoffs?|tumbles?|sinks?|slides?|slips?|ribasso|calo|perdite?)$/i;
/** A negation up to three words before a term turns it around ("did not beat", "no growth"). */
const NEGATION = /^(not|no|never|without|fails?|failed|didn't|doesn't|don't|won't|isn't|wasn't|non|nessuna?)$/i;

/** Small words a negation reaches over ("not in a hurry to cut"). */
const FILLER = /^(a|an|the|to|in|of|on|for|at|its|their|be|been|yet)$/i;

/**
 * The direction of a text by the lexicon: each positive term +1, each negative -1, either one
 * turned around when a negation stands up to three words before it (small words not counted). `terms` are the deciding words.
 */
export function headlineTone(text: string): { impact: Impact; terms: string[] } {
  const words = text.split(/[^A-Za-z\u00C0-\u024F']+/).filter(Boolean);
  let score = 0;
  const terms: string[] = [];
  words.forEach((w, i) => {
    const sign = POSITIVE.test(w) ? 1 : NEGATIVE.test(w) ? -1 : 0;
    if (!sign) return;
    const before = words.slice(Math.max(0, i - 8), i).filter((p) => !FILLER.test(p));
    const negation = before.slice(-3).find((p) => NEGATION.test(p));
    score += negation ? -sign : sign;
    terms.push(negation ? `${negation} ${w}` : w);
  });
  return { impact: score > 0 ? "POSITIVE" : score < 0 ? "NEGATIVE" : "NEUTRAL", terms };
}

const sizeOf = (impact: Impact, specific: boolean, ageHours: number): Size =>
  impact === "NEUTRAL" ? "LOW" : specific && ageHours < 24 ? "HIGH" : ageHours < 72 ? "MEDIUM" : "LOW";

export function tagNews(items: NewsItem[], symbol: string, now: Date, limit = 8): NewsWithImpact[] {
  return uniqueHeadlines(items)
    .slice(0, limit)
    .map((item) => {
      const { impact } = headlineTone(`${item.title} ${item.description}`);
      const ageHours = (now.getTime() - new Date(item.publishedAt).getTime()) / HOUR_MS;
      const specific = item.symbols?.includes(symbol) || item.title.toUpperCase().includes(symbol.split(/[-=]/)[0]);
      return { ...item, impact, expectedImpact: sizeOf(impact, Boolean(specific), ageHours) };
    });
}

const sign = (impact: Impact) => (impact === "POSITIVE" ? 1 : impact === "NEGATIVE" ? -1 : 0);

/**
 * Net tone of the tagged news: +1 all positive .. -1 all negative. Each market headline counts
 * once; the trader's screenshot counts `weight` headlines (0 when it is not weighed).
 */
export function newsTone(news: NewsWithImpact[], screenshot?: Pick<StoredNewsScreenshot, "impact" | "weight"> | null) {
  const w = screenshot?.weight ?? 0;
  const total = news.length + w;
  if (!total) return 0;
  const sum = news.reduce((s, n) => s + sign(n.impact), 0) + (screenshot ? w * sign(screenshot.impact) : 0);
  return Math.round((sum / total) * 100) / 100;
}

/** Headlines' worth of the screenshot in the news score, by what it is about and how old it is. */
const WEIGHT: Record<Size, number> = { HIGH: 2, MEDIUM: 1, LOW: 0.5 };

/**
 * How the trader's news screenshot weighs. The direction comes from the headline by the lexicon
 * above (the body's when the headline has none), turned around for a pair when the story is about
 * its quote currency. It weighs only when it is about the instrument: a recent story whose headline
 * names it (or one whose time could not be read: a screenshot is usually taken just before the
 * analysis) counts as two market headlines; one about the asset class, naming it only in the body,
 * or 1-3 days old as one; older as half.
 * Off-topic or unreadable: shown, weight 0. Prices and levels never see it.
 */
export function assessNewsScreenshot(
  read: NewsText | null,
  instrument: Instrument,
  news: NewsWithImpact[],
  now: Date,
): StoredNewsScreenshot {
  const feed = newsTone(news);
  const at = resolveNewsTime(read?.time ?? null, now);
  const base = {
    headline: read?.headline ?? null,
    source: read?.source ?? null,
    time: read?.time ?? null,
    publishedAt: at?.toISOString() ?? null,
    body: read?.body ?? null,
  };
  if (!read?.headline) {
    return {
      status: "unreadable",
      ...base,
      impact: "NEUTRAL",
      expectedImpact: "LOW",
      terms: [],
      topic: null,
      weight: 0,
      newsScore: { feed, withScreenshot: feed },
    };
  }
  const fromHeadline = headlineTone(read.headline);
  const tone = fromHeadline.impact === "NEUTRAL" && read.body ? headlineTone(read.body.slice(0, 300)) : fromHeadline;
  // The headline says what the story is about; a name met only in the body weighs as one headline.
  const inHeadline = matchTopic(read.headline, instrument);
  const topic = inHeadline ?? (read.body ? matchTopic(read.body.slice(0, 300), instrument) : null);
  const impact: Impact = topic?.inverse
    ? tone.impact === "POSITIVE"
      ? "NEGATIVE"
      : tone.impact === "NEGATIVE"
        ? "POSITIVE"
        : "NEUTRAL"
    : tone.impact;
  const ageHours = at ? (now.getTime() - at.getTime()) / HOUR_MS : 0;
  const expectedImpact: Size = !topic
    ? "LOW"
    : topic.kind === "direct" && inHeadline && ageHours < 24
      ? "HIGH"
      : ageHours < 72
        ? "MEDIUM"
        : "LOW";
  const weight = topic ? WEIGHT[expectedImpact] : 0;
  const shot = { impact, weight };
  return {
    status: "read",
    ...base,
    impact,
    expectedImpact,
    terms: tone.terms,
    topic: topic
      ? { kind: topic.kind, term: topic.term, inverse: topic.inverse, in: inHeadline ? "headline" : "body" }
      : null,
    weight,
    newsScore: { feed, withScreenshot: newsTone(news, shot) },
  };
}
