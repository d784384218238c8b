import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdminStats } from "@/lib/admin/stats";
import { formatNumber } from "@/lib/format/price";

// The stats cards; with a range applied, user and analysis totals are the range's.
export function StatsCards({ stats }: { stats: AdminStats }) {
  const ranged = Boolean(stats.dateRange);
  const cards: [string, string | number][] = [
    [ranged ? "Users registered" : "Total users", stats.totalUsers],
    ["New users today", stats.newUsersToday],
    ["PRO users", stats.proUsers],
    ["Conversion rate", `${stats.conversionRate}%`],
    ["Active trials", stats.activeTrialUsers],
    ["Active users (24 h)", stats.activeUsers],
    [ranged ? "Analyses in range" : "Total analyses", stats.totalAnalyses],
    ["Analyses today", stats.analysesToday],
    ["Users without analyses", stats.usersWithoutAnalyses],
  ];
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Stats">
        {cards.map(([label, value]) => (
          <li key={label}>
            <Card className="h-full">
              <CardHeader className="pb-1">
                <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
              </CardHeader>
              <CardContent className="text-2xl font-semibold tabular-nums">
                {typeof value === "number" ? formatNumber(value, 0) : value}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">User figures count customers only: admin accounts are left out.</p>
    </>
  );
}
