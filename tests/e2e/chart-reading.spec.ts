import { expect, test } from "./fixtures/test";
import sharp from "sharp";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { renderChart } from "../fixtures/charts/render-chart";
import { artefact } from "./fixtures/analysis";
import { registerUser } from "./helpers";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

// Chart reading end to end: a chart of AAPL near 148 (the demo market has AAPL near 230) is uploaded;
// the results page shows the screenshot, what was read from it, and the mismatch warning on top.
test("the results page shows the uploaded chart, what was read from it and the mismatch warning", async ({ page }) => {
  await registerUser(page, "chartread");
  const res = await page.request.post("/api/analyses", {
    multipart: {
      budget: "5000",
      budgetCurrency: "USD",
      profit: "5",
      profitType: "%",
      riskPercentage: "2",
      leverage: "10",
      investmentType: "swing",
      chartImage: {
        name: "chart.png",
        mimeType: "image/png",
        buffer: await renderChart({ title: "AAPL · 1D · NASDAQ", start: 148, seed: 5 }),
      },
    },
    timeout: 60_000,
  });
  expect(res.status(), await res.text()).toBe(201);
  const a = (await res.json()) as CreatedAnalysis;
  expect(a.chartReading?.check?.mismatch).toBe(true);

  await page.goto(`/analysis/${a.id}`);
  const warning = page.getByRole("region", { name: "Warning" });
  await expect(warning).toContainText(
    /Your chart shows AAPL near 1\d\d\.\d+ \(read from its price axis\); AAPL trades at/,
  );

  const card = page.getByRole("region", { name: "What we read on your chart" });
  await expect(card.getByRole("alert")).toContainText("Your chart shows AAPL near");
  const image = card.getByRole("img", { name: "Your uploaded chart of AAPL" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(card.getByText("Ticker")).toBeVisible();
  await expect(card).toContainText("AAPL (NASDAQ)");
  await expect(card).toContainText("1D");
  await expect(card).toContainText(/Price range.*1\d\d\.\d\d – 1\d\d\.\d\d/);
  await expect(card).toContainText("price label on the axis");
  await page.screenshot({ path: artefact("chart-reading-results"), fullPage: true });

  // A photo (blurred noise) is refused with the expected message, before a token is spent.
  const noise = Buffer.from(Array.from({ length: 600 * 400 * 3 }, (_, k) => (k * 7919) % 251));
  const board = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
    .blur(4)
    .jpeg()
    .toBuffer();
  const refused = await page.request.post("/api/analyses", {
    multipart: {
      ticker: "AAPL",
      budget: "5000",
      budgetCurrency: "USD",
      profit: "5",
      profitType: "%",
      riskPercentage: "2",
      leverage: "10",
      investmentType: "swing",
      chartImage: { name: "board.jpg", mimeType: "image/jpeg", buffer: board },
    },
    timeout: 60_000,
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(
    "This image does not look like a price chart: upload a screenshot of a candlestick, bar or line chart with its price axis showing, or remove the image and type the ticker.",
  );
});
