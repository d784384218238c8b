import "server-only";
import type { Db } from "@/lib/db/client";
import type { AiProvider } from "@/lib/providers/ai/types";
import { dbStateStore, type StateStore } from "@/lib/providers/market/state";
import type { MarketData } from "@/lib/providers/market/types";
import type { AiProbe, MarketProbe, ProviderProbes } from "./probes";
import { providerRecent } from "./call-stats";
import type { ApiHealth } from "./thresholds";
import { HOUR_MS, MINUTE_MS } from "@/lib/time";

// The two provider entries of /api/system/health. Each comes from the last explicit round trip
// (the Test buttons, or an automatic one when the last is too old) plus the provider's call
// outcomes of the last 15 minutes. In-process providers (demo market, built-in engine) say what
// they are and are operational whenever their round trip works: being offline is their design.

export interface ProviderEntry {
  apiHealth: ApiHealth;
  lastCheck: string | null;
  responseTime: number | null;
  testSymbol: string | null;
  testPrice: number | null;
  errorMessage: string | null;
  provider: string; // "demo" | "yahoo" | "builtin" | "together:<model>"
  description: string;
  inProcess: boolean;
}

type Stored<T> = T & { at: string };
const MARKET_KEY = "ops.probe.market";
const AI_KEY = "ops.probe.ai";
const MARKET_MAX_AGE_MS = 5 * MINUTE_MS; // a quote every 5 minutes at most, whoever is watching
const AI_MAX_AGE_MS = 6 * HOUR_MS; // a paid model call at most every 6 hours unless asked

// One probe per kind at a time in this process: concurrent health calls share it.
const inFlight = new Map<string, Promise<unknown>>();
function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let p = inFlight.get(key) as Promise<T> | undefined;
  if (!p) {
    p = run().finally(() => inFlight.delete(key));
    inFlight.set(key, p);
  }
  return p;
}

export async function runMarketProbe(
  probes: ProviderProbes,
  market: MarketData,
  now: Date,
  store: StateStore = dbStateStore,
): Promise<Stored<MarketProbe>> {
  return once(MARKET_KEY, async () => {
    const probe = { ...(await probes.market(market, now)), at: now.toISOString() };
    await store.save(MARKET_KEY, probe);
    return probe;
  });
}

export async function runAiProbe(
  probes: ProviderProbes,
  ai: AiProvider,
  market: MarketData,
  now: Date,
  store: StateStore = dbStateStore,
): Promise<Stored<AiProbe>> {
  return once(AI_KEY, async () => {
    const probe = { ...(await probes.ai(ai, market, now)), at: now.toISOString() };
    await store.save(AI_KEY, probe);
    return probe;
  });
}

const fresh = (p: { at: string } | null, now: Date, maxAge: number) =>
  !!p && now.getTime() - new Date(p.at).getTime() < maxAge && new Date(p.at) <= now;

/** External providers: a failed probe or all recent calls failing is down; some failures degrade it. */
function externalHealth(probeOk: boolean, recent: { calls: number; failures: number }): ApiHealth {
  if (!probeOk) return "down";
  if (recent.calls >= 3 && recent.failures === recent.calls) return "down";
  if (recent.calls > 0 && recent.failures / recent.calls > 0.1) return "degraded";
  return "operational";
}

export async function marketEntry(
  db: Db,
  probes: ProviderProbes,
  market: MarketData,
  now: Date,
): Promise<ProviderEntry> {
  let probe = await dbStateStore.load<Stored<MarketProbe>>(MARKET_KEY);
  if (!fresh(probe, now, MARKET_MAX_AGE_MS) || probe?.provider !== market.source)
    probe = await runMarketProbe(probes, market, now);
  const p = probe!;
  const inProcess = market.source === "demo";
  const recent = await providerRecent(db, `market:${market.source}`, now);
  return {
    apiHealth: inProcess ? (p.success ? "operational" : "down") : externalHealth(p.success, recent),
    lastCheck: p.at,
    responseTime: p.responseTime,
    testSymbol: p.testSymbol,
    testPrice: p.testPrice,
    errorMessage: p.errorMessage,
    provider: market.source,
    inProcess,
    description: inProcess
      ? "Demo market: synthetic prices generated in this process (no network, no key). Set MARKET_DATA_PROVIDER=yahoo for live data."
      : `Yahoo Finance: ${recent.calls} calls in the last 15 minutes, ${recent.failures} failed.`,
  };
}

export async function aiEntry(
  db: Db,
  probes: ProviderProbes,
  ai: AiProvider,
  market: MarketData,
  now: Date,
): Promise<ProviderEntry> {
  let probe = await dbStateStore.load<Stored<AiProbe>>(AI_KEY);
  const inProcess = ai.name === "builtin";
  const sameEngine = probe && (inProcess ? probe.engine === "builtin" : probe.engine !== "builtin");
  if (!fresh(probe, now, inProcess ? MARKET_MAX_AGE_MS : AI_MAX_AGE_MS) || !sameEngine)
    probe = await runAiProbe(probes, ai, market, now);
  const p = probe!;
  const recent = await providerRecent(db, `ai:${ai.name}`, now);
  return {
    apiHealth: inProcess ? (p.operational ? "operational" : "down") : externalHealth(p.errorMessage === null, recent),
    lastCheck: p.at,
    responseTime: p.responseTime,
    testSymbol: p.testSymbol,
    testPrice: p.testPrice,
    errorMessage: p.errorMessage ?? p.reason,
    provider: p.engine,
    inProcess,
    description: inProcess
      ? "Built-in engine: explanations written in this process from the computed facts (no AI key configured)."
      : `${p.engineLabel}: ${recent.calls} calls in the last 15 minutes, ${recent.failures} failed.`,
  };
}
