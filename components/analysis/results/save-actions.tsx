"use client";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck, BookmarkX, LayoutDashboard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { cn } from "@/lib/ui/cn";

const SAVED_KEY = ["/api/saved-analyses"];
type SavedRow = { id: string; analysisId: string };

// Save Analysis and Dashboard. The spec does not show the save handler or its messages: ours
// mirror the delete messages ('Analysis Saved' / 'Save Failed - ...'). Whether this analysis is
// already saved comes from the saved list (the same query /saved-analyses uses), so opening a
// saved analysis shows "Saved" with Remove instead of offering to save it again.
export function SaveActions({ analysisId, symbol, sticky }: { analysisId: string; symbol: string; sticky: boolean }) {
  const client = useQueryClient();
  const list = useQuery<SavedRow[]>({ queryKey: SAVED_KEY });
  const savedRow = (Array.isArray(list.data) ? list.data : []).find((row) => row.analysisId === analysisId) ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: SAVED_KEY });
  const save = useMutation({
    mutationFn: () => apiRequest("POST", "/api/saved-analyses", { analysisId }),
    onSuccess: async () => {
      toast({ title: "Analysis Saved", description: `${symbol} was added to your saved analyses.` });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: "Save Failed",
        description: errorMessage(error, "Failed to save the analysis. Please try again."),
        variant: "destructive",
      }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/saved-analyses/${id}`),
    onSuccess: async () => {
      toast({ title: "Removed from Saved", description: `${symbol} is no longer in your saved analyses.` });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: "Remove Failed",
        description: errorMessage(error, "Failed to remove the analysis. Please try again."),
        variant: "destructive",
      }),
  });
  const saved = savedRow !== null || (save.isSuccess && !remove.isSuccess);
  return (
    <div
      className={cn(
        "flex gap-3",
        sticky &&
          "sticky bottom-0 -mx-4 border-t border-border bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80",
      )}
    >
      <Button
        className="flex-1 sm:flex-none"
        onClick={() => save.mutate()}
        disabled={save.isPending || saved}
        aria-live="polite"
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? "Saved" : save.isPending ? "Saving..." : "Save Analysis"}
      </Button>
      {savedRow && (
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          onClick={() => remove.mutate(savedRow.id)}
          disabled={remove.isPending}
        >
          <BookmarkX aria-hidden="true" />
          {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      )}
      <Button asChild variant="outline" className="flex-1 sm:flex-none">
        <Link href="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
    </div>
  );
}
