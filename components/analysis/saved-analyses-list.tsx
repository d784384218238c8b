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

interface SavedItem { id: string; analysisId: string; symbol: string | null; sentiment: string | null; title: string | null; createdAt: string; analysisData: unknown }

const KEY = ["/api/saved-analyses"];

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
    onSuccess: () => { toast({ title: "Analysis Deleted" }); client.invalidateQueries({ queryKey: KEY }); },
    onError: () => toast({ title: "Delete Failed", description: "Failed to delete the analysis. Please try again.", variant: "destructive" }),
    onSettled: () => setPending(null),
  });

  if (isLoading) return <div className="space-y-3">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-20 w-full" />)}</div>;
  const items = data ?? [];
  return (
    <section aria-labelledby="saved-title" className="space-y-4">
      <h1 id="saved-title" className="flex items-center gap-2 text-2xl font-semibold">
        Saved Analyses <Badge>{items.length}</Badge>
      </h1>
      {items.length === 0 ? (
        <div className="rounded-lg border border-border p-6 text-center">
          <p className="mb-4 text-muted-foreground">No saved analyses yet.</p>
          <Button asChild><Link href="/">Start New Analysis</Link></Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-4">
              <div>
                <p className="font-medium">{item.title ?? item.symbol}</p>
                <p className="text-sm text-muted-foreground">
                  {item.analysisData ? `${item.symbol} · ${item.sentiment} · ${new Date(item.createdAt).toLocaleString()}` : "No Data Available"}
                </p>
              </div>
              <div className="flex gap-2">
                <Button asChild variant="outline" size="sm"><Link href={`/analysis/${item.analysisId}`}>View</Link></Button>
                <Button variant="destructive" size="sm" onClick={() => setPending(item)}>Delete</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogTitle>Delete analysis?</DialogTitle>
          <DialogDescription>This removes {pending?.title ?? "it"} from your saved analyses.</DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)}>Cancel</Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => pending && remove.mutate(pending.id)}>Delete</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
