// Offline OCR with tesseract.js (STACK.md recipe): local English model, no CDN, one worker per
// process reused by every request (creating one costs ~1 s). Dark charts are inverted first.
import "server-only";
import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

const g = globalThis as unknown as { __candlewiseOcr?: Promise<Worker> };

// Resolved from the project root: the server and the tests both run there, and the data package
// is not bundled (it is only read from disk).
const langPath = () => path.join(process.cwd(), "node_modules", "@tesseract.js-data", "eng", "4.0.0_best_int");

async function worker(): Promise<Worker> {
  g.__candlewiseOcr ??= (async () => {
    const w = await createWorker("eng", OEM.LSTM_ONLY, { langPath: langPath(), gzip: true, cacheMethod: "none" });
    return w;
  })().catch((error) => {
    g.__candlewiseOcr = undefined;
    throw error;
  });
  return g.__candlewiseOcr;
}

// One recognition at a time on the shared worker; requests queue behind each other.
let queue: Promise<unknown> = Promise.resolve();

/** Grayscale, inverted when dark (light text on dark becomes dark on light), at least 1280 wide. */
async function prepare(image: Buffer, region: "header" | "axis" | "full"): Promise<Buffer> {
  const stats = await sharp(image).stats();
  const dark = stats.channels.slice(0, 3).reduce((s, c) => s + c.mean, 0) / 3 < 128;
  const base = await sharp(image).removeAlpha().grayscale().resize({ width: 1280, withoutEnlargement: false }).png().toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  let pipeline = sharp(base.data);
  if (region === "header") pipeline = pipeline.extract({ left: 0, top: 0, width, height: Math.max(40, Math.round(height * 0.14)) });
  if (region === "axis") pipeline = pipeline.extract({ left: Math.round(width * 0.82), top: 0, width: width - Math.round(width * 0.82), height });
  if (dark) pipeline = pipeline.negate();
  if (region === "full") pipeline = pipeline.resize({ width: 2560 });
  return pipeline.png().toBuffer();
}

async function recognize(image: Buffer, mode: PSM): Promise<string> {
  const w = await worker();
  const job = queue.then(async () => {
    await w.setParameters({ tessedit_pageseg_mode: mode });
    return (await w.recognize(image)).data.text;
  });
  queue = job.catch(() => undefined);
  return job;
}

/**
 * The chart's text. Chart tools print the symbol in a header line and prices on a right-hand axis:
 * both strips are read on their own as sparse text (fast, and the candles cannot swallow the title
 * in the page layout). A chart without a readable header is read whole as a fallback.
 */
export async function readChartText(image: Buffer): Promise<string> {
  const [header, axis] = await Promise.all([prepare(image, "header"), prepare(image, "axis")]);
  const top = await recognize(header, PSM.SPARSE_TEXT);
  const prices = await recognize(axis, PSM.SPARSE_TEXT);
  if (/[A-Z]{2,}/.test(top)) return `${top}\n${prices}`;
  const whole = await recognize(await prepare(image, "full"), PSM.AUTO);
  return `${whole}\n${prices}`;
}

export async function terminateOcr(): Promise<void> {
  const w = await g.__candlewiseOcr?.catch(() => undefined);
  g.__candlewiseOcr = undefined;
  await w?.terminate();
}
