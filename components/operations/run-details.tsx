"use client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { TestId } from "@/lib/quality/status";

type Row = Record<string, unknown>;

// The further panel: what the last test in this session actually looked at, per item.
export function RunDetails({ details }: { details: { id: TestId; body: unknown } | null }) {
  const body = (details?.body ?? {}) as Row;
  let title = "Last run details";
  let rows: { key: string; label: string; ok: boolean; note: string }[] = [];
  if (details?.id === "google-tickers") {
    title = "Ticker recognition per chart";
    rows = ((body.results as Row[]) ?? []).map((r, i) => ({
      key: String(i),
      label: `${r.label} (${r.theme})`,
      ok: Boolean(r.success),
      note: r.success ? String(r.recognized) : `${r.recognized ?? r.error ?? "not read"} ≠ ${r.expected}`,
    }));
  } else if (details?.id === "daily-ideas") {
    title = "Trade ideas checked";
    rows = ((body.validationResults as Row[]) ?? []).map((r, i) => ({
      key: String(i),
      label: `${r.symbol} ${r.direction}`,
      ok: Boolean(r.passed),
      note:
        Object.entries((r.checks as Record<string, boolean>) ?? {})
          .filter(([, ok]) => !ok)
          .map(([k]) => k)
          .join(", ") || "all checks pass",
    }));
  } else if (details?.id === "personal-analysis") {
    title = "Sample assets";
    rows = ((body.testResults as Row[]) ?? []).map((r, i) => ({
      key: String(i),
      label: String(r.symbol),
      ok: r.passed === r.total,
      note: `${r.passed}/${r.total} checks`,
    }));
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {details ? "From the last test run on this page." : "Run a test to see what it checked."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length > 0 ? (
          <ul className="max-h-64 space-y-1 overflow-y-auto text-sm" tabIndex={0} aria-label={title}>
            {rows.map((r) => (
              <li key={r.key} className="flex justify-between gap-2">
                <span>
                  {r.ok ? "✓" : "✗"} {r.label}
                </span>
                <span className="text-muted-foreground">{r.note}</span>
              </li>
            ))}
          </ul>
        ) : details ? (
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap text-xs text-muted-foreground" tabIndex={0}>
            {JSON.stringify(details.body, null, 2).slice(0, 3000)}
          </pre>
        ) : null}
      </CardContent>
    </Card>
  );
}
