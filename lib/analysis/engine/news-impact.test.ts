import { newsTone, tagNews } from "./news-impact";

const now = new Date("2026-03-10T12:00:00Z");
const item = (title: string, hoursAgo: number, symbols?: string[]) => ({
  title,
  description: "",
  url: "https://example.com",
  source: "Wire",
  publishedAt: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
  symbols,
});

describe("news impact tags", () => {
  it("tags direction from the wording and size from recency and specificity", () => {
    const [a, b, c] = tagNews(
      [
        item("Apple beats estimates, shares surge", 2, ["AAPL"]),
        item("Chipmakers slump on export probe", 30),
        item("Markets await the Fed", 1),
      ],
      "AAPL",
      now,
    );
    expect(a).toMatchObject({ impact: "POSITIVE", expectedImpact: "HIGH" });
    expect(b).toMatchObject({ impact: "NEGATIVE", expectedImpact: "MEDIUM" });
    expect(c).toMatchObject({ impact: "NEUTRAL", expectedImpact: "LOW" });
    expect(newsTone([a, b, c])).toBe(0);
  });

  it("keeps one copy of a story syndicated under several outlets", () => {
    const tagged = tagNews(
      [item("Apple beats estimates", 1), item("Apple beats estimates!", 2), item("Markets await the Fed", 3)],
      "AAPL",
      now,
    );
    expect(tagged.map((n) => n.title)).toEqual(["Apple beats estimates", "Markets await the Fed"]);
  });
});
