// Renders the benchmark corpus into bench-results/chart-corpus/ (gitignored): chart pages in
// headless Chromium (/usr/bin/chromium) from known OHLC, plus non-charts made with sharp. Each
// image has a truth JSON beside it (ticker, timeframe, axis range, last price, swing points).
//   npx tsx scripts/chart-corpus/render.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launchRenderer, LWC } from "./browser";
import { INSTRUMENTS, swingTruth, TIMEFRAMES, walk } from "./data";
import { NEGATIVES } from "./negatives";
import { page, STYLES } from "./styles";

export const CORPUS_DIR = path.join(process.cwd(), "bench-results", "chart-corpus");
const SIZES: [number, number][] = [
  [1920, 1080],
  [1440, 900],
  [1280, 720],
  [1600, 900],
  [1366, 768],
];
export const CHART_COUNT = 42;

export interface Truth {
  file: string;
  isChart: boolean;
  style?: string;
  ticker?: string | null;
  timeframe?: string | null;
  lastPrice?: number;
  axis?: { min: number; max: number };
  swings?: { kind: "high" | "low"; price: number }[];
  /** The app whose conventions the layout follows (the app-conventions corpus only). */
  app?: string;
  /** The last price is printed as text: an axis tag, a legend close (the app-conventions corpus only). */
  printed?: boolean;
  width: number;
  height: number;
}

export async function renderCorpus(dir = CORPUS_DIR): Promise<Truth[]> {
  mkdirSync(dir, { recursive: true });
  const truths: Truth[] = [];
  const browser = await launchRenderer();
  try {
    for (let i = 0; i < CHART_COUNT; i++) {
      const style = STYLES[i % STYLES.length];
      const inst = INSTRUMENTS[(i * 5) % INSTRUMENTS.length];
      const tf = TIMEFRAMES[i % TIMEFRAMES.length];
      const [w, h] = SIZES[i % SIZES.length];
      const bars = walk(inst, 80 + ((i * 13) % 70), tf.seconds, 1000 + i);
      const p = page(style, inst, tf.label, bars, w, h);
      const tab = await browser.newPage({ viewport: { width: w, height: h } });
      await tab.setContent(p.html);
      if (p.script) {
        await tab.addScriptTag({ path: LWC });
        await tab.addScriptTag({ content: p.script });
        await tab.waitForTimeout(250);
      }
      const jpeg = i % 4 === 3;
      const file = `${String(i).padStart(2, "0")}-${style}-${inst.symbol.toLowerCase()}.${jpeg ? "jpg" : "png"}`;
      writeFileSync(path.join(dir, file), await tab.screenshot(jpeg ? { type: "jpeg", quality: 82 } : { type: "png" }));
      await tab.close();
      truths.push({
        file,
        isChart: true,
        style,
        width: w,
        height: h,
        ticker: p.tickerVisible ? inst.symbol : null,
        timeframe: p.timeframeVisible ? tf.canonical : null,
        lastPrice: bars[bars.length - 1].close,
        axis: { min: Math.min(...bars.map((b) => b.low)), max: Math.max(...bars.map((b) => b.high)) },
        swings: swingTruth(bars).map(({ kind, price }) => ({ kind, price })),
      });
    }
  } finally {
    await browser.close();
  }
  for (const n of NEGATIVES) {
    const data = await n.make();
    const jpeg = data[0] === 0xff;
    const file = `${n.name}.${jpeg ? "jpg" : "png"}`;
    writeFileSync(path.join(dir, file), data);
    truths.push({ file, isChart: false, width: 0, height: 0 });
  }
  writeFileSync(path.join(dir, "truth.json"), JSON.stringify(truths, null, 1));
  return truths;
}

if (process.argv[1]?.endsWith("render.ts")) {
  renderCorpus().then(
    (t) => console.log(`rendered ${t.length} images into ${CORPUS_DIR}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
