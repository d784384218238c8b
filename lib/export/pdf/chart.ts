// The price chart drawn in the PDF as vectors: the stored candles with the plan's levels as
// labelled horizontal lines (entry, stop, targets), as the results screen's chart draws them.
import type PDFDocument from "pdfkit";
import type { AnalysisResult } from "@/lib/analysis/types";

type Doc = InstanceType<typeof PDFDocument>;
export type ChartLevel = { label: string; value: number; color: string };
type Box = { x: number; y: number; width: number; height: number };

const MAX_CANDLES = 120;
const BULL = "#16a34a";
const BEAR = "#dc2626";

export function drawChart(
  doc: Doc,
  candles: AnalysisResult["chart"]["candles"],
  levels: ChartLevel[],
  box: Box,
  price$: (v: number) => string,
): void {
  const shown = candles.slice(-MAX_CANDLES);
  const values = [...shown.flatMap((c) => [c.high, c.low]), ...levels.map((l) => l.value)].filter(Number.isFinite);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.05;
  const [min, max] = [lo - pad, hi + pad];
  const plotWidth = box.width - 70; // the right-hand strip carries the level labels
  const y = (v: number) => box.y + box.height - ((v - min) / (max - min)) * box.height;
  doc.save().lineWidth(0.5).strokeColor("#cbd5e1").rect(box.x, box.y, plotWidth, box.height).stroke();
  const step = plotWidth / Math.max(shown.length, 1);
  shown.forEach((c, i) => {
    const cx = box.x + step * (i + 0.5);
    const color = c.close >= c.open ? BULL : BEAR;
    doc.strokeColor(color).moveTo(cx, y(c.high)).lineTo(cx, y(c.low)).stroke();
    const top = y(Math.max(c.open, c.close));
    const body = Math.max(Math.abs(y(c.open) - y(c.close)), 0.5);
    doc
      .fillColor(color)
      .rect(cx - step * 0.35, top, step * 0.7, body)
      .fill();
  });
  for (const level of levels) {
    const ly = y(level.value);
    doc.strokeColor(level.color).lineWidth(0.8).dash(3, { space: 2 });
    doc
      .moveTo(box.x, ly)
      .lineTo(box.x + plotWidth, ly)
      .stroke()
      .undash();
    doc
      .fillColor(level.color)
      .fontSize(7)
      .text(`${level.label} ${price$(level.value)}`, box.x + plotWidth + 3, ly - 3, { width: 67, lineBreak: false });
  }
  doc.restore();
}
