import { findPriceAxis, mainRun, priceAt, yAt } from "./axis";
import type { OcrWord } from "./types";

const word = (text: string, y: number, x1 = 1580, conf = 90): OcrWord => ({
  text,
  conf,
  x0: x1 - 50,
  x1,
  y0: y - 6,
  y1: y + 6,
});

describe("the price axis ladder", () => {
  it("fits a right-hand ladder and maps pixels to prices", () => {
    const words = [150, 148, 146, 144, 142, 140].map((v, i) => word(v.toFixed(2), 100 + i * 80));
    const axis = findPriceAxis(words, 1600)!;
    expect(axis).toMatchObject({ side: "right", percent: false });
    expect(axis.fit.scale).toBe("linear");
    expect(priceAt(axis.fit, 140)).toBeCloseTo(149, 6);
    expect(yAt(axis.fit, 145)).toBeCloseTo(300, 6);
  });

  it("takes no order book for an axis: its rows step by one tick of the price", () => {
    // An exchange's order book in won (97,261,000, 97,260,000 ...) beside a short chart axis.
    const book = Array.from({ length: 12 }, (_, i) =>
      word((97_261_000 - i * 1000).toLocaleString("en-US"), 200 + i * 30),
    );
    const axis = [104, 103, 102, 101].map((m, i) => word(`${m},000,000`, 215 + i * 50, 720));
    expect(findPriceAxis(book, 1600)).toBeNull();
    expect(findPriceAxis([...book, ...axis], 1600)!.labels.map((l) => l.value)[0]).toBe(104_000_000);
    // A 1-minute EURUSD axis steps by 0.0001 and is an axis.
    const fx = [1.0856, 1.0855, 1.0854, 1.0853, 1.0852].map((v, i) => word(v.toFixed(4), 100 + i * 60));
    expect(findPriceAxis(fx, 1600)).not.toBeNull();
  });

  it('reads a ladder printed with a leading decimal point (".073") as prices under 1', () => {
    const words = [".085", ".080", ".075", ".070", ".065", ".060"].map((t, i) => word(t, 100 + i * 80));
    const axis = findPriceAxis(words, 1600)!;
    expect(axis.labels.map((l) => l.value)).toEqual([0.085, 0.08, 0.075, 0.07, 0.065, 0.06]);
    expect(priceAt(axis.fit, 140)).toBeCloseTo(0.0825, 6);
  });

  it("gives labels that lost their whole part the one the rest of the column shows", () => {
    // MetaTrader's 7 px digits: "1.32830" read whole at the top, "32680" or ".32330" further down.
    const texts = ["1.32830", "1.32780", "1.32730", "32680", "32630", "32580", "32530", "1.32480", ".32430", "32380"];
    const words = texts.map((t, i) => word(t, 30 + i * 26));
    const axis = findPriceAxis(words, 1600)!;
    expect(axis.labels).toHaveLength(10);
    expect(axis.labels.map((l) => Number(l.value.toFixed(5)))).toEqual([
      1.3283, 1.3278, 1.3273, 1.3268, 1.3263, 1.3258, 1.3253, 1.3248, 1.3243, 1.3238,
    ]);
    // One whole label is not enough to restore the others by.
    const alone = findPriceAxis(
      texts.map((t, i) => word(i === 0 ? t : t.replace(/^1\./, ""), 30 + i * 26)),
      1600,
    )!;
    expect(alone.labels.every((l) => l.value > 1000 || l.value < 1)).toBe(true);
  });

  it("takes a volume pane's ladder in millions only when there is no other", () => {
    const volume = ["150M", "125M", "100M", "75M", "50M", "25M"].map((t, i) => word(t, 300 + i * 16, 64));
    const price = ["40.0", "37.5", "35.0"].map((t, i) => word(t, 175 + i * 29));
    const axis = findPriceAxis([...volume, ...price], 1280)!;
    expect(axis.labels.map((l) => l.value)).toEqual([40, 37.5, 35]);
    expect(findPriceAxis(volume, 1280)!.millions).toBe(true);
  });

  it("tolerates an OCR misread and a legend number elsewhere", () => {
    const words = [150, 148, 146, 144, 142, 140].map((v, i) => word(v.toFixed(2), 100 + i * 80));
    words[2] = word("1A6.00", 260); // misread tick
    words.push(word("139.10", 40, 300)); // legend value at the top left
    const axis = findPriceAxis(words, 1600)!;
    expect(axis.labels.map((l) => l.value)).toEqual([150, 148, 144, 142, 140]);
    expect(axis.fit.maxError).toBeLessThan(0.01);
  });

  it("recognises a log scale", () => {
    const values = [10, 20, 40, 80, 160];
    const words = values.map((v, i) => word(String(v), 700 - i * 120));
    expect(findPriceAxis(words, 1600)?.fit.scale).toBe("log");
  });

  it("finds no ladder in a table's scattered numbers", () => {
    const values = [12.5, 803.1, 44.02, 9911, 0.52, 310.7];
    expect(
      findPriceAxis(
        values.map((v, i) => word(String(v), 100 + i * 40)),
        1600,
      ),
    ).toBeNull();
  });

  it("finds no ladder in a table column where three numbers line up by chance among many", () => {
    // A dashboard's indicator column, a number on every 25 px row; 70, 60 and 50 (rows 2, 6 and 10)
    // happen to fall on one line.
    const values = [62, 70, 33, 53, 41, 60, 36, 55, 47, 50, 58, 44];
    const words = values.map((v, i) => word(String(v), 200 + i * 25));
    expect(findPriceAxis(words, 1600)).toBeNull();
    // The same three as a scale's ticks, with two numbers off the line between them (a countdown
    // misread, a study's value in its own units): no more than one per tick, still a scale.
    const scale = [word("70", 225), word("60", 325), word("50", 425), word("12", 283), word("1.5", 350)];
    expect(findPriceAxis(scale, 1600)!.labels.map((l) => l.value)).toEqual([70, 60, 50]);
  });

  it("does not take numbers that grow downwards (a row index) for prices", () => {
    expect(
      findPriceAxis(
        [1, 2, 3, 4, 5].map((v, i) => word(String(v), 100 + i * 40)),
        1600,
      ),
    ).toBeNull();
  });

  it("leaves out a pane's label that lines up with the price ladder several ticks below it", () => {
    // Price 500-200 every 36 px; an oscillator's "50" lies where 50 would be, past 150 and 100.
    const words = [500, 450, 400, 350, 300, 250, 200].map((v, i) => word(String(v), 30 + i * 36.6, 40));
    words.push(word("50", 30 + 9 * 36.6, 40));
    const axis = findPriceAxis(words, 1280)!;
    expect(axis.labels.map((l) => l.value)).toEqual([500, 450, 400, 350, 300, 250, 200]);
    // One unread tick is a gap the ladder keeps.
    const ys = [0, 40, 80, 160, 200].map((y, i) => ({ y, value: 100 - [0, 1, 2, 4, 5][i] }));
    expect(mainRun(ys)).toHaveLength(5);
  });

  it("keeps a ladder that goes on past labels hidden under a price tag", () => {
    // 70000 down to 55000 every 25 px; 54000 and 53000 hidden under the tag; 52000 down to 49000 go on.
    const values = [70, 69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 59, 58, 57, 56, 55, 52, 51, 50, 49].map(
      (v) => v * 1000,
    );
    const ladder = values.map((value) => ({ value, y: (70_000 - value) / 40 }));
    expect(mainRun(ladder)).toHaveLength(20);
    // A pane's scale below starts values of its own: the price ladder stops at its gap.
    const pane = [...ladder.slice(0, 16), ...[3, 2, 1].map((v, i) => ({ value: v * 1e6, y: 500 + i * 25 }))];
    expect(mainRun(pane)).toHaveLength(16);
  });
});
