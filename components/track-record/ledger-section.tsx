import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import type { PublishedRoot } from "@/lib/track-record/ledger/verify";

// The public proof under the track record: the latest daily roots with their dates, the download,
// and how to check it without trusting us.
export function LedgerSection({ roots, pending }: { roots: PublishedRoot[]; pending: number }) {
  const latest = roots[0];
  return (
    <section aria-labelledby="ledger-title">
      <Card>
        <CardHeader>
          <CardTitle id="ledger-title">Verify</CardTitle>
          <CardDescription>
            Every BUY or SELL call is hashed (SHA-256) the moment it is made, and its outcome is added later as a record
            of its own; nothing is edited afterwards. Each day&apos;s records form a Merkle tree whose root is chained
            to the previous day&apos;s and published here. Download the record and check it yourself: an edited,
            deleted, inserted or reordered record no longer matches the published roots.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          {latest ? (
            <p>
              Latest root, <span data-testid="ledger-latest-day">{latest.day}</span> ({latest.count}{" "}
              {latest.count === 1 ? "record" : "records"}):{" "}
              <code data-testid="ledger-latest-root" className="break-all font-mono text-xs">
                {latest.root}
              </code>
            </p>
          ) : (
            <p data-testid="ledger-latest-root">
              No day has been sealed yet: the first root appears after midnight UTC.
            </p>
          )}
          {pending > 0 && (
            <p className="text-muted-foreground">
              {pending} {pending === 1 ? "record waits" : "records wait"} for tonight&apos;s seal.
            </p>
          )}
          {roots.length > 0 && (
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Published daily roots</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th className="py-1 pr-3 font-medium">Date (UTC)</th>
                  <th className="py-1 pr-3 font-medium">Records</th>
                  <th className="py-1 font-medium">Root</th>
                </tr>
              </thead>
              <tbody>
                {roots.map((r) => (
                  <tr key={r.day} className="border-t">
                    <td className="py-1 pr-3 tabular-nums">{r.day}</td>
                    <td className="py-1 pr-3 tabular-nums">{r.count}</td>
                    <td className="break-all py-1 font-mono">{r.root}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="outline">
              <a href="/api/track-record/ledger" download>
                Download the record (JSON)
              </a>
            </Button>
            <span className="text-muted-foreground">
              Then run <code className="font-mono">npm run verify:record -- FILE</code> in the Candlewise repository, or
              follow the format in docs/track-record-ledger.md with any SHA-256 tool.
            </span>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
