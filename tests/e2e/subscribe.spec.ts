import { expect, test } from "./fixtures/test";
import { registerUser } from "./helpers";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

// Without Stripe keys the server takes demo payments: a free user upgrades from /upgrade, sees a
// decline first, then pays and lands on the dashboard as PRO.
test("upgrade with the demo processor: a declined card, then PRO", async ({ page }) => {
  await registerUser(page, "buyer");
  await page.goto("/upgrade");
  await page.getByRole("button", { name: "Upgrade to PRO" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);

  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form).toBeVisible();
  await expect(page.getByText("DEMO", { exact: true })).toBeVisible();

  // The browser checks the fields with the server's schema before anything is sent.
  await form.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Your card number is invalid.")).toBeVisible();

  await page.getByLabel("Card number").fill("4000000000000002");
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("1240");
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12/40");
  await page.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Your card was declined.", { exact: true })).toBeVisible();

  await page.getByLabel("Card number").fill("4242424242424242");
  await form.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Payment Successful! Welcome to the Pro plan", { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("payment") === "success");
  await expect(page.getByRole("link", { name: "Your plan" })).toContainText("PRO");
  await expect(page.getByLabel("Personal Score (locked)")).toHaveCount(0);

  // Back on /subscribe, the account is already subscribed.
  await page.goto("/subscribe");
  await expect(page.getByText("Already Subscribed!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
});
