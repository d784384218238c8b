"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { instrumentName } from "@/lib/format/instrument";
import { CHECK_LABELS, type AssetChecks } from "@/lib/quality/asset-checks";
import type { PersonalValidation as Validation } from "@/lib/quality/personal-analysis";
import { COMPONENT_LABELS, CORE_LABELS, DEMO_PRICES_NOTE, testedAtFooter } from "@/lib/quality/validation-labels";
import { PassFail } from "./status-badge";

const COMPONENTS = Object.entries(COMPONENT_LABELS) as [keyof typeof COMPONENT_LABELS, string][];
const CORE = Object.entries(CORE_LABELS) as [keyof typeof CORE_LABELS, string][];

/** One card of named checks, each with its pass or fail. */
function Checklist<K extends string>({
  title,
  items,
  passed,
}: {
  title: string;
  items: [K, string][];
  passed: Record<K, boolean>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {items.map(([k, label]) => (
            <li key={k} className="flex justify-between gap-2">
              <span>{label}</span>
              <PassFail ok={passed[k]} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

// /personal-analysis-validation (part 2): the engine on fixed sample assets, eight checks each.
export function PersonalValidation() {
  const [data, setData] = useState<Validation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      const res = await fetch("/api/test/personal-analysis-validation", { credentials: "include" });
      const body = (await res.json().catch(() => ({}))) as Partial<Validation> & { message?: string };
      if (!res.ok) {
        setError(body.message || "Validation failed");
        setData(null);
      } else {
        setData(body as Validation);
        if (!body.success) setError(body.message || "Validation failed");
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : "Validation failed");
    } finally {
      setRunning(false);
    }
  };

  return (
    <main className="mx-auto max-w-5xl space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Personal Analysis Validation</h1>
        <Button onClick={() => void run()} disabled={running}>
          {running ? "Running Validation..." : "Run Test"}
        </Button>
      </div>
      {!data && !error && (
        <p className="text-sm text-muted-foreground">
          Runs the analysis engine on 12 sample assets with fixed budgets, leverage and risk (no tokens spent, nothing
          saved) and checks eight properties of each result.
        </p>
      )}

      {error && (
        <Card className="border-destructive" role="alert">
          <CardHeader>
            <CardTitle className="text-destructive-text">Validation Failed</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">{error}</CardContent>
        </Card>
      )}

      {data && (
        <>
          <Card data-testid="overall-results">
            <CardHeader>
              <CardTitle>Overall Results</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <p className="text-sm">{data.message}</p>
              {data.synthetic && (
                <p className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm" data-testid="demo-note">
                  {DEMO_PRICES_NOTE} {data.testResults.filter((a) => a.pricesConsistent).length}/
                  {data.testResults.length} assets. Connect a live market provider to test real prices.
                </p>
              )}
              <dl className="grid grid-cols-3 gap-3 text-center">
                <div>
                  <dt className="text-sm text-muted-foreground">Success Rate</dt>
                  <dd className="text-2xl font-semibold">{data.successRate.toFixed(1)}%</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Tests Passed</dt>
                  <dd className="text-2xl font-semibold">{data.testsPassed}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Total Tests</dt>
                  <dd className="text-2xl font-semibold">{data.totalTests}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
          <div className="grid gap-3 md:grid-cols-2">
            <Checklist title="System Components" items={COMPONENTS} passed={data.details} />
            <Checklist title="Core Features Validation" items={CORE} passed={data.details} />
          </div>
          <section aria-label="Per-asset results" className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {data.testResults.map((a) => (
              <Card key={a.symbol} data-testid="asset-result">
                <CardHeader className="pb-2">
                  <CardTitle className="flex justify-between text-base">
                    <span>{instrumentName(a.symbol)}</span>
                    <span>
                      {a.passed}/{a.total}
                    </span>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-1 text-sm">
                    {(Object.keys(CHECK_LABELS) as (keyof AssetChecks)[]).map((k) => (
                      <li key={k} className="flex justify-between gap-2">
                        <span>{CHECK_LABELS[k]}</span>
                        {k === "hasRealisticPrices" && data.synthetic ? (
                          <span aria-label="failed: demo prices" title="Demo prices are synthetic">
                            ✗ demo
                          </span>
                        ) : (
                          <span aria-label={a.details[k] ? "passed" : "failed"}>{a.details[k] ? "✓" : "✗"}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                  {a.error && <p className="mt-2 text-xs text-destructive-text">{a.error}</p>}
                </CardContent>
              </Card>
            ))}
          </section>
          <footer className="text-sm text-muted-foreground">{testedAtFooter(data.timestamp)}</footer>
        </>
      )}
    </main>
  );
}
