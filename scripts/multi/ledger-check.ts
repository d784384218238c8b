// The three-server lane's check of the track-record ledger (lib/track-record/ledger): calls made on
// all three at once each get exactly one record, and a seal called on all three at the same moment
// publishes each ended day once, in a chain a signed-out download verifies.
import { callContent, sha256Hex } from "../../lib/track-record/ledger/canonical";
import { verifyLedger, type LedgerFile } from "../../lib/track-record/ledger/verify";
import { analysisForm, expect, register, sql, type Ctx } from "./client";
import type { Server } from "./servers";

const DAY_MS = 86_400_000;
// The seal waits this long after midnight (SEAL_GRACE_MS in lib/track-record/ledger/seal.ts, a server-only module).
const SEAL_GRACE_MS = 5 * 60_000;

async function analyse(server: Server, cookie: string, ticker: string, investmentType = "swing") {
  const form = analysisForm(ticker, { investmentType });
  const res = await fetch(`${server.url}/api/analyses`, { method: "POST", headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`analysis on ${server.name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; recommendation: string };
}

/** Records of calls made two days ago, as if other servers had stored them then. */
async function seedPastCalls(ctx: Ctx, now: number, n: number) {
  for (let i = 0; i < n; i++) {
    const id = `multi-ledger-${now}-${i}`;
    const at = new Date(now - 2 * DAY_MS + i * 1000);
    const content = callContent({
      id,
      instrument: "AAPL",
      at,
      direction: "BUY",
      horizon: "swing",
      entry: 100 + i,
      stop: 95,
      targets: [110, 120],
      probability: 60,
      engine: "builtin",
    });
    await sql(ctx, "insert into ledger_records (id, kind, hash, content, created_at) values ($1, 'call', $2, $3, $4)", [
      id,
      sha256Hex(content),
      content,
      at,
    ]);
  }
}

export const ledgerCheck = {
  name: "calls on three servers each get one ledger record; a seal called on all three publishes each day once",
  async run(ctx: Ctx): Promise<string> {
    const tag = Math.random().toString(36).slice(2, 8);
    const cookies = await Promise.all(ctx.servers.map((s, i) => register(s, `ledger-${tag}-${i}@multi.test`)));
    // The demo market's calls depend on the hour: the scheduler's trade ideas (BUY/SELL setups found
    // minutes ago) name instruments likely to give calls now; AAPL swing is asked as well.
    const ideas = await sql<{ symbol: string; style: string | null }>(
      ctx,
      "select symbol, data->>'investmentType' as style from trade_ideas order by generated_at desc, id limit 3",
    );
    const picks = ctx.servers.map(
      (_, i) => ideas[i % Math.max(ideas.length, 1)] ?? { symbol: "BTC-USD", style: "swing" },
    );
    // The three users at once, each on their own server (one after the other per user, as a person would).
    const perServer = await Promise.all(
      ctx.servers.map(async (s, i) => [
        await analyse(s, cookies[i], picks[i].symbol, picks[i].style ?? "scalping"),
        await analyse(s, cookies[i], "AAPL"),
      ]),
    );
    const made = perServer.flat();
    const calls = made.filter((a) => a.recommendation === "BUY" || a.recommendation === "SELL").map((a) => a.id);
    const rows = await sql<{ analysis_id: string; n: number; unsealed: boolean }>(
      ctx,
      "select analysis_id, count(*)::int as n, bool_and(seal_day is null) as unsealed from ledger_records where kind = 'call' and analysis_id = any($1) group by analysis_id",
      [made.map((a) => a.id)],
    );
    expect(
      rows.length === calls.length && rows.every((r) => r.n === 1 && calls.includes(r.analysis_id)),
      `${calls.length} calls made, ledger records: ${JSON.stringify(rows)}`,
    );
    expect(
      rows.every((r) => r.unsealed),
      "today's records were sealed before the day ended",
    );

    const now = Date.now();
    await seedPastCalls(ctx, now, 4);
    const seals = await Promise.all(
      ctx.servers.map((s) =>
        fetch(`${s.url}/api/cron/ledger-seal`, {
          method: "POST",
          headers: { authorization: `Bearer ${ctx.env.CRON_SECRET}` },
        }).then((r) => r.json() as Promise<{ status: string; result?: { sealed: string[] } }>),
      ),
    );
    const sealedDays = seals.flatMap((s) => s.result?.sealed ?? []);
    expect(new Set(sealedDays).size === sealedDays.length, `a day was sealed twice: ${JSON.stringify(seals)}`);
    const roots = await sql<{ day: string }>(
      ctx,
      "select to_char(day, 'YYYY-MM-DD') as day from ledger_roots order by day",
    );
    // The last day that has ended, grace included (just after midnight that is the day before yesterday).
    const lastEnded = new Date(now - DAY_MS - SEAL_GRACE_MS).toISOString().slice(0, 10);
    expect(roots.at(-1)?.day === lastEnded, `last sealed day ${roots.at(-1)?.day}, expected ${lastEnded}`);

    const res = await fetch(`${ctx.servers[2].url}/api/track-record/ledger`); // signed out
    expect(res.status === 200, `ledger download answered ${res.status}`);
    const verdict = verifyLedger((await res.json()) as LedgerFile);
    expect(verdict.ok, `the downloaded record does not verify: ${verdict.findings.map((f) => f.message).join("; ")}`);
    expect(verdict.records === 4, `${verdict.records} sealed records, 4 expected`);
    return `${calls.length} of ${made.length} analyses were calls, one record each; seal answers ${seals.map((s) => s.status).join("/")}; ${roots.length} days sealed once, the download verifies`;
  },
};
