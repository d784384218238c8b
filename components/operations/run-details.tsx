"use client";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { humanKey, humanValue } from "@/lib/quality/present";
import type { TestId } from "@/lib/quality/status";

type Row = Record<string, unknown>;

// The further panel: what the last test in this session actually looked at, per item.
export function RunDetails({ details }: { details: { id: TestId; body: unknown } | null }) {
  const body = (details?.body ?? {}) as Row;
  let title = "Last run details";
  let rows: { key: string; label: string; ok: boolean; note: string; plain?: boolean }[] = [];
  if (details?.id === "google-tickers") {
    title = "Ticker recognition per chart";
    rows = ((body.results as Row[]) ?? []).map((r, i) => ({
      key: String(i),
      label: r.theme === "real" ? `Real screenshot: ${r.label}` : `Rendered: ${r.label} (${r.theme})`,
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
          .map(([k]) => humanKey(k))
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
  } else if (details) {
    // The other tests answer a handful of facts: each in words, never the raw JSON.
    title = "What the last test answered";
    rows = Object.entries(body)
      .filter(([, v]) => v === null || ["string", "number", "boolean"].includes(typeof v))
      .filter(([k]) => !["testType", "timestamp"].includes(k))
      .map(([k, v]) => ({ key: k, label: humanKey(k), ok: v !== false, note: humanValue(v), plain: true }));
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
                <span>{r.plain ? r.label : `${r.ok ? "✓" : "✗"} ${r.label}`}</span>
                <span className="text-muted-foreground">{r.note}</span>
              </li>
            ))}
          </ul>
        ) : details ? (
          <p className="text-sm text-muted-foreground">The test answered nothing to list.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
