import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export type TestAccount = { email: string; password: string; username: string };

/** Registers a fresh account through the API; with a Page, its browser context is signed in. */
export async function registerUser(target: Page | APIRequestContext, prefix = "user"): Promise<TestAccount> {
  const request = "request" in target ? target.request : target;
  const id = `${Date.now()}${Math.floor(Math.random() * 100_000)}`;
  const account = { email: `${prefix}${id}@example.com`, password: "test-password-1", username: `${prefix}${id}` };
  const res = await request.post("/api/auth/register", {
    data: { ...account, fullName: "Test Trader", termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Signs in through the /login form and waits to leave the page. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Password", { exact: true }).first().fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * Signs the page's browser context in the way the /login form does (POST /api/auth/login, which
 * sets the session cookie), without loading /login and the dashboard it lands on. For the tests
 * about something else: auth.spec.ts signs in through the form with login() above.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Brings a deferred dashboard section (components/dashboard/deferred-section.tsx) into view, so it
 * mounts now instead of when the page next falls idle, which a busy CI machine may put off.
 */
export async function revealSection(page: Page, label: string): Promise<void> {
  await page
    .locator(`[data-deferred-section="${label}"]`)
    .first()
    .evaluate((e) => e.scrollIntoView({ block: "center" }));
}

const axeSource = path.join(process.cwd(), "node_modules/axe-core/axe.min.js");
type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe-core's WCAG 2 A/AA and best-practice rules on the page as it is now, one line a violation. */
export async function audit(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"] })).violations;
  });
  return found.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
