import { expect, test, type Page } from "./fixtures/test";
import { revealSection } from "./helpers";

// A new free user starts the 7-day trial from the dashboard and the locked overlays go away.
async function registerFreshUser(page: Page) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await page.request.post("/api/auth/register", {
    data: {
      email: `trial${id}@example.com`,
      password: "trial-password-1",
      fullName: "Trial Tester",
      username: `trial${id}`,
      termsAccepted: true,
      termsAcceptedAt: new Date().toISOString(),
    },
  });
  expect(res.ok()).toBeTruthy();
}

// Signed in or not, this visitor already saw the 3 s splash this browser session (auth.spec.ts
// tests the splash itself): without this, every test's first click waits it out.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("starting the trial unlocks Personal Score and hides the challenge", async ({ page }) => {
  await registerFreshUser(page);
  await page.goto("/");

  const challenge = page
    .getByRole("region", { name: "7-Day Free Trial Challenge" })
    .or(page.getByLabel("7-Day Free Trial Challenge"));
  await expect(challenge).toBeVisible();
  await expect(page.getByText("100 tokens during the trial")).toBeVisible();
  await revealSection(page, "Personal Score");
  await expect(page.getByLabel("Personal Score (locked)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unlock Personal Score" })).toBeVisible();

  await page.getByRole("button", { name: "Start 7-Day Free Trial" }).click();
  // exact: the toast's screen-reader announcement repeats the same words in a longer string.
  await expect(page.getByText("Trial Started!", { exact: true })).toBeVisible();
  await expect(page.getByText("You now have 7 days of full access with 100 tokens!", { exact: true })).toBeVisible();

  // The page reloads; the overlay and the challenge card are gone, the score is served.
  await expect(challenge).toHaveCount(0);
  await revealSection(page, "Personal Score");
  await expect(page.getByLabel("Personal Score (locked)")).toHaveCount(0);
  await expect(page.getByLabel("Personal Score", { exact: true })).toBeVisible();
  await expect(page.getByText("Beginner")).toBeVisible();
  await expect(challenge).toHaveCount(0);

  // A second start is refused by the server with a clear message.
  const again = await page.request.post("/api/auth/start-trial");
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toMatch(/already used your free trial/);
});
