import { mostAnalyzedText } from "./analysis-overview";

test("'Most analyzed' shows the leader, a small tie's leaders, and never a bare dash once there are analyses", () => {
  const none = { mostAnalyzedSymbol: null, mostAnalyzedSymbols: null, totalAnalyses: 0 };
  expect(mostAnalyzedText(none)).toBe("—");
  expect(
    mostAnalyzedText({
      ...none,
      totalAnalyses: 4,
      mostAnalyzedSymbol: { symbol: "GC=F", count: 3 },
      mostAnalyzedSymbols: { symbols: ["GC=F"], count: 3 },
    }),
  ).toBe("Gold (3)");
  expect(
    mostAnalyzedText({ ...none, totalAnalyses: 5, mostAnalyzedSymbols: { symbols: ["AAPL", "EURUSD=X"], count: 2 } }),
  ).toBe("AAPL, EUR/USD (2 each)");
  expect(mostAnalyzedText({ ...none, totalAnalyses: 5 })).toBe("No single leader");
});
