import "server-only";
import { marketData } from "@/lib/providers/market";
import { createSampleSource } from "./sample";

/** The landing page's live sample, on the market data every service uses (cached, shared). */
export const loadLandingSample = createSampleSource(marketData);
