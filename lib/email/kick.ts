import "server-only";
import { after } from "next/server";
import { getDb } from "@/lib/db/client";
import { emailSender } from "@/lib/providers/email";
import { deliverOutbox } from "./deliver";
import { safeError } from "./log";

// Right after a request commits its e-mail, try to deliver it without making the visitor wait
// (and without the answer's timing saying whether a message was queued). Whatever this misses
// (a crash, an outage, a serverless host freezing the process) stays queued for the
// email-outbox job.
const pending = new Set<Promise<unknown>>();

export function deliverInBackground(ids: string[]): void {
  if (ids.length === 0) return;
  const run = (async () => deliverOutbox(await getDb(), emailSender(), new Date(), { ids }))()
    .catch((error: unknown) =>
      console.error("[email] background delivery failed; the outbox job will retry", safeError(error)),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/**
 * Runs `job` once the answer has gone out (Next's `after`, which serverless hosts keep alive
 * for), so the answer's timing cannot depend on what the job finds. On a server the job starts
 * after a random pause of up to `jitterMs`, so its own work does not line up with the next
 * request a prober sends. Outside a request (tests, scripts) it starts at once, in the
 * background. Failures are logged, never thrown.
 */
export function afterAnswer(what: string, job: () => Promise<void>, jitterMs = 0): void {
  const start = (pauseMs = 0) => {
    const run = new Promise((resolve) => setTimeout(resolve, pauseMs))
      .then(job)
      .catch((error: unknown) => console.error(`[email] ${what} failed`, safeError(error)))
      .finally(() => pending.delete(run));
    pending.add(run);
    return run;
  };
  try {
    after(() => start(Math.floor(Math.random() * jitterMs)));
  } catch {
    void start();
  }
}

/** Waits for background deliveries started so far (tests, graceful shutdown). */
export async function settleDeliveries(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
