// One PDF for one or more analyses: each starts on its own page with the results screen's
// sections (sections.ts), the uploaded chart when one was stored, the candles with the plan's
// levels drawn (chart.ts), and "Page n of N" on every page. pdfkit's standard fonts are built in,
// so nothing is loaded from outside.
import PDFDocument from "pdfkit";
import { screenModel } from "@/lib/analysis/screen-model";
import type { AnalysisResult } from "@/lib/analysis/types";
import { formatDateTime } from "@/lib/format/date";
import type { SourceWords } from "@/lib/share/public-view";
import { drawChart, type ChartLevel } from "./chart";
import { analysisSections, type PdfOutcome, type PdfSection } from "./sections";

export type PdfItem = { analysis: AnalysisResult; outcome: PdfOutcome; chartImage: Buffer | null };
type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 48;
const MUTED = "#64748b";
// The standard fonts carry Windows-1252 only: anything else would print as garbage.
const unprintable = /[^\t\n\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g;
const clean = (text: string) => text.replace(/[\u2212]/g, "-").replace(unprintable, "?");

export function renderAnalysesPdf(items: PdfItem[], words: SourceWords, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: titleOf(items), Creator: "Candlewise", CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  items.forEach((item, index) => {
    if (index > 0) doc.addPage();
    writeAnalysis(doc, item, words);
  });
  numberPages(doc);
  doc.end();
  return done;
}

const titleOf = (items: PdfItem[]) =>
  items.length === 1 ? `${screenModel(items[0].analysis).displayName} analysis` : `${items.length} analyses`;

function writeAnalysis(doc: Doc, { analysis: a, outcome, chartImage }: PdfItem, words: SourceWords) {
  const m = screenModel(a);
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor("black")
    .text(clean(`${m.displayName} Analysis`));
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(clean(`${formatDateTime(a.createdAt, "UTC")} UTC · ${a.investmentType} · analysis ${a.id}`));
  doc.moveDown(0.5);
  for (const section of analysisSections(a, outcome, words)) {
    if (section.title === "Price Chart") writeCharts(doc, a, m, chartImage);
    else writeSection(doc, section);
  }
}

function heading(doc: Doc, title: string, room = 60) {
  if (doc.y + room > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor("black").text(clean(title));
  doc.moveDown(0.2);
}

function writeSection(doc: Doc, section: PdfSection) {
  heading(doc, section.title);
  doc.font("Helvetica").fontSize(9.5).fillColor("black");
  for (const [label, value] of section.rows ?? []) {
    doc
      .font("Helvetica")
      .fillColor(MUTED)
      .text(`${clean(label)}: `, { continued: true });
    doc.fillColor("black").text(clean(value));
  }
  for (const line of section.text ?? []) doc.fillColor("black").text(clean(line), { paragraphGap: 2 });
}

function writeCharts(doc: Doc, a: AnalysisResult, m: ReturnType<typeof screenModel>, chartImage: Buffer | null) {
  const width = doc.page.width - 2 * MARGIN;
  if (chartImage) {
    heading(doc, "Uploaded Chart", 260);
    doc.image(chartImage, { fit: [width, 230] });
    doc.moveDown(0.3);
  }
  heading(doc, "Price Chart", 230);
  const candles = a.chart?.candles ?? [];
  if (!candles.length) {
    doc.font("Helvetica").fontSize(9.5).text("No candles were stored with this analysis.");
    return;
  }
  const planned: [string, number | null, string][] = [
    ["Entry", m.entry, "#2563eb"],
    ["Stop", m.stopLoss, "#dc2626"],
    ["TP1", m.takeProfit1, "#16a34a"],
    ["TP2", m.takeProfit2, "#15803d"],
  ];
  // AVOID has no plan: the chart draws no entry, stop or targets (as on the results screen).
  const levels: ChartLevel[] =
    m.plan === "avoid"
      ? []
      : planned.flatMap(([label, value, color]) => (value === null ? [] : [{ label, value, color }]));
  const top = doc.y;
  drawChart(doc, candles, levels, { x: MARGIN, y: top, width, height: 190 }, (v) => m.price$(v));
  doc.font("Helvetica").fontSize(8).fillColor(MUTED);
  doc.text(
    clean(`${a.chart.interval} candles, last ${Math.min(candles.length, 120)}; dashed lines: the plan's levels.`),
    MARGIN,
    top + 196,
  );
  doc.fillColor("black");
}

function numberPages(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
