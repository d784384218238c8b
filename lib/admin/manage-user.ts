import "server-only";
import { eq, inArray, isNotNull, and } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { activityLog, users, type User } from "@/lib/auth/tables";
import { analyses, analysisImages, analysisProgress } from "@/lib/analysis/tables";
import { savedAnalyses } from "@/lib/saved/tables";
import { simulations } from "@/lib/simulator/tables";
import { patternObservations } from "@/lib/learning/tables";
import { emailOutbox } from "@/lib/email/tables";
import { tombstoneUser } from "@/lib/track-record/ledger/record";
import { logActivity } from "@/lib/auth/activity-log";
import { revokeAllSessions } from "@/lib/auth/session-revocation";
import { cancellingProvider } from "@/lib/billing";
import { PRO_MONTHLY_TOKENS } from "@/lib/plans/access";
import { screenshotStorage } from "@/lib/storage";
import { AppError } from "@/lib/errors";
import type { ManageAction } from "./schemas";
import { findUser } from "./users";

// The admin's two user actions. Both refuse admins (including the caller) and both stop a running
// subscription first: "permanent PRO" means no more charges, and a deleted account must not keep
// paying. The processor is asked before the database changes, so a failed cancellation leaves
// everything as it was and the admin can simply try again.

async function targetOf(db: Db, admin: User, id: string): Promise<User> {
  const user = await findUser(db, id);
  if (user.id === admin.id) throw new AppError("conflict", "You cannot change your own account here");
  if (user.role === "admin") throw new AppError("conflict", "Admin accounts cannot be changed here");
  return user;
}

export async function manageUser(db: Db, admin: User, id: string, action: ManageAction, now: Date) {
  const target = await targetOf(db, admin, id);
  await cancellingProvider().cancelSubscription(db, target.id, now);
  if (action === "upgrade-permanent") return upgradePermanent(db, admin, target, now);
  return deleteUser(db, admin, target);
}

async function upgradePermanent(db: Db, admin: User, target: User, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        plan: "pro",
        permanentPro: true,
        tokensRemaining: PRO_MONTHLY_TOKENS,
        totalTokens: PRO_MONTHLY_TOKENS,
        usedTokens: 0,
        tokensRefilledAt: now,
      })
      .where(eq(users.id, target.id));
    await logActivity(
      tx,
      admin.id,
      "admin_action",
      `Upgraded ${target.email} to permanent PRO (${PRO_MONTHLY_TOKENS} monthly tokens, no charges)`,
    );
  });
  return { success: true, message: `${target.email} is now PRO for good` };
}

async function deleteUser(db: Db, admin: User, target: User) {
  await eraseUser(db, target.id, (tx) =>
    logActivity(tx, admin.id, "admin_action", `Deleted user ${target.email} and all their data`),
  );
  return { success: true, message: `${target.email} was deleted` };
}

/**
 * Removes a user and all their data (sessions ended first; shared screenshot files kept while
 * another row points at them). Callers stop a subscription first. "Delete my account" is handed
 * it too (lib/account's EraseUser, by its route), so both paths remove exactly the same data.
 */
export async function eraseUser(db: Db, userId: string, log?: (tx: Tx) => Promise<unknown>) {
  const target = { id: userId };
  // Screenshot files are addressed by content hash and shared between identical uploads: remember
  // this user's, and remove only the ones no remaining row points at once the rows are gone.
  const keys = await db
    .selectDistinct({ key: analysisImages.storageKey })
    .from(analysisImages)
    .innerJoin(analyses, eq(analyses.id, analysisImages.analysisId))
    .where(and(eq(analyses.userId, target.id), isNotNull(analysisImages.storageKey)));

  await db.transaction(async (tx) => {
    await revokeAllSessions(tx, target.id);
    await deleteEverything(tx, target.id);
    await log?.(tx);
  });

  await removeOrphanFiles(
    db,
    keys.map((k) => k.key!),
  );
}

// Explicit deletes rather than trusting every cascade: pattern observations only lose their user
// (ON DELETE SET NULL) otherwise, and a table added later must not keep a deleted user's rows.
async function deleteEverything(tx: Tx, userId: string) {
  const own = tx.select({ id: analyses.id }).from(analyses).where(eq(analyses.userId, userId));
  await tx.delete(patternObservations).where(eq(patternObservations.userId, userId));
  await tx.delete(savedAnalyses).where(eq(savedAnalyses.userId, userId));
  await tombstoneUser(tx, userId); // the track record keeps their calls' hashes, nothing else
  await tx.delete(analysisImages).where(inArray(analysisImages.analysisId, own));
  await tx.delete(analyses).where(eq(analyses.userId, userId)); // outcomes cascade with their analysis
  await tx.delete(analysisProgress).where(eq(analysisProgress.userId, userId));
  await tx.delete(simulations).where(eq(simulations.userId, userId));
  await tx.delete(activityLog).where(eq(activityLog.userId, userId));
  // Their e-mails too: a queued welcome must not go out to a deleted account, and the outbox would
  // otherwise keep the address (ON DELETE SET NULL only forgets whose it was).
  await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
  await tx.delete(users).where(eq(users.id, userId)); // accounts, sessions, billing rows cascade
}

async function removeOrphanFiles(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  const stillUsed = await db
    .selectDistinct({ key: analysisImages.storageKey })
    .from(analysisImages)
    .where(inArray(analysisImages.storageKey, keys));
  const used = new Set(stillUsed.map((k) => k.key));
  const storage = screenshotStorage();
  for (const key of keys) {
    if (used.has(key)) continue;
    await storage
      .remove(key)
      .catch((error) =>
        console.warn(`[admin] could not remove screenshot ${key}:`, error instanceof Error ? error.message : error),
      );
  }
}
