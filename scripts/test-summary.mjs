// Prints one closing line for the whole suite from the runners' JSON reports, counting every test
// that did not run as skipped: tests marked skip, and the tests of a lane that was skipped (the
// PostgreSQL lane would have run the PGlite tests of the files that use the database again; the multi-instance script
// has a fixed list of checks). A lane that ran but left no report counts as failed.
import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
let passed = 0,
  failed = 0,
  skipped = 0;
const notes = [];

function addJest(r) {
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += r.numPendingTests + r.numTodoTests;
}

const pglite = read("test-results/jest-pglite.json");
if (pglite) addJest(pglite);
else {
  failed += 1;
  notes.push("the PGlite lane left no report");
}

const lanes = existsSync("test-results/lanes.txt")
  ? readFileSync("test-results/lanes.txt", "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => {
        const [name, state, ...why] = l.split(" ");
        return { name, state, why: why.join(" ") };
      })
  : [];
const laneState = (name) => lanes.find((l) => l.name === name)?.state;

// The tests the PostgreSQL lane runs again: those of the files that use the database, as scripts/test.sh
// listed them when it skipped the lane (else every server test under tests/integration).
const postgresFiles = read("test-results/postgres-files.json");
const integrationTests = (pglite?.testResults ?? [])
  .filter((f) => (postgresFiles ? postgresFiles.includes(f.name) : f.name.includes("/tests/integration/")))
  .reduce((n, f) => n + (f.assertionResults ?? []).length, 0);

const postgres = read("test-results/jest-postgres.json");
if (postgres) addJest(postgres);
else if (laneState("postgres") === "ran") {
  failed += 1;
  notes.push("the PostgreSQL lane left no report");
} else if (laneState("postgres") === "skipped") skipped += integrationTests;

const multi = read("test-results/multi-instance.json");
if (multi) {
  passed += multi.passed;
  failed += multi.failed;
  skipped += multi.skipped ?? 0;
} else if (laneState("multi-instance") === "ran") {
  failed += 1;
  notes.push("the multi-instance lane left no report");
} else if (laneState("multi-instance") === "skipped") skipped += 8; // the checks scripts/multi-instance.ts makes

const pw = read("test-results/playwright.json");
if (pw) {
  const s = pw.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else if (laneState("e2e") === "ran") {
  failed += 1;
  notes.push("the end-to-end lane left no report");
}

for (const l of lanes.filter((x) => x.state !== "ran"))
  console.log(`lane ${l.name}: ${l.state}${l.why ? ` (${l.why})` : ""}`);
for (const n of notes) console.log(`!! ${n}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || lanes.some((l) => l.state === "failed") ? 1 : 0);
