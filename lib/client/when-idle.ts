"use client";

/** Runs `task` once the browser is idle (or after `fallbackMs` where there is no idle callback);
 *  returns a cancel function. requestIdleCallback must be called on window, never detached. */
export function whenIdle(task: () => void, fallbackMs = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/**
 * Runs `task` once, at the visitor's first interaction with the page (a press, a key, a focus).
 * For code a page will probably need soon but not to show itself: fetched on idle it would run
 * while the page is still loading on a slow phone (Total Blocking Time); at the first touch it is
 * still there before a form can be submitted. Returns a cancel function.
 */
export function whenInteracted(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const cancel = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true));
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}
