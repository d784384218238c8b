"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";

// /profile: "Delete my account". Confirmed in a dialog with the password (a Google-only account
// types its e-mail). The server cancels a running subscription first, then removes everything.
export function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest("DELETE", "/api/auth/account", hasPassword ? { password: secret } : { email: secret });
      announceAuthChange();
      // A full load: every cached query of the deleted account goes with the page.
      window.location.assign("/");
    } catch (e) {
      setError(errorMessage(e, "Could not delete the account. Please try again."));
      setBusy(false);
    }
  }
  const field = hasPassword ? "Your password" : "Your e-mail address";
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setSecret("");
            setError(null);
          }
        }}
      >
        <DialogContent>
          <form onSubmit={(e) => void submit(e)} className="space-y-4">
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This cancels a running PRO subscription and permanently removes your account, your analyses, saved
              analyses and simulations. It cannot be undone.
            </DialogDescription>
            <div className="space-y-1">
              <Label htmlFor="delete-confirm">{field}</Label>
              <Input
                id="delete-confirm"
                type={hasPassword ? "password" : "email"}
                autoComplete={hasPassword ? "current-password" : "email"}
                required
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            </div>
            {error && (
              <p role="alert" className="text-sm text-destructive-text">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={busy || !secret}>
                {busy ? "Deleting..." : "Delete Account"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
