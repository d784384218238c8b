import { findLastPriceLabel, ladderTicks, onGrid } from "./last-price";
import type { OcrWord, Pixels, PriceAxis, PriceFit } from "./types";

// price = 50 - y / 20 on a dark 400x800 screen; tags are filled teal boxes on the axis column.
const W = 400;
const H = 800;
const fit: PriceFit = { scale: "linear", a: 50, b: -0.05, maxError: 0 };
const y = (p: number) => (50 - p) * 20;
function screen(tags: number[]): Pixels {
  const data = new Uint8Array(W * H * 3).fill(20);
  for (const p of tags)
    for (let r = Math.round(y(p)) - 8; r <= Math.round(y(p)) + 8; r++)
      for (let x = 330; x < 395; x++) data.set([38, 166, 154], (r * W + x) * 3);
  return { data, width: W, height: H };
}
const word = (v: number, text = v.toFixed(2)): OcrWord => ({
  text,
  conf: 95,
  x0: 340,
  x1: 385,
  y0: y(v) - 6,
  y1: y(v) + 6,
});

describe("the last-price tag on the axis", () => {
  const ticks = [45, 40, 35, 30, 25, 20, 15].map((v) => ({ value: v, y: y(v), box: word(v) }));
  const axis: PriceAxis = { side: "right", labels: ticks, fit, x0: 340, x1: 385, decimals: 2, percent: false };

  it("skips an indicator's tag whose value the legend prints beside the indicator's name", () => {
    const px = screen([28.38, 27.41]);
    const words = [...ticks.map((t) => word(t.value)), word(28.38), word(27.41)];
    const legend = { indicators: [28.38, 27.77], close: null };
    expect(findLastPriceLabel(axis, words, px, legend).label?.value).toBe(27.41);
    // Without the legend, either tag could be the price; the reader does not know which.
    expect(findLastPriceLabel(axis, words, px).label).not.toBeNull();
  });

  it("counts a tag a little off a round tick as a tag, not as the tick", () => {
    expect(onGrid(9397.43, 9600, 200)).toBe(false);
    expect(onGrid(9400, 9600, 200)).toBe(true);
    expect(onGrid(1.1705, 1.1795, 0.0015)).toBe(true);
    const px = screen([31.7]);
    const words = [...ticks.map((t) => word(t.value)), word(30.13)];
    // 30.13 is 2.6% of a step from 30: off the grid, so a tag when it sits on a filled box.
    expect(findLastPriceLabel(axis, words, screen([30.13])).label?.value).toBe(30.13);
    expect(findLastPriceLabel(axis, words, px).label).toBeNull();
  });

  it("finds the last-price tag on the far edge when the ticks are printed on the left", () => {
    const left: PriceAxis = {
      ...axis,
      side: "left",
      x0: 5,
      x1: 50,
      labels: ticks.map((t) => ({ ...t, box: { ...t.box, x0: 5, x1: 50 } })),
    };
    const words = [...ticks.map((t) => ({ ...word(t.value), x0: 5, x1: 50 })), { ...word(27.41), x0: 350, x1: 396 }];
    expect(findLastPriceLabel(left, words, screen([27.41])).label?.value).toBe(27.41);
  });

  it("among a trade tool's filled tags (its stop, its target, the price), takes the one where the series ends", () => {
    // A position tool draws its stop and target on the axis as filled tags like the price's own; the
    // app draws the price's at the last bar's close.
    const words = [...ticks.map((t) => word(t.value)), { ...word(36.8), conf: 99 }, word(28.62), word(19.7)];
    const px = screen([36.8, 28.62, 19.7]);
    expect(findLastPriceLabel(axis, words, px, undefined, 28.6).label?.value).toBe(28.62);
    // With no series to say where the last bar closes, the likeliest tag is taken.
    expect(findLastPriceLabel(axis, words, px).label?.value).toBe(36.8);
  });
});

describe("ticks printed rounded from an uneven step", () => {
  // Six ticks at an even spacing of 2.3447 printed to two decimals (gaps 2.34 and 2.35), one hidden
  // under the last-price tag 35.52.
  const printed = [45.37, 43.03, 40.68, 38.34, 33.65];
  const labels = [...printed, 35.52].map((v) => ({ value: v, y: y(v), box: word(v) }));
  const axis: PriceAxis = { side: "right", labels, fit, x0: 340, x1: 385, decimals: 2, percent: false };

  it("keeps every printed tick on the ladder and reads the tag between them", () => {
    expect(
      ladderTicks(axis)
        .ticks.map((t) => t.value)
        .sort(),
    ).toEqual([...printed].sort());
    const words = labels.map((l) => word(l.value));
    expect(findLastPriceLabel(axis, words, screen([35.52])).label?.value).toBe(35.52);
  });
});

describe("tags that are not the last price, and one drawn close to the background", () => {
  const ticks = [45, 40, 35, 30, 25, 20, 15].map((v) => ({ value: v, y: y(v), box: word(v) }));
  const axis: PriceAxis = { side: "right", labels: ticks, fit, x0: 340, x1: 385, decimals: 2, percent: false };
  const tickWords = ticks.map((t) => word(t.value));
  const beside = (text: string, v: number, x0: number): OcrWord => ({ ...word(v, text), x0, x1: x0 + 40 });

  it("passes over a tag with ENTRY, SL, TP or Alert beside it or inside it", () => {
    const px = screen([33.55, 27.41, 21.1]);
    const words = [...tickWords, word(33.55), beside("Entry", 33.55, 280), word(27.41), word(21.1)];
    // The entry's tag is the likelier (read with more confidence); its word rules it out.
    words[ticks.length] = { ...word(33.55), conf: 99 };
    words.push({ ...beside("TP1:", 21.1, 332), x1: 338 });
    expect(findLastPriceLabel(axis, words, px).label?.value).toBe(27.41);
    const alert = [...tickWords, { ...word(33.55), conf: 99 }, beside("Alert", 33.55, 285), word(27.41)];
    expect(findLastPriceLabel(axis, alert, screen([33.55, 27.41])).label?.value).toBe(27.41);
    // Without the words the entry's tag wins.
    expect(findLastPriceLabel(axis, [...tickWords, { ...word(33.55), conf: 99 }, word(27.41)], px).label?.value).toBe(
      33.55,
    );
  });

  it("finds a grey tag off the grid where the series ends, and not elsewhere", () => {
    // A grey fill close to the dark background: no colour tells it from a tick.
    const px = screen([]);
    for (let r = Math.round(y(27.41)) - 8; r <= Math.round(y(27.41)) + 8; r++)
      for (let x = 330; x < 395; x++) px.data.set([44, 46, 50], (r * W + x) * 3);
    const words = [...tickWords, word(27.41)];
    expect(findLastPriceLabel(axis, words, px, undefined, 27.43).label?.value).toBe(27.41);
    expect(findLastPriceLabel(axis, words, px, undefined, 31).label).toBeNull();
    expect(findLastPriceLabel(axis, words, px).label).toBeNull();
  });
});

describe("a tag drawn over a tick", () => {
  const ticks = [45, 40, 35, 30, 25, 20, 15].map((v) => ({ value: v, y: y(v), box: word(v) }));
  const axis: PriceAxis = { side: "right", labels: ticks, fit, x0: 340, x1: 385, decimals: 2, percent: false };

  it("is the price, not the tick it half hides, even where the series ends nearer the tick", () => {
    // The tag at 30.6 (rows 380-396) covers the top of the 30.00 tick (read in rows 392-406), whose visible
    // digits now sit on a little of the tag's colour and off the grid as OCR reads them ("30.05").
    const px = screen([30.6]);
    const hidden = { ...word(30.05), y0: 392, y1: 406 };
    const words = [...ticks.filter((t) => t.value !== 30).map((t) => word(t.value)), word(30.6), hidden];
    expect(findLastPriceLabel(axis, words, px, undefined, 30.1).label?.value).toBe(30.6);
  });
});

describe("a tag over the top of the scale", () => {
  it("hides the outer tick and sits beyond it, as the series may (a phone app's tag)", () => {
    // Ticks 15 to 40 printed; the 45 tick lies under the tag at 45.4, over a step past the last printed one.
    const shown = [40, 35, 30, 25, 20, 15].map((v) => ({ value: v, y: y(v), box: word(v) }));
    const axis: PriceAxis = { side: "right", labels: shown, fit, x0: 340, x1: 385, decimals: 2, percent: false };
    const words = [...shown.map((t) => word(t.value)), word(45.4)];
    expect(findLastPriceLabel(axis, words, screen([45.4])).label?.value).toBe(45.4);
    // Two steps past it, a filled number is some other thing's (another pane, an old quote).
    expect(findLastPriceLabel(axis, [...shown.map((t) => word(t.value)), word(48.2)], screen([48.2])).label).toBeNull();
  });
});

describe("stacked tags", () => {
  const ticks = [45, 40, 35, 30, 25, 20, 15].map((v) => ({ value: v, y: y(v), box: word(v) }));
  const axis: PriceAxis = { side: "right", labels: ticks, fit, x0: 340, x1: 385, decimals: 2, percent: false };

  it("the one at the end of a dotted line in its colour across the plot is the price", () => {
    // Three filled tags edge to edge (an indicator's in blue, the price's in teal, an order's in
    // orange); only the teal one has its dotted price line running left into the plot.
    const px = screen([]);
    const paint = (p: number, colour: number[]) => {
      for (let r = Math.round(y(p)) - 8; r <= Math.round(y(p)) + 8; r++)
        for (let x = 330; x < 395; x++) px.data.set(colour, (r * W + x) * 3);
    };
    paint(28.38, [41, 98, 255]);
    paint(27.5, [38, 166, 154]);
    paint(26.62, [255, 152, 0]);
    for (let x = 20; x < 330; x += 3) px.data.set([38, 166, 154], (Math.round(y(27.5)) * W + x) * 3);
    const words = [...ticks.map((t) => word(t.value)), word(28.38), word(27.5), word(26.62)];
    expect(findLastPriceLabel(axis, words, px).label?.value).toBe(27.5);
  });
});

describe("a log ladder", () => {
  // Evenly spaced only in pieces: the linear grid's ticks are a stretch of the ladder, and a tag
  // below that stretch but inside the printed labels is still on the axis.
  const logFit: PriceFit = { scale: "log", a: Math.log(50), b: -0.001, maxError: 0 };
  const yLog = (p: number) => (Math.log(50) - Math.log(p)) / 0.001;
  const at = (v: number): OcrWord => ({
    text: v.toFixed(2),
    conf: 95,
    x0: 340,
    x1: 385,
    y0: yLog(v) - 6,
    y1: yLog(v) + 6,
  });
  const values = [48, 46, 44, 42, 40, 38, 36, 33.5, 31];
  const labels = values.map((v) => ({ value: v, y: yLog(v), box: at(v) }));
  const axis: PriceAxis = { side: "right", labels, fit: logFit, x0: 340, x1: 385, decimals: 2, percent: false };

  it("takes a filled tag anywhere on its printed range", () => {
    const px: Pixels = { data: new Uint8Array(W * H * 3).fill(20), width: W, height: H };
    for (let r = Math.round(yLog(32.2)) - 8; r <= Math.round(yLog(32.2)) + 8; r++)
      for (let x = 330; x < 395; x++) px.data.set([239, 83, 80], (r * W + x) * 3);
    expect(findLastPriceLabel(axis, [...values.map(at), at(32.2)], px).label?.value).toBe(32.2);
  });
});

describe("a tick beside the tag at the last close", () => {
  it("stays a tick when a coloured tag shows: the grey-tag rule stands in only where none does", () => {
    // Uneven ticks (a log-like ladder) put the plain tick 26.6 off the grid, just under the teal tag 27.41.
    const labels = [45, 40, 35, 30, 26.6, 25, 20].map((v) => ({ value: v, y: y(v), box: word(v) }));
    const axis: PriceAxis = { side: "right", labels, fit, x0: 340, x1: 385, decimals: 2, percent: false };
    const words = [...labels.map((l) => word(l.value)), word(27.41)];
    expect(findLastPriceLabel(axis, words, screen([27.41]), undefined, 26.7).label?.value).toBe(27.41);
  });
});
