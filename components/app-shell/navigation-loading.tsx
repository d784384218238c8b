"use client";
import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { LoadingScreen } from "./loading-screen";

export const SHOW_AFTER_MS = 150;
// A link whose navigation never happens (cancelled by its page) must not leave the screen covered.
const GIVE_UP_MS = 5_000;

/** An in-app link the router will load: same origin, another screen, not a file or an API. */
export function isScreenLink(anchor: HTMLAnchorElement, here: Location): boolean {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || url.pathname === here.pathname) return false;
  return !url.pathname.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(url.pathname);
}

/**
 * Spec part 1 section 2: a loading screen while the next screen and its session load. Pages are
 * rendered on the server with the session already read, so this covers navigations: after a
 * link click, if the new screen has not arrived within 150 ms the loading screen covers the old
 * one until it does. (A root loading.tsx would do the same but turns redirects and 404s into
 * streamed 200s.)
 */
export function NavigationLoading() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => setPending(false), [pathname]);

  useEffect(() => {
    function onClick(e: MouseEvent) {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const anchor = (e.target as Element | null)?.closest?.("a");
      if (anchor && isScreenLink(anchor, window.location)) setPending(true);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (!pending) return setVisible(false);
    const show = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const giveUp = setTimeout(() => setPending(false), GIVE_UP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [pending]);

  if (!visible) return null;
  return (
    // Visual only: it never takes a click meant for the page underneath.
    <div className="pointer-events-none fixed inset-0 z-[90] bg-background">
      <LoadingScreen />
    </div>
  );
}
