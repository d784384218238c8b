import { Badge } from "@/components/ui/badge";
import { formatPrice } from "@/lib/format/price";
import { instrumentName } from "@/lib/format/instrument";
import { daysText, formatProbability, PROBABILITY_LABEL } from "@/lib/format/probability";
import { windowFor } from "@/lib/outcome-rules/windows";
import type { RecentCall } from "@/lib/track-record/queries";
import { formatDateTime } from "@/lib/format/date";

const statusBadge: Record<string, { label: string; variant: "success" | "destructive" | "secondary" | "outline" }> = {
  win: { label: "Target hit", variant: "success" },
  loss: { label: "Stopped out", variant: "destructive" },
  expired: { label: "Expired", variant: "secondary" },
  open: { label: "Open", variant: "outline" },
};

// The latest calls with their levels and how each one ended.
export function CallsTable({ calls }: { calls: RecentCall[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr>
            {["Date", "Call", "Entry", "Stop", "Target 1", PROBABILITY_LABEL, "Outcome", "Always long"].map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-normal">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {calls.map((c) => {
            const status = statusBadge[c.status ?? "open"];
            return (
              <tr key={c.id} className="border-t border-border">
                <td className="px-2 py-1.5">{formatDateTime(c.createdAt, "UTC")} UTC</td>
                <th scope="row" className="px-2 py-1.5 font-medium">
                  <span className={c.recommendation === "BUY" ? "text-bull" : "text-bear"}>{c.recommendation}</span>{" "}
                  {instrumentName(c.symbol)}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {c.investmentType} · {daysText(windowFor(c.investmentType).days)}
                  </span>
                </th>
                <td className="px-2 py-1.5">{formatPrice(c.entryPrice, c.symbol)}</td>
                <td className="px-2 py-1.5">{formatPrice(c.stopLoss, c.symbol)}</td>
                <td className="px-2 py-1.5">{formatPrice(c.takeProfit1, c.symbol)}</td>
                <td className="px-2 py-1.5">{formatProbability(c.successProbability)}</td>
                <td className="px-2 py-1.5">
                  <Badge variant={status.variant}>{status.label}</Badge>
                  {c.exitPrice !== null && (
                    <span className="block text-xs text-muted-foreground">at {formatPrice(c.exitPrice, c.symbol)}</span>
                  )}
                </td>
                <td className="px-2 py-1.5 text-muted-foreground">
                  {c.baselineStatus ? statusBadge[c.baselineStatus].label : "—"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
