// The pixel passes run on the main thread while the detector works in its own thread: started
// before it, they held it back (50-200 ms on the critical path of every read). A small image gets
// a second look at twice the size for text too small for the detector.
import sharp from "sharp";
import { renderChart } from "@/tests/fixtures/charts/render-chart";
import { decodeChart } from "./ocr";
import { emptyOcrProfile, ppocr, REC_MAX_COLUMNS, releasePpocr, tableRows, withinBudget } from "./ppocr";
import { ppocrModels } from "./ppocr-thread";
import type { Pixels } from "./types";

afterAll(() => releasePpocr());
jest.setTimeout(60_000);

it("runs the side work after the detector started and finishes it before answering", async () => {
  const { pixels } = await decodeChart(await renderChart({ title: "AAPL · 1D · NASDAQ" }));
  const events: string[] = [];
  const models = await ppocrModels();
  const run = models.run;
  models.run = async (model, data, dims) => {
    if (model === "det") events.push("detector starts");
    const out = await run(model, data, dims);
    if (model === "det") events.push("detector done");
    return out;
  };
  try {
    const lines = await ppocr(pixels, undefined, async () => {
      events.push("side work starts");
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push("side work done");
    });
    events.push("text read");
    expect(lines.map((l) => l.text).join(" ")).toMatch(/AAPL/);
  } finally {
    models.run = run;
  }
  expect(events.indexOf("detector starts")).toBeLessThan(events.indexOf("side work starts"));
  expect(events.indexOf("side work done")).toBeLessThan(events.indexOf("text read"));
  expect(events).toContain("detector done");
});

/** The text ppocr reads from `pixels`, and how many times it ran the detector for it. */
async function readCountingDetections(pixels: Pixels): Promise<{ text: string; detections: number }> {
  const models = await ppocrModels();
  const run = models.run;
  let detections = 0;
  models.run = async (model, data, dims) => {
    if (model === "det") detections++;
    return run(model, data, dims);
  };
  try {
    const text = (await ppocr(pixels)).map((l) => l.text).join(" ");
    return { text, detections };
  } finally {
    models.run = run;
  }
}

it("looks again at twice the size for small text in a small image, and only there", async () => {
  // An 860x460 export: the axis digits are 9 px tall, under what the detector finds at 1x.
  const labels = [9000, 8000, 7000, 6000, 5000]
    .map((v, i) => `<text x="820" y="${60 + i * 70}" font-size="9" fill="#222">${v}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="460"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="30" font-size="16" fill="#000">XBTUSD heikin-ashi</text>${labels}</svg>`;
  const small = await decodeChart(await sharp(Buffer.from(svg)).png().toBuffer());
  // The same screen at 1600 px wide: near the detector's size, read once.
  const large = await decodeChart(await sharp(Buffer.from(svg)).resize({ width: 1600 }).png().toBuffer());
  const smallRead = await readCountingDetections(small.pixels);
  expect(smallRead.detections).toBe(2);
  expect(smallRead.text).toMatch(/XBTUSD/);
  expect(smallRead.text).toMatch(/9000 8000 7000 6000 5000/);
  expect((await readCountingDetections(large.pixels)).detections).toBe(1);
});

it("looks again at a larger size when the first look found almost no text", async () => {
  // A dark 1300x700 screen (a MetaTrader capture a chat app shrank): 7 px digits, not small enough
  // an image for the small-image look, and the first look finds next to nothing.
  const labels = [1.0489, 1.0476, 1.0467, 1.0458, 1.0449, 1.044, 1.0431]
    .map((v, i) => `<text x="1262" y="${40 + i * 80}" font-size="7" fill="#ddd">${v.toFixed(5)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1300" height="700"><rect width="100%" height="100%" fill="#000"/>${labels}</svg>`;
  const { pixels } = await decodeChart(await sharp(Buffer.from(svg)).png().toBuffer());
  const { text, detections } = await readCountingDetections(pixels);
  expect(detections).toBe(2);
  expect(text).toMatch(/1\.04890 1\.04760 1\.04670/);
});

it("reads within a column budget on a page of text: the header and every short price first, long lines left out", async () => {
  // A broker's terminal: the chart's axis in the middle of the page, long rows of text on both sides.
  const prose = "Order filled at market price, position size adjusted and margin recalculated for account";
  const rows = Array.from({ length: 26 }, (_, i) => 110 + i * 30)
    .map(
      (y) =>
        `<text x="10" y="${y}" font-size="15" fill="#222">${prose}</text>` +
        `<text x="860" y="${y}" font-size="15" fill="#222">${prose}</text>`,
    )
    .join("");
  const axis = [9600, 9400, 9200, 9000, 8800, 8600]
    .map((v, i) => `<text x="745" y="${130 + i * 120}" font-size="14" fill="#000">${v}.00</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="40" font-size="22" fill="#000">ETHUSDT Perpetual 15m</text>${rows}${axis}</svg>`;
  const { pixels } = await decodeChart(await sharp(Buffer.from(svg)).png().toBuffer());
  const profile = emptyOcrProfile();
  const text = (await ppocr(pixels, profile)).map((l) => l.text).join(" ");
  expect(text).toMatch(/ETHUSDT/);
  for (const v of ["9600.00", "9400.00", "9200.00", "9000.00", "8800.00", "8600.00"]) expect(text).toContain(v);
  expect(profile.recUsed).toBeLessThanOrEqual(REC_MAX_COLUMNS);
  // Without the budget every row would be read (52 long lines): most are left out.
  expect(text.split(/Order filled/).length - 1).toBeLessThan(30);
});

it("leaves a chart's usual amount of text alone (under the budget nothing is dropped)", () => {
  const px = { width: 1600, height: 900, data: new Uint8Array(0) };
  const boxes = Array.from({ length: 30 }, (_, i) => ({ x0: 100, y0: i * 20, x1: 220, y1: i * 20 + 16, score: 1 }));
  expect(withinBudget(boxes, px, REC_MAX_COLUMNS)).toBe(boxes);
});

it("over the budget keeps the header band first, then the shortest lines", () => {
  const px = { width: 1600, height: 900, data: new Uint8Array(0) };
  const box = (x0: number, y0: number, x1: number) => ({ x0, y0, x1, y1: y0 + 16, score: 1 });
  const title = box(20, 20, 420); // 1,200 columns, in the header band
  const axis = [200, 300, 400].map((y) => box(760, y, 820)); // 180 columns each, mid-page
  const rows = [250, 350, 450].map((y) => box(20, y, 700)); // 1,600 columns each (the widest input)
  const kept = withinBudget([...rows, title, ...axis], px, 1_200 + 3 * 180 + 1_600);
  expect(kept).toEqual(expect.arrayContaining([title, ...axis, rows[0]]));
  expect(kept).toHaveLength(5);
});

it("over the budget reads a price axis before a side panel's table of prices as short", () => {
  // An order book beside the chart: 40 rows a line apart, each a price as short as the axis labels
  // (and at the image's edge, where axis columns usually are); the axis labels sit 2 lines apart
  // and the last-price tag between two of them.
  const px = { width: 1600, height: 900, data: new Uint8Array(0) };
  const box = (x0: number, y0: number) => ({ x0, y0, x1: x0 + 50, y1: y0 + 16, score: 1 });
  const book = Array.from({ length: 40 }, (_, i) => box(1310, 100 + i * 20));
  const axis = Array.from({ length: 20 }, (_, i) => box(1240, 110 + i * 36));
  const tag = box(1238, 110 + 10 * 36 + 18);
  const kept = withinBudget([...book, ...axis, tag], px, 30 * 150);
  expect(kept).toEqual(expect.arrayContaining([...axis, tag]));
  expect(tableRows([...book, ...axis, tag])).toEqual(new Set(book.slice(1, -1)));
});

it("over the budget reads a table's first rows, then the chart's long lines, then the rest of the table", () => {
  // An exchange page: the chart's legend (a long line below the header band) and an order book of
  // 40 prices a tick apart; the budget holds the legend and a few rows, not every row.
  const px = { width: 1600, height: 900, data: new Uint8Array(0) };
  const box = (x0: number, y0: number, x1 = x0 + 50) => ({ x0, y0, x1, y1: y0 + 16, score: 1 });
  const book = Array.from({ length: 40 }, (_, i) => box(1310, 140 + i * 18));
  const legend = box(10, 200, 460); // 1,350 columns
  const kept = withinBudget([...book, legend], px, 1_350 + 10 * 150);
  expect(kept).toContain(legend);
  expect(kept).toEqual(expect.arrayContaining(book.slice(0, 3)));
});
