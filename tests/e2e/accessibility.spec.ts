import { expect, test, type Page } from "./fixtures/test";
import { createAnalysis } from "./fixtures/analysis";
import { audit, registerUser } from "./helpers";

// axe is injected as a script: the production CSP (per-request nonces) would block it.
test.use({ bypassCSP: true });

// Every main screen passes axe-core's WCAG 2 A/AA rules (contrast, names, labels, landmarks,
// heading order) in real Chromium, once its data has loaded.

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return audit(page, url);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("the main screens have no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  const found = [...(await violations(page, "/")), ...(await violations(page, "/login"))];
  await registerUser(page, "a11y");
  // On trial, so the PRO sections (ideas, simulator, score) render their data rather than overlays.
  expect((await page.request.post("/api/auth/start-trial")).status()).toBe(200);
  const analysis = await createAnalysis(page.request);
  for (const url of [
    "/",
    "/new-analysis",
    `/analysis/${analysis.id}`,
    "/track-record",
    "/saved-analyses",
    "/profile",
    "/upgrade",
    "/subscribe",
  ]) {
    found.push(...(await violations(page, url)));
  }
  // Error messages must be readable too: the card form with every field's error showing.
  await page.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Your card number is invalid.")).toBeVisible();
  found.push(...(await audit(page, "/subscribe with errors")));
  // ...and the New Analysis form with a cleared field's message, and its toast, showing.
  await page.goto("/new-analysis");
  await expect(page.getByRole("button", { name: "Choose files" })).toBeEnabled();
  await page.getByLabel("Budget", { exact: true }).fill("");
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByText("Budget is required: enter the amount to trade, for example 3000.")).toBeVisible();
  found.push(...(await audit(page, "/new-analysis with errors")));
  expect(found).toEqual([]);
});

test("on a phone, the dashboard and an analysis have no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerUser(page, "a11yphone");
  expect((await page.request.post("/api/auth/start-trial")).status()).toBe(200);
  const analysis = await createAnalysis(page.request, "BTC-USD");
  const found: string[] = [];
  for (const url of ["/", `/mobile-analysis?id=${analysis.id}`]) found.push(...(await violations(page, url)));
  expect(found).toEqual([]);
});
