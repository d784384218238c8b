import { expect, test, type Locator, type Page } from "./fixtures/test";
import sharp from "sharp";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { artefact, chartPng } from "./fixtures/analysis";
import { registerUser } from "./helpers";
import { compressionPlan } from "@/lib/analysis/client/compress-image";

// The New Analysis screen in Chromium on a production build (demo market, built-in engine):
// the dashboard buttons, a trade idea's prefill link, a refused text file, the defaults and the
// errors told on the field (with toasts that cover no control, desktop and phone), and a real
// analysis from a generated chart screenshot (plus a big news image compressed in the browser) that
// shows the engine's progress and lands on the results screen. Screenshots stay in
// test-results/e2e-artifacts/ and the tests' own output folders.

const STAGES = ["reading_image", "market_data", "indicators", "backtest", "writing", "done"];

/** A 1600x1200 PNG of random pixels: about 5.5 MB, so the form must compress it (over 2 MB). */
async function bigNoisePng(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let s = 12345;
  for (let i = 0; i < raw.length; i++) raw[i] = (s = (s * 1103515245 + 12345) % 2 ** 31) >> 23;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

// Signed in or not, this visitor already saw the 3 s splash this browser session (auth.spec.ts
// tests the splash itself): without this, every test's first click waits it out.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

/** Opens the form and waits until React has hydrated it (its buttons are disabled until then). */
async function openForm(page: Page, query = "") {
  await page.goto(`/new-analysis${query}`);
  await expect(page.getByRole("button", { name: "Choose files" })).toBeEnabled();
  await expect(page.locator("#splash")).toBeHidden(); // seen already (beforeEach above): gone at once
}

/** Drops files on the drop zone as a user dragging them from the desktop would. */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list)
      dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.getByTestId("screenshot-dropzone");
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

test("the dashboard's Generate Analysis and View History buttons open their screens", async ({ page }) => {
  await registerUser(page, "na");
  await page.goto("/");
  await page.getByRole("link", { name: "Generate Analysis" }).click();
  await expect(page).toHaveURL(/\/new-analysis$/);
  await expect(page.getByRole("heading", { level: 1, name: "New Analysis" })).toBeVisible();
  await page.goto("/");
  await page.getByRole("link", { name: "View History" }).click();
  await expect(page).toHaveURL(/\/saved-analyses$/);
});

test("a trade idea's prefill link loads its values with 'Trade Idea Loaded'", async ({ page }) => {
  await registerUser(page, "na");
  // The link the Daily Trade Ideas cards build (components/ideas/idea-card.tsx).
  await page.goto("/new-analysis?prefill=true&ticker=nvda&budget=750&profit=5%25&type=scalping");
  await expect(page.getByText("Trade Idea Loaded", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Ticker", { exact: true })).toHaveValue("NVDA");
  await expect(page.getByLabel("Budget", { exact: true })).toHaveValue("750");
  await expect(page.getByLabel("Profit target")).toHaveValue("5");
  await expect(page.getByLabel("Profit unit")).toHaveValue("%");
  await expect(page.getByLabel("Investment type")).toHaveValue("scalping");

  // Without a budget or profit in the link, the spec's defaults apply.
  await page.goto("/new-analysis?prefill=true&ticker=msft");
  await expect(page.getByText("Trade Idea Loaded", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Budget", { exact: true })).toHaveValue("3000");
  await expect(page.getByLabel("Profit target")).toHaveValue("5");
  await expect(page.getByLabel("Profit unit")).toHaveValue("USD");
  await expect(page.getByLabel("Investment type")).toHaveValue("intraday");
});

test("a text file is refused with 'Invalid File Type' and a cleared field with 'Missing Information'", async ({
  page,
}) => {
  await registerUser(page, "na");
  await openForm(page);
  await page
    .getByTestId("screenshot-input")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a chart") });
  await expect(page.getByText("Invalid File Type", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("notes.txt is not an image file. Skipped.", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Added screenshots" })).toHaveCount(0);

  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/analyses") && posts.push(r.url()));
  await page.getByLabel("Ticker", { exact: true }).fill("AAPL");
  await page.getByLabel("Budget", { exact: true }).fill(""); // every field starts filled: clear one
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByText("Missing Information", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Budget", { exact: true })).toBeFocused();
  expect(posts).toHaveLength(0);
});

test("a chart screenshot becomes an analysis: progress, then the results screen", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page, "na");
  await openForm(page);

  await page
    .getByTestId("screenshot-input")
    .setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: await chartPng() });
  await expect(page.getByAltText("Chart screenshot: chart.png")).toBeVisible();
  await dropFiles(page, [{ name: "news.png", type: "image/png", base64: (await bigNoisePng()).toString("base64") }]);
  // Over 2 MB: redrawn in the browser as the largest WebP that fits 2 MB (docs/decisions/browser-image-compression.md:
  // the spec's 1280x720 JPEG erased the small text the reader needs), at one of the plan's sizes.
  const news = page.getByAltText("News screenshot: news.webp");
  await expect(news).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("listitem").filter({ has: news })).toContainText(/\(from 5\.\d MB\)/);
  const size = await news.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
  const planned = compressionPlan(1600, 1200).map(({ width, height }) => ({ width, height }));
  expect(planned).toContainEqual(size);

  await page.getByLabel("Ticker (optional)").fill("AAPL");
  await page.getByRole("button", { name: "Budget 5,000" }).click();
  // The goal starts in percent; typed as money, it converts to a percent of the budget.
  await page.getByLabel("Profit unit").selectOption("USD");
  await page.getByLabel("Profit target").fill("250");
  await page.getByLabel("Profit unit").selectOption("%");
  await expect(page.getByLabel("Profit target")).toHaveValue("5");
  await page.getByRole("button", { name: "Risk 2%" }).click();
  await page.getByRole("button", { name: "Leverage 10x" }).click();
  await page.getByLabel("Investment type").selectOption("swing");
  await page.screenshot({ path: artefact("new-analysis-form"), fullPage: true });

  const polls: { url: string; status: number; stage?: string }[] = [];
  page.on("response", async (r) => {
    if (!r.url().includes("/api/analyses/progress/")) return;
    polls.push({
      url: r.url(),
      status: r.status(),
      stage: r.status() === 200 ? ((await r.json()) as { stage: string }).stage : undefined,
    });
  });
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/analyses"), {
    timeout: 90_000,
  });
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByText("Analyzing Market Data")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toBeVisible();
  await page.screenshot({ path: artefact("new-analysis-progress"), fullPage: true });

  // Chromium does not expose multipart bodies with files, so the server's answer says what it got.
  const created = (await (await answer).json()) as CreatedAnalysis;
  expect(created.identifiedSymbol).toBe("AAPL");
  expect(created.metadata.imagesStored).toBe(2);
  expect(created.budget).toBe(5000);
  expect(created.profitGoal).toMatchObject({ value: 5, type: "%" });

  await page.waitForURL(`**/analysis-results?id=${created.id}`, { timeout: 30_000 });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("candlewise:latest-analysis") ?? "{}").id)).toBe(
    created.id,
  );
  expect(polls.length).toBeGreaterThan(0);
  // Every poll is answered (no 404 before the run starts: "queued"), with a known stage. How many
  // polls land inside the run depends on the machine's speed, so the run's own record is checked
  // too: the id the form polled went through every stage to "done".
  for (const p of polls) {
    expect(p.status).toBe(200);
    expect(["queued", ...STAGES]).toContain(p.stage);
  }
  const finished = await (await page.request.get(polls[0].url)).json();
  expect(finished).toMatchObject({ stage: "done", percent: 100, failed: false });
});

test("an unknown ticker ends the progress with 'Invalid Ticker' and leaves the form usable", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await registerUser(page, "na");
  await openForm(page, "?prefill=true&ticker=zzzzqx");
  await page.getByRole("button", { name: "Risk 1%" }).click();
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByText("Invalid Ticker", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("analysis-progress")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate Analysis" })).toBeEnabled();
  // Told on the ticker as well, which has the focus: the sentence says what to do.
  const ticker = page.getByLabel("Ticker", { exact: true });
  await expect(ticker).toBeFocused();
  await expect(ticker).toHaveAttribute("aria-invalid", "true");
  await expect(ticker).toHaveAccessibleDescription(/We could not find ZZZZQX .*Check the symbol/);
  await expect(page).toHaveURL(/\/new-analysis\?/);
  expect(pageErrors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the form fits the screen without horizontal scrolling", async ({ page }) => {
    await registerUser(page, "na");
    await openForm(page, "?prefill=true&ticker=aapl");
    await expect(page.getByRole("button", { name: "Generate Analysis" })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const button = await page.getByRole("button", { name: "Generate Analysis" }).boundingBox();
    expect(button && button.x >= 0 && button.x + button.width <= 375).toBeTruthy();
    await page.screenshot({ path: artefact("new-analysis-phone"), fullPage: true });
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The open toast with this title (Radix renders each toast as a list item of the Notifications region). */
const openToast = (page: Page, title: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .locator("li[data-state=open]")
    .filter({ hasText: title });

/** The toast lies inside the screen and shares no pixel with any of the given controls that are showing. */
async function expectClearOf(page: Page, toast: Locator, controls: Locator[]) {
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width && box.y + box.height <= screen.height).toBe(
    true,
  );
  for (const control of controls) {
    if (!(await control.isVisible())) continue; // the bottom bar exists on a phone only
    const other = (await control.boundingBox())!;
    expect(overlaps(box, other), `the toast ${JSON.stringify(box)} covers ${control} ${JSON.stringify(other)}`).toBe(
      false,
    );
  }
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 720 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`defaults, errors on the field and toasts clear of the controls (${device})`, () => {
    test.use({ viewport });

    test(`every choice starts made; a cleared field says what it needs and gets the focus (${device})`, async ({
      page,
    }, testInfo) => {
      await registerUser(page, "nadef");
      await openForm(page);
      const generate = page.getByRole("button", { name: "Generate Analysis" });
      const header = page.locator("header").first();
      const bottomBar = page.locator("nav.fixed"); // components/app-shell/bottom-nav.tsx, below md
      const risk = page.getByLabel("Risk percentage (%)");

      // The defaults: the spec's 3000 USD, 5 and intraday, a cautious 1% risk and no leverage.
      await expect(page.getByLabel("Budget", { exact: true })).toHaveValue("3000");
      await expect(page.getByLabel("Budget currency")).toHaveValue("USD");
      await expect(page.getByLabel("Profit target")).toHaveValue("5");
      await expect(page.getByLabel("Profit unit")).toHaveValue("%");
      await expect(risk).toHaveValue("1");
      await expect(page.getByLabel("Leverage (1-500x)")).toHaveValue("1");
      await expect(page.getByLabel("Investment type")).toHaveValue("intraday");
      // Without a chart the ticker is needed: the label makes no "(optional)" claim.
      await expect(page.getByLabel("Ticker (optional)")).toHaveCount(0);
      await page.getByLabel("Ticker", { exact: true }).fill("AAPL");

      // At the end of the page, where a trader presses Generate: a toast leaves the button free.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page
        .getByTestId("screenshot-input")
        .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a chart") });
      const skipped = openToast(page, "Invalid File Type");
      await expect(generate).toBeInViewport();
      await expectClearOf(page, skipped, [generate, header, bottomBar]);
      await page.screenshot({ path: testInfo.outputPath(`new-analysis-toast-page-end-${device}.png`) });

      // A cleared field: the spec's toast, and on the field its message, aria-invalid and the focus.
      await risk.fill("");
      await generate.click();
      const missing = openToast(page, "Missing Information");
      await expect(missing).toContainText("Please fill in all required fields including risk percentage");
      await expect(risk).toBeFocused();
      await expect(risk).toHaveAttribute("aria-invalid", "true");
      const message = page.locator("#na-riskPercentage-error");
      await expect(message).toHaveText("Risk percentage is required: enter 0.5 to 10, for example 1.");
      await expect(risk).toHaveAttribute("aria-describedby", "na-riskPercentage-error");
      await expect(risk).toHaveAccessibleDescription("Risk percentage is required: enter 0.5 to 10, for example 1.");
      await expect(risk).toBeInViewport();
      await expect(message).toBeInViewport();
      await expectClearOf(page, missing, [generate, header, bottomBar, risk, message]);
      await page.screenshot({ path: testInfo.outputPath(`new-analysis-field-error-${device}.png`) });
      await page.screenshot({ path: artefact(`new-analysis-field-error-${device}`) });
    });
  });
}
