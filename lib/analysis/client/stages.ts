// What each engine stage (lib/analysis/progress.ts) means to a trader waiting for the result.
import type { AnalysisStage } from "../types";

export const STAGE_LABELS: Record<AnalysisStage, string> = {
  reading_image: "Reading your screenshots",
  market_data: "Fetching live market data",
  indicators: "Computing indicators and levels",
  backtest: "Backtesting on the symbol's history",
  writing: "Writing the strategy",
  done: "Done",
};

export type StageState = "done" | "current" | "waiting";

/** Each stage's state for the list; before the first poll answers, everything is still waiting. */
export function stageStates(
  stages: readonly AnalysisStage[],
  current: AnalysisStage | null,
): { stage: AnalysisStage; state: StageState }[] {
  const at = current ? stages.indexOf(current) : -1;
  return stages
    .filter((s) => s !== "done")
    .map((stage, i) => ({ stage, state: current === "done" || i < at ? "done" : i === at ? "current" : "waiting" }));
}
