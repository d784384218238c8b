import "server-only";
import type { ProviderProbes } from "@/lib/system/probes";
import { probeAi } from "./ai-round-trip";
import { probeMarket } from "./market-authenticity";

/** The quality monitor's round trips, as system health is handed them. */
export const providerProbes: ProviderProbes = { market: probeMarket, ai: probeAi };
