// npm run bench:chart-robustness: does the reader read the same screen the same way when it
// arrives a little differently? Every real screenshot in ../shared/fixtures/charts-* is read as
// it is, then rescaled (x0.75, x0.9, x1.15, x1.3), recompressed (JPEG quality 80, WebP 85: what
// browsers do to screenshots), forwarded by a chat app (chat1280: long side 1280 px, JPEG 75) and
// cropped (the top 12 %, the left 15 %: a header, the ticker with it, or a side panel, a plotting
// library's left axis with it), and widened to an ultrawide desk (desk60: the chart is 60 % of
// the capture). Per variant it prints how many charts became refusals, how many non-charts became
// charts, and how often the ticker or the last price (by more than 0.5 %) changed. The fixtures'
// labels cannot show a reader that fits them file by file; this can.
// Flags: --only <variant>, --sets charts-real,charts-unlabelled (the default: the sets rules may be
// written from), -v (every change). The hold-out and fresh sets can be named to report on, never to tune on.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { terminateOcr } from "../lib/chart-reading/ocr";
import { readChartImage } from "../lib/chart-reading/read-image";
import type { ReadDetail } from "../lib/chart-reading/read-chart";

type Variant = [name: string, make: (image: Buffer, width: number) => Promise<Buffer>];

const rescaled = (k: number): Variant => [
  `x${k}`,
  (image, width) =>
    sharp(image)
      .resize({ width: Math.round(width * k) })
      .png()
      .toBuffer(),
];
/** The image without a share of one edge: traders crop off a browser's chrome, a header or a side panel. */
const cropped = (edge: "top" | "left", share: number): Variant => [
  `crop-${edge}${Math.round(share * 100)}`,
  async (image, width) => {
    const height = (await sharp(image).metadata()).height ?? 0;
    const cut = Math.round((edge === "top" ? height : width) * share);
    return sharp(image)
      .extract(
        edge === "top"
          ? { left: 0, top: cut, width, height: height - cut }
          : { left: cut, top: 0, width: width - cut, height },
      )
      .png()
      .toBuffer();
  },
];
const VARIANTS: Variant[] = [
  rescaled(0.75),
  rescaled(0.9),
  rescaled(1.15),
  rescaled(1.3),
  ["jpeg80", (image) => sharp(image).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer()],
  ["webp85", (image) => sharp(image).webp({ quality: 85 }).toBuffer()],
  // What a chat app does to a photo it forwards: the long side at most 1280 px, JPEG at about 75.
  [
    "chat1280",
    (image) =>
      sharp(image)
        .resize({ width: 1280, height: 1280, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 75 })
        .toBuffer(),
  ],
  cropped("top", 0.12),
  cropped("left", 0.15),
  // An ultrawide monitor's desk (21:9 and 32:9 screens): the chart takes 60 % of the capture, a
  // watchlist's empty panel of its own background the rest.
  [
    "desk60",
    async (image, width) => {
      const corner = await sharp(image)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer();
      return sharp(image)
        .removeAlpha()
        .extend({ left: Math.round((width * 2) / 3), background: { r: corner[0], g: corner[1], b: corner[2] } })
        .png()
        .toBuffer();
    },
  ],
];

interface Tally {
  chartsRefused: number;
  nonChartsAccepted: number;
  tickerChanged: number;
  lastPriceMoved: number;
}

function changes(base: ReadDetail, r: ReadDetail): (keyof Tally)[] {
  const out: (keyof Tally)[] = [];
  if (base.isChart && !r.isChart) out.push("chartsRefused");
  if (!base.isChart && r.isChart) out.push("nonChartsAccepted");
  if (base.isChart && r.isChart && (base.ticker ?? "") !== (r.ticker ?? "")) out.push("tickerChanged");
  if (base.lastPrice && r.lastPrice && Math.abs(r.lastPrice / base.lastPrice - 1) > 0.005) out.push("lastPriceMoved");
  return out;
}

async function main() {
  const verbose = process.argv.includes("-v");
  const onlyAt = process.argv.indexOf("--only");
  const variants = onlyAt > 0 ? VARIANTS.filter(([n]) => n === process.argv[onlyAt + 1]) : VARIANTS;
  const fixtures = path.join(process.cwd(), "..", "shared", "fixtures");
  const setsAt = process.argv.indexOf("--sets");
  const sets = setsAt > 0 ? process.argv[setsAt + 1].split(",") : ["charts-real", "charts-unlabelled"];
  const files = sets.flatMap((dir) =>
    readdirSync(path.join(fixtures, dir))
      .filter((f) => /\.(png|jpe?g|webp)$/i.test(f))
      .map((f) => path.join(fixtures, dir, f)),
  );
  const tally = new Map(
    variants.map(([n]) => [n, { chartsRefused: 0, nonChartsAccepted: 0, tickerChanged: 0, lastPriceMoved: 0 }]),
  );
  let charts = 0;
  for (const file of files) {
    const image = readFileSync(file);
    const width = (await sharp(image).metadata()).width ?? 0;
    const base = await readChartImage(image);
    if (base.isChart) charts++;
    for (const [name, make] of variants) {
      const r = await readChartImage(await make(image, width));
      for (const c of changes(base, r)) {
        tally.get(name)![c]++;
        if (verbose)
          console.log(
            `  ${name} ${path.basename(file)}: ${c} (chart ${base.isChart}->${r.isChart}, ticker ${base.ticker}->${r.ticker}, last ${base.lastPrice}->${r.lastPrice})`,
          );
      }
    }
  }
  const summary = {
    images: files.length,
    readAsCharts: charts,
    byVariant: Object.fromEntries(
      [...tally].map(([n, t]) => [
        n,
        `charts refused ${t.chartsRefused}, non-charts accepted ${t.nonChartsAccepted}, ticker changed ${t.tickerChanged}, last price moved ${t.lastPriceMoved}`,
      ]),
    ),
  };
  console.log(JSON.stringify(summary, null, 1));
  await terminateOcr();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
