import { expect, test, type Locator, type Page } from "./fixtures/test";
import { instrumentLabel } from "@/lib/format/instrument";
import { registerUser } from "./helpers";

// A trader who uses only the keyboard can fill the New Analysis form and run an analysis: every
// control is reached with Tab in a sensible order, shows where the focus is, and works with
// Enter, Space or the arrow keys.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until the target has the focus (failing if it never does), then checks the focus is shown. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max && !(await hasFocus(target)); i++) await page.keyboard.press("Tab");
  expect(await hasFocus(target), `Tab never reached ${target}`).toBe(true);
  expect(await target.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
}

test("the New Analysis form works from the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  await registerUser(page, "keys");
  await page.goto("/new-analysis");
  await expect(page.getByRole("button", { name: "Choose files" })).toBeEnabled();

  // Without a chart the ticker is needed, and its label says so (no "(optional)").
  const ticker = page.getByLabel("Ticker", { exact: true });
  await tabTo(page, ticker);
  await page.keyboard.type("MSFT");

  const style = page.getByLabel("Investment type");
  await tabTo(page, style);
  for (let i = 0; i < 6 && (await style.inputValue()) !== "swing"; i++) await page.keyboard.press("ArrowDown");
  await expect(style).toHaveValue("swing");

  await tabTo(page, page.getByRole("button", { name: "Budget 5,000" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Budget", { exact: true })).toHaveValue("5000");

  // The fields start with the spec's defaults: select the 5 and type over it.
  await tabTo(page, page.getByLabel("Profit target"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("4");
  await expect(page.getByLabel("Profit target")).toHaveValue("4");
  await tabTo(page, page.getByRole("button", { name: "Risk 2%" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Leverage 10x" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Leverage (1-500x)")).toHaveValue("10");

  const submit = page.getByRole("button", { name: "Generate Analysis" });
  await tabTo(page, submit);
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/analyses"), {
    timeout: 60_000,
  });
  // Watched from before the key press: on a quick answer the progress bar shows only briefly, and
  // on a busy machine a poll can miss it altogether (a clean-clone run did, while the results page
  // had already opened): the bar or the results page shows the form was sent.
  const progress = page
    .getByRole("progressbar", { name: "Analysis progress" })
    .waitFor({ state: "attached", timeout: 30_000 });
  const results = page.waitForURL("**/analysis-results?id=*", { timeout: 30_000 });
  await page.keyboard.press("Enter");
  await Promise.any([progress, results]);
  const created = await (await answer).json();
  expect(created).toMatchObject({ identifiedSymbol: "MSFT", budget: 5000, leverage: 10, investmentType: "swing" });
  await page.waitForURL(`**/analysis-results?id=${created.id}`, { timeout: 30_000 });
  // The title names the instrument (names, not feed codes), e.g. "Microsoft Corporation (MSFT)".
  const title = `${instrumentLabel(created.identifiedSymbol, created.instrumentName)} Analysis`;
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
});
