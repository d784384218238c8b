import { expect, test, type Page } from "./fixtures/test";
import { createDemoMarket } from "@/lib/providers/market/demo";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import { loadReplayCandles } from "@/lib/simulator/load-candles";
import { replayTrade } from "@/lib/simulator/replay";
import { tradeStart } from "@/lib/simulator/schemas";

// A trial user replays a trade in the Trade Simulator and sees the result card, the chart and the
// coach's feedback; the Daily Trade Ideas section serves the engine's scan. The server runs the demo
// market, whose candles are a pure function of (symbol, time), so the test can read the same price
// the server will replay and choose levels around it.
const DAY = 86_400_000;

async function registerAndStartTrial(page: Page) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post("/api/auth/register", {
    data: {
      email: `sim${id}@example.com`,
      password: "sim-password-1",
      fullName: "Simulator Tester",
      username: `sim${id}`,
      termsAccepted: true,
      termsAcceptedAt: new Date().toISOString(),
    },
  });
  expect(res.ok()).toBeTruthy();
  expect((await page.request.post("/api/auth/start-trial")).ok()).toBeTruthy();
}

/** The result the server must show, from the same demo candles and the simulator's rule book. */
async function expectedResult(symbol: string, tradeDate: string, entry: number, stop: number, target: number) {
  const start = tradeStart(tradeDate);
  const loaded = await loadReplayCandles(createDemoMarket(), symbol, "intraday", start, new Date());
  if (!loaded) throw new Error(`no demo candles for ${symbol} on ${tradeDate}`);
  const outcome = replayTrade({
    candles: loaded.candles,
    startMs: start.getTime(),
    intervalMs: INTERVAL_MS[loaded.interval],
    entry,
    stop,
    target,
    investment: 1000,
    leverage: 2,
    now: loaded.end,
  });
  return outcome.result;
}

async function demoEntry(symbol: string, date: string): Promise<number> {
  const from = new Date(`${date}T00:00:00Z`);
  const bars = await createDemoMarket().candles({ symbol, interval: "5m", from, to: new Date(from.getTime() + DAY) });
  return Number(bars[0].close.toFixed(2));
}

// Signed in or not, this visitor already saw the 3 s splash this browser session (auth.spec.ts
// tests the splash itself): without this, every test's first click waits it out.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("a trial user simulates a trade and reads the result", async ({ page }) => {
  await registerAndStartTrial(page);
  await page.goto("/");

  const simulator = page.getByRole("form", { name: "Trade simulator" });
  await expect(simulator).toBeVisible();
  await expect(page.getByLabel("Trade Simulator (locked)")).toHaveCount(0);

  // Empty submit: the spec's message under the field, nothing sent.
  await page.getByRole("button", { name: "Simulate Trade" }).click();
  await expect(page.getByText("Ticker symbol is required")).toBeVisible();

  // A fixed past Saturday (crypto trades every day): the replay depends only on the demo candles.
  const tradeDate = "2026-03-07";
  const entry = await demoEntry("BTC-USD", tradeDate);
  const stop = Number((entry * 0.99).toFixed(2));
  const target = Number((entry * 1.02).toFixed(2));
  const expected = await expectedResult("BTC-USD", tradeDate, entry, stop, target);
  await page.getByLabel("Ticker").fill("btc-usd");
  await page.getByLabel("Investment amount (USD)").fill("1000");
  await page.getByLabel("Trade type").selectOption("intraday");
  await page.getByLabel("Trade date").fill(tradeDate);
  await page.getByLabel("Entry price").fill(String(entry));
  await page.getByLabel("Stop loss").fill(String(stop));
  await page.getByLabel("Take profit").fill(String(target));
  await page.getByLabel(/Leverage/).fill("2");
  // The toast lives five seconds: on a busy machine it can come and go between two polls, so the
  // page records whether its title was ever on the page.
  await page.evaluate(() => {
    const w = window as unknown as { toastSeen: boolean };
    w.toastSeen = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes("Trade Simulation Complete")) w.toastSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Simulate Trade" }).click();

  const result = page.getByRole("region", { name: "Simulation result" });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { toastSeen: boolean }).toastSeen)).toBe(true);
  await expect(result.getByTestId("simulation-result")).toHaveText(expected);
  await expect(result.getByText("Reward / risk")).toBeVisible();
  await expect(result.getByText("2.00 : 1")).toBeVisible();
  await expect(result.getByText(/Reward\/risk was 2\.00/)).toBeVisible();
  await expect(result.getByRole("img", { name: /BTC-USD .* candles from the trade date/ })).toBeVisible();
  await expect(result.locator("canvas").first()).toBeVisible();
  await expect(result.getByLabel("DEMO data")).toBeVisible();
});

test("a trial user sees the Daily Trade Ideas scan with its disclaimer", async ({ page }) => {
  await registerAndStartTrial(page);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Daily Trade Ideas" }).getByText(/not financial advice/)).toBeVisible({
    timeout: 45_000,
  });
  const section = page.getByRole("region", { name: "Daily Trade Ideas" });
  // The e2e server's demo market stands at a moment whose scan finds ideas (DEMO_MARKET_NOW in
  // playwright.config.ts), so a card is always there to check.
  const cards = section.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole("link", { name: /^Analyze / })).toHaveAttribute(
    "href",
    // The card's default budget (part 1: 750); the type is the idea's own style (a swing idea is
    // not prefilled as a scalp), scalping only being the spec's default.
    /budget=750.*type=(scalping|intraday|swing)/,
  );
});
