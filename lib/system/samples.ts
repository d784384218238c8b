import "server-only";
import { dbStateStore, type StateStore } from "@/lib/providers/market/state";
import { HOUR_MS, MINUTE_MS } from "@/lib/time";

// Memory samples for the health page's chart: one every 10 minutes at most (taken when health is
// read or by the cleanup job), the last 24 hours kept in provider_state.
const KEY = "ops.health.samples";
const EVERY_MS = 10 * MINUTE_MS;
const KEEP_MS = 24 * HOUR_MS;

export interface HealthSample {
  at: string;
  memoryMb: number;
  errorRate: number;
}

export async function recordSample(sample: HealthSample, store: StateStore = dbStateStore): Promise<HealthSample[]> {
  const samples = (await store.load<HealthSample[]>(KEY)) ?? [];
  const at = new Date(sample.at).getTime();
  const last = samples.at(-1);
  if (last && at - new Date(last.at).getTime() < EVERY_MS) return samples;
  const kept = [...samples.filter((s) => at - new Date(s.at).getTime() < KEEP_MS), sample];
  await store.save(KEY, kept);
  return kept;
}

export const memoryMb = () => Math.round(process.memoryUsage().rss / 1_048_576);
export const heapMb = () => Math.round(process.memoryUsage().heapUsed / 1_048_576);
