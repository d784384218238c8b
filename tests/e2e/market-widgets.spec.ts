import { expect, test } from "./fixtures/test";
import { formatPrice } from "@/lib/format/price";

// A signed-in user sees the four market widgets on the dashboard, filled from the demo market and
// labelled DEMO, and can refresh the quotes by hand.
// Signed in or not, this visitor already saw the 3 s splash this browser session (auth.spec.ts
// tests the splash itself): without this, every test's first click waits it out.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("the dashboard shows live market data, forex, sentiment and news from the demo market", async ({ page }) => {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post("/api/auth/register", {
    data: {
      email: `mkt${id}@example.com`,
      password: "market-password-1",
      fullName: "Market Tester",
      username: `mkt${id}`,
      termsAccepted: true,
      termsAcceptedAt: new Date().toISOString(),
    },
  });
  expect(res.ok()).toBeTruthy();
  await page.goto("/");

  const widgets = page.getByRole("region", { name: "Market widgets" });
  await expect(widgets.getByRole("heading", { name: "Live Market Data" })).toBeVisible();
  for (const title of ["Forex Rates", "Market Sentiment", "Financial News"])
    await expect(widgets.getByRole("heading", { name: title })).toBeVisible();

  const tiles = widgets.getByTestId("quote-tile");
  await expect(tiles).toHaveCount(10);
  await expect(tiles.filter({ hasText: "AAPL" })).toContainText(/\d+\.\d{2}/); // part 2 section 9: 2 decimals
  await expect(tiles.filter({ hasText: "BTC-USD" })).toContainText(/\d{1,3}(,\d{3})+\.\d{2}/);
  await expect(widgets.getByText("DEMO", { exact: true }).first()).toBeVisible();

  const forex = widgets.getByTestId("forex-row");
  await expect(forex).toHaveCount(8);
  await expect(forex.first()).toContainText(/EUR\/USD\s*\d\.\d{4}/);

  await expect(widgets.getByTestId("sentiment-label")).toHaveText(/^(BULLISH|OPTIMISTIC|NEUTRAL|CAUTIOUS|BEARISH)$/);

  const links = widgets.getByTestId("news-list").getByRole("link");
  await expect(links).toHaveCount(8);
  await expect(links.first()).toHaveAttribute("target", "_blank");
  await expect(links.first()).toHaveAttribute("href", /^https:\/\/finance\.yahoo\.com\/quote\//);

  // A manual refresh asks again and the tiles show what it answered.
  const refresh = widgets.getByRole("button", { name: "Refresh market data" });
  const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/market/quotes") && r.status() === 200);
  await refresh.click();
  const rows = (await (await refreshed).json()) as { symbol: string; price: number }[];
  for (const symbol of ["AAPL", "BTC-USD"]) {
    const row = rows.find((r) => r.symbol === symbol)!;
    await expect(tiles.filter({ hasText: symbol })).toContainText(formatPrice(row.price, symbol));
  }
  await expect(refresh).toBeEnabled();
});
