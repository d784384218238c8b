"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";

// /profile: change the password (current + new, the registration rules). The server ends every
// other session; this one stays signed in.
export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next.length < 6) return setError("Password must be at least 6 characters");
    setBusy(true);
    try {
      await apiRequest("POST", "/api/auth/change-password", { currentPassword: current, newPassword: next });
      toast({ title: "Password Changed", description: "You were signed out on your other devices." });
      setCurrent("");
      setNext("");
    } catch (e) {
      setError(errorMessage(e, "Could not change the password. Please try again."));
    } finally {
      setBusy(false);
    }
  }
  return (
    // An answer belongs to the values it was about: typing again, or a submit the browser stops
    // with its own validation bubble, clears it (else it would stay under the bubble).
    <form
      onSubmit={(e) => void submit(e)}
      onInvalidCapture={() => setError(null)}
      className="space-y-3"
      aria-label="Change password"
    >
      <div className="space-y-1">
        <Label htmlFor="current-password">Current password</Label>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          value={next}
          onChange={(e) => {
            setNext(e.target.value);
            setError(null);
          }}
          aria-describedby="new-password-hint"
        />
        <p id="new-password-hint" className="text-xs text-muted-foreground">
          At least 6 characters. Your other devices will be signed out.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive-text">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? "Changing..." : "Change Password"}
      </Button>
    </form>
  );
}
