import { expect, test, type APIRequestContext } from "./fixtures/test";
import { E2E_ADMIN, E2E_CRON_SECRET } from "../../playwright.config";
import { audit, registerUser, signIn } from "./helpers";

// The server started with pattern observations from the past days (fixtures/seed-patterns.ts).
// The hourly verification job runs here through its cron endpoint, as a serverless host would
// call it, and the admin reads the result on /training-model.

// axe is injected as a script: the production CSP (per-request nonces) would block it.
test.use({ bypassCSP: true });

async function cron(request: APIRequestContext) {
  const res = await request.get("/api/cron/pattern-verification", {
    headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  return { status: res.status(), body: await res.json() };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("the admin sees verified patterns on /training-model after the verification job ran", async ({ page }) => {
  test.setTimeout(120_000);
  // The production server's own scheduler may hold the job's lease right now (it offers every job
  // shortly after start): a cron call then answers "skipped". Call until one of ours ran the job.
  await expect
    .poll(
      async () => {
        const run = await cron(page.request);
        expect(run.status, JSON.stringify(run.body)).toBe(200);
        return run.body.status;
      },
      { timeout: 30_000 },
    )
    .toBe("ran");

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect
    .poll(async () => (await (await page.request.get("/api/pattern-learning/stats")).json()).verifiedPatterns, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(5);
  await page.goto("/training-model");
  await expect(page.getByRole("heading", { level: 1, name: "AI Pattern Learning System" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to Admin Dashboard/ })).toHaveAttribute("href", "/admin-dashboard");

  const verifiedCard = page.locator("div.rounded-xl", {
    has: page.getByRole("heading", { name: "Verified Patterns" }),
  });
  await expect(verifiedCard).toBeVisible();
  expect(Number(await verifiedCard.locator(".text-2xl").innerText())).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole("heading", { name: "Learning Phase" })).toBeVisible();
  await expect(page.getByText("Memorizing")).toBeVisible();

  const recent = page.getByRole("list", { name: "Recent patterns" });
  // The observation from 2 hours ago is pending, and so are those of analyses other specs ran today.
  // Those newer rows may fill the recent list, so the verified ones are read where every verified
  // case is counted: the hit-rate list ("61% of 7 · 95% CI ...").
  await expect(recent.getByText("pending").first()).toBeVisible();
  const hitRates = page.getByRole("list", { name: "Hit rate per pattern type" });
  await expect(hitRates).toContainText("95% CI");
  const cases = (await hitRates.getByRole("listitem").allInnerTexts()).map((t) => Number(/ of (\d+) ·/.exec(t)?.[1]));
  expect(cases.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
  await expect(page.getByText("BULLISH", { exact: true })).toBeVisible();
  await expect(page.getByText("BEARISH", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Hit rate per pattern type" })).toContainText("95% CI");

  await page.getByRole("button", { name: "Refresh Stats" }).click();
  await expect(page.getByRole("button", { name: "Refresh Stats" })).toBeEnabled();

  // A second run finds nothing left to verify (idempotent).
  const again = await cron(page.request);
  expect(again.body).toMatchObject({ status: "ran", result: { success: 0, failed: 0 } });

  await page.waitForLoadState("networkidle");
  expect(await audit(page, "/training-model")).toEqual([]);
});

test("a trader who is not an admin is sent to / with the access-denied notice", async ({ page }) => {
  await registerUser(page, "learner");
  await page.goto("/training-model");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Access Denied - Admin privileges required").first()).toBeVisible();
  expect((await page.request.get("/api/pattern-learning/stats")).status()).toBe(403);
});
