"use client";
import { ShieldAlert } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney, formatPrice } from "@/lib/format/price";
import type { RiskSummary } from "@/lib/dashboard/risk";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";
import { instrumentName } from "@/lib/format/instrument";

// Risk exposure of open calls: what the open stops put at stake and how close they are.
export function RiskExposureCard() {
  const { data, isLoading, error } = useDashboardData<RiskSummary & { source: string }>(
    "/api/dashboard/risk-management",
  );
  return (
    <Card aria-label="Risk exposure">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldAlert className="h-5 w-5 text-warning" aria-hidden="true" /> Risk exposure
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {isLoading ? (
          <WidgetSkeleton label="risk exposure" />
        ) : error || !data ? (
          <WidgetError message={error?.message ?? "No data"} />
        ) : !data.openCalls.length ? (
          <p className="text-muted-foreground">
            No open calls. BUY and SELL analyses stay open here until their stop, target or time window is reached.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            {data.totals.map((t) => (
              <p key={t.currency}>
                <span className="font-semibold">{formatMoney(t.capitalAtRisk, t.currency)}</span> at risk on {t.calls}{" "}
                open {t.calls === 1 ? "call" : "calls"}
                <span className="text-muted-foreground"> · exposure {formatMoney(t.notional, t.currency)}</span>
              </p>
            ))}
            <ul className="flex flex-col gap-1">
              {data.openCalls.slice(0, 4).map((c) => (
                <li key={c.id} className="flex justify-between gap-2">
                  <span>
                    <span className={c.direction === "BUY" ? "text-bull" : "text-bear"}>{c.direction}</span>{" "}
                    {instrumentName(c.symbol)}
                  </span>
                  <span className="tabular-nums text-muted-foreground">
                    {c.distanceToStopPercent === null
                      ? `stop ${formatPrice(c.stopLoss, c.symbol)}`
                      : `${c.distanceToStopPercent}% to stop`}
                  </span>
                </li>
              ))}
            </ul>
            {data.warnings.map((w) => (
              <p key={w} className="text-warning">
                {w}
              </p>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
