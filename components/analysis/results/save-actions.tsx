"use client";
import Link from "next/link";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck, LayoutDashboard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { cn } from "@/lib/ui/cn";

const SAVED_KEY = ["/api/saved-analyses"];

// Save Analysis and Dashboard. The spec does not show the save handler or its messages: ours
// mirror the delete messages ('Analysis Saved' / 'Save Failed - ...'). Saving twice is harmless
// (the server keeps the first bookmark).
export function SaveActions({ analysisId, symbol, sticky }: { analysisId: string; symbol: string; sticky: boolean }) {
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => apiRequest("POST", "/api/saved-analyses", { analysisId }),
    onSuccess: () => {
      setSaved(true);
      toast({ title: "Analysis Saved", description: `${symbol} was added to your saved analyses.` });
      void client.invalidateQueries({ queryKey: SAVED_KEY });
    },
    onError: (error) =>
      toast({ title: "Save Failed", description: errorMessage(error, "Failed to save the analysis. Please try again."), variant: "destructive" }),
  });
  return (
    <div
      className={cn(
        "flex gap-3",
        sticky && "sticky bottom-0 -mx-4 border-t border-border bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80",
      )}
    >
      <Button className="flex-1 sm:flex-none" onClick={() => save.mutate()} disabled={save.isPending || saved} aria-live="polite">
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? "Saved" : save.isPending ? "Saving..." : "Save Analysis"}
      </Button>
      <Button asChild variant="outline" className="flex-1 sm:flex-none">
        <Link href="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
    </div>
  );
}
