import { render, screen, within } from "@testing-library/react";
import type { StoredNewsScreenshot } from "@/lib/analysis/types";
import { testAnalysis } from "@/tests/helpers/test-analysis";
import { MarketNews } from "./sections-market";
import { newsShotWeighing, toneInWords } from "./news-screenshot";

const read: StoredNewsScreenshot = {
  status: "read",
  headline: "EUR/USD falls as ECB signals deeper rate cuts",
  source: "Reuters",
  time: "2 hours ago",
  publishedAt: "2026-11-26T13:00:00.000Z",
  body: "The euro slipped against the dollar.",
  impact: "NEGATIVE",
  expectedImpact: "HIGH",
  terms: ["falls", "cuts"],
  topic: { kind: "direct", term: "EUR/USD", inverse: false },
  weight: 2,
  newsScore: { feed: 0.2, withScreenshot: -0.2 },
};
const eurusd = (shot?: StoredNewsScreenshot) =>
  testAnalysis({ symbol: "EURUSD=X", identifiedSymbol: "EURUSD=X", instrumentName: "EUR/USD", newsScreenshot: shot });

describe("what we read on your news screenshot", () => {
  it("shows the headline, source, time and how it moved the news score, inside Market News", () => {
    render(<MarketNews analysis={eurusd(read)} />);
    const news = screen.getByRole("region", { name: "Market News" });
    const box = within(news).getByRole("group", { name: "What we read on your news screenshot" });
    expect(within(box).getByText("EUR/USD falls as ECB signals deeper rate cuts")).toBeVisible();
    expect(within(box).getByText("Reuters")).toBeVisible();
    expect(within(box).getByText("2 hours ago")).toBeVisible();
    expect(within(box).getByText("Bearish for EUR/USD, weighed in the news score")).toBeVisible();
    expect(box).toHaveTextContent("Counted as two market headlines: it names EUR/USD, 2 hours ago.");
    expect(box).toHaveTextContent(
      "Overall news tone with your screenshot: leaning bearish (the market news below alone: leaning bullish); the words that set the direction: “falls”, “cuts”.",
    );
    // How much the story can move the instrument, in the words the market news list uses.
    expect(within(box).getByText("Impact:").nextSibling).toHaveTextContent("HIGH");
    // The market feed's own headlines stay listed under it.
    expect(within(news).getByRole("link", { name: /Apple beats estimates/ })).toBeVisible();
  });

  it("says an off-topic story is shown but not weighed, and an unreadable image that it could not be read", () => {
    const off = { ...read, topic: null, weight: 0 };
    const { rerender } = render(<MarketNews analysis={eurusd(off)} />);
    expect(screen.getByText("Not about EUR/USD: shown, not weighed")).toBeVisible();
    expect(screen.queryByText(/with your screenshot/)).toBeNull();
    const blank: StoredNewsScreenshot = {
      ...read,
      status: "unreadable",
      headline: null,
      source: null,
      time: null,
      body: null,
      topic: null,
      weight: 0,
    };
    rerender(<MarketNews analysis={eurusd(blank)} />);
    expect(screen.getByText("Could not read the text")).toBeVisible();
    expect(screen.queryByText("Source:")).toBeNull();
  });

  it("keeps older analyses without a news screenshot as they were", () => {
    render(<MarketNews analysis={eurusd(undefined)} />);
    expect(screen.queryByRole("group", { name: "What we read on your news screenshot" })).toBeNull();
  });

  it("explains a quote-currency story and a market-wide one", () => {
    expect(
      newsShotWeighing(
        { ...read, impact: "POSITIVE", topic: { kind: "direct", term: "Dollar", inverse: true } },
        "EUR/USD",
      ),
    ).toEqual({
      verdict: "Bullish for EUR/USD, weighed in the news score",
      detail:
        "Counted as two market headlines: it is about Dollar, the pair's second currency, so it reads the other way for EUR/USD, 2 hours ago.",
    });
    expect(
      newsShotWeighing(
        { ...read, time: null, weight: 1, topic: { kind: "market", term: "Forex", inverse: false } },
        "EUR/USD",
      ).detail,
    ).toBe("Counted as one market headline: it is about the forex market as a whole, time not read (taken as recent).");
  });

  it("says the news tone in words, never as a bare score", () => {
    const flat = { ...read, impact: "NEUTRAL" as const, terms: [], newsScore: { feed: 0, withScreenshot: 0 } };
    render(<MarketNews analysis={eurusd(flat)} />);
    const box = screen.getByRole("group", { name: "What we read on your news screenshot" });
    expect(box).toHaveTextContent(
      "Overall news tone with your screenshot: neutral (the market news below alone: neutral).",
    );
    expect(box).not.toHaveTextContent(/\d\.\d\d with your screenshot/);
    expect([0.1, -0.14, 0.2, -0.49, 0.5, -1].map(toneInWords)).toEqual([
      "neutral",
      "neutral",
      "leaning bullish",
      "leaning bearish",
      "bullish",
      "bearish",
    ]);
  });
});
