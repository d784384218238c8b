// Screen text with PP-OCRv4 (PaddleOCR's DB text detector + SVTR recognizer) in one pass over the
// whole working image: every line of text anywhere (header, legend, title, table, axis, price tags)
// with its box. Inference runs in the models' worker thread (ppocr-thread.ts: onnxruntime's `run`
// blocks the thread that calls it), so the event loop stays free; the tensors (to-tensor.ts) and the
// detector's post-processing (ppocr-tensors.ts) are sliced so that other requests are answered in
// between.
import { ppocrModels } from "./ppocr-thread";
import { BAND_ROWS, breathe, ctcDecode, type Region, regions } from "./ppocr-tensors";
import { toTensor } from "./to-tensor";
import type { OcrWord, Pixels } from "./types";

export { releasePpocr } from "./ppocr-thread";

/** Detector input: at most this many pixels (a 1600x900 working image at full size). */
export const DET_MAX_PIXELS = 1_500_000;
const REC_HEIGHT = 48;
const REC_MAX_WIDTH = 1600;
/** Crops padded to one width (see below), and crops per recognizer run. */
const REC_GROUP = 12;
const REC_BATCH = 3;
const MAX_BOXES = 160;
/**
 * The recognizer's work per image, in input columns at height 48 (its time is close to
 * proportional to them). A chart needs well under this; a page of text (a broker's terminal with
 * order book and trade tables, a full-page capture, a diagram) needs twice as much or more, and
 * those were the slowest reads (they set the reader's p95). The budget keeps a margin over the
 * smallest one tried that changes no read of the labelled screenshots and the rendered corpus
 * (docs/decisions/recognizer-budget-18000.md has the figures).
 */
export const REC_MAX_COLUMNS = 18_000;

/** Where one read's time went (filled when passed; the benchmark's --profile prints it). */
export interface OcrProfile {
  detPrepMs: number;
  detRunMs: number;
  detPostMs: number;
  recPrepMs: number;
  recRunMs: number;
  ctcMs: number;
  detW: number;
  detH: number;
  boxes: number;
  recognised: number;
  batches: number;
  /** Recognizer input columns (batch x padded width) and the share of them that is crop, not padding. */
  recColumns: number;
  recUsed: number;
  /** CPU time of the whole process (inference threads included) while detecting (with the work run beside the detector) and while recognising. */
  detCpuMs: number;
  recCpuMs: number;
}

export const emptyOcrProfile = (): OcrProfile => ({
  detPrepMs: 0,
  detRunMs: 0,
  detPostMs: 0,
  recPrepMs: 0,
  recRunMs: 0,
  ctcMs: 0,
  detW: 0,
  detH: 0,
  boxes: 0,
  recognised: 0,
  batches: 0,
  recColumns: 0,
  recUsed: 0,
  detCpuMs: 0,
  recCpuMs: 0,
});

/** CPU time of the whole process so far, in ms (every thread: the inference threads are in it). */
export const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Every line of text in the image, in the image's coordinates, with PP-OCR's confidence (0-100).
 * `whileDetecting` is other work for the main thread, started once the detector runs in its thread
 * (the event loop is free then; started earlier, it would delay the detector). `columnBudget`
 * bounds the recognizer's work (withinBudget; Infinity reads every line, as for a news page).
 */
export async function ppocr(
  px: Pixels,
  prof: OcrProfile = emptyOcrProfile(),
  whileDetecting: () => Promise<void> = async () => {},
  columnBudget = REC_MAX_COLUMNS,
): Promise<OcrWord[]> {
  const { run, keys, recParallel } = await ppocrModels();
  const detCpu = cpuMs();
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return ms;
  };
  const detect = async (scale: number, alongside: () => Promise<void>): Promise<Box[]> => {
    // Detector input: multiples of 32.
    const dw = Math.max(32, Math.round((px.width * scale) / 32) * 32);
    const dh = Math.max(32, Math.round((px.height * scale) / 32) * 32);
    const input = new Float32Array(3 * dw * dh);
    for (let y = 0; y < dh; y += BAND_ROWS) {
      toTensor(
        px,
        { x0: 0, y0: 0, x1: px.width, y1: px.height },
        dw,
        dh,
        dw,
        [0.485, 0.456, 0.406],
        [0.229, 0.224, 0.225],
        input,
        0,
        [y, Math.min(dh, y + BAND_ROWS)],
      );
      await breathe();
    }
    prof.detW = dw;
    prof.detH = dh;
    prof.detPrepMs += lap();
    const [[det]] = await Promise.all([run("det", input, [1, 3, dh, dw]), alongside()]);
    const prob = det.data as Float32Array; // the detector's one output: a float map of text likelihood
    prof.detRunMs += lap();
    const kx = px.width / dw;
    const ky = px.height / dh;
    const found = (await regions(prob, dw, dh))
      .map((r) => ({
        x0: Math.max(0, r.x0 * kx),
        y0: Math.max(0, r.y0 * ky),
        x1: Math.min(px.width, r.x1 * kx),
        y1: Math.min(px.height, r.y1 * ky),
        score: r.score,
      }))
      .filter((b) => b.x1 - b.x0 >= 4 && b.y1 - b.y0 >= 4);
    prof.detPostMs += lap();
    return found;
  };
  const fit = Math.sqrt(DET_MAX_PIXELS / (px.width * px.height));
  const boxes = withinBudget(await detect(Math.min(1, fit), whileDetecting), px, columnBudget);
  // A small image (a chart shared at 860 px, axis digits 8-9 px tall): the detector misses text
  // under about 10 px, so it looks again at up to twice the size for text it did not find. Those
  // lines are recognised in groups of their own: the first pass's crops and reads stay as they were.
  // So does an image on which the first look found almost nothing: a MetaTrader screenshot that a
  // chat app shrank to 1300 px wide has 7-8 px digits, and the detector saw none of them.
  const again = fit >= SMALL_FIT ? Math.min(2, fit) : boxes.length < FEW_BOXES ? Math.min(2, fit * FEW_FIT) : 0;
  const second =
    again > 1
      ? (await detect(again, async () => {}))
          .filter((b) => !boxes.some((o) => overlap(o, b) > 0.3 * area(b)))
          .slice(0, Math.max(0, MAX_BOXES - boxes.length))
      : [];
  // The second look's lines share what is left of the budget.
  const extra = withinBudget(second, px, columnBudget - boxes.reduce((sum, b) => sum + recColumns(b), 0));
  prof.boxes = boxes.length + extra.length;
  const recCpu = cpuMs();
  prof.detCpuMs += recCpu - detCpu;
  if (!boxes.length && !extra.length) return [];

  const all = [...boxes, ...extra];
  const groups = [...widthGroups(boxes, 0), ...widthGroups(extra, boxes.length)];
  const width = (o: Crop) => Math.min(REC_MAX_WIDTH, Math.max(8, Math.ceil(REC_HEIGHT * o.ratio)));
  // Each group runs as batches of REC_BATCH crops at the group's width (the same input per crop):
  // small batches keep the feature maps in cache (a crop takes less time in batches of 3 than of
  // 12: docs/chart-reading.md, "Speed") and share the work out evenly over the recognizer sessions.
  const batches = groups.flatMap((group) => {
    const padW = Math.ceil(Math.max(64, ...group.map(width)) / 32) * 32;
    return Array.from({ length: Math.ceil(group.length / REC_BATCH) }, (_, k) => ({
      crops: group.slice(k * REC_BATCH, (k + 1) * REC_BATCH),
      padW,
    }));
  });
  prof.recognised = all.length;
  prof.batches = batches.length;
  const recognise = async ({ crops: batch, padW }: (typeof batches)[number]): Promise<OcrWord[]> => {
    let t0 = performance.now();
    const widths = batch.map(width);
    const data = new Float32Array(batch.length * 3 * REC_HEIGHT * padW);
    batch.forEach((b, k) =>
      toTensor(
        px,
        all[b.i],
        widths[k],
        REC_HEIGHT,
        padW,
        [0.5, 0.5, 0.5],
        [0.5, 0.5, 0.5],
        data,
        k * 3 * REC_HEIGHT * padW,
      ),
    );
    prof.recColumns += batch.length * padW;
    prof.recUsed += widths.reduce((a, b) => a + b, 0);
    prof.recPrepMs += performance.now() - t0;
    // Per crop and time step: the most likely character (onnx/best-class.ts) and its probability.
    const [best, bestP] = await run("rec", data, [batch.length, 3, REC_HEIGHT, padW]);
    t0 = performance.now();
    const steps = best.dims[1];
    const words: OcrWord[] = [];
    batch.forEach((b, k) => {
      // Only the steps that cover the crop itself (the rest is padding).
      const used = Math.min(steps, Math.ceil((steps * widths[k]) / padW) + 1);
      const read = ctcDecode(best.data, bestP.data, k * steps, used, keys);
      if (!read) return;
      const box = all[b.i];
      words.push({ ...read, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 });
    });
    prof.ctcMs += performance.now() - t0;
    return words;
  };
  // As many batches at once as there are recognizer sessions (ppocr-thread.ts), the widest first;
  // the words are gathered in batch order, so the result does not depend on which batch finished first.
  lap();
  const cost = (batch: (typeof batches)[number]) => batch.crops.length * batch.padW;
  const perBatch = await widestFirst(batches, cost, recParallel, recognise);
  prof.recRunMs += lap() - prof.recPrepMs - prof.ctcMs;
  prof.recCpuMs += cpuMs() - recCpu;
  const words = perBatch.flat();
  return words.sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0);
}

/** A text box in the image's coordinates (a detector region mapped back from its input). */
type Box = Region;

/** A crop to recognise: its index among the boxes and its width/height ratio. */
interface Crop {
  i: number;
  ratio: number;
}

/**
 * The second look is for images at most 1/1.5 of DET_MAX_PIXELS's width and height (under about
 * 0.67 MP: 1090x610), where it is read at 1.5-2x; a 1280x720 export is read once.
 */
const SMALL_FIT = 1.5;
/** Fewer boxes than this on the first look: look again at up to FEW_FIT times the first look's pixels' side (1.5 MP -> 3 MP). */
const FEW_BOXES = 6;
const FEW_FIT = Math.SQRT2;

const area = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0);
const overlap = (p: Box, q: Box) =>
  Math.max(0, Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0)) * Math.max(0, Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0));
/** A box's recognizer input width at height 48 (what it costs to read). */
const recColumns = (b: Box) =>
  Math.min(REC_MAX_WIDTH, Math.max(8, Math.ceil((REC_HEIGHT * (b.x1 - b.x0)) / (b.y1 - b.y0))));

/**
 * A table's rows sit a line apart, with a row above and below each (an order book, a watchlist, a
 * trade log); a price axis leaves a few lines between its labels, and a tag on it has at most one
 * label close by. Boxes with a neighbour in their column within this many of their heights on both
 * sides are a table's.
 */
export const TABLE_ROW_HEIGHTS = 1.6;
/**
 * Over the budget, a table's cell is read as late as a line this many recognizer columns longer
 * (about three characters): it loses to an axis label as short, not to a legend line (a larger
 * penalty let a copyright notice take a legend's place in the budget).
 */
export const TABLE_EXTRA_COLUMNS = 96;
/**
 * A table's first rows in each column are read as above; the rest only after every other line
 * (an order book's forty prices a tick apart say no more than its first few, and they had taken
 * the budget of an exchange page's toolbar and legend).
 */
export const TABLE_HEAD_ROWS = 3;
const AFTER_EVERY_LINE = 2 * REC_MAX_WIDTH;

/** Each table cell's row number in its column (the cells above it that share its columns). */
function rowInColumn(cells: Box[]): Map<Box, number> {
  return new Map(
    cells.map((b) => [
      b,
      cells.filter((o) => o !== b && o.y0 < b.y0 && Math.min(o.x1, b.x1) - Math.max(o.x0, b.x0) > 0).length,
    ]),
  );
}

/**
 * The boxes that are rows of a table (see TABLE_ROW_HEIGHTS): a close box above and below, one of
 * which has close boxes on both sides too. A tag between two ticks has close ticks on both sides,
 * but each of those has only the tag close by.
 */
export function tableRows(boxes: Box[]): Set<Box> {
  const mid = (b: Box) => (b.y0 + b.y1) / 2;
  const near = (b: Box) =>
    boxes.filter(
      (o) =>
        o !== b &&
        Math.min(o.x1, b.x1) - Math.max(o.x0, b.x0) > 0 &&
        Math.abs(mid(o) - mid(b)) <= TABLE_ROW_HEIGHTS * (b.y1 - b.y0),
    );
  const neighbours = new Map(boxes.map((b) => [b, near(b)]));
  const between = (b: Box) => {
    const n = neighbours.get(b) ?? [];
    return n.some((o) => mid(o) < mid(b)) && n.some((o) => mid(o) > mid(b));
  };
  return new Set(boxes.filter((b) => between(b) && (neighbours.get(b) ?? []).some(between)));
}

/**
 * The boxes the recognizer reads: at most MAX_BOXES (the axis columns at the edges first, then from
 * the top, a side panel's table rows last), within `budget` columns. Over the budget, the header band (the top 15 %: symbol,
 * interval, legend) is read first, then the shortest lines, a table's cells after lines as short
 * (tableRows, TABLE_EXTRA_COLUMNS) and beyond its first rows after every line (TABLE_HEAD_ROWS): prices on an axis or a tag are short wherever the chart sits on
 * the page, while the lines left out are the longest (prose) and a side panel's table rows.
 * Order as found otherwise.
 */
export function withinBudget(boxes: Box[], px: Pixels, budget: number): Box[] {
  const cost = boxes.reduce((sum, b) => sum + recColumns(b), 0);
  if (boxes.length <= MAX_BOXES && cost <= budget) return boxes;
  const edge = (b: Box) => b.x0 > px.width * 0.8 || b.x1 < px.width * 0.2;
  const inTable = tableRows(boxes);
  const free = boxes.filter((b) => !inTable.has(b));
  const capped = [
    ...free.filter(edge),
    ...free.filter((b) => !edge(b)).sort((p, q) => p.y0 - q.y0),
    ...boxes.filter((b) => inTable.has(b)),
  ].slice(0, MAX_BOXES);
  const header = (b: Box) => b.y1 < px.height * 0.15;
  // Shortest first, a table's cells as if they were TABLE_EXTRA_COLUMNS longer: an axis label
  // before an order book's price of its length, but the order book still before longer lines.
  const row = rowInColumn([...inTable]);
  const readOrder = (b: Box) =>
    recColumns(b) +
    (inTable.has(b) ? ((row.get(b) ?? 0) < TABLE_HEAD_ROWS ? TABLE_EXTRA_COLUMNS : AFTER_EVERY_LINE) : 0);
  const rest = capped.filter((b) => !header(b)).sort((p, q) => readOrder(p) - readOrder(q));
  let left = budget;
  const fits = (b: Box) => {
    if (recColumns(b) > left) return false;
    left -= recColumns(b);
    return true;
  };
  const kept = new Set([...capped.filter(header), ...rest].filter(fits));
  return capped.filter((b) => kept.has(b));
}

/**
 * Recognizer groups: crops at height 48, sorted by aspect ratio; a group is padded to its widest
 * crop, and a new group starts when the next crop is much wider. The recognizer's attention sees
 * the padding, so a crop's read depends on its group's width. `first` numbers the boxes.
 */
function widthGroups(boxes: Box[], first: number): Crop[][] {
  const order = boxes
    .map((b, k) => ({ i: first + k, ratio: (b.x1 - b.x0) / (b.y1 - b.y0) }))
    .sort((a, b) => a.ratio - b.ratio);
  const groups: Crop[][] = [];
  for (const o of order) {
    const cur = groups[groups.length - 1];
    if (cur && cur.length < REC_GROUP && o.ratio <= Math.max(4, cur[0].ratio * 1.4)) cur.push(o);
    else groups.push([o]);
  }
  return groups;
}

/**
 * Runs `work` on every job, `parallel` at a time, the costliest first (the longest job last would
 * leave the other lanes idle at the end); the results come back in the jobs' order.
 */
async function widestFirst<J, R>(
  jobs: J[],
  cost: (job: J) => number,
  parallel: number,
  work: (job: J) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  const queue = jobs.map((_, k) => k).sort((a, b) => cost(jobs[b]) - cost(jobs[a]));
  const lane = async () => {
    for (let k = queue.shift(); k !== undefined; k = queue.shift()) results[k] = await work(jobs[k]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
  return results;
}
