// Prints one closing line for the whole suite from the runners' JSON reports.
import { existsSync, readFileSync } from "node:fs";

let passed = 0, failed = 0, skipped = 0;
for (const file of ["test-results/jest-pglite.json", "test-results/jest-postgres.json"]) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += r.numPendingTests + r.numTodoTests;
}
if (existsSync("test-results/playwright.json")) {
  const s = JSON.parse(readFileSync("test-results/playwright.json", "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
