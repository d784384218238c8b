import { decide } from "./rule";
import { lastPriceRules } from "./last-price";
import { ladder, nothing } from "./fixture";
import type { ChartEvidence } from "./evidence";

const onChart: ChartEvidence = { ...nothing, ladder: ladder(), plotExtent: { low: 100, high: 200 } };
const last = (e: ChartEvidence) => decide(lastPriceRules, e);

describe("which price is the last price: each rule on a hand-built evidence record", () => {
  it("axis-tag: the tag beats the legend, a quote and the drawn series", () => {
    const e = {
      ...onChart,
      tag: 150.25,
      quote: 149,
      legendBar: { open: 1, high: 2, low: 0.5, close: 148 },
      series: { kind: "line" as const, last: 151 },
    };
    expect(last(e)).toMatchObject({ value: { value: 150.25, source: "label" }, rule: "axis-tag" });
    expect(last(e).reason).toBe("Last price from the price tag on the axis");
  });

  it("quote-panel: a quote on the plot's range; off it, the next evidence", () => {
    expect(last({ ...onChart, quote: 160 })).toMatchObject({ value: { value: 160 }, rule: "quote-panel" });
    expect(last({ ...onChart, quote: 900 }).rule).toBe("none-printed");
    // Without a ladder the quote is all there is.
    expect(last({ ...nothing, quote: 900 })).toMatchObject({ value: { value: 900 }, rule: "quote-panel" });
  });

  it("headline-price: a page's large price beside the name, over the drawn series, under the legend's close", () => {
    const series = { kind: "line" as const, last: 151 };
    expect(last({ ...onChart, headline: 152.4, series })).toMatchObject({
      value: { value: 152.4, source: "label" },
      rule: "headline-price",
    });
    expect(last({ ...nothing, headline: 132.2 }).rule).toBe("headline-price");
    expect(last({ ...onChart, headline: 900, series }).rule).toBe("series-end");
    expect(last({ ...onChart, headline: 152.4, legendBar: { open: 1, high: 2, low: 0.5, close: 148 } }).rule).toBe(
      "legend-close",
    );
  });

  it("legend-close: the legend's close over an estimate from the drawn series", () => {
    const e = {
      ...onChart,
      legendBar: { open: 150, high: 155, low: 149, close: 152.5 },
      series: { kind: "candles" as const, last: 151 },
    };
    expect(last(e)).toMatchObject({ value: { value: 152.5, source: "label" }, rule: "legend-close" });
  });

  it("series-end: where the series ends, inside the plot, not cut at its edge", () => {
    expect(last({ ...onChart, series: { kind: "line", last: 120 } })).toMatchObject({
      value: { value: 120, source: "series" },
      rule: "series-end",
    });
    // Cut at the bottom edge: marks that ran off the plot.
    expect(last({ ...onChart, series: { kind: "line", last: 100.5 } }).rule).toBe("none-printed");
  });

  it("series-end: not from the plot's margin more than half a step beyond the labels (the next pane's marks)", () => {
    const e = { ...onChart, ladderRange: { min: 110, max: 190, step: 20 }, plotExtent: { low: 92, high: 202 } };
    expect(last({ ...e, series: { kind: "line", last: 98 } }).rule).toBe("none-printed");
    expect(last({ ...e, series: { kind: "line", last: 102 } }).rule).toBe("series-end");
  });

  it("tag-off-last-close: a tag a step or more from the latest bar's close is not the price; the series' end is", () => {
    // The last bar stands before an empty margin of 8 bar spacings: it is the latest bar.
    const e = {
      ...onChart,
      ladderRange: { min: 110, max: 190, step: 20 },
      tag: 180,
      series: { kind: "candles" as const, last: 151, marginBars: 8 },
    };
    const r = last(e);
    expect(r).toMatchObject({ value: { value: 151, source: "series" }, rule: "tag-off-last-close" });
    expect(r.reason).toMatch(/away from the last bar's close/);
    // A tag at the close is the price.
    expect(last({ ...e, tag: 152.5 })).toMatchObject({ value: { value: 152.5 }, rule: "axis-tag" });
    // A chart scrolled back (its bars run to the axis): the tag shows a price the visible bars may not reach.
    expect(last({ ...e, series: { ...e.series, marginBars: 0.5 } }).rule).toBe("axis-tag");
    // No drawn series: the tag is the only evidence.
    expect(last({ ...e, series: null }).rule).toBe("axis-tag");
    // A legend's close is printed evidence, taken before the estimate.
    const legendBar = { open: 150, high: 155, low: 149, close: 152.5 };
    expect(last({ ...e, legendBar }).rule).toBe("legend-close");
    // A tag that a printed price repeats (the price printed large beside the name) is the price,
    // whatever the estimate from pixels says.
    expect(last({ ...e, headline: 180 })).toMatchObject({ value: { value: 180, source: "label" }, rule: "axis-tag" });
    expect(last({ ...e, legendBar: { ...legendBar, high: 181, close: 180 } }).rule).toBe("axis-tag");
  });

  it("unread-axis: says the axis could not be read", () => {
    const r = last({ ...nothing, series: { kind: "line", last: 5 } });
    expect(r).toMatchObject({ value: { value: null, source: null }, rule: "unread-axis" });
    expect(r.reason).toMatch(/could not read the price axis/i);
  });
});
