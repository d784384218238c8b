// Text the OCR is sure of: where the image holds text and not a plot's marks. PP-OCR also boxes a
// wiggly line as "mw" or a candle cluster as "0O" at low confidence, so only confident lines of
// two characters or more count.
import type { OcrWord } from "./types";

export const confidentText = (lines: OcrWord[]): OcrWord[] => lines.filter((l) => l.conf >= 80 && l.text.length >= 2);
