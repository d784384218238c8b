import { expect, test, type Page } from "./fixtures/test";
import { E2E_ADMIN, E2E_CRON_SECRET, E2E_DEMO_MARKET_NOW } from "../../playwright.config";
import { createDemoMarket } from "../../lib/providers/market/demo";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { chartPng, createAnalysis } from "./fixtures/analysis";
import { startOwnServer, type OwnServer } from "./fixtures/own-server";
import { audit, registerUser, signIn } from "./helpers";

// Price alerts from the browser. The first test needs the market to move: it runs its own server
// of the e2e build pinned at the shared server's moment, sets alerts on a result's levels, then
// restarts that server with its clock pinned a little after the first level the demo market
// reaches, and runs one watcher pass through /api/cron/alerts. Web push: headless Chromium cannot
// subscribe (its push service needs the internet), so the push message is handed to the app's
// service worker by the browser itself (DevTools' deliverPushMessage, a real push event); the
// server's encrypted send to a push service is tested on loopback in tests/integration/alerts-push.test.ts.

const T1 = new Date(E2E_DEMO_MARKET_NOW);
const CANDIDATES = [
  ["EURUSD=X", "intraday"],
  ["AAPL", "intraday"],
  ["BTC-USD", "scalping"],
  ["GC=F", "intraday"],
  ["MSFT", "intraday"],
  ["ETH-USD", "intraday"],
] as const;
const MINUTE_S = 60;

type ApiAlert = { id: string; role: string; level: number; direction: "above" | "below"; status: string };
type Crossing = { alert: ApiAlert; time: number; price: number };

/**
 * Where the demo market goes after T1: for each alert, the first minute bar that reaches its level
 * (a bar opening beyond it fires at its open). The demo market's past never changes, so a market
 * read two days on gives the bars the server will read.
 */
async function firstCrossings(symbol: string, alerts: ApiAlert[]): Promise<Crossing[]> {
  const horizon = new Date(T1.getTime() + 2 * 86_400_000);
  const bars = await createDemoMarket(() => horizon).candles({ symbol, interval: "1m", from: T1, to: horizon });
  return alerts.flatMap((alert) => {
    const bar = bars.find((b) => (alert.direction === "above" ? b.high >= alert.level : b.low <= alert.level));
    if (!bar) return [];
    const gapped = alert.direction === "above" ? bar.open >= alert.level : bar.open <= alert.level;
    return [{ alert, time: bar.time, price: gapped ? bar.open : alert.level }];
  });
}

/** Hands `data` to the page's service worker as a push message, the way DevTools' Push button does. */
async function deliverPush(page: Page, origin: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const ids: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) =>
    ids.push(
      ...e.registrations.filter((r) => r.scopeURL.startsWith(origin) && !r.isDeleted).map((r) => r.registrationId),
    ),
  );
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: ids[0], data });
}

let server: OwnServer | undefined;
test.afterAll(async () => {
  await server?.stop();
});

test("an alert set from a result fires when the demo price crosses: bell, list, e-mail, push", async ({ browser }) => {
  test.setTimeout(600_000);
  server = await startOwnServer({ marketNow: T1, fresh: true });
  const origin = server.url;
  const context = await browser.newContext({ baseURL: origin });
  await context.grantPermissions(["notifications"], { origin });
  await context.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  const page = await context.newPage();
  const account = await registerUser(page, "alerts");

  // "Alert me" on a BUY/SELL result: the plan's four levels, each pre-selected. Which instrument
  // the built-in engine calls a BUY or SELL at T1 is the engine's business: the first that does.
  let analysis: CreatedAnalysis | undefined;
  for (const [ticker, investmentType] of CANDIDATES) {
    const made = await createAnalysis(
      page.request,
      ticker,
      { chart: await chartPng(`${ticker} · 1D`) },
      { investmentType },
    );
    if (made.recommendation === "BUY" || made.recommendation === "SELL") {
      analysis = made;
      break;
    }
  }
  if (!analysis) throw new Error(`No BUY or SELL at ${E2E_DEMO_MARKET_NOW} among ${JSON.stringify(CANDIDATES)}`);
  await page.goto(`/analysis-results?id=${analysis.id}`);
  for (const level of ["Entry", "Stop loss", "TP1", "TP2"])
    await expect(page.getByRole("checkbox", { name: new RegExp(`^${level} `) })).toBeChecked();
  await page.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerts set on 4 levels." })).toBeVisible();
  const { alerts } = (await (await page.request.get("/api/alerts")).json()) as { alerts: ApiAlert[] };
  expect(alerts.map((a) => a.role).sort()).toEqual(["entry", "stop", "tp1", "tp2"]);

  // The clock moves to two minutes after the first crossing; no other level is reached in the
  // minute still running then, so exactly the alerts reached by then fire.
  const crossings = (await firstCrossings(analysis.symbol, alerts)).sort((a, b) => a.time - b.time);
  expect(crossings.length, "the demo market reaches a level within two days").toBeGreaterThan(0);
  const t2 = crossings[0].time + 2 * MINUTE_S;
  const fired = crossings.filter((c) => c.time < t2 - MINUTE_S);
  expect(crossings.filter((c) => c.time >= t2 - MINUTE_S && c.time <= t2)).toEqual([]);
  await server.stop();
  server = await startOwnServer({ marketNow: new Date(t2 * 1000), fresh: false });

  const pass = await page.request.post("/api/cron/alerts", {
    headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  expect(pass.status()).toBe(200);
  const run = (await pass.json()) as { status: string; result: { fired: number; emailsQueued: number } };
  expect(run).toMatchObject({ status: "ran", result: { fired: fired.length, emailsQueued: fired.length } });

  // The bell counts them; the list shows each fired alert at the price and minute that fired it.
  await page.goto("/alerts");
  const n = fired.length;
  await expect(page.getByRole("button", { name: `Price alerts, ${n} unread` })).toBeVisible();
  await expect(page.getByTestId("alert-bell-count")).toHaveText(String(n));
  const firedSection = page.getByRole("region", { name: /^fired$/i });
  await expect(firedSection.getByRole("listitem")).toHaveCount(n);
  const history = page.getByRole("list", { name: "Fired alerts" });
  await expect(history.getByRole("listitem")).toHaveCount(n);
  await expect(history).toContainText(`DEMO: ${analysis.symbol} `);
  const firstMessage = (await history.getByRole("listitem").last().innerText()).split(" · ")[0].trim();
  expect(firstMessage).toMatch(/^DEMO: \S+ (rose|fell) to your (entry|stop loss|TP1|TP2) /);
  expect(firstMessage).toContain(` ${analysis.symbol} `.trimStart());
  await page.getByRole("button", { name: `Price alerts, ${n} unread` }).click();
  await expect(page.getByText(firstMessage, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Price alerts", exact: true })).toBeVisible();

  // The e-mail is in the outbox, with the link to the analysis and its own unsubscribe link.
  const admin = await (await browser.newContext({ baseURL: origin })).newPage();
  await admin.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto("/email-dashboard");
  const mail = admin
    .getByRole("list", { name: "Outbox messages" })
    .getByRole("listitem")
    .filter({ hasText: account.email })
    .filter({ hasText: `Price alert: ${firstMessage}` });
  await expect(mail).toHaveCount(1);
  await mail.getByText("Show message").click();
  const body = await mail.locator("pre").innerText();
  expect(body).toContain(`/analysis-results?id=${analysis.id}`);
  const token = /\/unsubscribe\?token=(\S+)/.exec(body)?.[1];
  expect(token).toBeTruthy();

  // The web push reaches the app's service worker, registered when the trader turns push on.
  const seen = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        navigator.serviceWorker.addEventListener("message", (e: MessageEvent) => resolve(e.data)),
      ),
  );
  await page.getByRole("checkbox", { name: "Push to this browser" }).click();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ""))
    .toMatch(/\/alerts-sw\.js$/);
  const payload = { title: "Candlewise alert", body: firstMessage, url: `/analysis-results?id=${analysis.id}` };
  await deliverPush(page, origin, JSON.stringify(payload));
  expect(await seen).toEqual({ type: "alert-push", data: payload });
  const shown = await page.evaluate(async () =>
    (await (await navigator.serviceWorker.getRegistration())!.getNotifications()).map((x) => [x.title, x.body]),
  );
  expect(shown).toEqual([[payload.title, payload.body]]);

  // The e-mail's unsubscribe link turns off alert e-mails, and says that is what it does.
  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByText("Stop price-alert e-mails to this address.")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "You are unsubscribed from price-alert e-mails. Your alerts still show in the app; turn e-mail back on under Alerts.",
  );
  await page.goto("/alerts");
  await expect(page.getByRole("checkbox", { name: "E-mail" })).not.toBeChecked();
  await context.close();
});

test.describe("/alerts for keyboard and screen reader users", () => {
  // axe is injected as a script: the production CSP (per-request nonces) would block it.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  });

  test("empty, filled and editing states pass axe; a level is changed from the keyboard alone", async ({ page }) => {
    test.setTimeout(180_000);
    await registerUser(page, "alertsa11y");
    await page.goto("/alerts");
    await expect(page.getByText(/No alerts yet\./)).toBeVisible();
    await expect(page.getByText("No alert has fired yet.")).toBeVisible();
    const found = await audit(page, "/alerts empty");

    // A move alert and a level alert just above the price the server's market gives.
    const move = await page.request.post("/api/alerts", { data: { symbol: "AAPL", kind: "move", movePercent: 3 } });
    expect(move.status()).toBe(201);
    const { prices } = (await (await page.request.get("/api/alerts")).json()) as { prices: Record<string, number> };
    const now = prices.AAPL;
    expect(now).toBeGreaterThan(0);
    const level = await page.request.post("/api/alerts", { data: { symbol: "AAPL", level: Math.round(now * 1.05) } });
    expect(level.status()).toBe(201);

    await page.reload();
    const edit = page.getByRole("button", { name: /^Edit AAPL rises to / });
    await expect(edit).toBeVisible();
    found.push(...(await audit(page, "/alerts with alerts")));

    // Keyboard only: focus the Edit button, open, type a level too far away, submit with Enter.
    await edit.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Change the AAPL alert" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel("New level");
    await expect(field).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(String(Math.round(now * 2)));
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("The level must be within 50% of the current price");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    found.push(...(await audit(page, "/alerts edit dialog with an error")));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    // Within range it saves, and the list shows the new level.
    await page.keyboard.press("Enter");
    await expect(field).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    const next = Math.round(now * 1.1);
    await page.keyboard.type(String(next));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: new RegExp(`^Edit AAPL rises to ${next}\\.00`) })).toBeVisible();
    expect(found).toEqual([]);
  });
});
