import { expect, test } from "./fixtures/test";
import { registerUser } from "./helpers";

// Light pages: what a page does not show yet, it does not load yet, and what it shows
// first arrives with the HTML. Sizes and timings are measured by `npm run bench:pages`; these check
// the behaviour a trader notices.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("the dashboard's first screen comes with the page: headline and overview in the HTML, no skeleton", async ({
  page,
}) => {
  await registerUser(page, "light");
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain("Welcome, Test Trader. Your first analysis is one chart away.");
  expect(html).toContain("Analysis Overview");
  expect(html).not.toContain("Loading analysis overview");
});

test("the dashboard's lower sections load as the trader scrolls to them, and work", async ({ page }, testInfo) => {
  await registerUser(page, "light");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your first analysis is one chart away.");
  // Far below the first screen: the market widgets arrive once scrolled to.
  await page
    .getByRole("heading", { name: "Live Market Data" })
    .or(page.getByLabel("Market widgets (loading)"))
    .first()
    .scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Live Market Data" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh market data" })).toBeEnabled();
  // A free trader's locked sections are there too, with their unlock buttons.
  await expect(page.getByRole("button", { name: /Unlock Trade Simulator/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("dashboard-lower-sections.png"), fullPage: true });
});

test("no page load asks for code it does not show: the dialog and the register form load on use", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/login");
  await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
  const loadedFirst = scripts.length;
  // Register: the form is there (loaded on idle or on the click), with the terms dialog on demand.
  await page.getByRole("tab", { name: "Register" }).click();
  await expect(page.getByRole("tabpanel", { name: "Register" }).getByLabel("Confirm Password")).toBeVisible();
  await page.getByRole("button", { name: "Terms of Service" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Terms of Service" });
  await expect(dialog).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loadedFirst); // the dialog's code came when it opened
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("checkbox")).toBeChecked();
});

test("the login tabs follow the keyboard: arrows move between Login and Register", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Login" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Register" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Register", selected: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeFocused();
});
