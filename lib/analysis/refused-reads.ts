// Refused work counts against its sender. An analysis refused after its screenshots were decoded
// and read (NOT_A_CHART, an image that could not be opened or read in time, no instrument, an
// unknown one) spends no token, so tokens alone would let one account keep the image pool busy for
// nothing. Each user has an allowance of such refusals (registry: analysisRefusedUser); past it
// the next analysis is refused with 429 before its upload is read.
import "server-only";
import { isAppError } from "@/lib/errors";
import { giveBack, limitError, take } from "@/lib/rate-limit/registry";
import { REASONS } from "./intake/reasons";

const COUNTED = new Set<unknown>([
  REASONS.chartValidation,
  REASONS.notAChart,
  REASONS.cannotIdentify,
  REASONS.tickerNotFound,
]);

/** A refusal of the upload itself (the sender's doing), not a busy server or a failed provider. */
export const isRefusedRead = (error: unknown): boolean => isAppError(error) && COUNTED.has(error.extra?.reason);

/**
 * Runs one analysis, counting it first (parallel uploads each see their own count) and giving the
 * point back unless it ended in a refused read.
 */
export async function countRefusedReads<T>(userId: string, run: () => Promise<T>): Promise<T> {
  const count = await take("analysisRefusedUser", userId);
  if (!count.allowed) throw limitError("analysisRefusedUser", count.msBeforeNext);
  let refused = false;
  try {
    return await run();
  } catch (error) {
    refused = isRefusedRead(error);
    throw error;
  } finally {
    // A store that cannot be reached leaves the point counted; it never fails an analysis that was made.
    if (!refused) {
      await giveBack("analysisRefusedUser", userId).catch((e: unknown) =>
        console.warn("[rate-limit] refused-read point not given back", e instanceof Error ? e.message : e),
      );
    }
  }
}
