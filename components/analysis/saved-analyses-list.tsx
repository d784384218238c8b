"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format/date";
import { formatPrice } from "@/lib/format/price";
import { isProviderCode } from "@/lib/format/instrument";
import { daysText, probabilityText } from "@/lib/format/probability";
import { screenModel } from "@/lib/analysis/screen-model";
import type { AnalysisResult } from "@/lib/analysis/types";
import { windowFor } from "@/lib/outcome-rules/windows";
import { DownloadPdfButton } from "@/components/share-export/download-pdf-button";
import { SavedExportBar, SelectForExport } from "@/components/share-export/saved-export";

type Levels = { entryPrice: number; stopLoss: number; takeProfit1: number; takeProfit2: number };
interface SavedItem {
  id: string;
  analysisId: string;
  symbol: string | null;
  instrumentName: string | null;
  sentiment: string | null;
  levels: Levels | null;
  outcome: string | null;
  title: string | null;
  createdAt: string;
  analysisData: unknown;
  metadata?: { investmentType?: string | null } | null;
}

/** The probability the saved analysis' result screen shows (a WAIT's cap, an AVOID's 0% included),
 * or null for a stored result without one. */
function shownProbability(data: unknown): number | null {
  const a = data as AnalysisResult | null;
  if (typeof a?.successProbability !== "number") return null;
  try {
    return screenModel(a).verdict.probability;
  } catch {
    return null;
  }
}

// The call's outcome in the track record's words; WAIT/AVOID are not trades, so not followed.
const OUTCOME: Record<string, { label: string; variant: "success" | "destructive" | "secondary" | "outline" }> = {
  win: { label: "Target hit", variant: "success" },
  loss: { label: "Stopped out", variant: "destructive" },
  expired: { label: "Expired", variant: "secondary" },
  open: { label: "Running", variant: "outline" },
};
function outcomeOf(item: SavedItem) {
  if (item.outcome) return OUTCOME[item.outcome] ?? OUTCOME.open;
  return item.sentiment === "BUY" || item.sentiment === "SELL"
    ? { label: "Not checked yet", variant: "outline" as const }
    : { label: "No trade to follow", variant: "secondary" as const };
}

// The default title names the instrument when its symbol is a provider code (lib/format/instrument).
function headingOf(item: SavedItem) {
  const readable = item.symbol && isProviderCode(item.symbol) ? (item.instrumentName ?? item.symbol) : item.symbol;
  if (item.title && item.title !== `${item.symbol} analysis`) return item.title;
  return readable ? `${readable} analysis` : (item.title ?? "Analysis");
}

/** The levels as the result shows them: a trade's plan, a WAIT's conditional plan, none for AVOID. */
function LevelsLine({ item }: { item: SavedItem }) {
  const price = (n: number) => formatPrice(n, item.symbol);
  if (item.sentiment === "AVOID" || !item.levels)
    return (
      <p className="text-muted-foreground" data-testid="saved-levels">
        No trade: no entry, stop or targets.
      </p>
    );
  const l = item.levels;
  return (
    <p className="text-muted-foreground" data-testid="saved-levels">
      {item.sentiment === "WAIT" ? "No order now; if it confirms: entry " : "Entry "}
      {price(l.entryPrice)} · Stop {price(l.stopLoss)} · Targets {price(l.takeProfit1)} / {price(l.takeProfit2)}
    </p>
  );
}

function SavedRow({ item }: { item: SavedItem }) {
  const name = item.instrumentName ?? item.symbol ?? "Analysis";
  if (!item.analysisData || (!item.levels && item.sentiment !== "AVOID"))
    return <p className="text-sm text-muted-foreground">No Data Available</p>;
  const outcome = outcomeOf(item);
  const probability = shownProbability(item.analysisData);
  const style = item.metadata?.investmentType;
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={item.sentiment === "BUY" ? "success" : item.sentiment === "SELL" ? "destructive" : "secondary"}>
          {item.sentiment}
        </Badge>
        <span className="text-muted-foreground">{name}</span>
        <Badge variant={outcome.variant} data-testid="saved-outcome">
          {outcome.label}
        </Badge>
      </p>
      <LevelsLine item={item} />
      {probability !== null && (
        <p className="text-muted-foreground" data-testid="saved-probability">
          {probabilityText(probability)}
          {style ? ` · ${style}: TP1 before the stop within ${daysText(windowFor(style).days)}` : ""}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Saved <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
    </div>
  );
}

const KEY = ["/api/saved-analyses"];
// Part 2's catalogue entry 'Title - Description', shown as the toast's title and its description.
const DELETE_FAILED = "Delete Failed - Failed to delete the analysis. Please try again.".split(" - ");

// The saved list with view and delete (delete confirmed in a dialog).
export function SavedAnalysesList() {
  const router = useRouter();
  const client = useQueryClient();
  const [pending, setPending] = useState<SavedItem | null>(null);
  const { data, isLoading, error } = useQuery<SavedItem[]>({ queryKey: KEY });
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) router.replace("/");
  }, [error, router]);
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/saved-analyses/${id}`),
    onSuccess: () => {
      toast({ title: "Analysis Deleted" });
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: () => toast({ title: DELETE_FAILED[0], description: DELETE_FAILED[1], variant: "destructive" }),
    onSettled: () => setPending(null),
  });

  // The heading is there from the first paint (a screen reader lands on it while the list loads);
  // only the count and the rows wait for the data.
  const heading = (
    <h1 id="saved-title" className="flex items-center gap-2 text-2xl font-semibold">
      Saved Analyses {!isLoading && <Badge>{(data ?? []).length}</Badge>}
    </h1>
  );
  if (isLoading)
    return (
      <section aria-labelledby="saved-title" aria-busy="true" className="space-y-4">
        {heading}
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      </section>
    );
  const items = data ?? [];
  return (
    <section aria-labelledby="saved-title" className="space-y-4">
      {heading}
      {items.length > 0 && <SavedExportBar listedIds={items.map((item) => item.analysisId)} />}
      {items.length === 0 ? (
        <div className="rounded-lg border border-border p-6 text-center">
          <p className="mb-4 text-muted-foreground">No saved analyses yet.</p>
          <Button asChild>
            <Link href="/">Start New Analysis</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
            >
              <SelectForExport analysisId={item.analysisId} name={headingOf(item)} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">{headingOf(item)}</p>
                <SavedRow item={item} />
              </div>
              <div className="flex gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link href={`/analysis/${item.analysisId}`}>View</Link>
                </Button>
                <DownloadPdfButton analysisIds={[item.analysisId]} label="PDF" size="sm" />
                <Button variant="destructive" size="sm" onClick={() => setPending(item)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogTitle>Delete analysis?</DialogTitle>
          <DialogDescription>
            This removes {pending ? headingOf(pending) : "it"} from your saved analyses.
          </DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => pending && remove.mutate(pending.id)}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
