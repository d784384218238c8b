"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UserFilterFields, useUserFilters } from "@/components/admin/user-filters";

// GET /api/admin/users (the admin console's paged list) and GET /api/admin/users-without-analyses.
type UsersPage = {
  users: {
    id: string;
    email: string;
    fullName?: string | null;
    username?: string | null;
    plan: string;
    role: string;
  }[];
  total: number;
  page: number;
  pageCount: number;
};
type WithoutAnalyses = { usersWithoutAnalyses: string[]; total?: number };
const PAGE_SIZE = 20;

type Selection = { selected: Set<string>; toggle: (emails: string[], on: boolean) => void };

function EmailRow({ email, detail, selection }: { email: string; detail?: React.ReactNode; selection: Selection }) {
  const id = `pick-${email}`;
  return (
    <li className="flex items-center gap-3 py-1.5">
      <Checkbox
        id={id}
        checked={selection.selected.has(email)}
        onCheckedChange={(v) => selection.toggle([email], v === true)}
      />
      <Label htmlFor={id} className="flex min-w-0 flex-1 flex-wrap items-center gap-2 font-normal">
        <span className="truncate">{email}</span>
        {detail}
      </Label>
    </li>
  );
}

function SelectAll({
  id,
  emails,
  selection,
  label,
}: {
  id: string;
  emails: string[];
  selection: Selection;
  label: string;
}) {
  const all = emails.length > 0 && emails.every((e) => selection.selected.has(e));
  return (
    <div className="flex items-center gap-3 border-b border-border pb-2">
      <Checkbox
        id={id}
        checked={all}
        disabled={emails.length === 0}
        onCheckedChange={(v) => selection.toggle(emails, v === true)}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

function AllUsers({ selection }: { selection: Selection }) {
  const filters = useUserFilters(PAGE_SIZE);
  const { page, setPage } = filters;
  const { data, error, isFetching } = useQuery<UsersPage>({
    queryKey: [filters.usersUrl],
    placeholderData: keepPreviousData,
  });
  const emails = (data?.users ?? []).map((u) => u.email);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <UserFilterFields idPrefix="pick" searchLabel="Search users" filters={filters} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive-text">
          Could not load users.
        </p>
      ) : null}
      <SelectAll
        id="pick-all-page"
        emails={emails}
        selection={selection}
        label={`Select all on this page (${emails.length})`}
      />
      <ul aria-busy={isFetching} className="divide-y divide-border">
        {(data?.users ?? []).map((u) => (
          <EmailRow
            key={u.id}
            email={u.email}
            selection={selection}
            detail={
              <>
                <Badge variant="outline">{u.plan}</Badge>
                {u.role === "admin" && <Badge variant="secondary">admin</Badge>}
              </>
            }
          />
        ))}
      </ul>
      {data && data.total === 0 && <p className="text-sm text-muted-foreground">No users match.</p>}
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>{data ? `Page ${data.page} of ${data.pageCount} · ${data.total} users` : "Loading users..."}</span>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setPage((p) => p + 1)}
            disabled={!data || page >= data.pageCount}
          >
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}

function WithoutAnalysesList({ selection }: { selection: Selection }) {
  const { data, error } = useQuery<WithoutAnalyses>({ queryKey: ["/api/admin/users-without-analyses"] });
  const emails = data?.usersWithoutAnalyses ?? [];
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-destructive-text">
          Could not load users without analyses.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Users who have not run an analysis yet{data?.total !== undefined ? ` (${data.total})` : ""}.
      </p>
      <SelectAll
        id="pick-all-without"
        emails={emails}
        selection={selection}
        label={`Select all users without analyses (${emails.length})`}
      />
      <ul className="max-h-96 divide-y divide-border overflow-y-auto" tabIndex={0} aria-label="Users without analyses">
        {emails.map((email) => (
          <EmailRow key={email} email={email} selection={selection} />
        ))}
      </ul>
    </div>
  );
}

export function RecipientPicker(props: Selection) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recipients</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="all">
          <TabsList className="mb-4">
            <TabsTrigger value="all">All Users</TabsTrigger>
            <TabsTrigger value="without">Users Without Analyses</TabsTrigger>
          </TabsList>
          <TabsContent value="all">
            <AllUsers selection={props} />
          </TabsContent>
          <TabsContent value="without">
            <WithoutAnalysesList selection={props} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
