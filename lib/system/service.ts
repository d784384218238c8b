// What the /api/system/* handlers call: health, the two provider round trips and cleanup.
import "server-only";
import type { User } from "@/lib/auth/tables";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { runJob } from "@/lib/jobs/run-job";
import { aiProvider } from "@/lib/providers/ai";
import { marketData, marketProvider } from "@/lib/providers/market";
import { consume } from "@/lib/rate-limit/registry";
import { cleanupJob } from "./job";
import { systemHealth } from "./health";
import type { ProviderProbes } from "./probes";
import { runAiProbe, runMarketProbe } from "./provider-status";
import { memoryMb } from "./samples";

// The page polls every 30 s and several admins may watch: one computation serves everyone for
// 5 seconds (memory and uptime are read fresh each time). Actions that change a figure drop it.
const HEALTH_TTL_MS = 5_000;
let cached: { at: number; value: Promise<Awaited<ReturnType<typeof systemHealth>>> } | null = null;
const invalidateHealth = () => (cached = null);

export async function currentHealth(probes: ProviderProbes) {
  if (!cached || Date.now() - cached.at > HEALTH_TTL_MS) {
    const value = getDb().then((db) =>
      systemHealth({ db, market: marketProvider, cachedMarket: marketData, ai: aiProvider(), probes, now: new Date() }),
    );
    cached = { at: Date.now(), value };
    value.catch(invalidateHealth);
  }
  const health = await cached.value;
  return {
    ...health,
    metrics: { ...health.metrics, memoryUsage: memoryMb(), systemUptime: Math.round(process.uptime()) },
  };
}

export async function testMarketProvider(user: User, probes: ProviderProbes) {
  await consume("qualityChecks", user.id);
  const p = await runMarketProbe(probes, marketProvider, new Date());
  invalidateHealth();
  return {
    success: p.success,
    apiHealth: p.success ? "operational" : "down",
    responseTime: p.responseTime,
    testPrice: p.testPrice,
    testSymbol: p.testSymbol,
    provider: p.provider,
    errorMessage: p.errorMessage,
  };
}

export async function testAiProvider(user: User, probes: ProviderProbes) {
  await consume("qualityChecks", user.id);
  const p = await runAiProbe(probes, aiProvider(), marketData, new Date());
  invalidateHealth();
  const success = p.errorMessage === null;
  return {
    success,
    apiHealth: !success ? "down" : p.operational ? "operational" : "degraded",
    responseTime: p.responseTime,
    testPrice: p.testPrice,
    testSymbol: p.testSymbol,
    engine: p.engine,
    message: p.message,
    errorMessage: p.errorMessage,
  };
}

/** Runs the cleanup job now under its lease: a run already in progress anywhere answers 409. */
export async function cleanupNow(user: User) {
  await consume("qualityChecks", user.id);
  const run = await runJob(cleanupJob, new Date());
  invalidateHealth();
  if (run.status === "skipped") throw new AppError("conflict", "Cleanup is already running. Try again in a moment.");
  if (run.status === "failed") throw new AppError("unavailable", "Cleanup failed. Please try again.");
  return { success: true, ...run.result, lastCleanup: new Date().toISOString(), ms: run.ms };
}
