import { analysisErrorToast } from "./error-toast";
import { convertProfit } from "./profit-unit";
import { parsePrefill } from "./prefill";

describe("analysisErrorToast", () => {
  it("maps messages to the spec's titles", () => {
    expect(analysisErrorToast("TICKER_NOT_FOUND: XYZ").title).toBe("Invalid Ticker");
    // Today's server sends a sentence and the code apart: the sentence is shown as it is.
    const sentence = "We could not find XYZ in this server's market data. Check the symbol.";
    expect(analysisErrorToast(sentence, "TICKER_NOT_FOUND")).toEqual({
      title: "Invalid Ticker",
      description: sentence,
    });
    expect(analysisErrorToast("Cannot identify ticker from chart").title).toBe("Ticker Required");
    expect(analysisErrorToast("CHART_VALIDATION_FAILED").title).toBe("Chart Upload Issue");
    expect(analysisErrorToast("Analysis generation failed").title).toBe("Analysis Error");
    expect(analysisErrorToast("Request timeout").title).toBe("Connection Timeout");
    expect(analysisErrorToast("No tokens remaining").title).toBe("No tokens remaining");
    expect(analysisErrorToast("boom").title).toBe("Analysis Failed");
  });

  it("chooses the title by the server's reason code, whatever the sentence says", () => {
    const sentence = "This image does not look like a price chart: upload a screenshot of a chart.";
    expect(analysisErrorToast(sentence, "NOT_A_CHART")).toEqual({ title: "Chart Upload Issue", description: sentence });
    expect(analysisErrorToast("chart.png is 9000x9000 pixels", "CHART_VALIDATION_FAILED").title).toBe(
      "Chart Upload Issue",
    );
    expect(analysisErrorToast("anything", "CANNOT_IDENTIFY_TICKER").title).toBe("Ticker Required");
    expect(analysisErrorToast("Please try again in a minute.", "SERVER_BUSY").title).toBe("Server Busy");
    expect(analysisErrorToast("boom", "SOMETHING_NEW").title).toBe("Analysis Failed");
  });
});

describe("convertProfit", () => {
  it("converts percent of budget to a rounded amount and back", () => {
    expect(convertProfit(5, "%", "USD", 3000)).toBe(150);
    expect(convertProfit(155, "USD", "%", 3000)).toBe(5);
    expect(convertProfit(100, "USD", "EUR", 3000)).toBe(100);
  });
});

describe("parsePrefill", () => {
  it("applies defaults and upper-cases the ticker", () => {
    expect(parsePrefill(new URLSearchParams("prefill=true&ticker=aapl"))).toEqual({
      ticker: "AAPL",
      budget: 3000,
      profit: 5,
      profitUnit: "USD",
      investmentType: "intraday",
    });
    expect(
      parsePrefill(new URLSearchParams("prefill=true&ticker=nvda&profit=10%25&type=swing&budget=750")),
    ).toMatchObject({
      profit: 10,
      profitUnit: "%",
      investmentType: "swing",
      budget: 750,
    });
    expect(parsePrefill(new URLSearchParams("prefill=true&ticker=msft&budget=-4&profit=abc&type=daytrade"))).toEqual({
      ticker: "MSFT",
      budget: 3000,
      profit: 5,
      profitUnit: "USD",
      investmentType: "intraday",
    });
  });
  it("needs prefill=true and a ticker", () => {
    expect(parsePrefill(new URLSearchParams("ticker=aapl"))).toBeNull();
    expect(parsePrefill(new URLSearchParams("prefill=true&budget=750"))).toBeNull();
  });
});
