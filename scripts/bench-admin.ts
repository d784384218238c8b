// npm run bench:admin: the admin dashboard's queries at scale. Seeds 100,000 users, 1,000,000
// analyses and 500,000 activity rows into a scratch database on the PostgreSQL at
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test; created and dropped here), and a
// 10x smaller set into an in-memory PGlite, then prints p50 / p95 of each query.
// Target on PostgreSQL: every p50 <= 150 ms and p95 <= 300 ms. Seeding uses generate_series, so
// the whole run takes about a minute. Run with: tsx --conditions=react-server (see package.json).
import { performance } from "node:perf_hooks";
import { closeDb, getDb, rawQuery, type Db } from "@/lib/db/client";
import { getAdminStats } from "@/lib/admin/stats";
import { listUsers } from "@/lib/admin/users";
import { getRegistrations } from "@/lib/admin/registrations";
import { getCharts } from "@/lib/admin/charts";
import { recentActivity } from "@/lib/admin/activity";
import { lastDays } from "@/lib/admin/range";
import { usersQuerySchema } from "@/lib/admin/schemas";
import { usersWithoutAnalyses } from "@/lib/admin/without-analyses";
import { withoutAnalyses } from "@/lib/admin/stats";
import { users } from "@/lib/auth/tables";
import { and, count, desc, eq } from "drizzle-orm";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET = { p50: 150, p95: 300 };

type Scale = { users: number; analyses: number; activity: number };

// Users over the last two years (a plan mix of 70% free, 15% trial, 15% pro), analyses spread
// over the last year by 70% of the users, so 30% have none.
async function seed(scale: Scale) {
  const days = (sqlExpr: string) => `interval '1 day' * ${sqlExpr}`;
  await rawQuery(
    `insert into users (id, email, username, full_name, plan, role, tokens_remaining, created_at, last_seen_at, trial_started_at, trial_ends_at)
     select 'u' || g, 'user' || g || '@bench.test', 'user' || g, 'Bench User ' || g,
            case when g % 20 < 14 then 'free' when g % 20 < 17 then 'trial' else 'pro' end, 'user', 50,
            now() - ${days("(g % 730)")} - interval '1 minute' * (g % 1440),
            case when g % 3 = 0 then null else now() - interval '1 minute' * (g % 20000) end,
            case when g % 20 between 14 and 16 then now() - ${days("(g % 10)")} end,
            case when g % 20 between 14 and 16 then now() - ${days("(g % 10)")} + interval '7 days' end
     from generate_series(1, ${scale.users}) g`,
    [],
  );
  const withAnalyses = Math.floor(scale.users * 0.7);
  await rawQuery(
    `insert into analyses (id, user_id, symbol, investment_type, recommendation, entry_price, stop_loss, take_profit_1, take_profit_2,
                           success_probability, leverage, risk_percentage, budget, engine, data_source, input, result, created_at)
     select 'a' || g, 'u' || (1 + (g::bigint * 7919) % ${withAnalyses}), 'AAPL', 'swing', 'BUY', 100, 95, 110, 120, 70, 1, 2, 1000,
            'builtin', 'demo', '{}'::jsonb, '{}'::jsonb, now() - interval '1 second' * ((g::bigint * 7907) % (365 * 86400))
     from generate_series(1, ${scale.analyses}) g`,
    [],
  );
  await rawQuery(
    `insert into activity_log (user_id, kind, description, created_at)
     select 'u' || (1 + g % ${scale.users}), 'analysis', 'Analysed AAPL', now() - interval '1 second' * ((g::bigint * 7907) % (365 * 86400))
     from generate_series(1, ${scale.activity}) g`,
    [],
  );
  // What autovacuum would have done by now on a live server: statistics and the visibility map
  // (index-only scans for the counts).
  await rawQuery("vacuum analyze", []);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(); // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function suite(db: Db, scale: Scale) {
  const now = new Date();
  const month = lastDays(now, 30);
  const deepPage = Math.floor(scale.users / 25 / 2); // the middle of the list
  const q = (raw: Record<string, string>) => usersQuerySchema.parse(raw);
  return [
    await measure("stats, no range", () => getAdminStats(db, now)),
    await measure("stats, 30-day range", () => getAdminStats(db, now, month)),
    await measure("users page 1", () => listUsers(db, q({}), now)),
    await measure(`users page ${deepPage}`, () => listUsers(db, q({ page: String(deepPage) }), now)),
    await measure("users search 'user4242'", () => listUsers(db, q({ search: "user4242" }), now)),
    await measure("users plan=pro by last seen", () => listUsers(db, q({ plan: "pro", sort: "-lastSeen" }), now)),
    await measure("registrations, 30 days", () => getRegistrations(db, month)),
    await measure("charts, 30 days", () => getCharts(db, month)),
    await measure("activity feed", () => recentActivity(db, 10)),
    await measure("users without analyses (e-mail list)", () => usersWithoutAnalyses(db)),
    // The same list and count read through user_analysis_counts (lib/admin/stats withoutAnalyses).
    await measure("  same, via per-user counts", () => {
      const where = and(eq(users.isActive, true), eq(users.role, "user"), withoutAnalyses);
      return Promise.all([
        db.select({ email: users.email }).from(users).where(where).orderBy(desc(users.createdAt)).limit(1000),
        db.select({ total: count() }).from(users).where(where),
      ]);
    }),
  ];
}

function print(title: string, rows: Awaited<ReturnType<typeof suite>>, check: boolean) {
  console.log(`\n${title}`);
  console.log(`${"query".padEnd(40)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
  let ok = true;
  for (const r of rows) {
    const pass = r.p50 <= TARGET.p50 && r.p95 <= TARGET.p95;
    ok &&= pass;
    console.log(
      `${r.label.padEnd(40)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}${check ? (pass ? "" : "  over target") : ""}`,
    );
  }
  return ok;
}

async function run(title: string, scale: Scale, check: boolean) {
  const db = await getDb();
  const t = performance.now();
  await seed(scale);
  console.log(
    `${title}: seeded ${scale.users.toLocaleString("en-US")} users, ${scale.analyses.toLocaleString("en-US")} analyses, ${scale.activity.toLocaleString("en-US")} activity rows in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const ok = print(title, await suite(db, scale), check);
  await closeDb();
  return ok;
}

async function main() {
  let ok = true;
  // Re-measure a database kept by an earlier run (BENCH_KEEP_DB=1) without seeding it again.
  if (process.env.BENCH_EXISTING_URL) {
    process.env.DATABASE_URL = process.env.BENCH_EXISTING_URL;
    print(
      "PostgreSQL (existing database)",
      await suite(await getDb(), { users: 100_000, analyses: 1_000_000, activity: 500_000 }),
      true,
    );
    return closeDb();
  }
  const base = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: base });
  const name = `cw_bench_admin_${process.pid}`;
  let pg = false;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    pg = true;
  } catch (error) {
    console.warn(`PostgreSQL at ${base} not reachable, skipping it: ${(error as Error).message}`);
  }
  if (pg) {
    const url = new URL(base);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    try {
      ok = await run("PostgreSQL", { users: 100_000, analyses: 1_000_000, activity: 500_000 }, true);
    } finally {
      await closeDb().catch(() => undefined);
      if (process.env.BENCH_KEEP_DB === "1") console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  if (process.env.BENCH_SKIP_PGLITE !== "1") {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "memory://";
    await run("PGlite (in memory, 10x smaller)", { users: 10_000, analyses: 100_000, activity: 50_000 }, false);
  }
  console.log(
    `\nTarget on PostgreSQL: p50 <= ${TARGET.p50} ms, p95 <= ${TARGET.p95} ms: ${pg ? (ok ? "met" : "NOT met") : "not measured"}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
