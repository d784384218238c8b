// The selected button of an interval picker ("1D 1W 1M 1Y" under a phone app's chart): the
// selected one is drawn larger, in a filled pill, so its OCR box is clearly taller than its
// neighbours'. A picker where all buttons look alike names no timeframe (header.ts).
import { normaliseTimeframe, STATS_WINDOW } from "./header";
import type { OcrWord } from "./types";

export function selectedInterval(boxes: OcrWord[]): string | null {
  const buttons = boxes
    .map((b) => ({
      b,
      tf: b.text.trim().length > 1 && !STATS_WINDOW.test(b.text.trim()) ? normaliseTimeframe(b.text.trim()) : null,
    }))
    .filter((x): x is { b: OcrWord; tf: string } => !!x.tf);
  for (const { b } of buttons) {
    const mid = (b.y0 + b.y1) / 2;
    const row = buttons.filter((o) => Math.abs((o.b.y0 + o.b.y1) / 2 - mid) < (b.y1 - b.y0) * 0.5);
    if (new Set(row.map((o) => o.tf)).size < 2) continue;
    const heights = row.map((o) => o.b.y1 - o.b.y0).sort((p, q) => q - p);
    if (b.y1 - b.y0 === heights[0] && heights[0] >= heights[1] * 1.25) return row.find((o) => o.b === b)!.tf;
  }
  return null;
}
