"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { formatDateTime } from "@/lib/format/date";
import type { ShareLinkSummary } from "@/lib/share/schemas";

// The owner's live links for one analysis: when each was made and last opened, and Revoke.
export function ShareLinkList({
  links,
  listKey,
}: {
  analysisId: string;
  links: ShareLinkSummary[];
  listKey: string[];
}) {
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/shares/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast({ title: "Link revoked", description: "The link now answers 404." });
      await client.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) =>
      toast({ title: "Revoke Failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
  if (links.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm" aria-label="Active share links">
      {links.map((link) => (
        <li key={link.id} className="flex items-center justify-between gap-2 rounded-md border border-border p-2">
          <span>
            Link …{link.hint} · made {formatDateTime(link.createdAt)}
            {link.showSizing ? " · with sizing" : ""}
            <br />
            <span className="text-muted-foreground" data-testid="share-last-opened">
              {link.lastOpenedAt ? `Last opened ${formatDateTime(link.lastOpenedAt)}` : "Not opened yet"}
            </span>
          </span>
          <Button size="sm" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)}>
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
