import { execFileSync } from "node:child_process";

// Whether a real service answers, decided while Jest collects the tests, so a test that needs it
// is registered as skipped (and counted as skipped) rather than passing after an early return.
// scripts/test.sh probes once and passes the answer down in TEST_REDIS=up|down; a file run on its
// own probes here. Under CI (CI=true) the test always runs: a missing service must fail the run.

export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function probeRedis(url: string): boolean {
  const { hostname, port } = new URL(url);
  const script = `const s=require("node:net").connect(${Number(port || 6379)},${JSON.stringify(hostname)});
s.setTimeout(1500,()=>process.exit(1));s.on("error",()=>process.exit(1));
s.on("connect",()=>s.write("PING\\r\\n"));s.on("data",(d)=>process.exit(String(d).startsWith("+PONG")?0:1));`;
  try {
    execFileSync(process.execPath, ["-e", script], { stdio: "ignore", timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

/** The PostgreSQL server the real-server tests use (scripts/test.sh passes TEST_PG=up|down). */
export const PG_ADMIN_URL =
  process.env.TEST_DATABASE_URL || process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";

function probePostgres(url: string): boolean {
  const script = `const {Client}=require("pg");const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:1500});
c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1));`;
  try {
    execFileSync(process.execPath, ["-e", script, url], { stdio: "ignore", timeout: 4000, cwd: process.cwd() });
    return true;
  } catch {
    return false;
  }
}

export const postgresAnswers = (): boolean =>
  process.env.TEST_PG ? process.env.TEST_PG === "up" : probePostgres(PG_ADMIN_URL);

/** `it` when PostgreSQL answers (or under CI, where its absence must fail), else `it.skip`. */
export const itWithPostgres: jest.It = process.env.CI === "true" || postgresAnswers() ? it : it.skip;

export const redisAnswers = (): boolean =>
  process.env.TEST_REDIS ? process.env.TEST_REDIS === "up" : probeRedis(REDIS_URL);

/** `it` when Redis answers (or under CI, where its absence must fail), else `it.skip`. */
export const itWithRedis: jest.It = process.env.CI === "true" || redisAnswers() ? it : it.skip;
