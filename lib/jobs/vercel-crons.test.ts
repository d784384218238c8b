import { readFileSync } from "node:fs";
import path from "node:path";
import { jobs } from "./registry";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@/lib/time";

type Cron = { path: string; schedule: string };
const crons: Cron[] = JSON.parse(readFileSync(path.join(process.cwd(), "vercel.json"), "utf8")).crons;

/** The interval of the cron forms vercel.json uses: every N minutes, hourly, every N hours, daily. */
function intervalMs(schedule: string): number {
  const [minute, hour, ...rest] = schedule.split(" ");
  if (rest.some((f) => f !== "*")) throw new Error(`unsupported schedule ${schedule}`);
  if (minute === "*" && hour === "*") return MINUTE_MS;
  if (minute.startsWith("*/") && hour === "*") return Number(minute.slice(2)) * MINUTE_MS;
  if (/^\d+$/.test(minute) && hour === "*") return HOUR_MS;
  if (/^\d+$/.test(minute) && hour.startsWith("*/")) return Number(hour.slice(2)) * HOUR_MS;
  if (/^\d+$/.test(minute) && /^\d+$/.test(hour)) return DAY_MS;
  throw new Error(`unsupported schedule ${schedule}`);
}

// Offered hourly in-process but due once a day (lib/quality/job.ts): the host calls it daily.
const DAILY_ON_THE_HOST = new Set(["quality-run-all"]);

describe("vercel.json crons", () => {
  it("calls every registered job, and nothing else", () => {
    expect(crons.map((c) => c.path).sort()).toEqual(jobs.map((j) => `/api/cron/${j.name}`).sort());
  });

  it("calls each job as often as the in-process scheduler runs it", () => {
    for (const job of jobs) {
      const cron = crons.find((c) => c.path === `/api/cron/${job.name}`)!;
      const expected = DAILY_ON_THE_HOST.has(job.name) ? DAY_MS : job.everyMs;
      expect({ job: job.name, everyMs: intervalMs(cron.schedule) }).toEqual({ job: job.name, everyMs: expected });
    }
  });

  it("reads the cron forms it relies on", () => {
    expect(intervalMs("* * * * *")).toBe(MINUTE_MS);
    expect(intervalMs("*/15 * * * *")).toBe(15 * MINUTE_MS);
    expect(intervalMs("5 * * * *")).toBe(HOUR_MS);
    expect(intervalMs("40 */2 * * *")).toBe(2 * HOUR_MS);
    expect(intervalMs("50 5 * * *")).toBe(DAY_MS);
  });
});
