import type { Metadata } from "next";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { CallsTable } from "@/components/track-record/calls-table";
import { ReliabilityChart } from "@/components/track-record/reliability-chart";
import { RealHistory } from "@/components/track-record/real-history";
import { TrackRecordCsvLink } from "@/components/share-export/track-record-csv-link";
import { LedgerSection } from "@/components/track-record/ledger-section";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { OUTCOME_WINDOWS } from "@/lib/outcome-rules/windows";
import { loadRecentCalls, loadTrackRows } from "@/lib/track-record/queries";
import { trackRecordStats } from "@/lib/track-record/stats";
import { loadLedgerSummary } from "@/lib/track-record/ledger/export";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Track record" };

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      {hint && <CardContent className="text-xs text-muted-foreground">{hint}</CardContent>}
    </Card>
  );
}

const windows = Object.entries(OUTCOME_WINDOWS)
  .map(([type, w]) => `${type} ${w.days} ${w.days === 1 ? "day" : "days"}`)
  .join(", ");

// How the user's BUY/SELL calls played out against later prices, above the public proof that
// nobody edited them. Signed out, only the proof shows (anyone may verify the record).
export default async function TrackRecordPage() {
  const [user, db] = await Promise.all([getCurrentUser(), getDb()]);
  const ledger = await loadLedgerSummary(db);
  if (!user) return <PublicTrackRecord ledger={ledger} />;
  const [rows, calls] = await Promise.all([loadTrackRows(db, user.id), loadRecentCalls(db, user.id)]);
  const s = trackRecordStats(rows);
  const pct = (v: number | null) => (v === null ? "—" : `${v}%`);

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Link href="/" className="text-sm text-muted-foreground hover:text-foreground">
        ← Back to dashboard
      </Link>
      <header>
        <h1 className="text-2xl font-semibold">Your track record</h1>
        <p className="text-sm text-muted-foreground">
          Each BUY or SELL call is replayed on the candles that followed it: whichever of the stop or the first target
          is touched first decides it; a candle touching both counts as a loss; a call that reaches neither within its
          window ({windows}, counted from the first candle after the call) expires. WAIT and AVOID are not calls. Win
          rate counts every resolved call: an expired call did not reach its target in time, so it is not a win.
        </p>
      </header>
      <RealHistory />

      {rows.length === 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>No calls yet</CardTitle>
            <CardDescription>
              Your track record fills as you create analyses that end in BUY or SELL. Outcomes are checked every 15
              minutes against market prices, so the first results appear once a price reaches a stop or a target.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/new-analysis">Generate Analysis</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <section aria-label="Summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Calls" value={String(s.calls)} hint={`${s.pending} still running`} />
            <Figure label="Won / lost / expired" value={`${s.wins} / ${s.losses} / ${s.expired}`} />
            <Figure
              label="Your win rate"
              value={pct(s.winRate)}
              hint={`Always-long baseline: ${pct(s.baseline.winRate)}`}
            />
            <Figure
              label="Brier score"
              value={s.brierScore === null ? "—" : s.brierScore.toFixed(3)}
              hint="0 is perfect; 0.25 is a coin flip at 50%."
            />
          </section>
          <Card>
            <CardHeader>
              <CardTitle>Reliability</CardTitle>
              <CardDescription>
                The success probability each analysis stated, grouped in 10-point buckets, against how often those calls
                actually won. The baseline buys the same symbols with the same stop and target distances over the same
                windows.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {s.reliability.length ? (
                <ReliabilityChart buckets={s.reliability} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  The chart appears once at least one call has been won or lost.
                </p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Latest calls</CardTitle>
              <TrackRecordCsvLink />
            </CardHeader>
            <CardContent>
              <CallsTable calls={calls} />
            </CardContent>
          </Card>
        </>
      )}
      <LedgerSection {...ledger} />
    </main>
  );
}

function PublicTrackRecord({ ledger }: { ledger: Awaited<ReturnType<typeof loadLedgerSummary>> }) {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-semibold">Track record</h1>
        <p className="text-sm text-muted-foreground">
          <Link href="/login?next=%2Ftrack-record" className="underline">
            Sign in
          </Link>{" "}
          to see how your own calls played out.
        </p>
      </header>
      <LedgerSection {...ledger} />
    </main>
  );
}
