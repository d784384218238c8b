import { engineLabel } from "@/components/analysis/results/results-model";
import { disclaimerFor } from "@/components/analysis/results/sections-top";
import type { SourceWords } from "@/lib/share/public-view";

/** The results screen's own words for the engine and the disclaimer, for shares and exports. */
export const sourceWords: SourceWords = { engineLabel, disclaimer: disclaimerFor };
