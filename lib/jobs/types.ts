// A scheduled job: the same object runs from the in-process scheduler and from /api/cron/{name}.
export type Job = {
  /** URL-safe name: /api/cron/{name} and the job_runs row. */
  name: string;
  /** How often it should run; the scheduler skips it until this much time has passed. */
  everyMs: number;
  /** Does the work for `now` and returns a small JSON summary. Must be safe to repeat. */
  run(now: Date): Promise<Record<string, unknown>>;
};

// The job intervals read as MINUTE / HOUR; the durations themselves are lib/time's.
export { MINUTE_MS as MINUTE, HOUR_MS as HOUR } from "@/lib/time";
