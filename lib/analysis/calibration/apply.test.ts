import { calibrate, calibrationTable, edgeOf, evidenceLine, noEdgeReason, outOfReachReason, rangeLine } from "./apply";
import { predict } from "./model";

describe("the committed calibration", () => {
  const t = calibrationTable;

  it("was fitted on real history and met the held-out targets it reports", () => {
    expect(t.source.series).toBeGreaterThan(30);
    expect(t.heldOut.ece).toBeLessThanOrEqual(5);
    expect(t.heldOut.brier).toBeLessThan(t.heldOut.baseRateBrier);
  });

  it("never reverses the engine's order, for every asset class", () => {
    for (const cls of ["stock", "etf", "index", "forex", "crypto", "commodity"]) {
      let prev = -Infinity;
      for (let raw = 0; raw <= 100; raw += 1) {
        const p = calibrate(raw, cls);
        expect(p).toBeGreaterThanOrEqual(prev);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        prev = p;
      }
    }
    expect(calibrate(40, "stock", null)).toBe(40); // no table: the raw rate
  });

  it("starts from the random walk where an analysis has one, and cross-validated its figures", () => {
    expect(t.model).toBeDefined();
    expect(calibrate(60, "stock", t, 30)).toBe(predict(t.model!, 30, 60));
    // The call's direction reaches the model: a long call gets the long term the table learnt.
    expect(calibrate(60, "stock", t, 30, "BUY")).toBe(predict(t.model!, 30, 60, "BUY"));
    // A higher random-walk chance or backtest rate never shows a lower probability.
    expect(calibrate(60, "stock", t, 40)).toBeGreaterThan(calibrate(60, "stock", t, 20));
    expect(calibrate(70, "stock", t, 30)).toBeGreaterThanOrEqual(calibrate(30, "stock", t, 30));
    expect(t.crossValidated!.n).toBe(t.heldOut && t.source.heldOutCalls);
    expect(t.crossValidated!.series).toBeGreaterThan(20);
  });

  it("turns a style with no held-out edge on a class into a reason to wait, and only those", () => {
    for (const [cls, styles] of Object.entries(t.edge))
      for (const [style, cell] of Object.entries(styles)) {
        const reason = noEdgeReason(cls, style);
        const any = t.styleEdge?.[style];
        if (cell.n >= 30 && cell.expectancyR <= 0)
          expect(reason).toMatch(/show no edge.*distinct calls over whole recorded series/);
        else if (any && any.n >= 30 && any.expectancyR <= 0)
          expect(reason).toMatch(new RegExp(`no edge for ${style} calls on any market: ${any.n} distinct calls`));
        else expect(reason).toBeNull();
      }
    expect(edgeOf("stock", "no-such-style")).toBeNull();
  });

  it("waits on a style that lost money over every class where its class is too thin to say", () => {
    const thin = { n: 5, expectancyR: 0.4, winRate: 40 };
    const losing = {
      ...t,
      edge: { stock: { intraday: thin } },
      styleEdge: { intraday: { n: 40, expectancyR: -0.2, winRate: 20 } },
    };
    expect(noEdgeReason("stock", "intraday", { ...losing, mirrored: false })).toBe(
      "on real history these rules show no edge for intraday calls on any market: 40 distinct calls over whole recorded series (no fitted figure in them) averaged -0.20 R per call (20% reached TP1 before the stop)",
    );
    expect(noEdgeReason("crypto", "intraday", losing)).toMatch(/any market/);
    // A table fitted with the mirrored series says its cells count them.
    expect(noEdgeReason("stock", "intraday", { ...losing, mirrored: true })).toMatch(
      /40 distinct calls over whole recorded series and their mirror images \(no fitted figure/,
    );
    const paying = { ...losing, styleEdge: { intraday: { n: 40, expectancyR: 0.1, winRate: 30 } } };
    expect(noEdgeReason("stock", "intraday", paying)).toBeNull();
    const few = { ...losing, styleEdge: { intraday: { n: 29, expectancyR: -0.2, winRate: 20 } } };
    expect(noEdgeReason("stock", "intraday", few)).toBeNull();
  });

  it("says a target is out of reach only below the table's random-walk floor", () => {
    const reach = { ...t, reach: { floor: 10, n: 168, expectancyR: -0.16, winRate: 9.5 } };
    expect(outOfReachReason(6.2, reach)).toBe(
      "the target is out of reach at this instrument's volatility: a random walk would reach TP1 before the stop within the window only 6.2% of the time, and on real history calls below 10% averaged -0.16 R per call over 168 distinct calls (9.5% reached TP1 before the stop)",
    );
    expect(outOfReachReason(10, reach)).toBeNull();
    expect(outOfReachReason(null, reach)).toBeNull();
    expect(outOfReachReason(3, { ...reach, reach: { ...reach.reach, floor: 0 } })).toBeNull();
  });

  it("writes the evidence line from the held-out bin of the probability shown", () => {
    const bin = t.evidence.bins.reduce((a, b) => (b.n > a.n ? b : a));
    expect(evidenceLine(bin.from + 0.5)).toBe(
      `On real history, calls shown at ${bin.from}-${bin.to}% won ${Math.round(bin.won)}% (${bin.n.toLocaleString("en-US")} calls, ${t.evidence.from.slice(0, 4)}-${t.evidence.to.slice(0, 4)}).`,
    );
  });
});

describe("range where markets differ", () => {
  it("moves the shown figure by the held-out markets' spread, within 1-99%", () => {
    const t = { ...calibrationTable, spread: { lo: -15, hi: 10, series: 29 } };
    expect(rangeLine(34, t)).toBe(
      "Markets differ: on 29 markets held out in turn, such calls won between 19% and 44% where this figure would be shown (middle 80% of markets).",
    );
    expect(rangeLine(5, t)).toMatch(/between 1% and 15%/);
    expect(rangeLine(34, { ...calibrationTable, spread: undefined })).toBeNull();
  });
});
