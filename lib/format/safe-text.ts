import { z } from "zod";

// PostgreSQL refuses the NUL character (0x00) in text: a value carrying one would fail at the
// database as a 500. Every text a client sends is refused at validation instead: route bodies
// and path ids by the route wrapper (lib/http/route.ts), form fields by the schemas using these.

export const NUL_MESSAGE = "Text may not contain NUL characters";

export const hasNul = (s: string) => s.includes("\u0000");

/** A string schema that refuses NUL; chain the field's own rules after it. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((s) => !hasNul(s), NUL_MESSAGE);

/** True when any string or key anywhere in a parsed JSON value holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasNul(value);
  if (!value || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => hasNul(k) || containsNul(v, depth + 1));
}
