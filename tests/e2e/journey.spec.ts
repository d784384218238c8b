import { expect, test } from "./fixtures/test";
import { formatPrice } from "@/lib/format/price";
import { registerUser } from "./helpers";
import { artefact, createAnalysis } from "./fixtures/analysis";

// One header on every signed-in screen: the places a trader goes, the plan badge with the trial's
// days left and tokens, and on a phone the bottom bar.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

const SCREENS = ["/saved-analyses", "/profile", "/track-record", "/upgrade", "/new-analysis"];

test("desktop: every signed-in screen has the header, with a way to every place", async ({ page }) => {
  await registerUser(page, "nav");
  for (const path of SCREENS) {
    await page.goto(path);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Candlewise" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Your plan" })).toContainText("FREE");
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Track Record" }).click();
  await expect(page).toHaveURL(/\/track-record$/);
  await expect(nav.getByRole("link", { name: "Track Record" })).toHaveAttribute("aria-current", "page");
  // The engine walked over real history: how the probability was checked, with its chart.
  const realHistory = page.locator("#real-history");
  await expect(realHistory.getByText("On real history", { exact: true })).toBeVisible();
  await expect(realHistory.getByTestId("real-history-evidence")).toContainText(/calls shown at \d+-\d+% won \d+%/);
  await page.screenshot({ path: artefact("track-record-real-history"), fullPage: true });
  await nav.getByRole("link", { name: "Saved" }).click();
  await expect(page).toHaveURL(/\/saved-analyses$/);
  await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
});

test("a trial user sees TRIAL with the days left in the header and on the profile", async ({ page }) => {
  await registerUser(page, "navtrial");
  const started = await page.request.post("/api/auth/start-trial");
  expect(started.status(), await started.text()).toBeLessThan(300);
  await page.goto("/profile");
  await expect(page.getByRole("banner").getByRole("link", { name: "Your plan" })).toContainText("TRIAL · 7d left");
  await expect(page.getByText("Plan: TRIAL (7 days left)")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the places are in the bottom bar; the header keeps the plan and Logout", async ({ page }) => {
    await registerUser(page, "navphone");
    await page.goto("/profile");
    const bar = page.getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link", { name: "New Analysis" })).toBeInViewport();
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeInViewport();
    await page.screenshot({ path: artefact("journey-phone-profile"), fullPage: false });
    await bar.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the PRO offer says what this demo server really offers: no real-time promise", async ({ page }) => {
  await registerUser(page, "offer");
  await page.goto("/upgrade");
  await expect(
    page.getByText("Market data from this server's DEMO market (synthetic prices, marked DEMO)"),
  ).toBeVisible();
  await expect(page.getByText(/Real-time market data/)).toHaveCount(0);
});

test("a failed 3-D Secure return to /subscribe?success=true does not claim success", async ({ page }) => {
  await registerUser(page, "return");
  await page.goto("/subscribe?success=true&redirect_status=failed");
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/Payment Successful/)).toHaveCount(0);
  // Without Stripe's word or a PRO plan, a bare ?success=true is not a success either.
  await page.goto("/subscribe?success=true");
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/Payment Successful/)).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Your plan" })).toContainText("FREE");
});

test("the sign-in and sign-up toasts survive the page load that follows them", async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  const account = await registerUser(elsewhere.request, "toast"); // signed in there, not here
  await elsewhere.close();
  await page.goto("/login");
  await page.getByLabel("Email").first().fill(account.email);
  await page.getByLabel("Password", { exact: true }).first().fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  // A brand-new account is not greeted "Welcome back" on its dashboard.
  await expect(page.getByText(/^Welcome back[,.]/)).toHaveCount(0);

  await page.goto("/?payment=success");
  await expect(page.getByText("Payment Successful! Welcome to the Pro plan", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a sign-in error toast goes away when the visitor switches to Register", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").first().fill("nobody-here@example.com");
  await page.getByLabel("Password", { exact: true }).first().fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Sign in failed", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Register" }).click();
  await expect(page.getByText("Sign in failed", { exact: true })).toHaveCount(0);
});

test("a saved analysis opens as saved (with Remove); the saved list shows the verdict, levels and outcome", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerUser(page, "saved17");
  const a = await createAnalysis(page.request);
  await page.goto(`/analysis/${a.id}`);
  await page.getByRole("button", { name: "Save Analysis" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save Analysis" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();

  await page.goto("/saved-analyses");
  const item = page.getByRole("listitem").filter({ hasText: "AAPL analysis" });
  await expect(item.getByText(a.recommendation, { exact: true })).toBeVisible();
  // A WAIT keeps its levels as a conditional plan, so its line names the entry as one.
  const entryLabel = a.recommendation === "WAIT" ? "No order now; if it confirms: entry" : "Entry";
  await expect(item.getByTestId("saved-levels")).toContainText(
    `${entryLabel} ${formatPrice(a.entryPrice, a.identifiedSymbol)}`,
  );
  await expect(item.getByTestId("saved-levels")).toContainText(`Stop ${formatPrice(a.stopLoss, a.identifiedSymbol)}`);
  const outcome =
    a.recommendation === "BUY" || a.recommendation === "SELL" ? /Running|Not checked yet/ : /No trade to follow/;
  await expect(item.getByTestId("saved-outcome")).toHaveText(outcome);
  await expect(item.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await page.screenshot({ path: artefact("journey-saved-list"), fullPage: true });

  await item.getByRole("link", { name: "View" }).click();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("button", { name: "Save Analysis" })).toBeEnabled();
  await page.goto("/saved-analyses");
  await expect(page.getByRole("link", { name: "Start New Analysis" })).toBeVisible();
});

test("profile: tokens and trial end, change password (other devices signed out), delete my account", async ({
  page,
  browser,
}) => {
  const account = await registerUser(page, "profile17");
  expect((await page.request.post("/api/auth/start-trial")).status()).toBeLessThan(300);
  const phone = await browser.newContext();
  const phoneReq = phone.request;
  expect(
    (await phoneReq.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status(),
  ).toBe(200);

  await page.goto("/profile");
  await expect(page.getByText(/^Tokens left: \d+/)).toBeVisible();
  await expect(page.getByText(/^Trial ends: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out of all devices" })).toBeVisible();

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your current password is not correct." })).toBeVisible();
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password Changed", { exact: true }).first()).toBeVisible();
  expect((await phoneReq.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  await phone.close();
  await page.screenshot({ path: artefact("journey-profile"), fullPage: true });

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your password").fill(account.password); // the old one: refused
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That password is not correct. Your account was not deleted.");
  await dialog.getByLabel("Your password").fill("brand-new-pass");
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const again = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: "brand-new-pass" },
  });
  expect(again.status()).toBe(401);
});

test("the landing page shows what Candlewise does (an Example analysis), the plans and price, and the track record", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  // The example is the engine's answer on this server's market data (demo here, and badged so).
  const example = page.getByRole("figure");
  await expect(example.getByText("Example", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(example.getByLabel("DEMO data")).toBeVisible();
  await expect(example.getByText(/^(BUY|SELL|WAIT|AVOID)$/)).toBeVisible();
  await expect(example.getByText(/^(Entry|Price)$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Plans and price" })).toBeVisible();
  await expect(page.getByText("$19.99 / month")).toBeVisible();
  await expect(page.getByTestId("public-track-record")).toContainText(
    /calls have resolved|Not enough calls have resolved yet/,
  );
  await expect(page.getByText(/do not constitute financial advice/)).toBeVisible();
  await page.screenshot({ path: artefact("journey-landing"), fullPage: true });
});
