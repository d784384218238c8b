"use client";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { refetchAfterChange } from "@/lib/client/query-client";
import { toast } from "@/lib/client/use-toast";
import type { AdminTip } from "@/lib/tips/admin";
import { ConfirmDialog } from "../confirm-dialog";
import { TipForm, draftOf, emptyDraft, type TipDraft } from "./tip-form";
import { formatDay } from "@/lib/format/date";

const LIST = "/api/admin/tips";
const bodyOf = (d: TipDraft) => ({
  ...d,
  title: d.title.trim(),
  message: d.message.trim(),
  endDate: d.endDate || null,
});

// /admin-tips: the tip list and one form, in create or edit mode. Text is rendered as text only.
export function TipsManager() {
  const queryClient = useQueryClient();
  const { data: tips, error } = useQuery<AdminTip[]>({ queryKey: [LIST] });
  const [editing, setEditing] = useState<AdminTip | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<AdminTip | null>(null);

  // Users' dashboards read /api/tips: drop this browser's copy too.
  const refresh = () =>
    Promise.all([refetchAfterChange(queryClient, [LIST]), refetchAfterChange(queryClient, ["/api/tips"])]);
  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  const save = useMutation({
    mutationFn: (d: TipDraft) =>
      editing ? apiRequest("PUT", `${LIST}/${editing.id}`, bodyOf(d)) : apiRequest("POST", LIST, bodyOf(d)),
    onSuccess: async () => {
      toast({ title: editing ? "Tip updated" : "Tip created" });
      reset();
      await refresh();
    },
    onError: (e) =>
      toast({
        title: editing ? "Error updating tip" : "Error creating tip",
        description: errorMessage(e, "Please try again."),
        variant: "destructive",
      }),
  });
  const remove = useMutation({
    mutationFn: (t: AdminTip) => apiRequest("DELETE", `${LIST}/${t.id}`),
    onSuccess: async (_r, t) => {
      toast({ title: "Tip deleted" });
      setDeleting(null);
      if (editing?.id === t.id) reset();
      await refresh();
    },
    onError: (e) => {
      setDeleting(null);
      toast({ title: "Error deleting tip", description: errorMessage(e, "Please try again."), variant: "destructive" });
    },
  });

  return (
    <main className="mx-auto grid max-w-6xl gap-5 p-4 lg:grid-cols-[1fr_1.2fr]">
      <h1 className="text-2xl font-semibold lg:col-span-2">Admin Tips</h1>
      <Card>
        <CardContent className="pt-5">
          <TipForm
            key={`${editing?.id ?? "new"}-${formKey}`}
            editing={Boolean(editing)}
            initial={editing ? draftOf(editing) : emptyDraft()}
            busy={save.isPending}
            onSubmit={(d) => save.mutate(d)}
            onCancel={reset}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="tips-list" className="space-y-3">
        <h2 id="tips-list" className="text-lg font-semibold">
          Tips ({tips?.length ?? 0})
        </h2>
        {error && <p className="text-sm text-destructive-text">Failed to fetch tips</p>}
        {tips?.length === 0 && <p className="text-sm text-muted-foreground">No tips yet. Create one with the form.</p>}
        <ul className="space-y-2">
          {tips?.map((t) => (
            <li key={t.id}>
              <Card className={editing?.id === t.id ? "border-primary" : undefined}>
                <CardContent className="space-y-1 pt-4">
                  <div className="flex flex-wrap items-center gap-1">
                    <h3 className="mr-2 font-medium break-words">{t.title}</h3>
                    <Badge variant="secondary">{t.type}</Badge>
                    <Badge variant="outline">{t.priority}</Badge>
                    <Badge variant="outline">{t.targetAudience}</Badge>
                    {!t.isActive && <Badge variant="warning">inactive</Badge>}
                  </div>
                  <p className="whitespace-pre-wrap break-words text-sm">{t.message}</p>
                  <p className="text-xs text-muted-foreground">
                    From {formatDay(t.startDate, "UTC")}
                    {t.endDate ? ` to ${formatDay(t.endDate, "UTC")}` : ""}
                  </p>
                  <div className="flex gap-2 pt-1">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(t)}
                      aria-label={`Edit tip ${t.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => setDeleting(t)}
                      aria-label={`Delete tip ${t.title}`}
                    >
                      Delete
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this tip?"
        description={deleting ? `"${deleting.title}" will no longer show on any dashboard.` : ""}
        confirmLabel="Delete tip"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </main>
  );
}
