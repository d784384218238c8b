"use client";
import { useEffect, useState } from "react";
import { SPLASH_COOKIE, SPLASH_HIDE_SCRIPT, SPLASH_SEEN_KEY } from "@/lib/http/inline-scripts";

export const SPLASH_MS = 3000;
export { SPLASH_SEEN_KEY };

// "Once per browser session" is kept in a session cookie (no expiry): unlike sessionStorage it is
// shared by every tab, so an Unlock button opening /upgrade in a new tab does not replay the
// splash. The sessionStorage flag is still honoured (older tabs, tests).
const COOKIE = SPLASH_COOKIE;

// Runs while the HTML is parsed, before the first paint (allowed by hash in the CSP: the text
// lives in lib/http/inline-scripts.ts).
const hideIfSeen = SPLASH_HIDE_SCRIPT;

function seenAndRemember(): boolean {
  let seen = false;
  try {
    seen = document.cookie.includes(COOKIE) || sessionStorage.getItem(SPLASH_SEEN_KEY) === "1";
    document.cookie = `${COOKIE}; path=/; SameSite=Lax`;
    sessionStorage.setItem(SPLASH_SEEN_KEY, "1");
  } catch {
    // Storage blocked: show it this once.
  }
  return seen;
}

/** Spec part 1 section 2: full screen for 3 s at start, once per browser session (all tabs). */
export function SplashScreen() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (seenAndRemember()) return setVisible(false);
    const timer = setTimeout(() => setVisible(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <>
      <div
        id="splash"
        role="status"
        aria-live="polite"
        suppressHydrationWarning
        className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-background p-6 text-center"
      >
        <p className="text-4xl font-bold tracking-tight">Candlewise</p>
        <p className="text-lg text-muted-foreground">Your AI-powered trading assistant</p>
        <div className="mt-4 h-1 w-40 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full w-1/2 animate-pulse rounded-full bg-primary" />
        </div>
        <p className="text-sm text-muted-foreground">Loading your trading assistant...</p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: hideIfSeen }} />
    </>
  );
}
