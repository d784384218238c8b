import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures/test";
import { createAnalysis } from "./fixtures/analysis";
import { registerUser } from "./helpers";

// Share and export from the UI (demo market, built-in engine, production build): a link made on
// a result opens signed out with the call and without the owner's details, is revoked to a 404;
// the saved list downloads a PDF.

// Each test creates an analysis first (OCR and a backtest): on a busy machine that alone takes
// a good part of the default minute.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("share a result, open it signed out without private fields, revoke it to a 404", async ({ page, browser }) => {
  const account = await registerUser(page, "share");
  const a = await createAnalysis(page.request);
  await page.goto(`/analysis-results?id=${a.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Create link" }).click();
  const url = await page.getByTestId("share-url").inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const opened = await visitor.goto(url);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Analysis");
  await expect(visitor.getByTestId("shared-probability")).toBeVisible();
  await expect(visitor.getByTestId("shared-evidence")).toContainText("Success means the call");
  const chart = visitor.locator('img[alt$=" chart"]');
  await expect(chart).toHaveAttribute("src", /^\/s\/[A-Za-z0-9_-]{43}\/chart\.jpg$/);
  expect(await chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const text = await visitor.locator("body").innerText();
  for (const secret of [account.email, account.username, "Test Trader", "5,000.00"]) expect(text).not.toContain(secret);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(/\/preview\.png$/);
  const card = await visitor.request.get(new URL(ogImage!).pathname);
  expect(card.headers()["content-type"]).toBe("image/png");

  // The owner sees the visit, then revokes the link.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByTestId("share-last-opened").first()).toContainText("Last opened");
  await page.getByRole("button", { name: "Revoke" }).first().click();
  await expect(page.getByText("The link now answers 404.", { exact: true })).toBeVisible();
  const gone = await visitor.goto(url);
  expect(gone?.status()).toBe(404);
  expect(await visitor.locator("body").innerText()).not.toContain(a.symbol + " Analysis");
  await stranger.close();
});

test("download a PDF of a saved analysis from the saved list", async ({ page }) => {
  await registerUser(page, "export");
  const a = await createAnalysis(page.request);
  const saved = await page.request.post("/api/saved-analyses", { data: { analysisId: a.id } });
  expect(saved.status()).toBe(201);
  await page.goto("/saved-analyses");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "PDF", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^AAPL-analysis-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("checkbox", { name: /for the PDF/ }).check();
  await expect(page.getByRole("link", { name: "Download PDF (1 selected)" })).toHaveAttribute(
    "href",
    `/api/exports/pdf?ids=${a.id}`,
  );
});
