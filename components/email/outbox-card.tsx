"use client";
import { useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { selectClass } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import type { OutboxMessage } from "@/lib/email/outbox-view";
import { formatDateTime } from "@/lib/format/date";

type OutboxPage = { messages: OutboxMessage[]; total: number; page: number; pageSize: number };
export const OUTBOX_KEY = "/api/admin/email-outbox";

const STATUS: Record<OutboxMessage["status"], { label: string; variant: BadgeProps["variant"] }> = {
  queued: { label: "Queued", variant: "warning" },
  sending: { label: "Sending", variant: "warning" },
  sent: { label: "Sent", variant: "success" },
  logged: { label: "In outbox (not sent)", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
};
// Every kind has a label (the record's type asks for each), and the Kind filter lists them all.
const KIND: Record<OutboxMessage["kind"], string> = {
  welcome: "Welcome",
  password_reset: "Password reset",
  bulk: "Bulk",
  alert: "Price alert",
};
const KIND_OPTIONS: [string, string][] = [["", "All kinds"], ...Object.entries(KIND)];
const when = (iso: string) => formatDateTime(iso);

// A reset link would let whoever reads it set the user's password, so admins never see one.
// Without a provider the e-mail never left: the user asks again once RESEND_API_KEY is set.
export function resetLinkNote(status: OutboxMessage["status"]): string {
  return status === "logged"
    ? 'Reset link hidden: it is for the user alone. No e-mail provider is set, so it was not sent; once RESEND_API_KEY is set, the user asks again from "Forgot password?".'
    : "Reset link hidden: it is for the user alone, in their mailbox.";
}

function MessageRow({ m, onRetry, retrying }: { m: OutboxMessage; onRetry: (id: string) => void; retrying: boolean }) {
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={STATUS[m.status].variant}>{STATUS[m.status].label}</Badge>
        <Badge variant="outline">{KIND[m.kind]}</Badge>
        <span className="font-medium">{m.subject}</span>
        <span className="text-muted-foreground">to {m.recipient}</span>
        <span className="text-muted-foreground">· {when(m.createdAt)}</span>
        {m.status === "failed" && (
          <Button size="sm" variant="outline" className="ml-auto" onClick={() => onRetry(m.id)} disabled={retrying}>
            Retry
          </Button>
        )}
      </div>
      {m.error && (
        <p className="text-xs text-destructive-text">
          {m.status === "failed" ? "Failed" : "Last try"}: {m.error} (attempts: {m.attempts})
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-xs text-muted-foreground">Show message</summary>
        <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-2 text-xs">
          {m.text}
        </pre>
        {m.resetLinkHidden && <p className="mt-1 text-xs text-muted-foreground">{resetLinkNote(m.status)}</p>}
      </details>
    </li>
  );
}

// The outbox: what went out (or, without Resend, what would have), newest first.
export function OutboxCard() {
  const [kind, setKind] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [retrying, setRetrying] = useState(false);
  const client = useQueryClient();
  const qs = new URLSearchParams({ page: String(page), pageSize: "20" });
  if (kind) qs.set("kind", kind);
  if (status) qs.set("status", status);
  const { data, error, refetch, isFetching } = useQuery<OutboxPage>({
    queryKey: [`${OUTBOX_KEY}?${qs}`],
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  async function retry(id: string) {
    setRetrying(true);
    try {
      const res = await apiRequest("POST", `/api/admin/email-outbox/${encodeURIComponent(id)}/retry`);
      const { message } = (await res.json()) as { message: OutboxMessage };
      toast(
        message.status === "failed"
          ? {
              title: "Email Send Failed",
              description: message.error ?? "All emails failed to send",
              variant: "destructive",
            }
          : { title: "Email retried", description: `Now: ${STATUS[message.status].label}` },
      );
    } catch (err) {
      toast({
        title: "Email Send Error",
        description: errorMessage(err, "Failed to send bulk emails"),
        variant: "destructive",
      });
    } finally {
      setRetrying(false);
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(OUTBOX_KEY) });
    }
  }

  const filter = (id: string, label: string, value: string, set: (v: string) => void, options: [string, string][]) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          setPage(1);
        }}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Outbox</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          {filter("outbox-kind", "Kind", kind, setKind, KIND_OPTIONS)}
          {filter("outbox-status", "Status", status, setStatus, [
            ["", "All statuses"],
            ["queued", "Queued"],
            ["sent", "Sent"],
            ["logged", "In outbox (not sent)"],
            ["failed", "Failed"],
          ])}
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive-text">
            Could not load the outbox.
          </p>
        ) : null}
        {data && data.total === 0 && <p className="text-sm text-muted-foreground">No e-mails yet.</p>}
        <ul className="divide-y divide-border" aria-label="Outbox messages">
          {(data?.messages ?? []).map((m) => (
            <MessageRow key={m.id} m={m} onRetry={(id) => void retry(id)} retrying={retrying} />
          ))}
        </ul>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span>{data ? `Page ${data.page} of ${pageCount} · ${data.total} e-mails` : "Loading..."}</span>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
              Previous
            </Button>
            <Button size="sm" variant="outline" onClick={() => setPage((p) => p + 1)} disabled={page >= pageCount}>
              Next
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
