// Cleanup (POST /api/system/cleanup and the "cleanup" job every 2 hours): removes what nobody
// will read again and answers how much of each it removed.
import "server-only";
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull, like, lt, notLike, sql } from "drizzle-orm";
import { analysisImages, analysisProgress } from "@/lib/analysis/tables";
import { PROGRESS_TTL_MS } from "@/lib/analysis/progress";
import { billingCustomers } from "@/lib/billing/tables";
import type { Db } from "@/lib/db/client";
import { emailOutbox } from "@/lib/email/tables";
import { KEEP_EMAILS_MS } from "@/lib/email/retention";
import { rateLimits } from "@/lib/rate-limit/tables";
import { providerCalls } from "@/lib/providers/tables";
import { DAY_MS, HOUR_MS } from "@/lib/time";

export const PENDING_PAYMENT_HOURS = 24; // Stripe itself expires an unpaid first invoice after 23 h
export const PROVIDER_CALLS_KEEP_DAYS = 8; // a week of call counts, plus today
export const ORPHAN_MIN_AGE_MS = HOUR_MS; // a file written moments before its row is not an orphan

export interface CleanupResult {
  removed: {
    analysisProgress: number;
    rateLimits: number;
    pendingPayments: number;
    screenshots: number;
    outboxEmails: number;
    providerCallRows: number;
  };
  total: number;
  ranAt: string;
}

/** Files under the screenshot store that no analysis_images row points at (filesystem storage only). */
async function removeOrphanScreenshots(db: Db, root: string | null, now: Date): Promise<number> {
  if (!root) return 0;
  let dirs: string[];
  try {
    dirs = await readdir(root);
  } catch {
    return 0; // nothing stored yet
  }
  let removed = 0;
  for (const dir of dirs) {
    const files = await readdir(path.join(root, dir)).catch(() => [] as string[]);
    if (!files.length) continue;
    const keys = files.map((f) => `${dir}/${f}`);
    const used = await db
      .select({ key: analysisImages.storageKey })
      .from(analysisImages)
      .where(inArray(analysisImages.storageKey, keys));
    const referenced = new Set(used.map((u) => u.key));
    for (const key of keys) {
      if (referenced.has(key)) continue;
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now.getTime() - info.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
      await unlink(file).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

export async function runCleanup(
  db: Db,
  now: Date,
  options: { screenshotRoot: string | null },
): Promise<CleanupResult> {
  const count = (rows: unknown[]) => rows.length;
  const progress = await db
    .delete(analysisProgress)
    .where(lt(analysisProgress.updatedAt, new Date(now.getTime() - PROGRESS_TTL_MS)))
    .returning({ id: analysisProgress.id });
  const limits = await db
    .delete(rateLimits)
    .where(and(isNotNull(rateLimits.expire), lt(rateLimits.expire, now)))
    .returning({ key: rateLimits.key });

  // Abandoned checkouts: a demo subscription never confirmed is dropped; a Stripe one is marked
  // as Stripe itself has marked it by now (incomplete_expired), so the next visit starts afresh.
  const stalePayment = and(
    eq(billingCustomers.status, "incomplete"),
    lt(billingCustomers.updatedAt, new Date(now.getTime() - PENDING_PAYMENT_HOURS * HOUR_MS)),
  );
  const demo = await db
    .delete(billingCustomers)
    .where(and(stalePayment, like(billingCustomers.stripeCustomerId, "demo_cus_%")))
    .returning({ id: billingCustomers.userId });
  const stripe = await db
    .update(billingCustomers)
    .set({ status: "incomplete_expired", updatedAt: now })
    .where(and(stalePayment, notLike(billingCustomers.stripeCustomerId, "demo_cus_%")))
    .returning({ id: billingCustomers.userId });

  const screenshots = await removeOrphanScreenshots(db, options.screenshotRoot, now);
  const outbox = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "logged"]),
        lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, new Date(now.getTime() - KEEP_EMAILS_MS)),
      ),
    )
    .returning({ id: emailOutbox.id });
  const calls = await db
    .delete(providerCalls)
    .where(lt(providerCalls.minute, new Date(now.getTime() - PROVIDER_CALLS_KEEP_DAYS * DAY_MS)))
    .returning({ p: providerCalls.provider });

  const removed = {
    analysisProgress: count(progress),
    rateLimits: count(limits),
    pendingPayments: count(demo) + count(stripe),
    screenshots,
    outboxEmails: count(outbox),
    providerCallRows: count(calls),
  };
  return { removed, total: Object.values(removed).reduce((s, n) => s + n, 0), ranAt: now.toISOString() };
}
