"use client";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date";
import { CALENDAR_TEST, RUN_ALL_ORDER } from "@/lib/quality/catalog";
import { demoCaveat, type QualityEnvironment } from "@/lib/quality/present";
import { hasRun, verdictFor } from "@/lib/quality/status";
import { dayLabel, SeriesChart } from "./charts";
import { RunDetails } from "./run-details";
import { StatusBadge, StatusIcon } from "./status-badge";
import { useQualityMonitor } from "./use-quality-monitor";

const when = (iso: string) => (iso ? formatDateTime(iso) : "never");

// /quality-monitor (part 2): the six measured tests, Run All, the overall score and its history.
// `env` names the market and engine the tests ran on, so a score earned on demo data says so.
export function QualityMonitor({ env }: { env: QualityEnvironment }) {
  const m = useQualityMonitor();
  const caveat = demoCaveat(env);
  const ran = RUN_ALL_ORDER.filter((e) => hasRun(m.cards[e.id]));
  const scores = (m.history?.scores ?? []).map((s) => ({ label: dayLabel(s.at), value: s.score }));
  return (
    <main className="mx-auto max-w-6xl space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Continuous Quality Monitor</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={m.busy} onClick={() => void m.runOne("daily-ideas")}>
            Test Daily Trade Ideas
          </Button>
          <Button variant="outline" disabled={m.busy} onClick={() => void m.runOne("personal-analysis")}>
            Test Personal Analysis
          </Button>
          <Button disabled={m.busy} onClick={() => void m.runAll()}>
            {m.runningAll ? "Running Tests..." : "Run All Tests"}
          </Button>
        </div>
      </div>

      {ran.length > 0 && (
        <Card data-testid="overall-score">
          <CardHeader>
            <CardTitle>Overall System Score</CardTitle>
            <CardDescription>
              Average success rate of the {ran.length} {ran.length === 1 ? "test" : "tests"} that ran, a 0% result
              included (the spec averages the rates above 0, meant for tests not run yet; a test that ran and failed
              would otherwise vanish from the score).
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <div className="flex flex-wrap items-baseline gap-4">
              <span className="text-4xl font-bold">{m.score.toFixed(1)}%</span>
              <span className="font-medium">{verdictFor(m.score)}</span>
            </div>
            {caveat && (
              <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="demo-caveat">
                <Badge variant="warning" className="mr-2">
                  Demo data
                </Badge>
                {caveat}
              </p>
            )}
          </CardContent>
        </Card>
      )}

      <section aria-label="Tests" className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {RUN_ALL_ORDER.map((e) => {
          const c = m.cards[e.id];
          const testing = m.running === e.id;
          return (
            <Card key={e.id} data-testid={`test-${e.id}`}>
              <CardHeader className="pb-2">
                <div className="flex items-start justify-between gap-2">
                  <CardTitle className="flex items-center gap-2 text-base">
                    <StatusIcon status={c.status} />
                    {e.testName}
                  </CardTitle>
                  <StatusBadge status={c.status} ran={c.timestamp !== "" || c.status === "RUNNING"} />
                </div>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <div className="flex flex-wrap gap-1.5">
                  {c.successRate > 0 && <Badge variant="outline">{c.successRate.toFixed(1)}%</Badge>}
                  {c.parts?.map((p) => (
                    <Badge key={p} variant="outline" className="font-normal">
                      {p}
                    </Badge>
                  ))}
                </div>
                <p>{c.message}</p>
                <p className="text-muted-foreground">Last run: {when(c.timestamp)}</p>
                <Button size="sm" variant="secondary" disabled={m.busy} onClick={() => void m.runOne(e.id)}>
                  {testing ? "Testing..." : "Run Test"}
                </Button>
              </CardContent>
            </Card>
          );
        })}
        <Card data-testid="test-economic-calendar">
          <CardHeader className="pb-2">
            <div className="flex items-start justify-between gap-2">
              <CardTitle className="text-base">{CALENDAR_TEST.testName}</CardTitle>
              <Badge variant="outline">Not connected</Badge>
            </div>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{CALENDAR_TEST.measures}</CardContent>
        </Card>
      </section>

      <div className="grid gap-3 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Overall score over time</CardTitle>
            <CardDescription>Each complete Run All, manual or the daily scheduled run.</CardDescription>
          </CardHeader>
          <CardContent>
            {scores.length ? (
              <SeriesChart data={scores} name="Overall score" unit="%" color="#22c55e" domain={[0, 100]} />
            ) : (
              <p className="text-sm text-muted-foreground">No complete Run All yet.</p>
            )}
          </CardContent>
        </Card>
        <RunDetails details={m.lastDetails} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>How to Use Quality Monitor</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>
            Run a single test with its button, or Run All Tests to run the six tests in order with a one-second pause;
            the overall score is the average success rate of the tests that ran, failures at 0% included. Results are
            stored and Run All also runs once a day on its own.
          </p>
          <dl className="space-y-2">
            {RUN_ALL_ORDER.map((e) => (
              <div key={e.id}>
                <dt className="font-medium">{e.testName}</dt>
                <dd className="text-muted-foreground">
                  {e.measures} <span className="italic">Limits: {e.limits}</span>
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </main>
  );
}
