// The ticker among all the text of a screenshot: every line PP-OCR found proposes candidates
// (header.ts reads the layouts: exchange prefixes, pairs, long names, continuous futures,
// MetaTrader titles), and each candidate is ranked by where and how it is written: near the top,
// larger than the surrounding text, in a line that also names a timeframe or an exchange, repeated
// across the image (title, legend, axis tag, order table). Pure.
import { ohlcLegend } from "./legend";
import { placeRank, readHeader, type HeaderRead } from "./header";
import { inPicker, pickerRows, selectedInterval } from "./picker";
import type { OcrWord, Pixels } from "./types";

interface Scored {
  text: string;
  strong: boolean;
  score: number;
  count: number;
  line: number;
  /** Top of the candidate's line, in screens from the top (0.1: near the top), and in image heights. */
  y: number;
  yImage: number;
}

const key = (s: string) => s.toUpperCase().replace(/[^A-Z0-9!]/g, "");

/** Ranks ticker candidates from every text line; timeframe and exchange come from the best lines. */
/** Boxes on one text row joined left to right (PP-OCR boxes "BYBIT:SOLUSDT" and its "W" apart). */
export function rows(boxes: OcrWord[]): OcrWord[] {
  // Left to right, so a box a pixel higher than its left neighbour still joins its row.
  const sorted = [...boxes].sort((p, q) => p.x0 - q.x0 || p.y0 - q.y0);
  const out: OcrWord[][] = [];
  for (const b of sorted) {
    const mid = (b.y0 + b.y1) / 2;
    const row = out.find((r) => {
      const last = r[r.length - 1];
      const h = Math.max(last.y1 - last.y0, b.y1 - b.y0);
      // Same row and close beside it (a toolbar word far right starts its own).
      return Math.abs((last.y0 + last.y1) / 2 - mid) < h * 0.35 && b.x0 - last.x1 < h * 3 && b.x0 >= last.x0;
    });
    if (row) row.push(b);
    else out.push([b]);
  }
  out.sort((p, q) => Math.min(...p.map((b) => b.y0)) - Math.min(...q.map((b) => b.y0)) || p[0].x0 - q[0].x0);
  return out.map((r) => ({
    text: r.map((b) => b.text).join(" "),
    // Weighted by length: a one-character icon OCR'd at 30% does not make its row's words doubtful.
    conf:
      r.reduce((s, b) => s + b.conf * b.text.length, 0) /
      Math.max(
        1,
        r.reduce((s, b) => s + b.text.length, 0),
      ),
    x0: r[0].x0,
    y0: Math.min(...r.map((b) => b.y0)),
    x1: r[r.length - 1].x1,
    y1: Math.max(...r.map((b) => b.y1)),
  }));
}

/**
 * Lines that write the symbol, glued to what follows or not ("SPY", "SPY1D1m[NYSE]", "SPY:231229C"),
 * or to a whole number before it (PP-OCR drops the space after a watchlist's rank or quantity: "100NQ1!"):
 * a chart repeats its symbol in the search box, the legend and the tags, a stray word is written once.
 */
export function mentions(symbol: string, lines: OcrWord[]): number {
  const k = key(symbol);
  if (k.length < 2) return 0;
  // A whole number may come glued before it, a decimal may not ("0.5BTC" is an amount of the coin).
  const re = new RegExp(`(?<![A-Z])(?<![.,]\\d*)${k.replace("!", "\\!")}(?![A-Z])`);
  return lines.filter((l) => re.test(l.text.toUpperCase().replace(/(?<=[A-Z])[/-](?=[A-Z])/g, ""))).length;
}

/**
 * TradingView's symbol search box draws a magnifier before the symbol, and OCR reads it as "Q"
 * ("QBTCUSD", "QRELIANC" for a cut RELIANCE): when the symbol is also written without the Q
 * elsewhere, the two are one candidate.
 */
export function foldSearchIcon(scores: Scored[]): Scored[] {
  return scores.filter((s) => {
    const k = key(s.text);
    if (!k.startsWith("Q") || k.length < 4) return true;
    const rest = k.slice(1);
    const same = scores.find(
      (t) => t !== s && key(t.text).length >= 3 && (key(t.text).startsWith(rest) || rest.startsWith(key(t.text))),
    );
    return !(same && absorb(same, s));
  });
}

/**
 * StockCharts writes an index with a dollar sign ("$SPX") and OCR often reads the sign as an S
 * ("SSPX S&P 500 Large Cap Index"): where "$SPX" is read as written somewhere, "SSPX" is SPX.
 */
export function foldDollarSign(scores: Scored[], lines: OcrWord[]): Scored[] {
  return scores.filter((s) => {
    const k = key(s.text);
    if (!k.startsWith("S") || k.length < 4) return true;
    const same = scores.find((t) => t !== s && key(t.text) === k.slice(1));
    const dollar = !!same && lines.some((l) => l.text.toUpperCase().includes(`$${key(same.text)}`));
    return !(same && dollar && absorb(same, s));
  });
}

/** One candidate read two ways: its mentions are counted once, with the best one's score and place. */
function absorb(into: Scored, from: Scored): true {
  into.count += from.count;
  into.strong ||= from.strong;
  if (from.score > into.score)
    Object.assign(into, { score: from.score, line: from.line, y: from.y, yImage: from.yImage });
  return true;
}

/** What printing a bar's O/H/L/C adds to a line's candidates (as much as naming an interval). */
export const OWN_LEGEND = 1;

const STATUS_CLOCK = /^\W*\d{1,2}:\d{2}(?!\d)/;

const SYMBOL_LABEL = /\b(symbol|ticker|instrument|pair)\s*:?\s*$/i;
/** The same label with its value beside it: "Stock: RELIANCE INDS", "Symbol: ETHUSDT". */
const LABELLED_VALUE = /^\W*(symbol|ticker|instrument|pair|stock)\s*:\s*[A-Z]/i;

/**
 * A form field's value: the row right under a label "Yahoo! Finance symbol:", "Ticker" (a bot's
 * or a dashboard's settings name the symbol the chart plots), overlapping it across.
 */
export function underSymbolLabel(lines: OcrWord[], i: number): boolean {
  const v = lines[i];
  const h = v.y1 - v.y0;
  return lines.some(
    (l, j) =>
      j !== i &&
      SYMBOL_LABEL.test(l.text) &&
      v.y0 >= l.y1 - h * 0.2 &&
      v.y0 - l.y1 < h * 1.5 &&
      v.x0 < l.x1 &&
      v.x1 > l.x0 &&
      !headsList(lines, l),
  );
}

/** Rows that make a list (a watchlist, a market table) rather than a form field's one value. */
export const LIST_ROWS = 3;
/** How far apart a list's rows may lie, in row heights, and how evenly (share of the median gap). */
const LIST_MAX_GAP_ROWS = 4;
const LIST_GAP_TOLERANCE = 0.25;
/** What being one row of a list of symbols takes from a candidate's score (as much as a header place gives). */
export const LIST_ENTRY = 1.5;

/** Whether rows sorted top-down follow one another at an even spacing. */
function evenlySpaced(rows: OcrWord[]): boolean {
  const gaps = rows.slice(1).map((v, k) => v.y0 - rows[k].y0);
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  return median > 0 && gaps.every((g) => Math.abs(g - median) <= median * LIST_GAP_TOLERANCE);
}

/**
 * A watchlist's or market table's "Instrument" column head: evenly spaced rows under it in its
 * column (EUR/USD, GBP/USD, Gold...). Its first row is one entry of the list, not the chart's
 * symbol; a form stacks a label, its value, then the next label, at uneven spacing.
 */
function headsList(lines: OcrWord[], head: OcrWord): boolean {
  const h = head.y1 - head.y0;
  const column = lines
    .filter((v) => v !== head && v.y0 >= head.y1 - h * 0.2 && v.x0 < head.x1 && v.x1 > head.x0)
    .sort((a, b) => a.y0 - b.y0);
  const list = [head];
  for (const v of column) {
    if (v.y0 - list[list.length - 1].y0 > h * LIST_MAX_GAP_ROWS) break;
    list.push(v);
  }
  return list.length > LIST_ROWS && evenlySpaced(list.slice(1));
}

/**
 * The lines that are entries of a list of symbols: LIST_ROWS or more lines naming a symbol, aligned
 * on their left edge and evenly spaced down one column (a watchlist, MetaTrader's Market Watch, an
 * exchange's market list). Each is one choice among many; the chart's own symbol is written
 * outside the list (its tab, header or legend), or the list names every candidate alike.
 */
export function listEntries(lines: OcrWord[], named: boolean[]): Set<number> {
  const out = new Set<number>();
  const idx = lines.map((_, i) => i).filter((i) => named[i]);
  for (const i of idx) {
    if (out.has(i)) continue;
    const h = lines[i].y1 - lines[i].y0;
    const column = idx.filter((j) => Math.abs(lines[j].x0 - lines[i].x0) < h).sort((a, b) => lines[a].y0 - lines[b].y0);
    // Runs of rows no further apart than LIST_MAX_GAP_ROWS, evenly spaced.
    let run: number[] = [];
    const close = () => {
      if (run.length >= LIST_ROWS && evenlySpaced(run.map((j) => lines[j]))) run.forEach((j) => out.add(j));
    };
    for (const j of column) {
      if (run.length && lines[j].y0 - lines[run[run.length - 1]].y0 > h * LIST_MAX_GAP_ROWS) {
        close();
        run = [];
      }
      run.push(j);
    }
    close();
  }
  return out;
}

/**
 * "BTC" beside the pair "BTC/USDT": an exchange names the base asset alone as a caption ("BTC
 * Price") and as a unit ("Amount(BTC)"); the pair is the chart's instrument, however often the
 * asset is named.
 */
const isBaseOf = (asset: string, pair: string) => {
  const [base, quote] = pair.split(/[/-]/);
  return !!quote && key(base) === key(asset);
};

/** `px`: the screenshot, to see which button of an interval picker is selected. */
export function rankTicker(
  boxes: OcrWord[],
  width: number,
  height: number,
  px?: Pixels,
): HeaderRead & { scores: Scored[] } {
  const lines = rows(boxes);
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b);
  const medianH = heights[Math.floor(heights.length / 2)] || 1;
  // Tall page screenshots: the top of the first screen, not of the whole page.
  const screen = Math.min(height, width * 0.75);
  const byKey = new Map<string, Scored>();
  const reads = lines.map((line) => readHeader([line.text]));
  const listed = listEntries(
    lines,
    reads.map((r) => r.candidates.length > 0),
  );
  lines.forEach((line, i) => {
    const r = reads[i];
    // A line that starts with a clock is a phone's status bar or a timestamp ("9:25 PM" with the
    // location arrow read as "PMO"), never a symbol's place.
    if (!r.candidates.length || STATUS_CLOCK.test(line.text)) return;
    const y = line.y0 / screen;
    const h = (line.y1 - line.y0) / medianH;
    let place = y < 0.12 ? 1.5 : y < 0.25 ? 0.8 : y < 1 ? 0 : -0.5;
    if (line.x0 < width * 0.5) place += 0.3;
    // A line that prints a bar's O/H/L/C is the chart's own legend: its symbol is the chart's, not
    // a watchlist's or a strategy panel's that names the same kind of pair.
    const context = (r.timeframe ? 1 : 0) + (r.exchange ? 0.7 : 0) + (ohlcLegend(line.text) ? OWN_LEGEND : 0);
    const size = h > 1.15 ? Math.min(1.5, (h - 1) * 1.5) : 0;
    const conf = line.conf < 70 ? -1 : 0;
    // A long line of prose (a news item, a chat message) names things in passing.
    const prose = line.text.length > 70 ? -1 : 0;
    const field = underSymbolLabel(lines, i) || LABELLED_VALUE.test(line.text) ? 2 : 0;
    const entry = listed.has(i) ? -LIST_ENTRY : 0;
    r.candidates.forEach((c, rank) => {
      const strong = r.strong.includes(c) || (field > 0 && rank === 0);
      const score = (strong ? 3 : 0.6) - rank * 0.15 + place + context + size + conf + prose + field + entry;
      const k = key(c);
      const prev = byKey.get(k);
      if (!prev) byKey.set(k, { text: c, strong, score, count: 1, line: i, y, yImage: line.y0 / height });
      else {
        prev.count++;
        prev.strong ||= strong;
        if (score > prev.score) Object.assign(prev, { text: c, score, line: i, y, yImage: line.y0 / height });
      }
    });
  });
  const scores = foldDollarSign(foldSearchIcon([...byKey.values()]), lines)
    .map((s) => ({ ...s, count: Math.max(s.count, mentions(s.text, lines)) }))
    // Two letters written once, in no symbol layout, are OCR fragments (an icon, a rotated word).
    .filter((s) => s.strong || key(s.text).length > 2 || s.count > 1)
    .map((s) => ({ ...s, score: s.score + Math.min(1.5, (s.count - 1) * 0.5) }))
    .sort((a, b) => b.score - a.score)
    .filter((s, _, all) => s.strong || !all.some((p) => p.strong && isBaseOf(s.text, p.text)));
  const best = scores[0];
  // The exchange: the best candidate's line first, then the top-most line naming one.
  const ordered = [...lines.keys()].sort((a, b) => lines[a].y0 - lines[b].y0);
  // A picker's button names a choice, not the chart's interval: only its selected one counts.
  const pickers = pickerRows(boxes);
  const exchange =
    (best ? reads[best.line].exchange : null) ?? ordered.map((i) => reads[i].exchange).find((v) => v) ?? null;
  return {
    candidates: scores.slice(0, 12).map((s) => s.text),
    strong: scores.filter((s) => s.strong).map((s) => s.text),
    exchange,
    ...chartInterval(lines, reads, ordered, best?.line, pickers, boxes, px),
    scores: scores.slice(0, 12),
  };
}

/**
 * The chart's own interval: the strongest place any line writes one (legend, then after the symbol,
 * then loose: INTERVAL_PLACES), the best candidate's line first among equals,
 * then the top-most; a picker's buttons only through its selected one; none when none is written.
 */
function chartInterval(
  lines: OcrWord[],
  reads: HeaderRead[],
  ordered: number[],
  bestLine: number | undefined,
  pickers: ReturnType<typeof pickerRows>,
  boxes: OcrWord[],
  px?: Pixels,
): Pick<HeaderRead, "timeframe" | "timeframePlace"> {
  const order = bestLine != null ? [bestLine, ...ordered.filter((i) => i !== bestLine)] : ordered;
  // A line read as a legend ("Bar Size 1 hour", thinkorswim's "5D 5m") keeps its interval though
  // its row also lists others: the layout said which one is the chart's.
  const usable = order.filter(
    (i) =>
      !!reads[i].timeframe &&
      (reads[i].timeframePlace === "legend" || !inPicker(lines[i], pickers)) &&
      !onScale(lines, i),
  );
  const strongest = usable.sort((a, b) => placeRank(reads[a].timeframePlace) - placeRank(reads[b].timeframePlace))[0];
  if (strongest != null && reads[strongest].timeframePlace !== "loose")
    return { timeframe: reads[strongest].timeframe, timeframePlace: reads[strongest].timeframePlace };
  // The picker's selected button says which interval the app shows; a lone interval elsewhere is weaker.
  const picked = selectedInterval(boxes, px);
  if (picked) return { timeframe: picked, timeframePlace: "picker" };
  return strongest != null
    ? { timeframe: reads[strongest].timeframe, timeframePlace: reads[strongest].timeframePlace }
    : { timeframe: null, timeframePlace: null };
}

/** A count and a unit letter alone on a line: "3M", "500K", "1.5B". */
const SCALE_LABEL = /^\d+(?:[.,]\d+)?\s?[KMBkmb]$/;

/**
 * A label of a scale: a lone quantity ("3M") in a column with another one above or below it, as a
 * volume pane's axis prints "3M 2M 1M" (millions of shares), not a picker's "3M" (three months).
 */
export function onScale(lines: OcrWord[], i: number): boolean {
  const l = lines[i];
  if (!SCALE_LABEL.test(l.text.trim())) return false;
  return lines.some(
    (o, j) =>
      j !== i &&
      SCALE_LABEL.test(o.text.trim()) &&
      Math.min(o.x1, l.x1) - Math.max(o.x0, l.x0) > 0 &&
      Math.abs(o.y0 - l.y0) >= l.y1 - l.y0,
  );
}

/**
 * The market feed's names for a symbol read off a chart, best first: continuous futures (GC1!,
 * /ES, NQ 09-23) map to the feed's continuous contract (GC=F); everything else is tried as read.
 */
export function feedSymbols(read: string): string[] {
  const fut = read.match(/^\/?([A-Z]{1,3})(?:1!)?$/);
  if (fut && (read.startsWith("/") || read.endsWith("!"))) return [`${fut[1]}=F`, read];
  return [read];
}
