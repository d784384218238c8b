import { expect, test, type Page } from "./fixtures/test";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { computeVerdict, riskLevelFor } from "@/lib/analysis/verdict";
import { formatPrice } from "@/lib/format/price";
import { instrumentLabel } from "@/lib/format/instrument";
import { artefact, chartPng, createAnalysis } from "./fixtures/analysis";
import { registerUser } from "./helpers";

// The 3 s splash of a session's first page (tested in auth.spec.ts) would cover the screenshots.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

// The results screen end to end on a production build (demo market, built-in engine): an analysis
// is created, every section is read back against the stored numbers and the shared rules, then
// it is saved, found in the saved list, viewed and deleted. Screenshots stay in
// test-results/e2e-artifacts/.

const SECTIONS = [
  "Warning",
  "What we read on your chart", // the analyses here upload a chart screenshot
  "Success Probability",
  "Symbol",
  "Trading Strategy",
  "Price Chart",
  "Strategy Analysis (built-in engine)", // the spec's "AI Strategy Analysis" when a language model wrote it
  "Market Indicators",
  "Chart Patterns",
  "Risk Level",
  "Alternative Recommendation",
  "Market Data",
  "Backtesting",
  "Market News",
  "Market Timing Alert",
];

/** The accessible names of the screen's sections, in document order. */
function sectionNames(page: Page): Promise<string[]> {
  return page
    .locator("main section")
    .evaluateAll((els) =>
      els.map(
        (el) =>
          el.getAttribute("aria-label") ??
          document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ??
          "",
      ),
    );
}

async function expectResultsFor(page: Page, a: CreatedAnalysis) {
  const symbol = a.identifiedSymbol;
  const name = instrumentLabel(symbol, a.instrumentName); // names, not feed codes
  const price = (v: number) => formatPrice(v, symbol);
  await expect(page.getByRole("heading", { level: 1, name: `${name} Analysis`, exact: true })).toBeVisible();

  // Recommendation by the keyword rule over the reasoning; badge and probability by the shared verdict.
  const recommendation = recommendationFromText({
    reasoning: a.detailedStrategy.reasoning,
    entryPrice: a.entryPrice,
    stopLoss: a.stopLoss,
    stated: a.recommendation,
  });
  const verdict = computeVerdict({
    recommendation,
    probability: a.successProbability,
    enhancedAnalysis: a.enhancedAnalysis,
    profitProbability: a.profitProbability,
    validationScore: a.marketData.validationScore,
  });
  await expect(page.getByTestId("recommendation")).toHaveText(recommendation);
  await expect(page.getByTestId("verdict-badge")).toHaveText(verdict.badge);
  // One layout per plan: a WAIT shows the conditions to wait for, an AVOID no plan.
  const plan = recommendation === "WAIT" ? "Conditions to wait for" : "Trading Strategy";
  expect(await sectionNames(page)).toEqual(SECTIONS.map((s) => (s === "Trading Strategy" ? plan : s)));
  await expect(page.getByTestId("success-probability")).toHaveText(`${verdict.probability}%`);
  // Under the number: what success means, and for a call how such calls did on real history.
  const evidence = page.getByTestId("probability-evidence");
  await expect(evidence).toContainText("reaches its first target (TP1) before its stop, within the style's window");
  if (recommendation === "BUY" || recommendation === "SELL") await expect(evidence).toContainText("On real history");
  // The built-in engine's badge counts the rules it checked; "AI Validated" is never shown (item 2).
  await expect(page.getByText("AI Validated", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("checks-badge")).toHaveText(/^Checked: \d+\/\d+ rules$/);
  await expect(page.getByText(/^Profit probability \d+%$/)).toHaveCount(verdict.showProfitProbabilityBadge ? 1 : 0);

  // Symbol card: market price by the decimals rule, the daily change, DEMO data and the engine.
  const symbolCard = page.getByRole("region", { name: "Symbol" });
  await expect(symbolCard.getByTestId("symbol")).toHaveText(name);
  await expect(symbolCard.getByTestId("current-price")).toContainText(price(a.currentPrice));
  await expect(symbolCard.getByText(`${a.changePercent > 0 ? "+" : ""}${a.changePercent.toFixed(2)}%`)).toBeVisible();
  await expect(symbolCard.getByLabel("DEMO data")).toBeVisible();
  await expect(symbolCard.getByTestId("engine")).toContainText("Candlewise built-in engine");
  await expect(symbolCard.getByTestId("engine")).toContainText("demo market");

  // Strategy grid: the four levels with the spec's target labels (a BUY or SELL only).
  const grid = page.getByRole("region", { name: "Trading Strategy" });
  for (const [label, value, hint] of recommendation !== "BUY" && recommendation !== "SELL"
    ? []
    : ([
        ["Entry", a.entryPrice, null],
        ["Take Profit 1", a.takeProfit1, "60-65% target"],
        ["Stop Loss", a.stopLoss, null],
        ["Take Profit 2", a.takeProfit2, "100% target"],
      ] as const)) {
    const cell = grid.locator("div", { has: page.getByText(label, { exact: true }) }).last();
    await expect(cell).toContainText(price(value));
    if (hint) await expect(cell).toContainText(hint);
  }
  const chart = page.getByRole("img", { name: new RegExp(`^${symbol} .*candles with the entry, stop loss`) });
  await expect(chart.locator("canvas").first()).toBeVisible();

  await expect(page.getByRole("region", { name: "Strategy Analysis (built-in engine)" })).toContainText(
    a.detailedStrategy.reasoning.slice(0, 60),
  );
  await expect(page.getByRole("region", { name: "Market Indicators" })).toContainText(a.indicators.rsi.toFixed(1));
  // The badge never reads lower than the verdict (a CAUTION is at least MEDIUM RISK).
  await expect(page.getByTestId("risk-level")).toHaveText(
    `${riskLevelFor(verdict.level, recommendation, a.marketData.riskLevel)} RISK`,
  );
  await expect(page.getByRole("region", { name: "Backtesting" })).toContainText(
    `won ${Math.round((a.backtesting.winRate / 100) * a.backtesting.trades)} of ${a.backtesting.trades} trades`,
  );
  await expect(page.getByRole("region", { name: "Market Timing Alert" })).toContainText(a.marketTimingAlert);
  if (a.alternativeRecommendation)
    await expect(page.getByRole("region", { name: "Alternative Recommendation" })).toContainText(
      instrumentLabel(a.alternativeRecommendation.symbol, null),
    );
  for (const n of a.realTimeNews.slice(0, 2))
    await expect(page.getByRole("link", { name: `${n.title} (opens in a new tab)`, exact: true })).toHaveAttribute(
      "target",
      "_blank",
    );
  await expect(page.getByRole("button", { name: "Save Analysis" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
}

/** Fills the New Analysis form with a generated chart, submits it and waits for the results screen. */
async function analyseThroughTheForm(page: Page): Promise<CreatedAnalysis> {
  await page.goto("/new-analysis");
  await page
    .getByTestId("screenshot-input")
    .setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: await chartPng() });
  await page.getByLabel("Ticker (optional)").fill("AAPL");
  await page.getByRole("button", { name: "Budget 5,000" }).click();
  await page.getByLabel("Profit unit").selectOption("%");
  await page.getByLabel("Profit target").fill("5");
  await page.getByRole("button", { name: "Risk 2%" }).click();
  await page.getByRole("button", { name: "Leverage 10x" }).click();
  await page.getByLabel("Investment type").selectOption("swing");
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByText("Analyzing Market Data")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toBeVisible();
  await page.waitForURL(/\/analysis-results\?id=[\w-]+$/, { timeout: 90_000 });
  const id = new URL(page.url()).searchParams.get("id");
  const res = await page.request.get(`/api/analysis/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CreatedAnalysis;
}

test("upload -> progress -> every section -> save -> saved list -> view -> delete", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page, "results");
  const a = await analyseThroughTheForm(page);
  expect(a.identifiedSymbol).toBe("AAPL");
  await expectResultsFor(page, a);
  await page.screenshot({ path: artefact("results-desktop"), fullPage: true });

  await page.getByRole("button", { name: "Save Analysis" }).click();
  await expect(page.getByText("Analysis Saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();

  await page.goto("/saved-analyses");
  const item = page.getByRole("listitem").filter({ hasText: `${a.identifiedSymbol} analysis` });
  await expect(item).toHaveCount(1);
  await expect(page.getByRole("heading", { name: /Saved Analyses/ })).toContainText("1");
  await page.screenshot({ path: artefact("saved-list"), fullPage: true });

  await item.getByRole("link", { name: "View" }).click();
  await page.waitForURL(`**/analysis/${a.id}`);
  await expect(page.getByTestId("symbol")).toHaveText(instrumentLabel(a.identifiedSymbol, a.instrumentName));
  await expect(page.getByTestId("current-price")).toContainText(formatPrice(a.currentPrice, a.identifiedSymbol));
  await page.screenshot({ path: artefact("saved-view"), fullPage: true });

  await page.goto("/saved-analyses");
  await page
    .getByRole("listitem")
    .filter({ hasText: `${a.identifiedSymbol} analysis` })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Analysis Deleted", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Start New Analysis" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Saved Analyses/ })).toContainText("0");
});

test("an unknown or another user's analysis shows 'Analysis Not Found' with a Dashboard button", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await registerUser(otherPage, "owner");
  const theirs = await createAnalysis(otherPage.request);
  await other.close();

  await registerUser(page, "stranger");
  for (const url of ["/analysis-results?id=does-not-exist", `/analysis/${theirs.id}`]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByText(theirs.identifiedSymbol + " Analysis")).toHaveCount(0);
  }
  await page.screenshot({ path: artefact("results-not-found") });
  await page.getByRole("main").getByRole("link", { name: "Dashboard" }).click();
  await page.waitForURL("**/dashboard");
});

test("signed-out visitors are sent to sign in (the results routes are signed-in routes)", async ({ page }) => {
  await page.goto("/analysis-results?id=abc");
  await page.waitForURL(/\/login\?next=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get("next") ?? "")).toBe("/analysis-results?id=abc");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile results routes fit the screen, keep Save in reach and read the stored latest", async ({ page }) => {
    await registerUser(page, "phone");
    const a = await createAnalysis(page.request);
    await page.goto(`/analysis-results-mobile?id=${a.id}`);
    await expectResultsFor(page, a);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const save = page.getByRole("button", { name: "Save Analysis" });
    await expect(save).toBeInViewport(); // the action bar sticks to the bottom of the phone screen
    await page.screenshot({ path: artefact("results-phone") });
    await page.screenshot({ path: artefact("results-phone-full"), fullPage: true });

    // Without an id the screen shows the analysis this browser stored last (spec part 2 section 2);
    // the key is the one lib/analysis/client/latest-analysis.ts writes after a creation.
    await page.evaluate((json) => localStorage.setItem("candlewise:latest-analysis", json), JSON.stringify(a));
    await page.goto("/mobile-analysis");
    await expect(page.getByTestId("symbol")).toHaveText(instrumentLabel(a.identifiedSymbol, a.instrumentName));
    await expect(page.getByTestId("current-price")).toContainText(formatPrice(a.currentPrice, a.identifiedSymbol));
    await page.evaluate(() => localStorage.clear());
    await page.goto("/mobile-analysis");
    await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
  });
});
