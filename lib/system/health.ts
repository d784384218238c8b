// GET /api/system/health: every figure measured (docs/operations.md, "System health thresholds", for the levels).
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketCacheStats } from "@/lib/providers/market/cache";
import type { AiProvider } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import { callStats, hourlyErrorRates } from "./call-stats";
import { hoursSinceStart } from "./chart-hours";
import { CLEANUP_JOB } from "./cleanup-job-name";
import type { ProviderProbes } from "./probes";
import { aiEntry, marketEntry, type ProviderEntry } from "./provider-status";
import { heapMb, memoryMb, recordSample, type HealthSample } from "./samples";
import { jobRuns } from "./tables";
import { assess, DAILY_CALL_LIMIT, type AlertLevel } from "./thresholds";

export interface HealthDeps {
  db: Db;
  market: MarketData; // the configured provider, uncached (lib/providers/market marketProvider)
  cachedMarket: MarketData; // the same behind the cache, as analyses use it
  ai: AiProvider;
  probes: ProviderProbes; // the providers' round trips (lib/quality/probes.ts)
  now: Date;
  startedAt?: Date; // when this server process started (default: from process.uptime())
}

export interface SystemHealth {
  healthy: boolean;
  timestamp: string;
  recommendations: string[];
  metrics: {
    memoryUsage: number; // MB, this process's resident set
    apiCallsToday: number;
    apiCallLimit: number;
    callsTodayByProvider: Record<string, number>;
    alertLevel: AlertLevel;
    cleanupRecommendation: string | null;
    togetherAI: ProviderEntry;
    yahooFinance: ProviderEntry;
    cacheHitRate: number | null; // percent of market-cache lookups answered without the provider
    cacheLookups: number;
    errorRate: number; // percent of provider calls that failed in the last hour
    callsLastHour: number; // every provider call, in-process ones included (the error rate's base)
    outboundLastHour: number; // of those, the calls that left the process, as apiCallsToday counts them
    systemUptime: number; // seconds this process has run
    lastCleanup: string | null;
  };
  history: { memory: HealthSample[]; errorRate: { hour: string; errorRate: number; calls: number }[] };
}

export async function systemHealth(deps: HealthDeps): Promise<SystemHealth> {
  const { db, now } = deps;
  const [calls, yahooFinance, togetherAI, cleanupRow, hourly] = await Promise.all([
    callStats(db, now),
    marketEntry(db, deps.probes, deps.market, now),
    aiEntry(db, deps.probes, deps.ai, deps.cachedMarket, now),
    db.select({ at: jobRuns.lastFinishedAt }).from(jobRuns).where(eq(jobRuns.name, CLEANUP_JOB)),
    hourlyErrorRates(db, now),
  ]);
  const memory = memoryMb();
  const startedAt = deps.startedAt ?? new Date(now.getTime() - process.uptime() * 1000);
  const cache = marketCacheStats();
  const lastCleanup = cleanupRow[0]?.at ?? null;
  const { alertLevel, recommendations, cleanupRecommendation } = assess({
    memoryMb: memory,
    heapMb: heapMb(),
    apiCallsToday: calls.apiCallsToday,
    errorRate: calls.errorRate,
    callsLastHour: calls.callsLastHour,
    cacheHitRate: cache.hitRate,
    cacheLookups: cache.hits + cache.misses,
    market: {
      label: yahooFinance.inProcess ? "demo market" : "Yahoo Finance",
      inProcess: yahooFinance.inProcess,
    },
    lastCleanup,
    now,
    providers: [
      { label: `Market data (${yahooFinance.provider})`, apiHealth: yahooFinance.apiHealth },
      { label: `AI (${togetherAI.provider})`, apiHealth: togetherAI.apiHealth },
    ],
  });
  const samples = await recordSample({ at: now.toISOString(), memoryMb: memory, errorRate: calls.errorRate }).catch(
    () => [],
  );
  return {
    healthy: alertLevel !== "critical",
    timestamp: now.toISOString(),
    recommendations,
    metrics: {
      memoryUsage: memory,
      apiCallsToday: calls.apiCallsToday,
      apiCallLimit: DAILY_CALL_LIMIT,
      callsTodayByProvider: calls.callsTodayByProvider,
      alertLevel,
      cleanupRecommendation,
      togetherAI,
      yahooFinance,
      cacheHitRate: cache.hitRate,
      cacheLookups: cache.hits + cache.misses,
      errorRate: calls.errorRate,
      callsLastHour: calls.callsLastHour,
      outboundLastHour: calls.outboundLastHour,
      systemUptime: Math.round(process.uptime()),
      lastCleanup: lastCleanup?.toISOString() ?? null,
    },
    history: { memory: samples, errorRate: hoursSinceStart(hourly, startedAt) },
  };
}
