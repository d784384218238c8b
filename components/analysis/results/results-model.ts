// What the results screen shows comes from the screen model; this file adds the labels of where
// an analysis came from (engine, ticker source).
import { screenModel, type ScreenModel } from "@/lib/analysis/screen-model";
import type { AnalysisResult } from "@/lib/analysis/types";

export type ResultsModel = ScreenModel;

/** The screen model (lib/analysis/screen-model.ts): one source for every figure on the screen. */
export const resultsModel = (a: AnalysisResult): ResultsModel => screenModel(a);

/** True when a language model wrote the analysis' text (the AI provider), false for the built-in engine. */
export const aiWrote = (engine: string | undefined) => typeof engine === "string" && engine.startsWith("together:");

/** "Built-in engine" or "Together AI (model)": which engine wrote the analysis. */
export function engineLabel(engine: string | undefined): string {
  if (!engine || engine === "builtin") return "Candlewise built-in engine";
  if (engine.startsWith("together:")) return `Together AI vision model (${engine.slice("together:".length)})`;
  return engine;
}

export const tickerSourceLabel = {
  form: "typed in the form",
  ocr: "read from the chart (OCR)",
  vision: "read by the vision model",
} as const;
