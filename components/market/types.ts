import type { DataSource, ForexRate, NewsItem, Quote } from "@/lib/providers/market/types";

// What the market endpoints answer, as the widgets read it (JSON, so dates are strings).
export type QuoteRow = Quote;
export type ForexRow = ForexRate;
export type NewsRow = NewsItem & { provider: DataSource };
export type SentimentRow = {
  sentiment: string;
  score: number;
  reasoning: string;
  source: DataSource;
  asOf: string;
  stale?: boolean;
  ageSeconds?: number;
};

export const POLL_MS = { quotes: 30_000, forex: 60_000, sentiment: 300_000, news: 600_000 } as const;

/** The newest as-of time of a list, for one badge per widget. */
export const latestAsOf = (rows: { asOf?: string }[] | undefined) =>
  rows
    ?.map((r) => r.asOf ?? "")
    .sort()
    .at(-1) || undefined;
