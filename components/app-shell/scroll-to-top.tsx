"use client";
import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

/** Spec part 1 section 2: the view scrolls smoothly to the top on every route change. */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}
