// npm run bench:alerts: one watcher pass over 10,000 active alerts on 500 instruments, on an
// in-memory PGlite with the demo market pinned at a moment. The demo market carries about 50
// instruments, so the 500 bench symbols each read the bars of one of them (BENCH001 -> the 1st,
// ...); every symbol still costs its own market request. Alerts sit between 0.05% and 3% from the
// price five minutes earlier, last checked then, so some of them fire in the pass. Prints the
// pass's time, the market requests and the statements sent to the database (Drizzle's logger).
// Target: pass <= 2000 ms; one market request per instrument; statements independent of the
// number of alerts (the second line runs 1,000 alerts on the same instruments to show it).
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { MIGRATIONS } from "@/lib/db/migrate";
import { users } from "@/lib/auth/tables";
import { priceAlerts } from "@/lib/alerts/tables";
import { runAlertPass } from "@/lib/alerts/watcher";
import { DEMO_INSTRUMENTS } from "@/lib/providers/market/demo/instruments";
import { demoMarketAt } from "@/lib/providers/market/demo";
import type { MarketData } from "@/lib/providers/market/types";

const NOW = new Date("2026-11-18T15:30:00Z");
const LAST_PASS = new Date(NOW.getTime() - 5 * 60_000);
const INSTRUMENTS = 500;
const TARGET_MS = 2000;

function benchMarket(counter: { requests: number }): Pick<MarketData, "candles" | "source" | "pinnedAt"> {
  const demo = demoMarketAt(NOW);
  const base = (symbol: string) => DEMO_INSTRUMENTS[(Number(symbol.slice(5)) - 1) % DEMO_INSTRUMENTS.length].symbol;
  return {
    source: "demo",
    pinnedAt: NOW,
    async candles(q) {
      counter.requests++;
      return demo.candles({ ...q, symbol: base(q.symbol) });
    },
  };
}

async function run(alertCount: number) {
  const counter = { requests: 0, queries: 0 };
  const client = new PGlite();
  const db = drizzle(client, { schema, logger: { logQuery: () => void counter.queries++ } }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS });
  const traders = await db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => ({ email: `bench${i}@bench.test`, username: `bench${i}` })))
    .returning({ id: users.id });
  const demo = demoMarketAt(LAST_PASS);
  const prices = new Map<string, number>();
  for (const inst of DEMO_INSTRUMENTS) prices.set(inst.symbol, (await demo.quotes([inst.symbol]))[0].price);
  const rows = Array.from({ length: alertCount }, (_, i) => {
    const n = (i % INSTRUMENTS) + 1;
    const price = prices.get(DEMO_INSTRUMENTS[(n - 1) % DEMO_INSTRUMENTS.length].symbol)!;
    const away = 0.0005 + (((i * 7919) % 1000) / 1000) * 0.03;
    const above = i % 2 === 0;
    return {
      userId: traders[i % traders.length].id,
      symbol: `BENCH${String(n).padStart(3, "0")}`,
      level: price * (above ? 1 + away : 1 - away),
      direction: above ? ("above" as const) : ("below" as const),
      checkedUntil: LAST_PASS,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(priceAlerts).values(rows.slice(i, i + 1000));
  counter.queries = 0;
  const started = performance.now();
  const pass = await runAlertPass({ db, market: benchMarket(counter), now: NOW, origin: "https://bench.test" });
  const ms = Math.round(performance.now() - started);
  await client.close();
  return { pass, ms, ...counter };
}

async function main() {
  const small = await run(1000);
  console.log(
    `alerts (1,000 for comparison): pass ${small.ms} ms, fired ${small.pass.fired}, market requests ${small.requests}, database queries ${small.queries}`,
  );
  const big = await run(10_000);
  console.log(
    `fired ${big.pass.fired}, e-mails queued ${big.pass.emailsQueued}, target pass <= ${TARGET_MS} ms: ${big.ms <= TARGET_MS ? "met" : "MISSED"}`,
  );
  console.log(
    `alerts: ${big.pass.alertsChecked} alerts over ${big.pass.instruments} instruments, pass ${big.ms} ms, market requests ${big.requests}, database queries ${big.queries}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
