import { splitWords } from "./ocr";
import { readChart } from "./read-chart";
import type { CandleEvidence } from "./geometry";
import type { OcrWord, Pixels } from "./types";

const W = 1600;
const H = 900;
// A flat grey screen: no saturated marks at all (a chart greyed out under a modal looks so).
const grey = (): Pixels => ({ data: new Uint8Array(W * H * 3).fill(60), width: W, height: H });
const line = (text: string, x0: number, y0: number, h = 16): OcrWord => ({
  text,
  conf: 95,
  x0,
  y0,
  x1: x0 + text.length * 8,
  y1: y0 + h,
});
const ladder = (values: number[], x0 = 1500, top = 150, gap = 80) =>
  values.map((v, i) => line(v.toFixed(2), x0, top + i * gap));
const noCandles: CandleEvidence = { up: 0, down: 0, tall: 0, alike: 0.2, spread: 0, candles: false };
const read = (lines: OcrWord[], candles = noCandles) =>
  readChart({ pixels: grey(), lines, words: splitWords(lines), candles });

describe("is it a price chart", () => {
  it("reads a price ladder under a symbol at the top as a chart even when no candle can be seen", () => {
    const lines = [line("CBOT_MINI:YM1! · 5", 80, 150), ...ladder([38800, 38400, 38000, 37600, 37200])];
    const r = read(lines);
    expect(r.isChart).toBe(true);
    expect(r.ticker).toBe("YM1!");
  });

  it("does not take a ladder of numbers with no symbol and no marks for a chart", () => {
    expect(read(ladder([15600, 15200, 14800, 14400, 14000])).isChart).toBe(false);
  });

  it("refuses a backtest page whose step lines and heat-map cells look like a few candles", () => {
    const lines = [
      line("APM v1.0 vs v1.1 · BTC-USD 1d · 24-Month Backtest", 600, 6),
      line("v1.0 Return: -1.4%", 110, 36),
      line("APM v1.1 · Monthly Returns Heatmap (daily bars)", 680, 830),
      ...ladder([10000, 9900, 9800, 9700, 9600], 30, 60, 112),
    ];
    const r = read(lines, { up: 19, down: 52, tall: 52, alike: 0.2, spread: 0.58, candles: true });
    expect(r.isChart).toBe(false);
    expect(r.evidence.join(" ")).toMatch(/heat map/);
  });

  it("keeps a bot's chart whose many real candles sit beside its backtest words", () => {
    const lines = [
      line("Backtest ETHUSDT 15m", 20, 10),
      line("Monthly returns", 20, 700),
      ...ladder([760, 740, 720, 700, 680]),
    ];
    expect(read(lines, { up: 435, down: 350, tall: 64, alike: 0.2, spread: 0.98, candles: true }).isChart).toBe(true);
  });

  it("takes a small widget's 3-label ladder for a chart when its O/H/L/C legend lies on it", () => {
    // A dashboard's TradingView widget halfway down the page; its pale candles lost to JPEG.
    const widget = [line("EOS/EUR-15.COINBASE", 1100, 500), ...ladder([2.9, 2.8, 2.7], 1530, 490, 55)];
    expect(read(widget).isChart).toBe(false);
    const r = read([...widget, line("O2.851H2.875 L2.851 C2.866 +0.010(+0.35%)", 1100, 520)]);
    expect(r.isChart).toBe(true);
    expect(r.evidence.join(" ")).toMatch(/O\/H\/L\/C legend/);
    // Not a bar whose values cannot be (a high below the close), nor one far off the ladder.
    expect(read([...widget, line("O2.851 H2.805 L2.851 C2.866", 1100, 520)]).isChart).toBe(false);
    expect(read([...widget, line("O28.51 H28.75 L28.51 C28.66", 1100, 520)]).isChart).toBe(false);
    // Half a span of slack below a 100-300 ladder reaches zero: a bar at 5 is still not on it.
    const ladder300 = ladder([300, 200, 100], 1530, 490, 55);
    expect(read([...ladder300, line("O5.0 H6.0 L4.5 C5.5", 1100, 520)]).isChart).toBe(false);
  });

  it("takes a 3-label ladder with a line beside it for a chart when a symbol is named on top", () => {
    // A green line across the plot left of a 3-label ladder (a chat app's copy: the other labels unread).
    const px = grey();
    for (let x = 100; x < 1400; x++) {
      const y = Math.round(600 - ((x - 100) / 1300) * 100);
      for (let t = 0; t < 3; t++) px.data.set([40, 200, 90], ((y + t) * W + x) * 3);
    }
    const lines = ladder([40, 37.5, 35], 1500, 490, 55);
    const chart = (extra: OcrWord[]) =>
      readChart({
        pixels: px,
        lines: [...extra, ...lines],
        words: splitWords([...extra, ...lines]),
        candles: noCandles,
      });
    expect(chart([]).isChart).toBe(false);
    const r = chart([line("NYSE:ORCL 1D", 80, 40)]);
    expect(r.isChart).toBe(true);
    expect(r.evidence.join(" ")).toMatch(/line digitised/);
  });

  it("takes a phone app's quoted 'Last' price when the chart shows no axis", () => {
    const lines = [line("btcusdt", 35, 40, 50), line("Last", 37, 700), line("38548.13", 659, 700)];
    const r = read(lines, { up: 40, down: 35, tall: 20, alike: 0.2, spread: 0.8, candles: true });
    expect(r.isChart).toBe(true);
    expect(r.lastPrice).toBe(38548.13);
    expect(r.lastPriceSource).toBe("label");
  });

  it("takes plot-like marks under a symbol for a chart only when they cross most of the width", () => {
    const lines = [line("XBTUSD", 40, 30), line("1h", 140, 30)];
    const geometry = (columns: number) => ({ columns, coverage: 0.05, chartLike: true });
    const read = (columns: number) =>
      readChart({ pixels: grey(), lines, words: splitWords(lines), candles: noCandles, geometry: geometry(columns) });
    expect(read(0.77).isChart).toBe(true);
    // A dashboard's coloured table cells: 43-44 % of the columns.
    expect(read(0.44).isChart).toBe(false);
  });
});
