"use client";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ComposeCard } from "./compose-card";
import { OutboxCard, OUTBOX_KEY } from "./outbox-card";
import { RecipientPicker } from "./recipient-picker";
import { sendBulk } from "./send-bulk";

// /email-dashboard: compose, pick recipients, send; the outbox below shows what happened.
export function EmailDashboard({ outboxOnly }: { outboxOnly: boolean }) {
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const client = useQueryClient();

  const toggle = (emails: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const e of emails) {
        if (on) next.add(e);
        else next.delete(e);
      }
      return next;
    });

  async function send() {
    setPending(true);
    const clear = await sendBulk({ recipients: [...selected], subject, content });
    setPending(false);
    if (clear) {
      setSubject("");
      setContent("");
      setSelected(new Set());
    }
    void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(OUTBOX_KEY) });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold">Email Dashboard</h1>
      {outboxOnly && (
        <p className="rounded-md border border-border bg-muted p-3 text-sm">
          No e-mail provider is configured (RESEND_API_KEY), so nothing leaves this server: every e-mail is kept in the
          outbox below, where you can read it. Password reset links are hidden there: set a provider so users receive
          them.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <ComposeCard
          subject={subject}
          content={content}
          selectedCount={selected.size}
          pending={pending}
          onSubject={setSubject}
          onContent={setContent}
          onClearSelection={() => setSelected(new Set())}
          onSend={() => void send()}
        />
        <RecipientPicker selected={selected} toggle={toggle} />
      </div>
      <OutboxCard />
    </div>
  );
}
