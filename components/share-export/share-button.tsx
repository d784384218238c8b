"use client";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import type { CreatedShare, ShareLinkSummary } from "@/lib/share/schemas";
import { ShareLinkList } from "./share-link-list";

const listKey = (analysisId: string) => [`/api/shares?analysisId=${encodeURIComponent(analysisId)}`];

// "Share": creates a read-only public link. Only the token's hash is kept on the server, so the
// full link is shown once, right after it is made; older links can be revoked, not re-copied.
export function ShareButton({ analysisId }: { analysisId: string }) {
  const [open, setOpen] = useState(false);
  const [showSizing, setShowSizing] = useState(false);
  const [allowIndexing, setAllowIndexing] = useState(false);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const client = useQueryClient();
  const links = useQuery<ShareLinkSummary[]>({ queryKey: listKey(analysisId), enabled: open });
  const create = useMutation({
    mutationFn: async () =>
      (
        await apiRequest("POST", "/api/shares", { analysisId, showSizing, allowIndexing })
      ).json() as Promise<CreatedShare>,
    onSuccess: async (share) => {
      setCreated(share);
      await client.invalidateQueries({ queryKey: listKey(analysisId) });
    },
    onError: (error) =>
      toast({
        title: "Share Failed",
        description: errorMessage(error, "Could not create the link."),
        variant: "destructive",
      }),
  });
  const url = created ? new URL(created.path, window.location.origin).toString() : null;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast({ title: "Link copied" });
  };
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
          // "Last opened" changes while the dialog is closed: read it again on every opening.
          void client.invalidateQueries({ queryKey: listKey(analysisId) });
        }}
      >
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setCreated(null);
        }}
      >
        <DialogContent>
          <DialogTitle>Share this analysis</DialogTitle>
          <DialogDescription>
            Anyone with the link sees the chart, the call, its levels, the probability and the outcome; never your name
            or e-mail.
          </DialogDescription>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={showSizing} onCheckedChange={(v) => setShowSizing(v === true)} />
            Show my sizing (budget, position size and risk)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={allowIndexing} onCheckedChange={(v) => setAllowIndexing(v === true)} />
            Let search engines index the page
          </label>
          {url && (
            <div className="space-y-2">
              <p className="text-sm text-muted-foreground">Copy the link now: it is not shown again.</p>
              <div className="flex gap-2">
                <input
                  readOnly
                  value={url}
                  aria-label="Share link"
                  data-testid="share-url"
                  className="min-w-0 flex-1 rounded-md border border-border bg-background px-2 text-sm"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button size="sm" onClick={() => void copy()}>
                  Copy
                </Button>
              </div>
            </div>
          )}
          <ShareLinkList analysisId={analysisId} links={links.data ?? []} listKey={listKey(analysisId)} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create link"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
