import { expect, test, type Page } from "./fixtures/test";
import { E2E_ADMIN } from "../../playwright.config";
import { registerUser, signIn } from "./helpers";

// On a phone nothing on the dashboard reaches past the right edge, once every deferred section has
// arrived with its data. A new trader's activity names their e-mail address, a word with no break
// opportunity, which used to widen the page by a hundred pixels.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

async function everySectionArrived(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const placeholders = page.locator("[data-deferred-section][aria-busy='true']");
  // Scrolling to each placeholder mounts it (the idle fallback may be slow on a busy machine). One
  // evaluateAll both reads and scrolls: a placeholder can mount between a count() and a first(),
  // and a locator that no longer matches waits until the test times out.
  await expect(async () => {
    const left = await placeholders.evaluateAll((boxes) => {
      boxes[0]?.scrollIntoView();
      return boxes.length;
    });
    expect(left).toBe(0);
  }).toPass({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const activity = page.getByLabel("Recent activity", { exact: true });
  await expect(activity.getByRole("list").or(activity.getByText(/^Nothing yet/))).toBeVisible();
}

/** The page's width, and the right edge of the widest element not inside a box that scrolls or clips sideways. */
async function widestRightEdge(page: Page) {
  return page.evaluate(() => {
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") return true;
      return false;
    };
    const edges = Array.from(document.querySelectorAll("body *"), (e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && !clipped(e) ? Math.round(box.right) : 0;
    });
    return { page: document.documentElement.scrollWidth, widest: Math.max(...edges) };
  });
}

test("a new trader's dashboard fits a phone's width", async ({ page }) => {
  await registerUser(page, "phone");
  await everySectionArrived(page);
  await expect(page.getByRole("list", { name: "Recent activity entries" })).toBeVisible();
  const { page: width, widest } = await widestRightEdge(page);
  expect(width).toBe(PHONE.width);
  expect(widest).toBeLessThanOrEqual(PHONE.width);
});

test("the admin's dashboard fits a phone's width", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await everySectionArrived(page);
  const { page: width, widest } = await widestRightEdge(page);
  expect(width).toBe(PHONE.width);
  expect(widest).toBeLessThanOrEqual(PHONE.width);
});
