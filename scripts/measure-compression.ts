// npm run measure:compression: what the browser's compression leaves for the chart reader on a
// big retina screenshot. A screenshot (default: ../shared/fixtures/charts-real/
// tv-dark-eurusd-15m-pepperstone.png, read in place) is upscaled with sharp to about 7340 px wide,
// as a retina capture of the same chart, into a temporary folder; then shrunk (a) by the spec's
// rule (over 2 MB: fit 1280x720, JPEG 0.7) and (b) by ours (lib/analysis/client/compress-image.ts:
// its compressionPlan, each attempt encoded as WebP at the attempt's quality until one is at most
// 2 MB; sharp's resize stands in for the browser's canvas). Each is read with readChartImage;
// prints bytes, width, ticker and last price read. Both rules are applied even when the upscaled
// PNG compresses under 2 MB (a real retina capture of text does not).
//
//   npx tsx scripts/measure-compression.ts [image] [--width 7340]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { COMPRESS_ABOVE_BYTES, MAX_SENT_BYTES, compressionPlan } from "../lib/analysis/client/compress-image";
import { terminateOcr } from "../lib/chart-reading/ocr";
import { readChartImage } from "../lib/chart-reading/read-image";

const args = process.argv.slice(2);
const WIDTH = Number(args.includes("--width") ? args[args.indexOf("--width") + 1] : 7340);
const SOURCE =
  args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--width") ??
  path.join(process.cwd(), "..", "shared", "fixtures", "charts-real", "tv-dark-eurusd-15m-pepperstone.png");

/** The spec's rule: over 2 MB, fit inside 1280x720 and encode JPEG at quality 0.7. */
async function specRule(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .flatten({ background: "#ffffff" })
    .resize(1280, 720, { fit: "inside" })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** Ours: the compression plan's attempts in order, WebP, the first at most 2 MB. */
async function ourRule(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  let last: Buffer | null = null;
  for (const a of compressionPlan(meta.width!, meta.height!)) {
    last = await sharp(image)
      .flatten({ background: "#ffffff" })
      .resize(a.width, a.height, { fit: "fill" })
      .webp({ quality: Math.round(a.quality * 100) })
      .toBuffer();
    if (last.length <= MAX_SENT_BYTES) break;
  }
  return last!;
}

async function describe(label: string, image: Buffer) {
  const meta = await sharp(image).metadata();
  const r = await readChartImage(image);
  console.log(
    `${label.padEnd(34)} ${meta.format?.padEnd(4)} ${String(meta.width).padStart(5)}x${String(meta.height).padEnd(5)} ${String(Math.round(image.length / 1024)).padStart(6)} KB  ` +
      `chart ${r.isChart ? "yes" : "no"}, ticker ${r.ticker ?? "not read"}, last price ${r.lastPrice ?? "not read"} (${r.lastPriceSource ?? "-"})`,
  );
}

async function main() {
  const original = readFileSync(SOURCE);
  const meta = await sharp(original).metadata();
  const dir = mkdtempSync(path.join(tmpdir(), "cw-compression-"));
  try {
    const big = await sharp(original).resize({ width: WIDTH, kernel: "lanczos3" }).png().toBuffer();
    writeFileSync(path.join(dir, "retina.png"), big);
    console.log(`${path.basename(SOURCE)} (${meta.width}x${meta.height}) upscaled to ${WIDTH} px in ${dir}`);
    // A real retina capture of text is well over 2 MB (this smooth upscale may compress under it):
    // both rules are applied as to a file over COMPRESS_ABOVE_BYTES.
    if (big.length <= COMPRESS_ABOVE_BYTES)
      console.log("(the upscaled PNG is under 2 MB; both rules applied as if it were over)");
    console.log("");
    await describe("original", original);
    await describe("retina, as captured", big);
    await describe("(a) spec: fit 1280x720, JPEG 0.7", await specRule(big));
    await describe("(b) ours: largest WebP <= 2 MB", await ourRule(big));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await terminateOcr();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
