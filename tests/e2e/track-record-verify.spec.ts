import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures/test";
import { verifyLedger, type LedgerFile } from "@/lib/track-record/ledger/verify";

// Signed out, anyone sees the latest published root on /track-record and downloads the record;
// the downloaded file verifies against its roots (tests/e2e/fixtures/seed-ledger.ts sealed them).
// Signed in or not, this visitor already saw the 3 s splash this browser session (auth.spec.ts
// tests the splash itself): without this, every test's first click waits it out.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("candlewise-splash-seen", "1"));
});

test("a signed-out visitor sees the latest root and downloads a record that verifies", async ({ page }) => {
  await page.goto("/track-record");
  await expect(page).toHaveURL(/\/track-record$/);
  const section = page.getByRole("region", { name: "Verify" });
  const root = section.getByTestId("ledger-latest-root");
  await expect(root).toHaveText(/^[0-9a-f]{64}$/);
  const day = (await section.getByTestId("ledger-latest-day").textContent())!;
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: "Download the record (JSON)" }).click(),
  ]);
  const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as LedgerFile;
  const result = verifyLedger(file);
  expect(result.findings).toEqual([]);
  expect(result.latest).toMatchObject({ day, root: await root.textContent() });
  expect(result.records).toBeGreaterThanOrEqual(3);
});
