// npm run test:mutation: removes the guards that protect money, tokens and the track record, one
// at a time, and checks that the tests covering each one fail without it. Prints the mutation
// score (mutants killed / mutants run); exits 1 when any guard survives or cannot be found.
//
// It never edits the working tree: other people may be editing it at the same moment. It copies
// the tree's files (tracked and new, as they are now) to a temporary folder, links node_modules,
// and mutates the copy; each mutant is undone from the copy's pristine text before the next one,
// and the folder is removed on exit, on failure and on Ctrl-C.
//
//   npm run test:mutation               all mutants
//   npm run test:mutation -- token plan  only mutants whose id contains "token" or "plan"
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

type Mutant = { id: string; file: string; find: string; replace: string; tests: string[]; why: string };

const MUTANTS: Mutant[] = [
  {
    id: "token-guard",
    why: "taking a token never goes below zero (gt(users.tokensRemaining, 0))",
    file: "lib/analysis/store.ts",
    find: "and(eq(users.id, s.userId), gt(users.tokensRemaining, 0))",
    replace: "eq(users.id, s.userId)",
    tests: ["tests/integration/concurrency.test.ts"],
  },
  {
    id: "stripe-signature",
    why: "webhook deliveries must carry Stripe's signature",
    file: "lib/billing/webhook-signature.ts",
    find: "(client ??= newStripeClient(env.STRIPE_SECRET_KEY)).webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET)",
    replace: "JSON.parse(payload) as Stripe.Event",
    tests: ["tests/integration/billing-stripe.test.ts"],
  },
  {
    id: "stripe-duplicate-event",
    why: "a redelivered event id is acknowledged and not applied again",
    file: "lib/billing/webhook.ts",
    find: 'if (inserted.length === 0) return "duplicate";',
    replace: "",
    tests: ["tests/integration/billing-stripe.test.ts", "tests/integration/concurrency.test.ts"],
  },
  {
    id: "activate-pro-once",
    why: "a second payment confirmation or webhook does not refill tokens or log a second upgrade",
    file: "lib/billing/activate.ts",
    find: 'if (!current || current.plan === "pro") return false;',
    replace: "if (!current) return false;",
    tests: ["tests/integration/billing-demo.test.ts", "tests/integration/concurrency.test.ts"],
  },
  {
    id: "demo-payment-owner",
    why: "a demo payment is confirmed only with the caller's own client secret",
    file: "lib/billing/demo.ts",
    find: "if (!row || row.subscriptionId !== subscriptionId || !clientSecret.includes(SECRET_MARK))",
    replace: "if (!row)",
    tests: ["tests/integration/billing-demo.test.ts"],
  },
  {
    id: "demo-card-declined",
    why: "Stripe's decline test cards are declined",
    file: "lib/billing/demo.ts",
    find: "if (declined) throw",
    replace: "if (false) throw",
    tests: ["tests/integration/billing-demo.test.ts"],
  },
  {
    id: "outcome-same-bar-loss",
    why: "a bar touching both stop and target counts as a loss in the track record",
    file: "lib/track-record/resolve.ts",
    find: "if (gapStop || stopHit) {",
    replace: "if (gapStop || (stopHit && !targetHit)) {",
    tests: ["lib/track-record/resolve.test.ts"],
  },
  {
    id: "outcome-no-look-ahead",
    why: "bars before the call was made never decide it",
    file: "lib/track-record/resolve.ts",
    find: ".filter((b) => b.time * 1000 >= start && b.time * 1000 + barMs <= now.getTime())",
    replace: ".filter((b) => b.time * 1000 + barMs <= now.getTime())",
    tests: ["lib/track-record/resolve.test.ts"],
  },
  {
    id: "outcome-only-closed-bars",
    why: "a bar still forming at `now` never decides a call",
    file: "lib/track-record/resolve.ts",
    find: ".filter((b) => b.time * 1000 >= start && b.time * 1000 + barMs <= now.getTime())",
    replace: ".filter((b) => b.time * 1000 >= start)",
    tests: ["lib/track-record/resolve.test.ts"],
  },
  {
    id: "simulator-same-bar-loss",
    why: "the simulator also counts a bar touching both levels as the stop",
    file: "lib/simulator/replay.ts",
    find: "else if (stopHit) exit",
    replace: "else if (stopHit && !targetHit) exit",
    tests: ["lib/simulator/replay.test.ts"],
  },
  {
    id: "plan-route-guard",
    why: "PRO-only routes refuse free users on the server",
    file: "lib/http/route.ts",
    find: 'if (options.plan === "pro" && !hasProAccess(user, new Date()))',
    replace: "if (false)",
    tests: ["tests/integration/plans.test.ts", "tests/integration/plans-matrix.test.ts"],
  },
  {
    id: "admin-route-guard",
    why: "admin routes refuse non-admins",
    file: "lib/http/route.ts",
    find: 'if (options.role === "admin" && user.role !== "admin")',
    replace: "if (false)",
    tests: ["tests/integration/admin-api.test.ts"],
  },
  {
    id: "plan-trial-expiry",
    why: "an ended trial no longer grants PRO features",
    file: "lib/plans/access.ts",
    find: "return Boolean(u.trialStartedAt) && toTime(u.trialEndsAt) > now.getTime();",
    replace: "return Boolean(u.trialStartedAt);",
    tests: ["lib/plans/access.test.ts"],
  },
  {
    id: "plan-paid-access",
    why: "a trial is not paid access (it may still buy PRO)",
    file: "lib/plans/access.ts",
    find: 'return u.role === "admin" || u.plan === "pro";',
    replace: 'return u.role === "admin" || u.plan !== "free";',
    tests: ["lib/plans/access.test.ts"],
  },
  {
    id: "migration-lock",
    why: "instances starting together on a fresh PostgreSQL database migrate one at a time",
    file: "lib/db/migrate.ts",
    find: "exclusive: (work) => withMigrationLock(url, work),",
    replace: "",
    tests: ["tests/integration/migrate-concurrent.test.ts"],
  },
];

const repo = path.resolve(__dirname, "..");
const filters = process.argv.slice(2);
const filter = filters.join(" ");
const selected = MUTANTS.filter((m) => !filters.length || filters.some((f) => m.id.includes(f)));

// ---- the temporary copy ----

const work = mkdtempSync(path.join(tmpdir(), "candlewise-mutation-"));
let child: ReturnType<typeof spawn> | undefined;
function cleanup() {
  child?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: removing ${work}`);
    process.exit(130);
  });
}

function copyTree() {
  // Tracked and new (not ignored) files as they are in the working tree right now.
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const to = path.join(work, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      copyFileSync(path.join(repo, file), to);
    } catch {
      // deleted in the working tree but not yet in the index: not part of the tree as it is now
    }
  }
  symlinkSync(path.join(repo, "node_modules"), path.join(work, "node_modules"), "dir");
}

function runJest(tests: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // A generous timeout: a mutant must fail by its behaviour, not because the machine is busy.
    // Workers, not --runInBand: many files in one Jest process overflow jest-util's global setters.
    const args = ["jest", "--ci", "--silent", "--maxWorkers=2", "--bail", "--testTimeout=180000", ...tests];
    child = spawn("npx", args, {
      cwd: work,
      env: { ...process.env, NODE_OPTIONS: "--experimental-vm-modules", TEST_DATABASE_URL: "", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const summaryLine = (output: string) =>
  output.match(/^Tests:.*$/m)?.[0] ?? output.trim().split("\n").slice(-3).join(" | ");

async function main() {
  if (!selected.length) throw new Error(`no mutant matches "${filter}"`);
  copyTree();
  console.log(`mutating a copy in ${work} (${selected.length} mutants)`);

  // Every covering test must pass on the unmutated code, or a "kill" would mean nothing.
  const allTests = [...new Set(selected.flatMap((m) => m.tests))];
  const baseline = await runJest(allTests);
  if (baseline.code !== 0) {
    console.error(baseline.output.slice(-4000));
    throw new Error("the covering tests fail without any mutation: fix them first");
  }
  console.log(`baseline: ${summaryLine(baseline.output)}`);

  const results: { id: string; status: "killed" | "survived" | "not found"; detail: string; ms: number }[] = [];
  for (const m of selected) {
    const target = path.join(work, m.file);
    let pristine = "";
    try {
      pristine = readFileSync(target, "utf8");
    } catch {
      // moved or deleted since the list was written: reported below, never silently passed
    }
    const started = Date.now();
    const hits = pristine.split(m.find).length - 1;
    if (hits !== 1) {
      results.push({ id: m.id, status: "not found", detail: `${m.file}: guard text found ${hits} times`, ms: 0 });
      console.log(`? ${m.id}: guard text found ${hits} times in ${m.file}`);
      continue;
    }
    writeFileSync(target, pristine.replace(m.find, m.replace));
    try {
      const run = await runJest(m.tests);
      const killed = run.code !== 0;
      results.push({
        id: m.id,
        status: killed ? "killed" : "survived",
        detail: summaryLine(run.output),
        ms: Date.now() - started,
      });
      console.log(
        `${killed ? "✓ killed  " : "✗ SURVIVED"} ${m.id} (${m.why}) in ${((Date.now() - started) / 1000).toFixed(0)} s: ${summaryLine(run.output)}`,
      );
    } finally {
      writeFileSync(target, pristine);
    }
  }

  const killed = results.filter((r) => r.status === "killed").length;
  const run = results.filter((r) => r.status !== "not found").length;
  console.log(`\nmutation score: ${killed}/${run} killed (${run ? ((killed / run) * 100).toFixed(0) : 0}%)`);
  for (const r of results.filter((x) => x.status !== "killed")) console.log(`  ${r.status}: ${r.id} — ${r.detail}`);
  process.exitCode = killed === selected.length ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
