import type { PatternMemory } from "@/lib/analysis/pattern-memory";
import { recordPatterns } from "./record-patterns";
import { withVerifiedRecords } from "./stats";

/** What the analysis service is handed: where the patterns it saw are kept, and their verified records. */
export const patternMemory: PatternMemory = { withRecords: withVerifiedRecords, record: recordPatterns };
