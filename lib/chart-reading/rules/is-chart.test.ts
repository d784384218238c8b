import { decide } from "./rule";
import { isChartRules } from "./is-chart";
import { candles, ink, ladder, line, nothing } from "./fixture";

const rule = (e: Parameters<typeof decide<typeof nothing, boolean>>[1]) => decide(isChartRules, e);

describe("is it a price chart: each rule on a hand-built evidence record", () => {
  it("results-page: results words refuse unless candles in earnest are drawn", () => {
    const words = {
      ...nothing,
      ladder: ladder(),
      series: { kind: "line" as const, last: 10 },
      nonPriceWords: ["equity", "drawdown"],
    };
    expect(rule(words)).toMatchObject({ value: false, rule: "results-page" });
    expect(rule({ ...words, candles: candles() })).toMatchObject({ value: true, rule: "ladder-and-marks" });
  });

  it("ladder-and-marks: four labels and a series beside them", () => {
    expect(rule({ ...nothing, ladder: ladder(4), series: { kind: "candles", last: 5 } })).toMatchObject({
      value: true,
      rule: "ladder-and-marks",
    });
    // Three labels and a line, nothing else: too little.
    expect(rule({ ...nothing, ladder: ladder(3), series: { kind: "line", last: 5 } }).value).toBe(false);
  });

  it("candles-drawn: candles found in pixels make a chart with no text at all", () => {
    expect(rule({ ...nothing, lineCount: 0, candles: candles() })).toMatchObject({
      value: true,
      rule: "candles-drawn",
    });
  });

  it("candles-drawn: candles make a chart whatever numbers were misread from an unreadable axis", () => {
    // Blurred or cropped labels read as a few numbers through zero, no symbol: still candles.
    const blurred = { ...nothing, ladder: { ...ladder(3)!, crossesZero: true, maxError: 0.3 }, candles: candles() };
    expect(rule(blurred)).toMatchObject({ value: true, rule: "candles-drawn" });
  });

  it("grey-candles-drawn: black and white candles make a chart with no text at all", () => {
    expect(rule({ ...nothing, lineCount: 0, ink: ink() })).toMatchObject({ value: true, rule: "grey-candles-drawn" });
    // Few, of one height, standing on text rows (a diagram's unread glyphs), or bunched together.
    for (const o of [{ bars: 25 }, { tall: 5 }, { alike: 0.65 }, { onRows: 0.9 }, { spread: 0.25 }])
      expect(rule({ ...nothing, ink: ink(o) }).value).toBe(false);
  });

  it("grey-candles-drawn is no chart beside a clearly read axis through zero (a MACD pane's line and histogram)", () => {
    expect(rule({ ...nothing, ink: ink(), ladder: { ...ladder(5)!, crossesZero: true } }).value).toBe(false);
    // Misread numbers through zero on an unreadable axis (a loose fit) do not veto the bars.
    expect(rule({ ...nothing, ink: ink(), ladder: { ...ladder(3)!, crossesZero: true, maxError: 0.3 } }).rule).toBe(
      "grey-candles-drawn",
    );
  });

  it("line-drawn: a price line across the image makes a chart with no text at all", () => {
    expect(rule({ ...nothing, lineCount: 0, line: line() })).toMatchObject({ value: true, rule: "line-drawn" });
    // Too short, one value per column too rarely, too flat, too smooth: a connector, a pie's rim.
    for (const o of [{ span: 0.45 }, { single: 0.7 }, { travel: 0.04 }, { turns: 3 }])
      expect(rule({ ...nothing, line: line(o) }).value).toBe(false);
  });

  it("line-drawn: a stroke that keeps most of its columns on one straight line is a page's rule, not prices", () => {
    // Long, one run per column, travelling and turning only where tabs or boxes hang from it.
    expect(rule({ ...nothing, line: line({ straight: 0.85 }) })).toMatchObject({ value: false, rule: "nothing-drawn" });
    expect(rule({ ...nothing, line: line({ straight: 0.3 }) }).rule).toBe("line-drawn");
  });

  it("line-drawn is no chart when the line crosses a histogram's base (an oscillator's zero row)", () => {
    const histogram = (y: number) => ({ ...candles(3, 2), candles: false, histogram: { y, above: 20, below: 18 } });
    expect(rule({ ...nothing, line: line(), candles: histogram(550) }).value).toBe(false);
    // A volume pane's floor under the price line does not veto it.
    expect(rule({ ...nothing, line: line(), candles: histogram(900) })).toMatchObject({
      value: true,
      rule: "line-drawn",
    });
  });

  it("line-drawn is no chart beside a clearly read axis in percent or through zero", () => {
    expect(rule({ ...nothing, line: line(), ladder: { ...ladder(5)!, crossesZero: true } }).value).toBe(false);
    expect(rule({ ...nothing, line: line(), ladder: { ...ladder(5)!, percent: true } }).value).toBe(false);
  });

  it("plot-with-symbol: plot marks across the width and a symbol named on top", () => {
    const e = {
      ...nothing,
      marks: { chartLike: true, columns: 0.8 },
      symbol: { text: "AAPL", strong: true, score: 5, top: 0.05 },
    };
    expect(rule(e)).toMatchObject({ value: true, rule: "plot-with-symbol" });
    expect(rule({ ...e, marks: { chartLike: true, columns: 0.44 } }).value).toBe(false);
    // Beside a clearly read axis through zero, the plot is an oscillator's.
    expect(rule({ ...e, ladder: { ...ladder(5)!, crossesZero: true } }).value).toBe(false);
  });

  it("ladder-with-symbol: a ladder under a symbol, its marks unseen", () => {
    const e = { ...nothing, ladder: ladder(4), symbol: { text: "EURUSD", strong: true, score: 4.5, top: 0.1 } };
    expect(rule(e)).toMatchObject({ value: true, rule: "ladder-with-symbol" });
  });

  it("legend-bar: a small widget's 3-label ladder and its O/H/L/C legend", () => {
    const e = { ...nothing, ladder: ladder(3), legendBar: { open: 10, high: 11, low: 9, close: 10.5 } };
    expect(rule(e)).toMatchObject({ value: true, rule: "legend-bar" });
  });

  it("nothing-drawn: no marks, no ladder", () => {
    expect(rule(nothing)).toMatchObject({ value: false, rule: "nothing-drawn" });
  });
});
