// How calls of one kind (asset class, style, direction) did on markets the product was never
// fitted on (`npm run eval:history` writes unseen.json from ../shared/fixtures/history-holdout,
// read only to report), against the same levels taken long every time.
import unseenJson from "./unseen.json";

export interface UnseenCell {
  n: number; // distinct calls the product would have shown
  r: number; // mean result per call, in stop distances
  longR: number; // the same levels taken long every time
}

export interface UnseenRecord {
  series: number;
  table: string; // fittedAt of the table the calls were shown with
  cells: Record<string, Record<string, Partial<Record<"BUY" | "SELL", UnseenCell>>>>;
}

export const unseenRecord = unseenJson as unknown as UnseenRecord;

const plural: Record<string, string> = {
  stock: "stocks",
  etf: "ETFs",
  index: "indices",
  forex: "forex pairs",
  crypto: "crypto",
  commodity: "commodities",
};

const calls = (n: number) => `${n} call${n === 1 ? "" : "s"}`;

/** Fewer calls than this say only how few there were. */
export const MIN_UNSEEN_CALLS = 10;

export function unseenLine(
  assetClass: string,
  style: string,
  direction: "BUY" | "SELL",
  record: UnseenRecord | null = unseenRecord,
): string | null {
  if (!record) return null;
  const cell = record.cells[assetClass]?.[style]?.[direction];
  const kind = `${direction} ${style} calls on ${plural[assetClass] ?? assetClass}`;
  const where = `On ${record.series} markets it was never fitted on`;
  if (!cell || cell.n < MIN_UNSEEN_CALLS)
    return `${where}, too few ${kind} were shown to say how they did (${calls(cell?.n ?? 0)}).`;
  const r = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(2)} R`;
  return `${where}, ${kind} averaged ${r(cell.r)} per call over ${cell.n} calls, against ${r(cell.longR)} for the same levels taken long every time.`;
}

/** The cells from the calls shown on the unseen series. */
export function unseenCells(
  calls: { assetClass: string; style: string; direction: "BUY" | "SELL"; r: number; longR?: number }[],
): UnseenRecord["cells"] {
  const acc: Record<string, Record<string, Partial<Record<"BUY" | "SELL", UnseenCell>>>> = {};
  for (const c of calls) {
    const cell = (((acc[c.assetClass] ??= {})[c.style] ??= {})[c.direction] ??= { n: 0, r: 0, longR: 0 });
    cell.n++;
    cell.r += c.r;
    cell.longR += c.longR ?? 0;
  }
  for (const styles of Object.values(acc))
    for (const dirs of Object.values(styles))
      for (const cell of Object.values(dirs)) {
        cell!.r = Math.round((cell!.r / cell!.n) * 100) / 100;
        cell!.longR = Math.round((cell!.longR / cell!.n) * 100) / 100;
      }
  return acc;
}
