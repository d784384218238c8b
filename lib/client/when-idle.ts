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
