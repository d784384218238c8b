import "server-only";
import { and, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { flushProviderCalls } from "@/lib/providers/metering/call-meter";
import { IN_PROCESS_PROVIDERS } from "@/lib/providers/metering/metered";
import { providerCalls } from "@/lib/providers/tables";
import { HOUR_MS, MINUTE_MS } from "@/lib/time";

// Figures from provider_calls (lib/providers/metering): calls today, the failure rate over the
// last hour, and per-hour error rates for the health page's chart.

export interface CallStats {
  apiCallsToday: number; // outbound: providers that leave this process
  callsTodayByProvider: Record<string, number>;
  callsLastHour: number;
  outboundLastHour: number; // of callsLastHour, the ones that left the process (counted like apiCallsToday)
  failuresLastHour: number;
  errorRate: number; // percent of calls in the last hour that failed, one decimal
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function callStats(db: Db, now: Date): Promise<CallStats> {
  await flushProviderCalls();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayStart = startOfUtcDay(now);
  const since = hourAgo < dayStart ? hourAgo : dayStart;
  const rows = await db
    .select({
      minute: providerCalls.minute,
      provider: providerCalls.provider,
      calls: providerCalls.calls,
      failures: providerCalls.failures,
    })
    .from(providerCalls)
    .where(and(gte(providerCalls.minute, since), lt(providerCalls.minute, new Date(now.getTime() + MINUTE_MS))));
  const byProvider: Record<string, number> = {};
  let apiCallsToday = 0;
  let callsLastHour = 0;
  let outboundLastHour = 0;
  let failuresLastHour = 0;
  for (const r of rows) {
    if (r.minute >= dayStart) {
      byProvider[r.provider] = (byProvider[r.provider] ?? 0) + r.calls;
      if (!IN_PROCESS_PROVIDERS.includes(r.provider)) apiCallsToday += r.calls;
    }
    if (r.minute >= hourAgo) {
      callsLastHour += r.calls;
      failuresLastHour += r.failures;
      if (!IN_PROCESS_PROVIDERS.includes(r.provider)) outboundLastHour += r.calls;
    }
  }
  const errorRate = callsLastHour ? Math.round((failuresLastHour / callsLastHour) * 1000) / 10 : 0;
  return {
    apiCallsToday,
    callsTodayByProvider: byProvider,
    callsLastHour,
    outboundLastHour,
    failuresLastHour,
    errorRate,
  };
}

/** Recent failures of one provider (for its apiHealth between explicit tests). */
export async function providerRecent(
  db: Db,
  provider: string,
  now: Date,
  minutes = 15,
): Promise<{ calls: number; failures: number }> {
  const [row] = await db
    .select({
      calls: sql<number>`coalesce(sum(${providerCalls.calls}), 0)::int`,
      failures: sql<number>`coalesce(sum(${providerCalls.failures}), 0)::int`,
    })
    .from(providerCalls)
    .where(
      and(
        gte(providerCalls.minute, new Date(now.getTime() - minutes * MINUTE_MS)),
        sql`${providerCalls.provider} = ${provider}`,
      ),
    );
  return { calls: Number(row?.calls ?? 0), failures: Number(row?.failures ?? 0) };
}

/** Error rate per hour over the last `hours` hours, oldest first (hours without calls are 0). */
export async function hourlyErrorRates(
  db: Db,
  now: Date,
  hours = 12,
): Promise<{ hour: string; errorRate: number; calls: number }[]> {
  const end = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  const start = end - hours * HOUR_MS;
  const rows = await db
    .select({ minute: providerCalls.minute, calls: providerCalls.calls, failures: providerCalls.failures })
    .from(providerCalls)
    .where(and(gte(providerCalls.minute, new Date(start)), lt(providerCalls.minute, new Date(end))));
  const buckets = Array.from({ length: hours }, (_, i) => ({
    hour: new Date(start + i * HOUR_MS).toISOString(),
    calls: 0,
    failures: 0,
  }));
  for (const r of rows) {
    const b = buckets[Math.floor((r.minute.getTime() - start) / HOUR_MS)];
    if (b) {
      b.calls += r.calls;
      b.failures += r.failures;
    }
  }
  return buckets.map((b) => ({
    hour: b.hour,
    calls: b.calls,
    errorRate: b.calls ? Math.round((b.failures / b.calls) * 1000) / 10 : 0,
  }));
}
