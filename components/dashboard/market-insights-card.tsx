"use client";
import { LineChart } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatChange, formatPrice } from "@/lib/format/price";
import type { MarketInsights } from "@/lib/dashboard/insights";
import { useDashboardData } from "./use-dashboard-data";
import { WidgetError, WidgetSkeleton } from "./widget-states";
import { instrumentName } from "@/lib/format/instrument";

const tone = (v: number | null) =>
  v === null || v === 0 ? "text-muted-foreground" : v > 0 ? "text-bull" : "text-bear";

// Market insights: the symbols the user follows, their day and month moves and trend.
export function MarketInsightsCard() {
  const { data, isLoading, error } = useDashboardData<MarketInsights>("/api/dashboard/market-insights");
  return (
    <Card aria-label="Market insights">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <LineChart className="h-5 w-5 text-primary" aria-hidden="true" /> Market insights
          {data?.source === "demo" && <Badge variant="outline">DEMO</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {isLoading ? (
          <WidgetSkeleton label="market insights" />
        ) : error || !data ? (
          <WidgetError message={error?.message ?? "No data"} />
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-muted-foreground">{data.summary}</p>
            <table className="w-full text-left">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="font-normal">
                    Symbol
                  </th>
                  <th scope="col" className="text-right font-normal">
                    Price
                  </th>
                  <th scope="col" className="text-right font-normal">
                    Day %
                  </th>
                  <th scope="col" className="text-right font-normal">
                    Month %
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {data.symbols.map((s) => (
                  <tr key={s.symbol}>
                    <th scope="row" className="font-medium">
                      {instrumentName(s.symbol)}{" "}
                      {s.trend && <span className="text-xs text-muted-foreground">({s.trend})</span>}
                    </th>
                    <td className="text-right">{formatPrice(s.price, s.symbol)}</td>
                    <td className={`text-right ${tone(s.changePercent)}`}>{formatChange(s.changePercent)}</td>
                    <td className={`text-right ${tone(s.monthChangePercent)}`}>
                      {s.monthChangePercent === null ? "—" : formatChange(s.monthChangePercent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
