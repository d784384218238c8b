"use client";
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { selectClass } from "@/components/ui/field";
import type { listUsers } from "@/lib/admin/users";
import { UserActions } from "./user-actions";
import { UserFilterFields, useUserFilters } from "./user-filters";
import { UserDetailDialog } from "./user-detail-dialog";
import { formatNumber } from "@/lib/format/price";
import { formatDay } from "@/lib/format/date";

type Page = Awaited<ReturnType<typeof listUsers>>;
export const USERS_REFRESH_MS = 30_000;
const PAGE_SIZE = 25;
const day = (iso: string | null) => (iso ? formatDay(iso) : "never");

// One page of users from the server (search, plan filter, sort), refreshed every 30 seconds.
export function UsersTable() {
  const [sort, setSort] = useState("-created");
  const filters = useUserFilters(PAGE_SIZE, sort);
  const { page, setPage } = filters;
  const [openId, setOpenId] = useState<string | null>(null);

  const { data, error, isFetching } = useQuery<Page>({
    queryKey: [filters.usersUrl],
    refetchInterval: USERS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <UserFilterFields idPrefix="users" searchLabel="Search by e-mail or name" filters={filters} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="users-sort">Sort by</Label>
            <select
              id="users-sort"
              className={selectClass}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value);
                setPage(1);
              }}
            >
              <option value="-created">Newest first</option>
              <option value="created">Oldest first</option>
              <option value="-lastSeen">Recently seen</option>
              <option value="lastSeen">Least recently seen</option>
            </select>
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data ? `${formatNumber(data.total, 0)} users` : ""}
            {isFetching ? " · updating" : ""}
          </p>
        </div>
        {error && <p className="text-sm text-destructive-text">Failed to fetch users</p>}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Users, page {page}</caption>
            <thead className="text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">
                  User
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Tokens
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Registered
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Last seen
                </th>
                <th scope="col" className="py-2 font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.users.map((u) => (
                <tr key={u.id} className="border-b border-border last:border-0">
                  <td className="py-2 pr-3">
                    <button
                      type="button"
                      className="text-left underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => setOpenId(u.id)}
                    >
                      <span className="block font-medium">{u.email}</span>
                      {u.fullName && <span className="block text-xs text-muted-foreground">{u.fullName}</span>}
                    </button>
                  </td>
                  <td className="py-2 pr-3">
                    <Badge variant={u.plan === "pro" ? "success" : u.plan === "trial" ? "warning" : "secondary"}>
                      {u.plan.toUpperCase()}
                    </Badge>
                    {u.role === "admin" && (
                      <Badge variant="outline" className="ml-1">
                        ADMIN
                      </Badge>
                    )}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{u.tokensRemaining}</td>
                  <td className="py-2 pr-3">{day(u.createdAt)}</td>
                  <td className="py-2 pr-3">{day(u.lastSeenAt)}</td>
                  <td className="py-2">{u.role === "admin" ? null : <UserActions user={u} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.users.length === 0 && <p className="py-4 text-sm text-muted-foreground">No users match.</p>}
        </div>
        <nav aria-label="Users pages" className="flex items-center justify-end gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {data?.pageCount ?? 1}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={!data || page >= data.pageCount}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      </CardContent>
      <UserDetailDialog userId={openId} onOpenChange={(open) => !open && setOpenId(null)} />
    </Card>
  );
}
