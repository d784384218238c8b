import sharp from "sharp";
import { readChartImage } from "./read-image";
import { decodeChart, terminateOcr } from "./ocr";
import { selectedInterval, unglue } from "./picker";

// A phone app's chart rendered here (dark theme, a line, a symbol and price on top) with an
// interval picker under it whose buttons stand far apart, so OCR boxes them one by one. The
// selected button, 3M, is drawn on a pill, in an accent colour, or (a capture where the selection
// does not show) like the others. Read through the whole reader, OCR included.
afterAll(() => terminateOcr());
jest.setTimeout(120_000);

const FONT = "DejaVu Sans, Arial, sans-serif";
const W = 828;
const H = 1500;

async function phone(selected: "pill" | "accent" | "hidden"): Promise<Buffer> {
  const line = Array.from({ length: 60 }, (_, i) => `${40 + i * 12.5},${900 - i * 5 - 40 * Math.sin(i / 4)}`);
  const buttons = ["1D", "1W", "1M", "3M", "1Y", "ALL"].map((label, i) => {
    const x = 70 + i * 130;
    const on = i === 3;
    const pill =
      on && selected === "pill"
        ? `<rect x="${x - 22}" y="1068" width="${label.length * 22 + 44}" height="52" rx="26" fill="#2b3139"/>`
        : "";
    const fill = on && selected === "accent" ? "#f0b90b" : on && selected === "pill" ? "#ffffff" : "#848e9c";
    return `${pill}<text x="${x}" y="1104" font-family="${FONT}" font-size="30" fill="${fill}">${label}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#0b0e11"/>
<text x="40" y="120" font-family="${FONT}" font-size="48" font-weight="bold" fill="#eaecef">BTCUSDT</text>
<text x="40" y="190" font-family="${FONT}" font-size="40" fill="#0ecb81">38,548.13</text>
<polyline points="${line.join(" ")}" fill="none" stroke="#0ecb81" stroke-width="4"/>
${buttons.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("a phone chart's timeframe from its interval picker", () => {
  it("is the selected button, on a pill or in an accent colour; none when the selection does not show", async () => {
    const pill = await readChartImage(await phone("pill"));
    expect(pill).toMatchObject({ isChart: true, ticker: "BTCUSDT", timeframe: "3M" });
    expect((await readChartImage(await phone("accent"))).timeframe).toBe("3M");
    expect((await readChartImage(await phone("hidden"))).timeframe).toBeNull();
  });
});

describe("a toolbar's interval buttons that OCR read as one word", () => {
  // A charting widget's toolbar on white: favourite intervals side by side, the chart's own in the
  // accent colour, small grey text for the others (its shade varies with the strokes' width).
  async function toolbar(): Promise<Buffer> {
    const labels = ["1m", "30m", "1h", "15m"];
    const xs = [20, 62, 116, 158];
    const text = labels
      .map(
        (l, i) =>
          `<text x="${xs[i]}" y="30" font-family="${FONT}" font-size="15" fill="${i === 3 ? "#2962ff" : "#4a4e5a"}">${l}</text>`,
      )
      .join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="44"><rect width="100%" height="100%" fill="#ffffff"/>${text}</svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const glued = { text: "1m30m1h15m", conf: 99, x0: 18, y0: 14, x1: 196, y1: 36 };

  it("splits the word into one box per button", () => {
    expect(unglue(glued).map((b) => b.text)).toEqual(["1m", "30m", "1h", "15m"]);
    expect(unglue({ ...glued, text: "15m" })).toEqual([{ ...glued, text: "15m" }]);
  });

  it("reads the button in the accent colour as the chart's interval", async () => {
    const { pixels } = await decodeChart(await toolbar());
    expect(selectedInterval([glued], pixels)).toBe("15m");
  });
});
