import { AppError } from "@/lib/errors";

// Analyses one user may have running at once in this process. The per-minute limit
// (registry.ts, analysisUser) caps how many a user starts; this caps how much of the image pool one
// account can hold at a time, so eight large uploads from one user cannot queue ahead of others.
export const MAX_IN_FLIGHT_PER_USER = 2;
const inFlight = new Map<string, number>();

export async function withAnalysisSlot<T>(
  userId: string,
  job: () => Promise<T>,
  max = MAX_IN_FLIGHT_PER_USER,
): Promise<T> {
  const now = inFlight.get(userId) ?? 0;
  if (now >= max) {
    throw new AppError("rate_limited", `You already have ${max} analyses running. Please wait for one to finish.`, {
      retryAfterSeconds: 10,
    });
  }
  inFlight.set(userId, now + 1);
  try {
    return await job();
  } finally {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  }
}
