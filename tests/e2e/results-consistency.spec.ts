import { expect, test, type Page } from "./fixtures/test";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { formatMoney, formatPrice } from "@/lib/format/price";
import { instrumentLabel } from "@/lib/format/instrument";
import { artefact } from "./fixtures/analysis";
import { registerUser } from "./helpers";

// One consistent result end to end (demo market, built-in engine, production build): a percent goal typed in
// the form, a money goal and an unreachable goal each give a screen whose figures agree with the
// stored analysis, and the chart's price scale spans entry, stop, TP1 and TP2. The server's clock
// is the wall clock, so every check reads the analysis the server stored, never fixed prices.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

async function create(page: Page, fields: Record<string, string>): Promise<CreatedAnalysis> {
  const res = await page.request.post("/api/analyses", {
    multipart: { budget: "5000", budgetCurrency: "USD", riskPercentage: "2", leverage: "10", ...fields },
    timeout: 60_000,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedAnalysis;
}

/** The screen says what the stored analysis says: one probability, size x distance, TP2's profit. */
async function expectConsistent(page: Page, a: CreatedAnalysis) {
  await expect(
    page.getByRole("heading", { level: 1, name: `${instrumentLabel(a.identifiedSymbol, a.instrumentName)} Analysis` }),
  ).toBeVisible();
  const headline = (await page.getByTestId("success-probability").innerText()).trim();
  expect(Number(headline.replace("%", ""))).toBeCloseTo(a.successProbability, 1);
  // The alternative card names another instrument's probability: everything else names this one's.
  const body = await page.locator("main").evaluate((main) => {
    const alt =
      main.querySelector("section[aria-labelledby]") &&
      [...main.querySelectorAll("section")].find((s) => s.textContent?.startsWith("Alternative Recommendation"));
    return [...main.children]
      .filter((el) => el !== alt)
      .map((el) => (el as HTMLElement).innerText)
      .join("\n");
  });
  const named = [...body.matchAll(/(?<!Profit )probability\s+([\d.]+)%/gi)].map((m) => Number(m[1]));
  for (const p of named) expect(p).toBeCloseTo(a.successProbability, 1);
  expect(body).not.toMatch(/NaN|Infinity|undefined|[^.]\.\.(?!\.)|CAUTION\s+Caution/);

  const cur = a.budgetCurrency;
  // A WAIT or an AVOID is no order: no money at risk, no position.
  const shown = (await page.getByTestId("recommendation").innerText()).trim();
  if (shown !== "BUY" && shown !== "SELL") {
    await expect(page.getByTestId("risk-text")).toHaveCount(0);
    expect(body).not.toMatch(/market order|puts [\d,.]+ [A-Z]{3} at risk/);
    return;
  }
  await expect(page.getByTestId("risk-text")).toContainText(`puts ${formatMoney(a.levels.potentialLoss, cur)} at risk`);
  await expect(page.getByTestId("goal-text")).toContainText(`makes ${formatMoney(a.levels.potentialProfit, cur)}`);
  const verdict = await page.getByTestId("verdict").innerText();
  expect(verdict).toMatch(/^Verdict (APPROVED|CAUTION|WAIT|AVOID)( (Caution|High risk|Approved))? · /);
  if (/AVOID|High risk/.test(verdict)) {
    await expect(page.getByText("AI Validated", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("risk-level")).toHaveText("HIGH RISK");
  }
}

/** The chart's visible price range contains all four levels, and its legend names them. */
async function expectChartShowsLevels(page: Page, a: CreatedAnalysis) {
  if (a.recommendation === "AVOID") return; // no plan: no levels drawn
  const chart = page.getByTestId("analysis-chart");
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute("data-visible-range", /,/);
  const [from, to] = (await chart.getAttribute("data-visible-range"))!.split(",").map(Number);
  for (const level of [a.entryPrice, a.stopLoss, a.takeProfit1, a.takeProfit2]) {
    expect(level).toBeGreaterThanOrEqual(Math.min(from, to));
    expect(level).toBeLessThanOrEqual(Math.max(from, to));
  }
  const legend = page.getByTestId("chart-legend");
  for (const level of [a.entryPrice, a.stopLoss, a.takeProfit1, a.takeProfit2])
    await expect(legend).toContainText(formatPrice(level, a.identifiedSymbol));
}

test("a percent goal typed in the form (percent is the default unit) gives a consistent screen", async ({ page }) => {
  await registerUser(page, "rc");
  await page.goto("/new-analysis");
  await expect(page.getByLabel("Profit unit")).toHaveValue("%");
  await page.getByLabel("Ticker", { exact: true }).fill("MSFT"); // no chart: the ticker is needed
  await page.getByRole("button", { name: "Budget 5,000" }).click();
  await page.getByLabel("Profit target").fill("5");
  await page.getByRole("button", { name: "Risk 2%" }).click();
  await page.getByRole("button", { name: "Leverage 10x" }).click();
  await page.getByLabel("Investment type").selectOption("swing");
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/analyses"), {
    timeout: 90_000,
  });
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  const a = (await (await answer).json()) as CreatedAnalysis;
  expect(a.profitGoal).toMatchObject({ value: 5, type: "%", amount: 250 });
  await page.waitForURL(/analysis/);
  await expectConsistent(page, a);
  await expect(page.getByTestId("goal-text")).toContainText("5% (250.00 USD)");
  await expectChartShowsLevels(page, a);
  await page.screenshot({ path: artefact("results-consistency-percent-goal"), fullPage: true });
});

test("a money goal is honoured or explained, in the trader's currency", async ({ page }) => {
  await registerUser(page, "rc");
  const a = await create(page, { ticker: "AAPL", profit: "150", profitType: "USD", investmentType: "swing" });
  await page.goto(`/analysis/${a.id}`);
  await expectConsistent(page, a);
  await expect(page.getByTestId("goal-text")).toContainText("150.00 USD");
  if (a.profitGoal.status === "met") expect(a.levels.potentialProfit).toBeGreaterThanOrEqual(150 * 0.95);
  await expectChartShowsLevels(page, a);
});

test("an unreachable goal says so with the numbers and plans the largest reasonable goal", async ({ page }) => {
  await registerUser(page, "rc");
  const a = await create(page, { ticker: "AAPL", profit: "50", profitType: "%", investmentType: "intraday" });
  expect(a.profitGoal.status).toBe("capped");
  await page.goto(`/analysis/${a.id}`);
  await expectConsistent(page, a);
  const goal = page.getByTestId("goal-text");
  await expect(goal).toContainText("Largest reasonable goal");
  await expect(goal).toContainText(
    /out of reach in hours: it needs a [\d.,]+% move .*, [\d.,]+x what AAPL can reasonably move/,
  );
  await expectChartShowsLevels(page, a);
  await page.screenshot({ path: artefact("results-consistency-unreachable-goal"), fullPage: true });

  // On a phone the price labels stay off the last candles (titles move to the legend).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/analysis-results-mobile?id=${a.id}`);
  await expectChartShowsLevels(page, a);
  await page.getByTestId("analysis-chart").screenshot({ path: artefact("results-consistency-phone-chart") });
});
