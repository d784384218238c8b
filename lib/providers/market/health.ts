import type { StateStore } from "./state";

// Each live call's outcome, kept in provider_state for the system-health page (spec part 2:
// yahooFinance {apiHealth, lastCheck, responseTime, testSymbol, testPrice, errorMessage}).

export const HEALTH_KEY = "market.yahoo.health";

export interface ProviderHealth {
  lastCheck: string | null; // last call, success or not
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  responseTime: number | null; // ms, last call
  errorMessage: string | null; // last failure
  lastCall: string | null; // which method
  testSymbol: string | null; // a symbol the last successful quote returned...
  testPrice: number | null; // ...and its price
  recent: boolean[]; // outcomes of the last 20 calls, newest last
}

export type ApiHealth = "operational" | "degraded" | "down";

const empty = (): ProviderHealth => ({
  lastCheck: null,
  lastSuccessAt: null,
  lastErrorAt: null,
  responseTime: null,
  errorMessage: null,
  lastCall: null,
  testSymbol: null,
  testPrice: null,
  recent: [],
});

export interface CallOutcome {
  call: string;
  ok: boolean;
  latencyMs: number;
  error?: string;
  sample?: { symbol: string; price: number };
  at: Date;
}

/** Pure: the health record after one more call. */
export function nextHealth(prev: ProviderHealth | null, o: CallOutcome): ProviderHealth {
  const h = { ...empty(), ...prev };
  const at = o.at.toISOString();
  return {
    ...h,
    lastCheck: at,
    lastCall: o.call,
    responseTime: Math.round(o.latencyMs),
    lastSuccessAt: o.ok ? at : h.lastSuccessAt,
    lastErrorAt: o.ok ? h.lastErrorAt : at,
    errorMessage: o.ok ? h.errorMessage : (o.error ?? "Unknown error").slice(0, 300),
    testSymbol: o.sample?.symbol ?? h.testSymbol,
    testPrice: o.sample?.price ?? h.testPrice,
    recent: [...h.recent, o.ok].slice(-20),
  };
}

/** operational: the last call worked and at most 2 of the last 20 failed; down: the last 3 failed. */
export function apiHealth(h: ProviderHealth | null): ApiHealth {
  if (!h || !h.recent.length) return "down";
  const last3 = h.recent.slice(-3);
  if (last3.length === 3 && last3.every((ok) => !ok)) return "down";
  const failures = h.recent.filter((ok) => !ok).length;
  return h.recent.at(-1) && failures <= 2 ? "operational" : "degraded";
}

/** Records outcomes one at a time (serialised), never failing the call it describes. */
export function healthRecorder(store: StateStore) {
  let chain: Promise<void> = Promise.resolve();
  return {
    record(o: CallOutcome): Promise<void> {
      chain = chain
        .then(async () => store.save(HEALTH_KEY, nextHealth(await store.load<ProviderHealth>(HEALTH_KEY), o)))
        .catch((e) => console.warn("[market-health] could not record:", e instanceof Error ? e.message : e));
      return chain;
    },
  };
}

export async function readHealth(store: StateStore): Promise<ProviderHealth & { apiHealth: ApiHealth }> {
  const h = await store.load<ProviderHealth>(HEALTH_KEY);
  return { ...empty(), ...h, apiHealth: apiHealth(h) };
}
