import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TrialUser } from "@/lib/admin/stats";

// Who is on a trial right now, ending soonest first.
export function TrialUsers({ users }: { users: TrialUser[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trial users</CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one is on a trial right now.</p>
        ) : (
          <ul className="max-h-72 space-y-2 overflow-y-auto text-sm">
            {users.map((u) => (
              <li key={u.id} className="flex justify-between gap-2">
                <span className="truncate">
                  {u.fullName ? `${u.fullName} · ` : ""}
                  {u.email}
                </span>
                <span className="shrink-0 text-muted-foreground">
                  {u.daysRemaining} {u.daysRemaining === 1 ? "day" : "days"} left
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
