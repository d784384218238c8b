"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/client/api-client";

// A button rather than an automatic opt-out on page load: mail scanners open links too.
export function UnsubscribeConfirm({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: "idle" | "pending" | "done" | "error"; message?: string }>({
    kind: "idle",
  });
  async function confirm() {
    setState({ kind: "pending" });
    try {
      const res = await apiRequest("POST", `/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
      setState({ kind: "done", message: ((await res.json()) as { message: string }).message });
    } catch (err) {
      setState({ kind: "error", message: errorMessage(err, "This unsubscribe link is not valid.") });
    }
  }
  return (
    <div className="space-y-4">
      {state.kind !== "done" && (
        <Button className="w-full" onClick={() => void confirm()} disabled={state.kind === "pending"}>
          {state.kind === "pending" ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      )}
      <p role="status" className={state.kind === "error" ? "text-sm text-destructive-text" : "text-sm"}>
        {state.message}
      </p>
    </div>
  );
}
