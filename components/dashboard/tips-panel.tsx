"use client";
import { Bell, CheckCircle2, AlertTriangle, Info } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";

type Tip = { id: string; title: string; message: string; priority: string; type: string; createdAt: string };

const icons: Record<string, typeof Info> = { success: CheckCircle2, warning: AlertTriangle };

// Tips and notifications written by the admins for the user's plan (GET /api/tips).
export function TipsPanel() {
  const { data, isLoading, error } = useDashboardData<Tip[]>("/api/tips");
  return (
    <Card aria-label="Tips and notifications">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="h-5 w-5 text-primary" aria-hidden="true" /> Tips and notifications
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <WidgetSkeleton rows={2} label="tips" />
        ) : error ? (
          <WidgetError message="Failed to fetch tips" />
        ) : !data?.length ? (
          <p className="text-sm text-muted-foreground">
            No new tips or notifications right now. Announcements from the Candlewise team will appear here.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.map((tip) => {
              const Icon = icons[tip.type] ?? Info;
              const tone =
                tip.type === "success" ? "text-success" : tip.type === "warning" ? "text-warning" : "text-primary";
              return (
                <li key={tip.id} className="flex gap-3 rounded-lg border border-border p-3">
                  <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {tip.title}
                      {(tip.priority === "urgent" || tip.priority === "high") && (
                        <Badge variant={tip.priority === "urgent" ? "destructive" : "warning"}>{tip.priority}</Badge>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">{tip.message}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
