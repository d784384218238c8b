"use client";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { getUserDetail } from "@/lib/admin/users";
import { formatDateTime } from "@/lib/format/date";

type Detail = Awaited<ReturnType<typeof getUserDetail>>;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : "never");

// Everything an admin needs about one user, read when the dialog opens.
export function UserDetailDialog({
  userId,
  onOpenChange,
}: {
  userId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, error } = useQuery<Detail>({
    queryKey: [`/api/admin/users/${userId}`],
    enabled: Boolean(userId),
    staleTime: 0,
  });
  const rows: [string, string | number][] = data
    ? [
        ["Name", data.fullName ?? ([data.firstName, data.lastName].filter(Boolean).join(" ") || "-")],
        ["Username", data.username ?? "-"],
        ["Role", data.role],
        ["Plan", `${data.plan}${data.permanentPro ? " (permanent)" : ""}`],
        ["Tokens", `${data.tokensRemaining} of ${data.totalTokens}`],
        [
          "Trial",
          data.trialStartedAt
            ? `${when(data.trialStartedAt)} to ${when(data.trialEndsAt)} (${data.daysRemaining} days left)`
            : "none",
        ],
        ["Analyses", data.analysesCount],
        ["Active", data.isActive ? "yes" : "no"],
        ["Registered", when(data.createdAt)],
        ["Last login", when(data.lastLoginAt)],
        ["Last seen", when(data.lastSeenAt)],
      ]
    : [];
  return (
    <Dialog open={Boolean(userId)} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>User details</DialogTitle>
          <DialogDescription>{data?.email ?? "Loading..."}</DialogDescription>
        </DialogHeader>
        {error && <p className="text-sm text-destructive-text">Failed to load this user.</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
        {data && (
          <section aria-labelledby="detail-activity">
            <h3 id="detail-activity" className="mb-1 text-sm font-semibold">
              Recent activity
            </h3>
            {data.recentActivity.length === 0 ? (
              <p className="text-sm text-muted-foreground">No activity yet.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {data.recentActivity.map((a, i) => (
                  <li key={i}>
                    {a.description} <span className="text-muted-foreground">· {when(a.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
