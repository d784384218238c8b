import { decide } from "./rule";
import { annotationWord, tagRules, tagScore, type TagEvidence } from "./price-tag";

// A number on the axis column with nothing measured about it: plain text on the grid.
const plain: TagEvidence = {
  value: 27.41,
  fill: 0,
  boxed: false,
  offGrid: false,
  legendClose: false,
  indicatorValue: false,
  annotation: null,
  atLastClose: false,
  underTag: false,
  priceLine: false,
};
const judge = (e: Partial<TagEvidence>) => decide(tagRules, { ...plain, ...e });

describe("is this number on the axis a price tag: each rule on a hand-built record", () => {
  it("legend-close: the legend's close names it, even an indicator's value or one with an order's word", () => {
    expect(judge({ legendClose: true, indicatorValue: true, annotation: "sl" })).toMatchObject({
      value: true,
      rule: "legend-close",
    });
  });

  it("indicator-value: a filled tag whose value an indicator prints in the legend is the indicator's", () => {
    expect(judge({ fill: 0.8, indicatorValue: true })).toMatchObject({ value: false, rule: "indicator-value" });
  });

  it("annotation: a filled tag with ENTRY, SL, TP or Alert beside it, and says which word", () => {
    const r = judge({ fill: 0.8, offGrid: true, atLastClose: true, annotation: "entry" });
    expect(r).toMatchObject({ value: false, rule: "annotation" });
    expect(r.reason).toContain('"entry"');
  });

  it("under-tag: a tick whose digits a tag drawn over it half covers is no tag, however coloured", () => {
    expect(judge({ fill: 0.25, offGrid: true, atLastClose: true, underTag: true })).toMatchObject({
      value: false,
      rule: "under-tag",
    });
  });

  it("filled: a coloured tag", () => {
    expect(judge({ fill: 0.6 })).toMatchObject({ value: true, rule: "filled" });
    expect(judge({ fill: 0.1 }).rule).toBe("plain-text");
  });

  it("boxed: an outlined number", () => {
    expect(judge({ boxed: true })).toMatchObject({ value: true, rule: "boxed" });
  });

  it("at-last-close: an uncoloured number off the grid where the last bar closes", () => {
    expect(judge({ offGrid: true, atLastClose: true })).toMatchObject({ value: true, rule: "at-last-close" });
    // On the grid it is the tick at that height; away from the close, a crosshair's readout or a misread.
    expect(judge({ atLastClose: true }).value).toBe(false);
    expect(judge({ offGrid: true }).value).toBe(false);
  });

  it("plain-text: anything else", () => {
    expect(judge({})).toMatchObject({ value: false, rule: "plain-text" });
  });

  it("ranks a filled tag over a grey one at the close, and the legend's close over both", () => {
    const grey = tagScore({ ...plain, offGrid: true, atLastClose: true }, 99);
    const coloured = tagScore({ ...plain, fill: 0.5, offGrid: true }, 60);
    expect(coloured).toBeGreaterThan(grey);
    expect(tagScore({ ...plain, fill: 0.5, offGrid: true, legendClose: true }, 60)).toBeGreaterThan(coloured);
  });

  it("knows the words of drawings and orders as the apps print them", () => {
    expect(["ENTRY", "SL", "TP1:", "Stop", "Target", "Alert", "LMT"].map(annotationWord)).toEqual([
      "entry",
      "sl",
      "tp",
      "stop",
      "target",
      "alert",
      "lmt",
    ]);
    expect(["USD)", "Vol", "28.38"].map(annotationWord)).toEqual([null, null, null]);
  });
});
