import { expect, test, type Browser, type Page } from "./fixtures/test";
import { E2E_ADMIN } from "../../playwright.config";
import { audit, registerUser, signIn } from "./helpers";

// E-mail without any key: everything lands in the outbox, which the admin reads on
// /email-dashboard, reset links hidden (they would let the admin set the user's password).

async function adminPage(browser: Browser, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/email-dashboard");
  await expect(page.getByRole("heading", { name: "Email Dashboard" })).toBeVisible();
  return page;
}

/** The outbox entries for this recipient, filtered by kind, as the admin sees them. */
function outboxItem(admin: Page, recipient: string, subject: string) {
  return admin
    .getByRole("list", { name: "Outbox messages" })
    .getByRole("listitem")
    .filter({ hasText: recipient })
    .filter({ hasText: subject });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

// Setting the password from a real link (sessions ended, single use) is covered by
// tests/integration/password-reset.test.ts, which reads the token from the stored e-mail.
test("forgot password: the admin's outbox shows the reset e-mail with its link hidden", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = await registerUser((await browser.newContext()).request, "reset");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.locator("form").getByRole("status").filter({ hasText: "If an account exists for that e-mail" }),
  ).toBeVisible();

  const admin = await adminPage(browser);
  const item = outboxItem(admin, account.email, "Reset your Candlewise password");
  // The reset e-mail is written up to a second after the answer (lib/email/forgot-password.ts: the
  // request's timing must not tell whether the account exists), and the outbox is read once per
  // visit: a quick admin looks again.
  await expect(async () => {
    await admin.reload();
    await admin.getByLabel("Kind").selectOption("password_reset");
    await expect(item).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(item.getByText("In outbox (not sent)")).toBeVisible();
  await item.getByText("Show message").click();
  await expect(item.locator("pre")).toContainText("/reset-password?token=[redacted]");
  expect(await item.locator("pre").innerText()).not.toMatch(/token=(?!\[redacted\])[\w-]+/);
  await expect(item.getByText(/Reset link hidden: it is for the user alone/)).toBeVisible();
});

test("the admin e-mails the users without analyses and sees each message in the outbox", async ({ browser }) => {
  test.setTimeout(120_000);
  const request = (await browser.newContext()).request;
  const first = await registerUser(request, "idle");
  const second = await registerUser(request, "idle");
  const subject = `Your first analysis ${Date.now()}`;

  const admin = await adminPage(browser);
  await admin.getByRole("tab", { name: "Users Without Analyses" }).click();
  await expect(
    admin.getByRole("list", { name: "Users without analyses" }).getByText(first.email, { exact: true }),
  ).toBeVisible();
  await admin.getByLabel(/Select all users without analyses/).click();
  await admin.getByLabel("Subject").fill(subject);
  await admin
    .getByLabel("Email Content")
    .fill("Upload a chart and get your first grounded analysis.\n\nhttps://example.com/new-analysis");
  await admin.getByRole("button", { name: "Send Email" }).click();
  // No e-mail provider in the e2e server: nothing left it, and the toast says so.
  await expect(admin.getByText("Queued: no e-mail provider is configured", { exact: true })).toBeVisible();
  await expect(admin.getByLabel("Subject")).toHaveValue("");

  await admin.getByLabel("Kind").selectOption("bulk");
  for (const account of [first, second]) {
    const item = outboxItem(admin, account.email, subject);
    await expect(item).toHaveCount(1);
    await item.getByText("Show message").click();
    await expect(item.locator("pre")).toContainText("/unsubscribe?token=");
  }
});

test("the e-mail screens have no accessibility violations", async ({ browser }) => {
  test.setTimeout(120_000);
  // axe is injected as an inline script, which the pages' nonce-based CSP rightly refuses:
  // these contexts (and only these) bypass CSP.
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
  const found: string[] = [];
  for (const url of ["/login", "/forgot-password", "/reset-password?token=example", "/unsubscribe?token=example"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    found.push(...(await audit(page, url)));
  }
  // The reset form's errors and the forgot-password answer must be readable too.
  await page.goto("/reset-password?token=example");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  found.push(...(await audit(page, "/reset-password with errors")));
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.locator("form").getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();
  found.push(...(await audit(page, "/forgot-password answered")));

  const admin = await adminPage(browser, { bypassCSP: true });
  await admin.waitForLoadState("networkidle");
  await admin.getByText("Show message").first().click();
  found.push(...(await audit(admin, "/email-dashboard")));
  await admin.getByRole("tab", { name: "Users Without Analyses" }).click();
  await admin.waitForLoadState("networkidle");
  found.push(...(await audit(admin, "/email-dashboard users without analyses")));
  expect(found).toEqual([]);
});

test("a user who is not an admin is turned away from /email-dashboard", async ({ page }) => {
  await registerUser(page, "nosy");
  await page.goto("/email-dashboard");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Access Denied", { exact: false }).first()).toBeVisible();
});
