// The checks of scripts/multi-instance.ts, in order; each prints one line and counts as a test.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOGS, ROOT, readLog, waitReady, type Server } from "./servers";
import { analysisForm, cookiesOf, expect, post, register, sql, type Ctx } from "./client";
import { ledgerCheck } from "./ledger-check";

/** Each check's line goes to the console and to test-results/multi/checks.log. */
function report(line: string) {
  console.log(line);
  appendFileSync(path.join(LOGS, "checks.log"), `${line}\n`);
}

type Check = { name: string; run: (ctx: Ctx) => Promise<string | void> };

const get = (server: Server, p: string, cookie?: string) =>
  fetch(`${server.url}${p}`, { headers: cookie ? { cookie } : {} });

const run = Math.random().toString(36).slice(2, 8);
let seq = 0;
const newEmail = (tag: string) => `${tag}-${run}-${++seq}@multi.test`;

const analyse = (server: Server, cookie: string, ticker: string, progressId?: string, chart?: Buffer) =>
  fetch(`${server.url}/api/analyses`, {
    method: "POST",
    headers: { cookie },
    body: analysisForm(ticker, { progressId, chart }),
  });

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---- the checks ----

export const CHECKS: Check[] = [
  {
    name: "all three become ready (database answers, schema current)",
    async run(ctx) {
      ctx.readyMs = await Promise.all(ctx.servers.map((s) => waitReady(s)));
      return ctx.servers.map((s, i) => `${s.name} ${ctx.readyMs[i]} ms`).join(", ");
    },
  },
  {
    name: "migrations applied exactly once",
    async run(ctx) {
      const journal = JSON.parse(readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const rows = await sql<{ hash: string; n: number }>(
        ctx,
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      expect(
        rows.length === journal.entries.length,
        `${rows.length} distinct migrations recorded, ${journal.entries.length} in the journal`,
      );
      expect(
        rows.every((r) => r.n === 1),
        "a migration was recorded twice",
      );
      const migrated = ctx.servers.filter((s) => readLog(s).includes("migrations applied"));
      const current = ctx.servers.filter((s) => readLog(s).includes("schema current"));
      expect(
        migrated.length === 1 && current.length === 2,
        `migrated by ${migrated.map((s) => s.name).join(", ") || "none"}; found current: ${current.map((s) => s.name).join(", ") || "none"}`,
      );
      return `${rows.length} migrations, applied by ${migrated[0].name}; the other two waited and found the schema current`;
    },
  },
  {
    name: "a user registered on one signs in on another",
    async run(ctx) {
      const [a, b, c] = ctx.servers;
      const email = newEmail("cross");
      await register(a, email);
      const login = await post(b, "/api/auth/login", { email, password: "multi-password-1" });
      expect(login.status === 200, `login on ${b.name}: ${login.status}`);
      const me = await get(c, "/api/auth/user", cookiesOf(login));
      expect(me.status === 200, `session from ${b.name} on ${c.name}: ${me.status}`);
      const body = (await me.json()) as { email?: string; user?: { email?: string } };
      expect((body.user?.email ?? body.email) === email, `signed in as ${JSON.stringify(body).slice(0, 80)}`);
    },
  },
  {
    // With a chart screenshot: the standalone build's screenshot thread (lib/chart-reading/thread,
    // a worker bundled apart from the routes) must be there and read it.
    name: "an analysis started on one reports progress on another",
    async run(ctx) {
      const [a, b] = ctx.servers;
      const cookie = await register(a, newEmail("progress"));
      const progressId = `multi-progress-${run}`;
      const seen: string[] = [];
      let done = false;
      const polling = (async () => {
        while (!done) {
          const res = await get(b, `/api/analyses/progress/${progressId}`, cookie);
          if (res.status === 200) seen.push(((await res.json()) as { stage: string }).stage);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const chart = readFileSync(path.join(ROOT, "tests/fixtures/charts/aapl-1d-nasdaq.png"));
      const res = await analyse(a, cookie, "AAPL", progressId, chart);
      const body = await res.text();
      expect(res.status === 201, `analysis on ${a.name}: ${res.status} ${body.slice(0, 200)}`);
      const read = (JSON.parse(body) as { chartReading?: { ticker: string | null; lastPrice: number | null } })
        .chartReading;
      expect(read?.ticker === "AAPL" && read.lastPrice !== null, `chart read on ${a.name}: ${JSON.stringify(read)}`);
      // One more poll after the answer: the final stage is stored before the response.
      await new Promise((r) => setTimeout(r, 120));
      done = true;
      await polling;
      const stages = [...new Set(seen)];
      expect(stages.includes("done"), `stages seen on ${b.name}: ${stages.join(", ") || "none"}`);
      return `chart read ${read?.ticker} ${read?.lastPrice}; stages seen on ${b.name}: ${stages.join(" -> ")}`;
    },
  },
  {
    name: "login and analysis rate limits are shared",
    async run(ctx) {
      const [a, b, c] = ctx.servers;
      // Five wrong passwords spread over the three instances lock the account on every one.
      const email = newEmail("limit");
      await register(a, email);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await post(ctx.servers[i % 3], "/api/auth/login", { email, password: "wrong-password" })).status,
        );
      expect(
        statuses.every((s) => s === 401),
        `wrong passwords answered ${statuses.join(",")}`,
      );
      const blocked = await post(c, "/api/auth/login", { email, password: "multi-password-1" });
      expect(blocked.status === 429, `6th attempt (right password) on ${c.name}: ${blocked.status}`);

      // ANALYSIS_RATE_LIMIT_PER_MINUTE=3: five analyses at once over three instances, three pass.
      const cookie = await register(b, newEmail("analyses"));
      const answers = await Promise.all([a, b, c, a, b].map((s) => analyse(s, cookie, "MSFT")));
      const codes = answers.map((r) => r.status).sort();
      expect(
        codes.filter((s) => s === 201).length === 3 && codes.filter((s) => s === 429).length === 2,
        `analyses answered ${codes.join(",")}`,
      );
      return `logins ${statuses.join(",")} then 429; analyses ${codes.join(",")}`;
    },
  },
  {
    name: "a session ended on one is refused on the others",
    async run(ctx) {
      const [a, b, c] = ctx.servers;
      const cookie = await register(a, newEmail("logout"));
      for (const s of [b, c])
        expect((await get(s, "/api/auth/user", cookie)).status === 200, `${s.name} before logout`);
      const out = await post(b, "/api/auth/logout", {}, cookie);
      expect(out.status === 200, `logout on ${b.name}: ${out.status}`);
      const after = await Promise.all([a, b, c].map(async (s) => (await get(s, "/api/auth/user", cookie)).status));
      expect(
        after.every((s) => s === 401),
        `the old cookie after logout answered ${after.join(",")} on a, b, c`,
      );
    },
  },
  {
    name: "each scheduled job runs once across the three (lease)",
    async run(ctx) {
      // Every job is due on a fresh database; each instance's scheduler offers them ~5 s after start.
      const runs = await until(
        "every leased job to finish",
        async () => {
          const rows = await sql<{ name: string; finished: boolean }>(
            ctx,
            "select name, last_finished_at is not null and locked_until is null as finished from job_runs",
          );
          return rows.length >= 3 && rows.every((r) => r.finished) ? rows : undefined;
        },
        90_000,
      );
      await new Promise((r) => setTimeout(r, 1500)); // let the last log lines land
      const counts = new Map<string, string[]>();
      for (const s of ctx.servers)
        for (const m of readLog(s).matchAll(/^\[jobs\] ([\w-]+): \{"job":"[\w-]+","status":"(ran|failed)"/gm))
          counts.set(m[1], [...(counts.get(m[1]) ?? []), s.name]);
      const twice = [...counts].filter(([, by]) => by.length > 1);
      expect(
        twice.length === 0,
        `ran more than once: ${twice.map(([job, by]) => `${job} (${by.join(", ")})`).join("; ")}`,
      );
      const missing = runs.filter((r) => !counts.has(r.name)).map((r) => r.name);
      expect(missing.length === 0, `no instance logged a run of ${missing.join(", ")}`);
      return `${runs.length} jobs, each run by one instance (${[...counts].map(([job, [by]]) => `${job}@${by.slice(-1)}`).join(", ")})`;
    },
  },
  ledgerCheck,
  {
    name: "SIGTERM mid-requests loses no acknowledged write; the restart finds nothing to do",
    async run(ctx) {
      const c = ctx.servers[2];
      // A stream of sign-ups (each one a committed write, acknowledged with 201) into one instance;
      // SIGTERM lands while some are in flight. Refused connections are fine: never acknowledged.
      const attempts: Promise<{ email: string; status: number | "refused" }>[] = [];
      for (let i = 0; i < 30; i++) {
        const email = newEmail("drain");
        attempts.push(
          post(c, "/api/auth/register", { email, password: "multi-password-1", termsAccepted: true }).then(
            (r) => ({ email, status: r.status }),
            () => ({ email, status: "refused" as const }),
          ),
        );
        if (i === 12) c.child.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 15));
      }
      const results = await Promise.all(attempts);
      const exit = await c.exited;
      const acknowledged = results.filter((r) => r.status === 201).map((r) => r.email);
      const errors = results.filter((r) => typeof r.status === "number" && r.status >= 500);
      expect(errors.length === 0, `server errors during the drain: ${errors.map((e) => e.status).join(",")}`);
      expect(acknowledged.length > 0, "no sign-up was acknowledged before the stop");
      const stored = await sql<{ email: string }>(ctx, "select email from users where email = any($1)", [acknowledged]);
      expect(stored.length === acknowledged.length, `${acknowledged.length} acknowledged, ${stored.length} stored`);
      expect(exit.code === 143 || exit.signal === "SIGTERM", `exit ${exit.code} ${exit.signal}`);
      expect(readLog(c).includes("stopped cleanly"), `${c.name} did not log a clean stop`);

      // A restart right after: ready again, with no migration to run.
      const again = ctx.start(`${c.name}-restart`, c.port);
      ctx.servers[2] = again;
      const readyMs = await waitReady(again);
      expect(readLog(again).includes("schema current"), "the restart ran migrations");
      return `${acknowledged.length} acknowledged and stored, ${results.filter((r) => r.status === "refused").length} refused; exit ${exit.code ?? exit.signal}; restart ready in ${readyMs} ms`;
    },
  },
];

export async function runChecks(ctx: Ctx): Promise<{ passed: number; failed: number; skipped: number }> {
  let passed = 0;
  let failed = 0;
  const skipped = 0;
  mkdirSync(LOGS, { recursive: true });
  writeFileSync(path.join(LOGS, "checks.log"), "");
  for (const [i, check] of CHECKS.entries()) {
    // Without three ready servers the later checks mean nothing: count them as failed.
    if (i > 0 && ctx.readyMs.length === 0) {
      report(`✗ ${check.name}: not run (servers not ready)`);
      failed++;
      continue;
    }
    const started = Date.now();
    try {
      const note = await check.run(ctx);
      passed++;
      report(`✓ ${check.name} (${Date.now() - started} ms)${note ? `: ${note}` : ""}`);
    } catch (error) {
      failed++;
      report(`✗ ${check.name}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return { passed, failed, skipped };
}
