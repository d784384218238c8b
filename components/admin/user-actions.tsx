"use client";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import type { ManageAction } from "@/lib/admin/schemas";
import type { AdminUser } from "@/lib/admin/users";
import { ConfirmDialog } from "./confirm-dialog";

const COPY: Record<
  ManageAction,
  { button: string; title: string; description: (email: string) => string; confirm: string; done: string }
> = {
  "upgrade-permanent": {
    button: "Upgrade to permanent PRO",
    title: "Upgrade to permanent PRO?",
    description: (email) =>
      `${email} gets PRO for good with 500 monthly tokens and no charges. A running subscription is cancelled.`,
    confirm: "Upgrade",
    done: "User upgraded to permanent PRO",
  },
  delete: {
    button: "Delete",
    title: "Delete this user?",
    description: (email) =>
      `${email} and all their data (analyses, screenshots, saved analyses, simulations, activity) will be deleted. This cannot be undone.`,
    confirm: "Delete user",
    done: "User deleted",
  },
};

// Row actions, each behind a confirmation dialog; the table and stats refresh afterwards.
export function UserActions({ user }: { user: AdminUser }) {
  const [pending, setPending] = useState<ManageAction | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: ManageAction) =>
      apiRequest("POST", `/api/admin/manage-user/${encodeURIComponent(user.id)}/${action}`),
    onSuccess: async (_res, action) => {
      toast({ title: COPY[action].done, description: user.email });
      setPending(null);
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/") });
    },
    onError: (error, action) => {
      toast({
        title: `Failed to ${action} user`,
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
      setPending(null);
    },
  });
  const copy = pending ? COPY[pending] : null;
  return (
    <div className="flex flex-wrap gap-1">
      {user.plan !== "pro" || !user.permanentPro ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setPending("upgrade-permanent")}
          aria-label={`Upgrade ${user.email} to permanent PRO`}
        >
          {COPY["upgrade-permanent"].button}
        </Button>
      ) : null}
      <Button size="sm" variant="destructive" onClick={() => setPending("delete")} aria-label={`Delete ${user.email}`}>
        {COPY.delete.button}
      </Button>
      <ConfirmDialog
        open={Boolean(pending)}
        title={copy?.title ?? ""}
        description={copy?.description(user.email) ?? ""}
        confirmLabel={copy?.confirm ?? ""}
        destructive={pending === "delete"}
        busy={mutation.isPending}
        onConfirm={() => pending && mutation.mutate(pending)}
        onOpenChange={(open) => !open && setPending(null)}
      />
    </div>
  );
}
