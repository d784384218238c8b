"use client";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage, getJson } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { formatDateTime } from "@/lib/format/date";
import type { ProviderEntry } from "@/lib/system/provider-status";

const HEALTH = { operational: "success", degraded: "warning", down: "destructive" } as const;
type TestAnswer = {
  success: boolean;
  apiHealth: keyof typeof HEALTH;
  responseTime: number;
  testPrice: number | null;
  errorMessage?: string | null;
  message?: string;
};

// One provider's status and its Test button (a real round trip through that provider).
export function ProviderCard({ title, entry, testUrl }: { title: string; entry: ProviderEntry; testUrl: string }) {
  const queryClient = useQueryClient();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    setTesting(true);
    try {
      const r = await getJson<TestAnswer>(testUrl);
      if (r.success && r.apiHealth === "operational")
        toast({
          title: `${title}: operational`,
          description: `Answered in ${r.responseTime} ms${r.testPrice ? `, test price ${r.testPrice.toFixed(2)}` : ""}.`,
        });
      else
        toast({
          title: `${title} test failed`,
          description: r.errorMessage ?? r.message ?? `Status: ${r.apiHealth}`,
          variant: "destructive",
        });
      void queryClient.invalidateQueries({ queryKey: ["/api/system/health"] });
    } catch (e) {
      toast({
        title: `${title} test failed`,
        description: errorMessage(e, "The test did not complete."),
        variant: "destructive",
      });
    } finally {
      setTesting(false);
    }
  };
  return (
    <Card data-testid={`provider-${entry.provider.split(":")[0]}`}>
      <CardHeader className="pb-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">
            {title}: {entry.provider}
          </CardTitle>
          <Badge variant={HEALTH[entry.apiHealth]}>{entry.apiHealth}</Badge>
        </div>
        <CardDescription>{entry.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <dl className="grid grid-cols-2 gap-1">
          <dt className="text-muted-foreground">Last check</dt>
          <dd>{entry.lastCheck ? formatDateTime(entry.lastCheck) : "never"}</dd>
          <dt className="text-muted-foreground">Response time</dt>
          <dd>{entry.responseTime ?? "—"} ms</dd>
          <dt className="text-muted-foreground">Test symbol</dt>
          <dd>{entry.testSymbol ?? "—"}</dd>
          <dt className="text-muted-foreground">Test price</dt>
          <dd>{entry.testPrice?.toFixed(2) ?? "—"}</dd>
        </dl>
        {entry.errorMessage && <p className="text-destructive-text">{entry.errorMessage}</p>}
        <Button size="sm" variant="secondary" onClick={() => void test()} disabled={testing}>
          {testing ? "Testing..." : "Test connection"}
        </Button>
      </CardContent>
    </Card>
  );
}
