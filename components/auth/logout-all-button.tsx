"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";

// /profile: ends every session of this account (phones, other browsers, this one), e.g. after
// signing in on a shared computer. The server revokes them all; this browser then goes to /login.
export function LogoutAllButton() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function logoutAll() {
    setBusy(true);
    setFailed(false);
    try {
      await apiRequest("POST", "/api/auth/logout-all");
      announceAuthChange();
      window.location.assign("/login");
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => void logoutAll()} disabled={busy}>
        {busy ? "Logging out…" : "Log out of all devices"}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-destructive-text">
          Could not log out of all devices. Please try again.
        </p>
      )}
    </div>
  );
}
