import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures/test";
import type { AnalysisResult } from "@/lib/analysis/types";
import { feedSymbols } from "@/lib/chart-reading/ticker-rank";
import { canonicalSymbol } from "@/lib/providers/market/demo/instruments";
import { renderChart } from "../fixtures/charts/render-chart";
import { SHARED_FIXTURES } from "../helpers/shared-fixtures";
import { registerUser } from "./helpers";

// The instrument analysed is the one named under "What we read on your chart", or the one the
// trader picked or typed when the server asked. Real screenshots from
// ../shared/fixtures/charts-real go through the New Analysis screen on a production build (demo
// market): each lands on a result whose instrument is the read ticker as the demo market serves it,
// or the server asks and the trader's pick is the one analysed. SHOTS_DIR, when set, receives
// screenshots of the question.

const REAL = path.join(SHARED_FIXTURES, "charts-real");
const SHOTS_DIR = process.env.SHOTS_DIR;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

async function openForm(page: Page) {
  await page.goto("/new-analysis");
  await expect(page.getByRole("button", { name: "Choose files" })).toBeEnabled();
  await expect(page.locator("#splash")).toBeHidden();
}

async function upload(page: Page, name: string, buffer: Buffer) {
  const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
  await page.getByTestId("screenshot-input").setInputFiles({ name, mimeType: type, buffer });
  await expect(page.getByAltText(`Chart screenshot: ${name}`)).toBeVisible();
}

/** Generate, then either the results page (its id) or the server's question (null). */
async function generate(page: Page): Promise<string | null> {
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  const picker = page.getByRole("group", { name: "Which instrument should we analyse?" });
  const outcome = await Promise.race([
    page
      .waitForURL(/\/analysis-results\?id=/, { timeout: 120_000 })
      .then(() => "results" as const)
      .catch(() => "timeout" as const),
    picker
      .waitFor({ state: "visible", timeout: 120_000 })
      .then(() => "asked" as const)
      .catch(() => "timeout" as const),
  ]);
  expect(outcome, "the analysis neither finished nor asked").not.toBe("timeout");
  return outcome === "asked" ? null : new URL(page.url()).searchParams.get("id");
}

async function analysisOf(page: Page, id: string): Promise<AnalysisResult> {
  const res = await page.request.get(`/api/analysis/${encodeURIComponent(id)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as AnalysisResult;
}

/** The demo market's instrument for a ticker read off a chart, as the server resolves it. */
const served = (read: string) =>
  feedSymbols(read)
    .map((s) => canonicalSymbol(s))
    .find(Boolean) ?? null;

/** The results page names under "What we read" the ticker the analysed instrument came from. */
async function expectWhatWeRead(page: Page, analysis: AnalysisResult, picked: string | null) {
  const read = analysis.chartReading?.ticker ?? null;
  const card = page.getByRole("region", { name: "What we read on your chart" });
  if (read) await expect(card).toContainText(read);
  if (picked) expect(analysis.symbol).toBe(picked);
  else {
    expect(read, "a chart analysed without a pick names its ticker").not.toBeNull();
    expect(analysis.symbol).toBe(served(read!));
  }
}

const REAL_CHARTS = [
  "tv-dark-eurusd-15m-pepperstone.png",
  "tv-light-xngusd-4h-capitalcom-de.png",
  "frequi-dark-btcusdt-5m.png",
  "phone-dark-btcusdt-1w-noaxis.jpeg",
  "cryptobot-backtest-ethusdt-15m.png",
  "bt-orcl-1d-line-multipane.png",
];

test.describe("real screenshots: the instrument analysed is the one read, or the one picked", () => {
  test.skip(!existsSync(REAL), `the real screenshots are not on this machine (${REAL})`);

  for (const file of REAL_CHARTS) {
    test(file, async ({ page }) => {
      test.setTimeout(180_000);
      test.skip(!existsSync(path.join(REAL, file)), `${file} is not on this machine`);
      await registerUser(page, "instr");
      await openForm(page);
      await upload(page, file, readFileSync(path.join(REAL, file)));
      let picked: string | null = null;
      let id = await generate(page);
      if (!id) {
        const picker = page.getByRole("group", { name: "Which instrument should we analyse?" });
        // Offered only what the demo market serves; the first is the read one when it is served.
        const first = picker.getByRole("button", { name: /^Analyse (?!this ticker)/ }).first();
        if (await first.count()) {
          const res = page.waitForResponse((r) => r.url().endsWith("/api/analyses") && r.request().method() === "POST");
          await first.click();
          const body = (await (await res).json()) as { symbol?: string };
          picked = body.symbol ?? null;
        } else {
          // Nothing near it is carried: the trader types an instrument the demo market carries.
          await expect(picker).toContainText("The demo market carries");
          picked = "CL=F";
          await picker.getByLabel(/type a ticker/i).fill(picked);
          await picker.getByRole("button", { name: "Analyse this ticker" }).click();
        }
        await page.waitForURL(/\/analysis-results\?id=/, { timeout: 90_000 });
        id = new URL(page.url()).searchParams.get("id");
      }
      const analysis = await analysisOf(page, id!);
      await expectWhatWeRead(page, analysis, picked);
    });
  }
});

test("a chart naming two instruments asks first; the one picked is analysed, and no token went on the question", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerUser(page, "instr");
  const tokens = async () =>
    ((await (await page.request.get("/api/auth/user")).json()) as { tokensRemaining: number }).tokensRemaining;
  const before = await tokens();
  await openForm(page);
  await upload(
    page,
    "goog-aapl.png",
    await renderChart({ title: "GOOG · 1D · NASDAQ    NASDAQ:AAPL", start: 200, seed: 5 }),
  );
  expect(await generate(page)).toBeNull();
  const picker = page.getByRole("group", { name: "Which instrument should we analyse?" });
  await expect(picker).toContainText("We read AAPL (NASDAQ) on your chart, and it also names GOOG");
  await expect(picker.getByRole("button", { name: /^Analyse (?!this ticker)/ })).toHaveText([
    "Analyse Apple Inc. (AAPL)",
    "Analyse Alphabet Inc. (GOOGL)",
  ]);
  expect(await tokens()).toBe(before);
  if (SHOTS_DIR)
    await page.screenshot({ path: path.join(SHOTS_DIR, "after-two-instruments-question.png"), fullPage: true });

  await picker.getByRole("button", { name: "Analyse Alphabet Inc. (GOOGL)" }).click();
  await page.waitForURL(/\/analysis-results\?id=/, { timeout: 90_000 });
  const analysis = await analysisOf(page, new URL(page.url()).searchParams.get("id")!);
  expect(analysis.symbol).toBe("GOOGL");
  expect(await tokens()).toBe(before - 1);
  // The result says the chart showed another symbol than the one picked.
  await expect(page.getByText("Your chart shows AAPL, but you typed GOOGL").first()).toBeVisible();
});

test("a chart the demo market does not carry asks, says what it carries, and offers nothing it cannot serve", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerUser(page, "instr");
  await openForm(page);
  await upload(page, "xngusd.png", await renderChart({ title: "XNGUSD · 4h · CAPITALCOM", start: 2.79, seed: 5 }));
  expect(await generate(page)).toBeNull();
  const picker = page.getByRole("group", { name: "Which instrument should we analyse?" });
  await expect(picker).toContainText("We read XNGUSD (CAPITALCOM) on your chart; the demo market does not carry it.");
  await expect(picker).toContainText(/The demo market carries \d+ instruments: shares \(AAPL/);
  await expect(picker).not.toContainText("NG=F");
  await expect(picker).not.toContainText("Natural Gas");
  if (SHOTS_DIR)
    await page.screenshot({ path: path.join(SHOTS_DIR, "after-not-carried-question.png"), fullPage: true });
});
