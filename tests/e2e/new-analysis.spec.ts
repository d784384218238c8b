import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { artefact, chartPng } from "./fixtures/analysis";
import { registerUser } from "./helpers";

// The New Analysis screen in Chromium on a production build (demo market, built-in engine):
// the dashboard buttons, a trade idea's prefill link, a refused text file, and a real analysis from
// a generated chart screenshot (plus a big news image compressed in the browser) that shows the
// engine's progress and lands on the results screen. Screenshots stay in test-results/e2e-artifacts/.

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

/** Opens the form and waits until React has hydrated it (its buttons are disabled until then). */
async function openForm(page: Page, query = "") {
  await page.goto(`/new-analysis${query}`);
  await expect(page.getByRole("button", { name: "Choose files" })).toBeEnabled();
  await expect(page.locator("#splash")).toBeHidden(); // the 3 s splash of a first visit
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
  await expect(page.getByLabel("Ticker (optional)")).toHaveValue("NVDA");
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

test("a text file is refused with 'Invalid File Type' and empty fields with 'Missing Information'", async ({
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
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByText("Missing Information", { exact: true }).first()).toBeVisible();
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
  // Over 2 MB: redrawn in the browser as a JPEG within 1280x720.
  const news = page.getByAltText("News screenshot: news.jpg");
  await expect(news).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("listitem").filter({ has: news })).toContainText(/\(from 5\.\d MB\)/);
  expect(await news.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([960, 720]);

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
