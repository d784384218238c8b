"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lightbulb, Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ProGate } from "@/components/dashboard/pro-gate";
import { IDEAS_BENEFITS, IdeasPreview } from "@/components/dashboard/locked-previews/ideas-preview";
import { SourceBadge } from "@/components/market/source-badge";
import { errorMessage, getJson } from "@/lib/client/api-client";
import type { ForcedIdeasResponse, TradeIdeasResponse } from "@/lib/ideas/types";
import { toast } from "@/lib/client/use-toast";
import { IdeaCard } from "./idea-card";
import { updateToast } from "./update-toast";

const IDEAS_KEY = ["/api/dashboard/trade-ideas"] as const;

function IdeasSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading trade ideas"
      className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-64 w-full" />
      ))}
    </div>
  );
}

// Dashboard section "Daily Trade Ideas" (spec part 1 sections 4 and 8): the latest scan's cards,
// and an update button that forces a new scan ('Generating...') then refetches the list.
function IdeasBody() {
  const client = useQueryClient();
  // While a scan is running (the first one, the hourly one or someone's forced one), ask again
  // every few seconds until its batch lands.
  const ideas = useQuery<TradeIdeasResponse>({
    queryKey: IDEAS_KEY,
    refetchInterval: (q) => (q.state.data?.generating ? 5_000 : false),
  });
  const update = useMutation({
    mutationFn: () => getJson<ForcedIdeasResponse>(`${IDEAS_KEY[0]}?force=true`),
    onSuccess: async (res) => {
      toast(updateToast(res));
      await client.invalidateQueries({ queryKey: IDEAS_KEY });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Update Failed",
        description: errorMessage(error, "Failed to update trade ideas"),
      }),
  });
  const data = ideas.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {data && <SourceBadge source={data.source} asOf={data.generatedAt} />}
          {data && <span>{data.totalIdeas === 1 ? "1 idea" : `${data.totalIdeas} ideas`}</span>}
        </div>
        <Button variant="outline" size="sm" onClick={() => update.mutate()} disabled={update.isPending}>
          {update.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {update.isPending ? "Generating..." : "Update Ideas"}
        </Button>
      </div>
      {(ideas.isLoading || (data?.generating && data.ideas.length === 0)) && <IdeasSkeleton />}
      {data?.generating && data.ideas.length > 0 && (
        <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" /> Scanning the market for new ideas: the list
          updates when the scan finishes.
        </p>
      )}
      {ideas.isError && (
        <p role="alert" className="text-sm text-destructive-text">
          {errorMessage(ideas.error, "Failed to load trade ideas")}
        </p>
      )}
      {data && !data.generating && data.ideas.length === 0 && (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No fresh trade ideas available at this time: no instrument passed the engine&apos;s confidence and reward/risk
          checks in the latest scan.
        </p>
      )}
      {data && data.ideas.length > 0 && (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
          {data.ideas.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} />
          ))}
        </div>
      )}
      {data && <p className="text-xs text-muted-foreground">{data.disclaimer}</p>}
    </div>
  );
}

export function TradeIdeas() {
  return (
    <ProGate feature="Daily Trade Ideas" benefits={IDEAS_BENEFITS} preview={<IdeasPreview />}>
      <Card role="region" aria-label="Daily Trade Ideas">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="h-5 w-5 text-primary" aria-hidden="true" /> Daily Trade Ideas
          </CardTitle>
          <CardDescription>
            Setups the analysis engine found in an hourly scan of the market, ranked by confidence.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <IdeasBody />
        </CardContent>
      </Card>
    </ProGate>
  );
}
