// Renders the "app conventions" corpus into bench-results/chart-conventions/ (gitignored): the
// layouts of conventions/ (how MetaTrader, thinkorswim, NinjaTrader, cTrader, Binance,
// TradingView, a phone app... draw a chart by default) in headless Chromium from known OHLC, each
// a few times with other instruments, intervals and sizes (deterministic seeds), with truth.json
// in render.ts's Truth shape plus `app` and `printed` (the last price is printed as text).
//   npx tsx scripts/chart-corpus/render-conventions.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launchRenderer, LWC } from "./browser";
import { LAYOUTS, TF_SECONDS, instrument } from "./conventions/index";
import type { Layout } from "./conventions/common";
import { onTicks, rng, swingTruth, walk } from "./data";
import type { Truth } from "./render";

export const CONVENTIONS_DIR = path.join(process.cwd(), "bench-results", "chart-conventions");

export async function renderConventions(dir = CONVENTIONS_DIR, layouts: Layout[] = LAYOUTS): Promise<Truth[]> {
  mkdirSync(dir, { recursive: true });
  // Images of an earlier render (the numbering moves when layouts are added).
  for (const f of readdirSync(dir)) if (/\.(png|jpg)$/.test(f)) rmSync(path.join(dir, f));
  const truths: Truth[] = [];
  const browser = await launchRenderer(["--font-render-hinting=none"]);
  try {
    let n = 0;
    for (const layout of layouts) {
      for (const [variant, rd] of layout.renders.entries()) {
        // Seeded from the layout's id and the render's index: adding a layout changes no other image's data.
        const seed =
          5000 + ([...layout.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 90_000) + variant * 17;
        const inst = instrument(rd.symbol);
        const bars = onTicks(inst, walk(inst, rd.bars ?? 90 + ((seed * 11) % 60), TF_SECONDS[rd.tf], seed));
        const p = layout.page({ inst, tf: rd.tf, bars, w: rd.w, h: rd.h, variant, r: rng(seed + 1) });
        const scale = rd.scale ?? 1;
        const tab = await browser.newPage({ viewport: { width: rd.w, height: rd.h }, deviceScaleFactor: scale });
        await tab.setContent(p.html);
        if (p.script) {
          await tab.addScriptTag({ path: LWC });
          await tab.addScriptTag({ content: p.script });
        }
        await tab.waitForTimeout(400);
        const name = layout.id.startsWith("neg-")
          ? layout.id
          : `${layout.id}-${inst.symbol.toLowerCase()}-${rd.tf.toLowerCase()}`;
        const file = `${String(n).padStart(2, "0")}-${name}.${rd.jpeg ? "jpg" : "png"}`;
        writeFileSync(
          path.join(dir, file),
          await tab.screenshot(rd.jpeg ? { type: "jpeg", quality: 85 } : { type: "png" }),
        );
        await tab.close();
        const size = { width: Math.round(rd.w * scale), height: Math.round(rd.h * scale) };
        if (p.nonChart) {
          truths.push({ file, isChart: false, style: layout.id, app: layout.app, ...size });
          n++;
          continue;
        }
        truths.push({
          file,
          isChart: true,
          style: layout.id,
          app: layout.app,
          ...size,
          ticker: p.ticker,
          timeframe: p.timeframe,
          lastPrice: bars[bars.length - 1].close,
          printed: p.printed,
          axis: { min: Math.min(...bars.map((b) => b.low)), max: Math.max(...bars.map((b) => b.high)) },
          swings: swingTruth(bars).map(({ kind, price }) => ({ kind, price })),
        });
        n++;
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(dir, "truth.json"), JSON.stringify(truths, null, 1));
  return truths;
}

if (process.argv[1]?.endsWith("render-conventions.ts")) {
  renderConventions().then(
    (t) => console.log(`rendered ${t.length} images into ${CONVENTIONS_DIR}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
