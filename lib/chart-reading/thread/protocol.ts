// What the main thread and the screenshot thread (worker.ts) say to each other.
import type { ReadDetail } from "../read-chart";
import type { OcrWord } from "../types";

/** A chart read end to end, or only the text of a screenshot (the news reader parses it). */
export type ReadKind = "chart" | "text";

export interface ScreenshotText {
  lines: OcrWord[];
  /** The working image's height (the news parser measures "the first screen" with it). */
  height: number;
}

export interface ReadResults {
  chart: ReadDetail;
  text: ScreenshotText;
}

export interface ReadRequest {
  id: number;
  kind: ReadKind;
  /** The uploaded file's bytes (moved to the thread, not copied). */
  image: Uint8Array;
}

export type ReadReply = { id: number; result: ReadResults[ReadKind] } | { id: number; error: string };
