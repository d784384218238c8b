import { expect, test } from "./fixtures/test";
import { E2E_ADMIN } from "../../playwright.config";
import { audit, registerUser, signIn } from "./helpers";

// The admin's operations screens in real Chromium: Run All with its score and verdict, the
// personal analysis validation with per-asset results, system health with cleanup, and axe.

const VERDICT =
  /EXCELLENT - Ready for real money trading|GOOD - System operational with minor recommendations|MODERATE - Some improvements needed|CRITICAL - System requires immediate attention/;

// The app's Content-Security-Policy would refuse axe's injected script (admin.spec.ts does the same).
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("a non-admin is sent to / with the access-denied notice", async ({ page }) => {
  await registerUser(page, "opsuser");
  await page.goto("/quality-monitor");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Access Denied - Admin privileges required").first()).toBeVisible();
  expect((await page.request.get("/api/system/health")).status()).toBe(403);
});

test("an admin runs all quality tests and sees the score and verdict, also after a reload", async ({ page }) => {
  // The ticker test also reads the real screenshots in ../shared/fixtures/charts-real when present.
  test.setTimeout(330_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/quality-monitor");
  await expect(page.getByRole("heading", { name: "Continuous Quality Monitor" })).toBeVisible();
  await expect(page.getByText("JBlanked Economic Calendar Coverage")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to Use Quality Monitor" })).toBeVisible();
  await page.getByRole("button", { name: "Run All Tests" }).click();
  await expect(page.getByRole("button", { name: "Running Tests..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Test Daily Trade Ideas" })).toBeDisabled();
  await expect(page.getByText("All Tests Completed", { exact: true })).toBeVisible({ timeout: 300_000 });
  await expect(page.getByText(/^Overall system score: \d+(\.\d)?%$/)).toBeVisible();
  const score = page.getByTestId("overall-score");
  await expect(score).toContainText(/\d+\.\d%/);
  await expect(score).toContainText(VERDICT);
  // Demo data: the authenticity test honestly says it is not authenticated.
  await expect(page.getByTestId("test-yahoo-auth")).toContainText("Yahoo Finance data not authenticated");
  await expect(page.getByTestId("test-google-tickers")).toContainText(/Rendered chart screenshots: \d+\/22 /);
  // The rendered score never stands alone: the real screenshots' figure (or its absence) is beside it.
  await expect(page.getByTestId("test-google-tickers")).toContainText(/Real screenshots: (\d+\/\d+ |not measured)/);

  await page.reload();
  await expect(page.getByTestId("test-personal-analysis")).not.toContainText("Click Run Test", { timeout: 15_000 });
  await expect(page.getByTestId("overall-score")).toContainText(VERDICT);
  await expect(page.getByRole("figure", { name: "Overall score over time" })).toBeVisible();
  expect(await audit(page, "/quality-monitor")).toEqual([]);
});

test("an admin runs the personal analysis validation and sees per-asset results", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/personal-analysis-validation");
  await expect(page.getByRole("heading", { name: "Personal Analysis Validation" })).toBeVisible();
  await page.getByRole("button", { name: "Run Test" }).click();
  await expect(page.getByRole("button", { name: "Running Validation..." })).toBeDisabled();
  const overall = page.getByTestId("overall-results");
  await expect(overall).toBeVisible({ timeout: 90_000 });
  await expect(overall).toContainText(/Success Rate\s*\d+\.\d%/);
  await expect(overall).toContainText("Tests Passed");
  await expect(page.getByText("Market data provider connection")).toBeVisible();
  await expect(page.getByText("Dynamic Success Probability", { exact: true })).toBeVisible();
  const assets = page.getByTestId("asset-result");
  await expect(assets).toHaveCount(12);
  await expect(assets.first()).toContainText(/AAPL\s*\d\/8/);
  for (const label of [
    "Badge Aligned",
    "Leverage OK",
    "Risk Calc OK",
    "TP1/TP2 OK",
    "Dynamic SP",
    "Real Prices",
    "Complete Data",
    "Frontend Ready",
  ]) {
    await expect(assets.first()).toContainText(label);
  }
  await expect(page.getByText(/^Test run: \d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  expect(await audit(page, "/personal-analysis-validation")).toEqual([]);
});

test("an admin opens system health, tests a provider and runs cleanup", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/system-health");
  await expect(page.getByTestId("health-status")).toContainText(/Alert level: (normal|warning|critical)/);
  await expect(page.getByText("Memory (RSS)")).toBeVisible();
  await expect(page.getByTestId("provider-demo")).toContainText("operational");
  await expect(page.getByTestId("provider-builtin")).toContainText("Built-in engine");
  await page.getByTestId("provider-demo").getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText("Market data provider: operational", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Run Cleanup" }).click();
  await expect(page.getByText("Cleanup completed", { exact: true })).toBeVisible();
  await expect(page.getByText("Last cleanup").locator("..").locator("..")).not.toContainText("Never");
  await page.waitForLoadState("networkidle");
  expect(await audit(page, "/system-health")).toEqual([]);
});
