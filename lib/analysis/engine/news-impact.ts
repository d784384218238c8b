// Tags each headline with its likely effect on the instrument: a small keyword lexicon (English and
// Italian) for the direction, the headline's recency and specificity for the size.
import type { NewsItem } from "@/lib/providers/market/types";
import { uniqueHeadlines } from "@/lib/providers/market/news-dedupe";
import type { NewsWithImpact } from "../types";
import { HOUR_MS } from "@/lib/time";

const POSITIVE =
  /\b(beats?|surges?|soars?|rall(y|ies)|record|upgrades?|raises?|growth|strong|gains?|jumps?|approval|partnership|buyback|rialzo|crescita|record)\b/i;
const NEGATIVE =
  /\b(miss(es)?|falls?|drops?|plunges?|slumps?|downgrades?|cuts?|weak|loss(es)?|lawsuit|probe|recall|warning|layoffs?|ribasso|calo|perdite?)\b/i;

export function tagNews(items: NewsItem[], symbol: string, now: Date, limit = 8): NewsWithImpact[] {
  return uniqueHeadlines(items)
    .slice(0, limit)
    .map((item) => {
      const text = `${item.title} ${item.description}`;
      const pos = POSITIVE.test(text);
      const neg = NEGATIVE.test(text);
      const impact = pos && !neg ? "POSITIVE" : neg && !pos ? "NEGATIVE" : "NEUTRAL";
      const ageHours = (now.getTime() - new Date(item.publishedAt).getTime()) / HOUR_MS;
      const specific = item.symbols?.includes(symbol) || item.title.toUpperCase().includes(symbol.split(/[-=]/)[0]);
      const expectedImpact =
        impact === "NEUTRAL" ? "LOW" : specific && ageHours < 24 ? "HIGH" : ageHours < 72 ? "MEDIUM" : "LOW";
      return { ...item, impact, expectedImpact };
    });
}

/** Net tone of the tagged news: +1 all positive .. -1 all negative. */
export const newsTone = (news: NewsWithImpact[]) =>
  news.length
    ? news.reduce((s, n) => s + (n.impact === "POSITIVE" ? 1 : n.impact === "NEGATIVE" ? -1 : 0), 0) / news.length
    : 0;
