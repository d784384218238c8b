import { expect, test, type Page } from "./fixtures/test";
import { E2E_ADMIN } from "../../playwright.config";
import { registerUser, signIn } from "./helpers";

// A walk over the admin pages on the demo market with the built-in engine,
// checking that no screen says something untrue or says one thing two ways.

const ADMIN_PAGES = [
  "/admin",
  "/admin-tips",
  "/email-dashboard",
  "/system-health",
  "/quality-monitor",
  "/personal-analysis-validation",
  "/training-model",
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

/** One navigation bar of admin places and one Logout, and dates only in the app's one format. */
async function oneShell(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  const text = await page.locator("body").innerText();
  expect(text, `${path} shows a numeric date`).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
  expect(text, `${path} shows a raw status code`).not.toMatch(/NEEDS_IMPROVEMENT|dataAuthenticityTest/);
}

test("the admin pages tell the truth, the same way", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const leaver = await registerUser((await browser.newContext()).request, "truth");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // Item 14: the shell of every admin page.
  for (const path of ADMIN_PAGES) await oneShell(page, path);

  // Item 14: PRO users and conversion count customers only.
  const stats = await (await page.request.get("/api/admin/stats")).json();
  const everyone = await (await page.request.get("/api/admin/users?pageSize=100&plan=pro")).json();
  const proCustomers = everyone.users.filter((u: { role: string }) => u.role !== "admin").length;
  if (everyone.total <= 100) expect(stats.proUsers).toBe(proCustomers);
  await page.goto("/admin");
  await expect(page.getByText("User figures count customers only: admin accounts are left out.")).toBeVisible();

  // Item 14: a deleted user's queued welcome e-mail leaves the outbox.
  const welcome = async () =>
    (await (await page.request.get("/api/admin/email-outbox?kind=welcome&pageSize=100")).json()).messages.filter(
      (m: { recipient: string }) => m.recipient === leaver.email,
    );
  expect(await welcome()).toHaveLength(1);
  const found = await (await page.request.get(`/api/admin/users?search=${encodeURIComponent(leaver.email)}`)).json();
  expect((await page.request.post(`/api/admin/manage-user/${found.users[0].id}/delete`)).status()).toBe(200);
  expect(await welcome()).toEqual([]);

  // Item 12: the headline follows the alert level; the memory mark is explained.
  await page.goto("/system-health");
  const status = page.getByTestId("health-status");
  await expect(status).toContainText(/Alert level: (normal|warning|critical)/);
  const level = (await status.innerText()).match(/Alert level: (\w+)/)![1];
  const headline = {
    normal: "System healthy",
    warning: "System running, with warnings",
    critical: "System needs attention",
  };
  await expect(status.getByText(headline[level as keyof typeof headline], { exact: true })).toBeVisible();
  if (level !== "normal") await expect(status).not.toContainText("System healthy");
  await expect(page.getByText(/Calls that left the server since 00:00 UTC/)).toBeVisible();
  await expect(page.getByText(/provider calls in the last hour: \d+ left the server, \d+ ran inside it/)).toBeVisible();
  await page.getByRole("button", { name: "Run Cleanup" }).click();
  await expect(page.getByText("Cleanup completed", { exact: true })).toBeVisible();
  await expect(status).not.toContainText(/cleanup/i);

  // Item 10: one test on demo data gives a score that says what it does not prove; 0% counts.
  await page.goto("/quality-monitor");
  const yahoo = page.getByTestId("test-yahoo-auth");
  await expect(yahoo).toContainText("Not run yet");
  await yahoo.getByRole("button", { name: "Run Test" }).click();
  await expect(yahoo).toContainText("Needs improvement", { timeout: 60_000 });
  const score = page.getByTestId("overall-score");
  await expect(score).toContainText("0.0%");
  await expect(score).toContainText("CRITICAL - System requires immediate attention");
  await expect(score.getByTestId("demo-caveat")).toContainText("Earned on the demo market (synthetic prices)");
  await expect(page.getByText("What the last test answered")).toBeVisible();
  await expect(page.locator("pre")).toHaveCount(0); // no raw JSON

  // Item 11: the validation never shows 100% or Real Prices ✓ beside Authentic Data Pricing FAIL.
  await page.goto("/personal-analysis-validation");
  await page.getByRole("button", { name: "Run Test" }).click();
  const overall = page.getByTestId("overall-results");
  await expect(overall).toBeVisible({ timeout: 120_000 });
  await expect(overall).not.toContainText("100.0%");
  await expect(overall.getByTestId("demo-note")).toContainText("Real Prices and Authentic Data Pricing fail by design");
  const authentic = page.getByRole("listitem").filter({ hasText: "Authentic Data Pricing" });
  await expect(authentic).toContainText("FAIL");
  await expect(page.getByTestId("asset-result").first().getByLabel("failed: demo prices")).toBeVisible();

  // Item 13: the training model says what it learns from.
  await page.goto("/training-model");
  await expect(page.getByTestId("learns-from")).toContainText("in the market's price bars (candles)");
  await expect(page.getByText("Learning from your screenshots")).toHaveCount(0);
});
