// A toast that must outlive a full page load (sign-in, registration, a payment return): kept in
// sessionStorage just before the navigation and shown by the next page (components/app-shell/
// welcome-toast.tsx), so it is not lost with the page that raised it.
import type { ToastInput } from "./use-toast";

const KEY = "candlewise:pending-toast";

type StoredToast = Pick<ToastInput, "title" | "description" | "variant">;

export function toastAfterNavigation(t: {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(t));
  } catch {
    // Storage blocked: the toast is lost, the navigation still happens.
  }
}

/** The toast left by the previous page, once (it is removed as it is read). */
export function takePendingToast(): StoredToast | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const t = JSON.parse(raw) as { title?: unknown; description?: unknown; variant?: unknown };
    if (typeof t.title !== "string") return null;
    return {
      title: t.title,
      description: typeof t.description === "string" ? t.description : undefined,
      variant: t.variant === "destructive" ? "destructive" : "default",
    };
  } catch {
    return null;
  }
}
