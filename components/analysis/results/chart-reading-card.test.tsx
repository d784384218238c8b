import { render, screen, within } from "@testing-library/react";
import type { StoredChartReading } from "@/lib/analysis/types";
import { ChartReadingCard, plotY } from "./chart-reading-card";
import { testAnalysis } from "@/tests/helpers/test-analysis";

const read: StoredChartReading = {
  ticker: "AAPL",
  exchange: "NASDAQ",
  timeframe: "1D",
  axis: { side: "right", scale: "linear", min: 140, max: 156, labels: 5 },
  lastPrice: 148.2,
  lastPriceSource: "label",
  series: {
    kind: "candles",
    high: 157,
    low: 139,
    trend: "up",
    swings: [
      { kind: "high", x: 0.5, price: 155 },
      { kind: "low", x: 0.3, price: 141 },
    ],
  },
  plot: { top: 0.1, bottom: 0.9, left: 0, right: 0.9, priceTop: 160, priceBottom: 136, scale: "linear" },
  check: { chartPrice: 148.2, marketPrice: 249.37, gapPercent: 40.57, tolerancePercent: 6.2, mismatch: true },
  levels: null,
  tickerWarning: null,
  ms: 640,
};

describe("what we read on your chart", () => {
  it("shows the screenshot, the read values and the mismatch first", () => {
    render(
      <ChartReadingCard
        analysis={testAnalysis({
          symbol: "AAPL",
          chartReading: read,
          metadata: { ...testAnalysis().metadata, imagesStored: 1 },
        })}
      />,
    );
    const card = screen.getByRole("region", { name: "What we read on your chart" });
    expect(within(card).getByRole("alert")).toHaveTextContent(
      "Your chart shows AAPL near 148.20; AAPL trades at 249.37 now (40.57% apart).",
    );
    expect(within(card).getByRole("img", { name: "Your uploaded chart of AAPL" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^\/api\/analysis\/.+\/chart-image$/),
    );
    expect(card).toHaveTextContent("AAPL (NASDAQ)");
    expect(card).toHaveTextContent("1D");
    expect(card).toHaveTextContent("140.00 – 156.00");
    expect(card).toHaveTextContent("price label on the axis");
  });

  it("says which rule of the reader chose the last price", () => {
    const reason = "Last price from the price tag on the axis";
    render(<ChartReadingCard analysis={testAnalysis({ chartReading: { ...read, lastPriceReason: reason } })} />);
    expect(screen.getByTestId("last-price-reason")).toHaveTextContent(`${reason}.`);
  });

  it("shows nothing for an analysis without a chart read, and no alert when chart and market agree", () => {
    const { container } = render(<ChartReadingCard analysis={testAnalysis({ chartReading: undefined })} />);
    expect(container).toBeEmptyDOMElement();
    render(
      <ChartReadingCard
        analysis={testAnalysis({
          symbol: "AAPL",
          chartReading: { ...read, check: { ...read.check!, mismatch: false, gapPercent: 0.4 } },
        })}
      />,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("0.4% apart")).toBeInTheDocument();
  });

  it("names a feed code's instrument, and says where a price came from in words that agree with the axis", () => {
    render(
      <ChartReadingCard
        analysis={testAnalysis({
          symbol: "EURUSD=X",
          identifiedSymbol: "EURUSD=X",
          instrumentName: "EUR/USD",
          // No axis read: the last price was printed in the chart's header, then a vision-only read.
          chartReading: { ...read, axis: null, plot: null, series: null, lastPrice: 1.0412 },
        })}
      />,
    );
    const card = screen.getByRole("region", { name: "What we read on your chart" });
    expect(within(card).getByRole("alert")).toHaveTextContent(/^Your chart shows EUR\/USD near .*; EUR\/USD trades at/);
    expect(card).not.toHaveTextContent("EURUSD=X");
    expect(card).toHaveTextContent("no price axis read");
    expect(card).toHaveTextContent("price printed on the chart");
    expect(card).not.toHaveTextContent("price label on the axis");
  });

  it("shows the vision model's price when nothing was read off the image", () => {
    render(
      <ChartReadingCard analysis={testAnalysis({ symbol: "AAPL", chartReading: { ...read, lastPrice: null } })} />,
    );
    const card = screen.getByRole("region", { name: "What we read on your chart" });
    expect(within(card).getByText("Last price").parentElement).toHaveTextContent("148.20vision model");
  });

  it("maps prices onto the screenshot through the read axis", () => {
    expect(plotY(read.plot!, 160)).toBeCloseTo(0.1);
    expect(plotY(read.plot!, 148)).toBeCloseTo(0.5);
    expect(plotY({ ...read.plot!, scale: "log", priceTop: 200, priceBottom: 50 }, 100)).toBeCloseTo(0.5);
    expect(plotY(read.plot!, 1000)).toBeNull();
  });

  it("gives the thumbnail's marks a legend and keeps them on the image", () => {
    const offImage = {
      ...read,
      series: { ...read.series!, swings: [...read.series!.swings, { kind: "low" as const, x: 0.4, price: 100 }] },
    };
    render(
      <ChartReadingCard
        analysis={testAnalysis({
          symbol: "AAPL",
          chartReading: offImage,
          metadata: { ...testAnalysis().metadata, imagesStored: 1 },
        })}
      />,
    );
    const legend = screen.getByRole("list", { name: "Marks on your chart" });
    expect(legend).toHaveTextContent("last price read");
    expect(legend).toHaveTextContent("swing highs read");
    expect(legend).toHaveTextContent("swing lows read");
    // The overlay box is the image's own box, not the grid cell stretched to the panel beside it.
    const thumb = screen.getByTestId("chart-thumbnail");
    expect(thumb.closest("figure")).toHaveClass("self-start");
    // A swing priced below the read axis (100 under a 136 bottom) is not drawn below the image.
    const dots = thumb.querySelectorAll("circle");
    expect(dots).toHaveLength(2);
    for (const d of dots) {
      expect(Number(d.getAttribute("cy"))).toBeGreaterThanOrEqual(0);
      expect(Number(d.getAttribute("cy"))).toBeLessThanOrEqual(100);
    }
  });
});
