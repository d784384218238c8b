"use client";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";
import { toast } from "@/lib/client/use-toast";
import { toastAfterNavigation } from "@/lib/client/pending-toast";

/** Posts the form; on success announces the new session and leaves the page. */
export async function submitAuth(
  url: string,
  body: unknown,
  ok: string | { title: string; description: string },
  failTitle: string,
  fallback: string,
  next: string,
) {
  try {
    await apiRequest("POST", url, body);
    // Shown by the page we are about to load: a toast raised here would vanish with this page.
    toastAfterNavigation(typeof ok === "string" ? { title: ok } : ok);
    announceAuthChange();
    window.location.assign(next);
    return true;
  } catch (error) {
    toast({ title: failTitle, description: errorMessage(error, fallback), variant: "destructive" });
    return false;
  }
}
