import { expect, test } from "./fixtures/test";
import { E2E_ADMIN } from "../../playwright.config";
import { login, registerUser } from "./helpers";

const SPLASH_SEEN_KEY = "candlewise-splash-seen";

// Every test but the splash one starts as a visitor who already saw the splash this session.
test.beforeEach(async ({ page }, info) => {
  if (!info.title.startsWith("splash"))
    await page.addInitScript((key) => sessionStorage.setItem(key, "1"), SPLASH_SEEN_KEY);
});

test("splash: 3 s at the first visit of a browser session, not again after a reload", async ({ page }) => {
  // The page's clock is the test's and stands still: the splash's 3 s pass when the test says so.
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto("/");
  const splash = page.getByRole("status").filter({ hasText: "Your AI-powered trading assistant" });
  await expect(splash).toBeVisible();
  await expect(splash).toContainText("Loading your trading assistant...");
  await page.clock.runFor(2_999);
  await expect(splash).toBeVisible();
  await page.clock.runFor(1);
  await expect(splash).toBeHidden();
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  await expect(page.getByText("Your AI-powered trading assistant")).toHaveCount(0);

  // An Unlock button opens /upgrade in a new tab: the same browser session, no second splash.
  const tab = await page.context().newPage();
  await tab.goto("/login");
  await expect(tab.getByRole("tab", { name: "Login" })).toBeVisible();
  await expect(tab.getByText("Your AI-powered trading assistant")).toHaveCount(0);
  await tab.close();
});

test("register through the UI: terms gating, password mismatch, then signed in", async ({ page }) => {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto("/login");
  await page.getByRole("tab", { name: "Register" }).click();
  // Before anything is typed, the disabled button already says why it is disabled.
  await expect(page.getByRole("button", { name: "Create Account" })).toHaveAccessibleDescription(
    "You must accept the Terms of Service and Privacy Policy to continue.",
  );
  await page.getByLabel("Email").fill(`ui${id}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("secret-123");
  await page.getByLabel("Confirm Password").fill("secret-999");
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeDisabled();
  await expect(page.getByText("You must accept the Terms of Service and Privacy Policy to continue.")).toBeVisible();
  await page.getByRole("checkbox").check();
  await expect(page.getByText("You must accept the Terms of Service and Privacy Policy to continue.")).toHaveCount(0);
  await create.click();
  await expect(page.getByText("Passwords do not match", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Confirm Password").fill("secret-123");
  await create.click();
  await page.waitForURL("/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
});

test("terms dialogs embed our pages in a frame; Accept ticks the box, Close does not", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Register" }).click();
  const box = page.getByRole("checkbox");
  await page.getByRole("button", { name: "Privacy Policy", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: "Privacy Policy" });
  await expect(dialog.getByRole("link", { name: "Open in New Tab" })).toHaveAttribute("href", "/privacy-policy.html");
  await expect(
    page.frameLocator('iframe[title="Privacy Policy"]').getByRole("heading", { name: "Privacy Policy", level: 1 }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(box).not.toBeChecked();

  await page.getByRole("button", { name: "Terms of Service", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Terms of Service" });
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", "/terms-of-service.html");
  const height = (await frame.boundingBox())!.height;
  const viewport = page.viewportSize()!.height;
  expect(Math.abs(height - viewport * 0.6)).toBeLessThan(4);
  await expect(
    page.frameLocator('iframe[title="Terms of Service"]').getByRole("heading", { name: "Terms of Service", level: 1 }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(box).toBeChecked();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
});

test("log in, log out; a signed-out visit to /profile comes back after sign-in", async ({ page, request }) => {
  const account = await registerUser(request); // a separate context: this page stays signed out
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
  await page.getByLabel("Email").first().fill(account.email);
  await page.getByLabel("Password", { exact: true }).first().fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL("/profile");
  await expect(page.getByText(account.email)).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
});

test("a wrong password shows the server's message and keeps the form usable", async ({ page, request }) => {
  const account = await registerUser(request);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Please fill in all fields", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Email").first().fill(account.email);
  await page.getByLabel("Password", { exact: true }).first().fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email or password", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/login/);
});

test("without Google credentials there is no Google button; a failed Google sign-in explains itself", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await page.goto("/login?error=auth_failed&reason=AccessDenied");
  await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toContainText(
    "this account cannot sign in",
  );
  await page.getByRole("link", { name: "Back to Home" }).click();
  await page.waitForURL("/");
});

test("the admin sees the Admin button", async ({ page }) => {
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("link", { name: "Admin" })).toBeVisible();
});

test("on a phone the admin's header fits the screen (no sideways scrolling)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  // The header itself fits: nothing in it reaches past the right edge, nothing is scrolled inside it.
  const overflow = await page.getByRole("banner").evaluate((header) => ({
    inside: header.scrollWidth - header.clientWidth,
    widest: Math.max(...Array.from(header.querySelectorAll("*"), (e) => e.getBoundingClientRect().right)),
  }));
  expect(overflow.inside).toBeLessThanOrEqual(0);
  expect(overflow.widest).toBeLessThanOrEqual(390);
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  await registerUser(page);
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Pagina Non Trovata")).toBeVisible();
  await expect(page.getByRole("link", { name: "Torna alla Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Torna Indietro" })).toBeVisible();
});

test("production pages carry the security headers", async ({ request }) => {
  const res = await request.get("/login");
  const csp = res.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(res.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
});
