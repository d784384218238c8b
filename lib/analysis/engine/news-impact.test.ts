import { assessNewsScreenshot, headlineTone, newsTone, tagNews } from "./news-impact";

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

describe("the lexicon's negations", () => {
  it("turns a term around when a negation stands just before it", () => {
    expect(headlineTone("Apple did not beat estimates")).toEqual({ impact: "NEGATIVE", terms: ["not beat"] });
    expect(headlineTone("ECB holds, no rate cuts this year")).toEqual({ impact: "POSITIVE", terms: ["no cuts"] });
    expect(headlineTone("Shares rise, then fall")).toMatchObject({ impact: "NEUTRAL" });
    expect(headlineTone("FED'S POWELL: NOT IN A HURRY TO CUT RATES")).toEqual({
      impact: "POSITIVE",
      terms: ["NOT CUT"],
    });
    expect(headlineTone("No surprise as the euro falls")).toMatchObject({ impact: "NEGATIVE" });
  });
});

describe("weighing the trader's news screenshot", () => {
  const eurusd = { symbol: "EURUSD=X", name: "EUR/USD", type: "forex", exchange: "CCY", currency: "USD" } as const;
  const feed = tagNews(
    [item("Markets await the Fed", 1), item("Chipmakers slump on export probe", 30)],
    "EURUSD=X",
    now,
  );
  const shot = (headline: string | null, time: string | null = "2 hours ago") => ({
    headline,
    source: "Reuters",
    time,
    body: null,
  });

  it("counts a recent, on-topic story as two headlines in the news score", () => {
    const a = assessNewsScreenshot(shot("EUR/USD falls as ECB signals deeper rate cuts"), eurusd, feed, now);
    expect(a).toMatchObject({
      status: "read",
      impact: "NEGATIVE",
      expectedImpact: "HIGH",
      terms: ["falls", "cuts"],
      topic: { kind: "direct", term: "EUR/USD" },
      weight: 2,
      publishedAt: "2026-03-10T10:00:00.000Z",
      newsScore: { feed: -0.5, withScreenshot: -0.75 },
    });
    expect(newsTone(feed, a)).toBe(-0.75);
  });

  it("reads a story about the quote currency the other way round", () => {
    const a = assessNewsScreenshot(shot("Dollar slumps as Fed signals cuts"), eurusd, feed, now);
    expect(a).toMatchObject({ impact: "POSITIVE", topic: { term: "Dollar", inverse: true }, weight: 2 });
    expect(a.newsScore.withScreenshot).toBe(0.25);
  });

  it("weighs older or market-wide stories less", () => {
    expect(assessNewsScreenshot(shot("Euro falls", "2 days ago"), eurusd, feed, now)).toMatchObject({
      expectedImpact: "MEDIUM",
      weight: 1,
    });
    expect(assessNewsScreenshot(shot("Currencies slide as risk appetite fades"), eurusd, feed, now)).toMatchObject({
      topic: { kind: "market" },
      expectedImpact: "MEDIUM",
      weight: 1,
    });
    expect(assessNewsScreenshot(shot("Euro falls", "Feb 1, 2026"), eurusd, feed, now).weight).toBe(0.5);
    // Named only in the body: one headline, not two.
    expect(
      assessNewsScreenshot(
        { ...shot("Stocks slide on growth worries"), body: "The euro also fell." },
        eurusd,
        feed,
        now,
      ),
    ).toMatchObject({ topic: { term: "euro", in: "body" }, expectedImpact: "MEDIUM", weight: 1 });
  });

  it("shows an off-topic or unreadable screenshot without weighing it", () => {
    const off = assessNewsScreenshot(shot("Tesla shares plunge on recall"), eurusd, feed, now);
    expect(off).toMatchObject({ status: "read", impact: "NEGATIVE", topic: null, weight: 0 });
    expect(off.newsScore).toEqual({ feed: -0.5, withScreenshot: -0.5 });
    const blank = assessNewsScreenshot(shot(null, null), eurusd, feed, now);
    expect(blank).toMatchObject({ status: "unreadable", weight: 0, newsScore: { feed: -0.5, withScreenshot: -0.5 } });
    expect(assessNewsScreenshot(shot("Shares slide"), eurusd, [], now).newsScore).toEqual({
      feed: 0,
      withScreenshot: 0,
    });
  });

  it("takes the body's direction when the headline has none", () => {
    const a = assessNewsScreenshot(
      { ...shot("What the ECB decision means for the euro"), body: "The euro fell after the decision." },
      eurusd,
      [],
      now,
    );
    expect(a).toMatchObject({ impact: "NEGATIVE", terms: ["fell"], newsScore: { feed: 0, withScreenshot: -1 } });
  });
});
