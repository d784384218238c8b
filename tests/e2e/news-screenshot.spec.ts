import { expect, test } from "./fixtures/test";
import { renderChart } from "../fixtures/charts/render-chart";
import { renderNews } from "../fixtures/news/render-news";
import { artefact, createAnalysis } from "./fixtures/analysis";
import { registerUser } from "./helpers";

// The news screenshot read by the built-in engine, as the trader sees it on the results screen:
// the headline read, its outlet and time, and how it weighed.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the results screen says what was read on the news screenshot and how it weighed", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page, "news");
  const news = await renderNews({
    source: "Reuters",
    headline: ["EUR/USD falls as ECB signals", "deeper rate cuts next year"],
    time: "2 hours ago",
    body: ["The euro slipped against the dollar on Tuesday after", "policymakers said more easing was likely."],
  });
  const a = await createAnalysis(page.request, "EURUSD", {
    chart: await renderChart({ title: "EURUSD · 1H", start: 1.08 }),
    news,
  });

  await page.goto(`/analysis/${a.id}`);
  const box = page
    .getByRole("region", { name: "Market News" })
    .getByRole("group", { name: "What we read on your news screenshot" });
  await expect(box).toBeVisible();
  await expect(box).toContainText("EUR/USD falls as ECB signals deeper rate cuts next year");
  await expect(box).toContainText("Reuters");
  await expect(box).toContainText("2 hours ago");
  await expect(box).toContainText("Bearish for EUR/USD, weighed in the news score");
  // The article text read stays one keyboard press away.
  await box.getByText("Text read from the article").focus();
  await page.keyboard.press("Enter");
  await expect(box).toContainText("The euro slipped against the dollar");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await box.screenshot({ path: artefact("news-screenshot-read-phone") });
});
