import { z } from "zod";
import { BOTH_DATES, START_AFTER_END } from "./range-messages";

// The admin API's inputs, shared by the admin screens and the route handlers. Query strings are
// validated as strictly as bodies: a bad value is a 400 with a message, never a 500.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD (UTC), as the date pickers send it. */
export const dayString = z
  .string()
  .regex(DAY, "Dates must look like YYYY-MM-DD")
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    "Invalid date",
  );

const rangeShape = { startDate: dayString.optional(), endDate: dayString.optional() };
const startNotAfterEnd = (r: { startDate?: string; endDate?: string }) =>
  !r.startDate || !r.endDate || r.startDate <= r.endDate;

/** GET /api/admin/stats and /api/admin/charts: an optional range, both days or neither. */
export const optionalRangeSchema = z
  .object(rangeShape)
  .refine((r) => Boolean(r.startDate) === Boolean(r.endDate), { message: BOTH_DATES })
  .refine(startNotAfterEnd, { message: START_AFTER_END });

/** GET /api/admin/registrations: both days required. */
export const requiredRangeSchema = z
  .object({ startDate: dayString.optional(), endDate: dayString.optional() })
  .refine((r) => Boolean(r.startDate && r.endDate), { message: BOTH_DATES })
  .refine(startNotAfterEnd, { message: START_AFTER_END })
  .transform((r) => ({ startDate: r.startDate!, endDate: r.endDate! }));

export type DayRange = { startDate: string; endDate: string };

// The plans as lib/auth/tables.ts names them; kept here so the browser bundle never pulls in Drizzle.
const plans = ["free", "trial", "pro"] as const;

export const userSorts = ["created", "-created", "lastSeen", "-lastSeen"] as const;
export const MAX_PAGE_SIZE = 100;

/**
 * GET /api/admin/users. Every parameter is optional; none at all gives the newest 25 users.
 * - page: 1-based page number (default 1)
 * - pageSize: rows per page, 1-100 (default 25)
 * - search: part of the e-mail, username, first, last or full name (case-insensitive, max 100 chars)
 * - plan: free | trial | pro
 * - sort: created | -created (newest first, default) | lastSeen | -lastSeen (most recently seen first)
 * Answers { users, total, page, pageSize, pageCount }.
 */
export const usersQuerySchema = z.object({
  page: z.coerce
    .number({ message: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1_000_000)
    .default(1),
  pageSize: z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(25),
  search: z
    .string()
    .trim()
    .max(100, "search must be at most 100 characters")
    .optional()
    .transform((s) => s || undefined),
  plan: z.enum(plans, { message: "plan must be free, trial or pro" }).optional(),
  sort: z.enum(userSorts, { message: "sort must be created, -created, lastSeen or -lastSeen" }).default("-created"),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const manageActions = ["delete", "upgrade-permanent"] as const;
export type ManageAction = (typeof manageActions)[number];

// Ids are 22 url-safe characters (lib/db/columns.ts); allow a little room for older formats.
export const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid user id");

export const manageUserParamsSchema = z.object({
  id: userIdSchema,
  action: z.enum(manageActions, { message: "Unknown action: use delete or upgrade-permanent" }),
});

/** GET /api/admin/activity: how many items (default 50, the screen shows 10). */
export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a whole number from 1 to 100" })
    .int("limit must be a whole number from 1 to 100")
    .min(1, "limit must be a whole number from 1 to 100")
    .max(100, "limit must be a whole number from 1 to 100")
    .default(50),
});

/** Reads a URL's query string into a plain object for a zod schema (last value wins). */
export function queryOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams.entries());
}

export * from "./range-messages";
