import type { NewsItem } from "./types";

// The same story is often syndicated under several outlets (and Yahoo's search returns each copy).
// A trader wants it once: keep the first (newest) copy of each headline.
const key = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export function uniqueHeadlines<T extends Pick<NewsItem, "title">>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item.title);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
