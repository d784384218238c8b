import { expect, test, type Browser, type Page } from "./fixtures/test";
import { E2E_ADMIN } from "../../playwright.config";
import { audit, registerUser, signIn } from "./helpers";

// The admin console as an admin clicks through it: stats and their date filter, a user's detail,
// upgrading and deleting users behind confirmation dialogs, and tips that reach a user's dashboard.
const today = () => new Date().toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  return context.newPage();
}

// The row's own button (its name starts with the e-mail), not the row's action buttons.
const userButton = (page: Page, email: string) =>
  page.getByRole("button", { name: new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

async function findUser(page: Page, email: string) {
  await page.getByLabel("Search by e-mail or name").fill(email);
  await expect(userButton(page, email)).toBeVisible();
}

test("the admin filters stats, opens, upgrades and deletes users", async ({ page, request }) => {
  test.setTimeout(120_000);
  const keeper = await registerUser(request, "keeper");
  const leaver = await registerUser(request, "leaver");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Total users")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tips" })).toHaveAttribute("href", "/admin-tips");

  // The date filter: both dates needed, then today's figures, then back to everything.
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select both start and end dates" })).toBeVisible();
  await page.getByLabel("Start date").fill(today());
  await page.getByLabel("End date").fill(today());
  await page.getByRole("button", { name: "Apply" }).click();
  const shown = new Date().toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }); // lib/format/date
  await expect(page.getByText(`Showing ${shown} to ${shown}`)).toBeVisible();
  await expect(page.getByText("Users registered")).toBeVisible();
  const registered = page.getByRole("listitem").filter({ hasText: "Users registered" });
  expect(Number((await registered.locator(".text-2xl").innerText()).replace(/,/g, ""))).toBeGreaterThanOrEqual(2);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText("Total users")).toBeVisible();

  // A user's detail dialog.
  await findUser(page, keeper.email);
  await userButton(page, keeper.email).click();
  const detail = page.getByRole("dialog", { name: "User details" });
  await expect(detail.getByText(keeper.email, { exact: true })).toBeVisible();
  await expect(detail.getByText("Analyses", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // Upgrade to permanent PRO, confirmed.
  await page.getByRole("button", { name: `Upgrade ${keeper.email} to permanent PRO` }).click();
  await expect(page.getByRole("dialog", { name: "Upgrade to permanent PRO?" })).toBeVisible();
  await page.getByRole("button", { name: "Upgrade", exact: true }).click();
  await expect(page.getByText("User upgraded to permanent PRO", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(keeper.email) }).getByText("PRO", { exact: true }),
  ).toBeVisible();

  // Delete, confirmed: the row goes and the account can no longer sign in.
  await findUser(page, leaver.email);
  await page.getByRole("button", { name: `Delete ${leaver.email}` }).click();
  await expect(page.getByRole("dialog", { name: "Delete this user?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete user" }).click();
  await expect(page.getByText("User deleted", { exact: true })).toBeVisible();
  await expect(page.getByText("No users match.")).toBeVisible();
  const relogin = await request.post("/api/auth/login", { data: { email: leaver.email, password: leaver.password } });
  expect(relogin.status()).toBe(401);
});

test("a tip created, edited and deleted by the admin shows on a user's dashboard as text", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const userPage = await signedIn(browser);
  await registerUser(userPage, "reader");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin-tips");
  await expect(page.getByRole("heading", { name: "Admin Tips" })).toBeVisible();

  await page.getByRole("button", { name: "Create tip" }).click();
  await expect(page.getByText("Titolo e messaggio sono obbligatori")).toBeVisible();
  const title = `Markets <b>closed</b> ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("Holiday on Monday");
  await page.getByRole("button", { name: "Create tip" }).click();
  await expect(page.getByText("Tip created", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await userPage.goto("/");
  const panel = userPage.getByLabel("Tips and notifications");
  await expect(panel.getByText(title, { exact: true })).toBeVisible(); // the tags show as typed, never as markup
  await expect(panel.locator("b")).toHaveCount(0);

  await page.getByRole("button", { name: `Edit tip ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit tip" })).toBeVisible();
  const edited = `${title} (moved)`;
  await page.getByLabel("Title").fill(edited);
  await page.getByRole("button", { name: "Update tip" }).click();
  await expect(page.getByText("Tip updated", { exact: true })).toBeVisible();
  await userPage.reload();
  await expect(panel.getByText(edited, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Delete tip ${edited}` }).click();
  await page.getByRole("button", { name: "Delete tip", exact: true }).click();
  await expect(page.getByText("Tip deleted", { exact: true })).toBeVisible();
  await userPage.reload();
  await expect(userPage.getByRole("heading", { name: "Tips and notifications" })).toBeVisible();
  await expect(panel.getByText(edited)).toHaveCount(0);
});

test("a non-admin opening /admin-tips gets the access-denied toast and lands on /", async ({ page }) => {
  await registerUser(page, "notadmin");
  await page.goto("/admin-tips");
  await expect(page.getByText("Access Denied - Admin privileges required", { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("both admin screens have no accessibility violations", async ({ browser }) => {
  // The page's Content-Security-Policy would refuse axe's injected script.
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const found: string[] = [];
  for (const url of ["/admin-dashboard", "/admin-tips"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    found.push(...(await audit(page, url)));
  }
  expect(found).toEqual([]);
});
