import { expect, test, type Browser, type Page } from "./fixtures/test";
import { audit, registerUser } from "./helpers";

// Locked sections preview what unlocking gives, and forcing fresh trade ideas right
// after someone else did answers with the shared ideas instead of an error.

const LOCKED = [
  ["Daily Trade Ideas", /^Up to 4 trade setups from an hourly scan of the market/],
  ["Trade Simulator", /^Replay a trade on past market candles from its date/],
  ["Personal Score", /^A score out of 100 for your experience, accuracy and consistency/],
] as const;
const PRO_DATA = ["/api/dashboard/trade-ideas", "/api/dashboard/personal-score", "/api/trade-simulator"];

// axe is injected as a script (helpers.ts' audit): the production CSP would block it.
test.use({ bypassCSP: true });

// Signed in or not, this visitor already saw the 3 s splash this browser session (auth.spec.ts
// tests the splash itself): without this, every test's first click waits it out.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("a free user sees each locked section's example, what it gives and its Unlock button", async ({ page }, info) => {
  const proRequests: string[] = [];
  page.on("request", (req) => {
    if (PRO_DATA.some((path) => new URL(req.url()).pathname.startsWith(path))) proRequests.push(req.url());
  });
  await registerUser(page, "locked");
  await page.goto("/");

  for (const [feature, benefits] of LOCKED) {
    const section = page.getByRole("region", { name: `${feature} (locked)`, exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(benefits)).toBeVisible();
    await expect(section.getByText("Example", { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: `Unlock ${feature}`, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: info.outputPath("locked-previews-desktop.png"), fullPage: true });
  // The overlays' text stays readable over the blurred examples (contrast), and the examples are
  // hidden from assistive technology without hiding anything focusable.
  expect(await audit(page, "/ locked sections")).toEqual([]);

  // On a phone the overlay's sentence and button fit inside the section (never clipped by it).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [feature, benefits] of LOCKED) {
    const section = page.getByRole("region", { name: `${feature} (locked)`, exact: true });
    const button = section.getByRole("button", { name: `Unlock ${feature}`, exact: true });
    // The whole section, centred: its sentence and its button are both on screen.
    await section.evaluate((e) => e.scrollIntoView({ block: "center" }));
    await expect(section.getByText(benefits)).toBeInViewport();
    await expect(button).toBeInViewport();
    // Both boxes read in one go: the page scrolls smoothly, so two separate reads can straddle a frame.
    const [bottom, sectionBottom] = await section.evaluate(
      (s, name) => [
        Math.max(
          ...Array.from(s.querySelectorAll("button"), (b) =>
            b.textContent?.includes(name) ? b.getBoundingClientRect().bottom : 0,
          ),
        ),
        s.getBoundingClientRect().bottom,
      ],
      `Unlock ${feature}`,
    );
    expect(bottom).toBeGreaterThan(0);
    expect(bottom).toBeLessThanOrEqual(sectionBottom);
  }
  await page.screenshot({ path: info.outputPath("locked-previews-phone.png"), fullPage: true });

  // The previews are static: a free user's page asks for none of the PRO data (the server would answer 403).
  expect(proRequests).toEqual([]);
});

/** Time B's click needs inside the cooldown A's scan opened, with room for a loaded machine. */
const COOLDOWN_MARGIN_MS = 90_000;

/** A new trial user signed in in a browser context of their own, on the dashboard with the ideas loaded. */
async function trialDashboard(browser: Browser, prefix: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  const page = await context.newPage();
  await registerUser(page, prefix);
  expect((await page.request.post("/api/auth/start-trial")).ok()).toBeTruthy();
  await page.goto("/");
  const section = page.getByRole("region", { name: "Daily Trade Ideas", exact: true });
  // The first scan of a fresh server may run while the page loads.
  await expect(section.getByText(/not financial advice/)).toBeVisible({ timeout: 90_000 });
  return page;
}

async function forceIdeas(page: Page) {
  const answer = page.waitForResponse((res) => res.url().endsWith("/api/dashboard/trade-ideas?force=true"), {
    timeout: 60_000,
  });
  await page.getByRole("button", { name: "Update Ideas" }).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test("two users forcing fresh ideas one after the other both get the shared ideas", async ({ browser }, info) => {
  test.setTimeout(330_000);
  const a = await trialDashboard(browser, "ideasa");
  const b = await trialDashboard(browser, "ideasb");

  let first = await forceIdeas(a);
  // A may be served a scan an earlier test started minutes ago (fresh: false). Should its cooldown
  // be about to end, B's click would rightly start a new scan: wait it out and let A force again,
  // so that B clicks well inside the cooldown of the scan A started.
  const left = Date.parse(first.nextRefreshAt) - Date.now();
  if (!first.fresh && left < COOLDOWN_MARGIN_MS) {
    await a.waitForTimeout(Math.max(0, left) + 1_000);
    first = await forceIdeas(a);
    expect(first.fresh).toBe(true);
  }
  await expect(a.getByText(/^(Trade Ideas Updated|Trade Ideas Up to Date|Scan in Progress)$/)).toBeVisible();

  // B forces right after A: no 429, the same batch A now sees, with when it was made.
  const second = await forceIdeas(b);
  expect(second.fresh).toBe(false);
  expect(second.generatedAt).toBe(first.generatedAt);
  expect(second.ideas).toEqual(first.ideas);
  expect(Date.parse(second.nextRefreshAt)).toBeGreaterThan(Date.now() - 60_000);
  await expect(b.getByText("Trade Ideas Up to Date", { exact: true })).toBeVisible();
  await expect(
    b.getByText(
      /^(These ideas were generated at .+, moments ago — they are the freshest available\.|The latest scan found no setups)/,
    ),
  ).toBeVisible();
  await expect(b.getByText("Update Failed", { exact: true })).toHaveCount(0);
  const section = b.getByRole("region", { name: "Daily Trade Ideas", exact: true });
  await expect(section.getByRole("article")).toHaveCount(second.ideas.length);
  await b.screenshot({ path: info.outputPath("ideas-shared-refresh.png"), fullPage: true });
});
