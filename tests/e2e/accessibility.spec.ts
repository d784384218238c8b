import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createAnalysis } from "./fixtures/analysis";
import { registerUser } from "./helpers";

// Every main screen passes axe-core's WCAG 2 A/AA rules (contrast, names, labels, landmarks,
// heading order) in real Chromium, once its data has loaded.
const axeSource = path.join(process.cwd(), "node_modules/axe-core/axe.min.js");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"] })).violations;
  });
  return found.map((v) => `${url}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("the main screens have no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  const found = [...(await violations(page, "/")), ...(await violations(page, "/login"))];
  await registerUser(page, "a11y");
  const analysis = await createAnalysis(page.request);
  for (const url of ["/", "/new-analysis", `/analysis/${analysis.id}`, "/track-record", "/saved-analyses", "/profile", "/upgrade", "/subscribe"]) {
    found.push(...(await violations(page, url)));
  }
  expect(found).toEqual([]);
});
