// Reads the recorded OHLC series in ../shared/fixtures/history as their manifest.json describes
// them (separator, header, column order, time format, time zone, bar open or end time) and says
// what it did not keep: rows without prices, unparsable times, non-positive prints, duplicates,
// close-only history, and the rows it had to sort or repair. Never invents a bar: gaps stay gaps.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Candle, Instrument, InstrumentType, Interval } from "@/lib/providers/market/types";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import { DAY_MS, MINUTE_MS } from "@/lib/time";

export interface ManifestEntry {
  file: string;
  symbol: string;
  asset_class: string;
  interval: string;
  rows: number;
  first: string;
  last: string;
  columns: {
    header: string[] | null;
    time: string | string[] | number;
    open: string | number;
    high: string | number;
    low: string | number;
    close: string | number;
    volume: string | number | null;
  };
  time_zone: string;
  format_notes: string;
  doubts: string[];
}

export interface SkipCount {
  reason: string;
  rows: number;
}

export interface HistorySeries {
  file: string;
  instrument: Instrument;
  interval: Interval;
  candles: Candle[]; // ascending, unique times, positive prices, high >= max(open, close), low <= min(open, close)
  skipped: SkipCount[]; // rows dropped, by reason
  repaired: SkipCount[]; // rows kept but changed or reordered, by reason
  gaps: { count: number; largestDays: number; largestAt: string | null }; // steps over 4 days
}

export const INTERVALS: Interval[] = ["1m", "5m", "15m", "30m", "1h", "1d", "1wk"];

export function readManifest(dir: string): ManifestEntry[] {
  return JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as ManifestEntry[];
}

/** The quote currency the manifest's notes give (everything else is in US dollars). */
function currencyOf(e: ManifestEntry): string {
  if (e.symbol === "ETH-BTC") return "BTC";
  if (/USDT/.test(e.file)) return "USDT";
  if (e.symbol === "JPY=X") return "JPY";
  if (e.symbol === "CHF=X") return "CHF";
  return "USD";
}

/** One line of a delimited file, honouring double quotes ("4,787,699" is one field). */
export function splitLine(line: string, sep: string): string[] {
  if (!line.includes('"')) return line.split(sep);
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** Minutes east of UTC that `zone` keeps at the UTC instant `ms` (Intl knows the daylight rules). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneOffsetMinutes(zone: string, ms: number): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  const parts = f.formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((local - ms) / MINUTE_MS);
}

/** A wall-clock time in `zone` as a UTC instant. */
export function zonedToUtc(wall: number, zone: string): number {
  let ms = wall - zoneOffsetMinutes(zone, wall) * MINUTE_MS;
  ms = wall - zoneOffsetMinutes(zone, ms) * MINUTE_MS; // second pass settles a daylight-saving edge
  return ms;
}

type Zone = { kind: "utc" } | { kind: "fixed"; minutes: number } | { kind: "iana"; name: string };

/** The manifest's time-zone sentence as something to compute with. Date-only files are UTC days. */
export function zoneOf(e: ManifestEntry): Zone {
  const tz = e.time_zone;
  if (/fixed UTC-05:00/.test(tz)) return { kind: "fixed", minutes: -300 };
  if (/^America\/New_York local/.test(tz)) return { kind: "iana", name: "America/New_York" };
  if (/^Europe\/Berlin/.test(tz)) return { kind: "iana", name: "Europe/Berlin" };
  return { kind: "utc" };
}

/** Whether the file stamps a bar with its end rather than its start (the manifest says so). */
const stampsBarEnd = (e: ManifestEntry) => /bar END time/i.test(`${e.format_notes} ${e.doubts.join(" ")}`);

/** Parses the time formats the manifest lists; a wall-clock time in milliseconds, or null. */
export function parseWallTime(raw: string): { ms: number; absolute: boolean } | null {
  const s = raw.trim();
  let m: RegExpMatchArray | null;
  if (/^\d{12,13}$/.test(s)) return { ms: Number(s), absolute: true }; // epoch milliseconds
  if ((m = s.match(/^(\d{4})[-/](\d{2})[-/](\d{2})$/)))
    return { ms: Date.UTC(+m[1], +m[2] - 1, +m[3]), absolute: false };
  if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/))) {
    const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
    if (!m[7]) return { ms: wall, absolute: false };
    if (m[7] === "Z") return { ms: wall, absolute: true };
    const sign = m[7][0] === "-" ? -1 : 1;
    const [h, mi] = m[7].slice(1).split(":").map(Number);
    return { ms: wall - sign * (h * 60 + mi) * MINUTE_MS, absolute: true };
  }
  // CryptoDataDownload: "2019-10-17 09-AM" (12-hour clock; 12-AM is midnight)
  if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2})-(AM|PM)$/))) {
    const h = (+m[4] % 12) + (m[5] === "PM" ? 12 : 0);
    return { ms: Date.UTC(+m[1], +m[2] - 1, +m[3], h), absolute: false };
  }
  // NinjaTrader / HistData: "20110301 090100"
  if ((m = s.match(/^(\d{4})(\d{2})(\d{2}) (\d{2})(\d{2})(\d{2})$/)))
    return { ms: Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]), absolute: false };
  // "11/5/2019 9:30"
  if ((m = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/)))
    return { ms: Date.UTC(+m[3], +m[1] - 1, +m[2], +m[4], +m[5]), absolute: false };
  return null;
}

function toUtc(wall: { ms: number; absolute: boolean }, zone: Zone): number {
  if (wall.absolute || zone.kind === "utc") return wall.ms;
  if (zone.kind === "fixed") return wall.ms - zone.minutes * MINUTE_MS;
  return zonedToUtc(wall.ms, zone.name);
}

const isInterval = (v: string): v is Interval => (INTERVALS as string[]).includes(v);

/** The file's rows as raw records: time text and price texts, in file order. */
function rawRows(
  text: string,
  e: ManifestEntry,
): { time: string; o: string; h: string; l: string; c: string; v: string }[] {
  const cols = e.columns;
  if (e.file.endsWith(".json")) {
    const rows = JSON.parse(text) as unknown[][];
    const at = (r: unknown[], k: string | number | null) => (k == null ? "" : String(r[Number(k)] ?? ""));
    return rows.map((r) => ({
      time: at(r, cols.time as number),
      o: at(r, cols.open),
      h: at(r, cols.high),
      l: at(r, cols.low),
      c: at(r, cols.close),
      v: at(r, cols.volume),
    }));
  }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const first = lines.find((l) => /[,;\t]/.test(l)) ?? "";
  const sep = first.includes("\t")
    ? "\t"
    : (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0)
      ? ";"
      : ",";
  let body = lines;
  let index: (name: string | number | null) => number;
  if (cols.header) {
    const header = cols.header;
    // Skip any banner above the header line (CryptoDataDownload puts one there).
    const h = lines.findIndex(
      (l) => splitLine(l, sep).map((f) => f.trim())[header.length > 1 ? 1 : 0] === header[header.length > 1 ? 1 : 0],
    );
    body = lines.slice(h + 1);
    index = (name) => (name == null ? -1 : header.indexOf(String(name)));
  } else {
    index = (name) => (name == null ? -1 : Number(String(name).replace(/^field /, "")) - 1);
  }
  const times = Array.isArray(cols.time) ? cols.time.map(index) : [index(cols.time as string)];
  const [io, ih, il, ic, iv] = [cols.open, cols.high, cols.low, cols.close, cols.volume].map(index);
  return body.map((line) => {
    const f = splitLine(line, sep);
    const get = (i: number) => (i >= 0 ? (f[i] ?? "").trim() : "");
    return { time: times.map(get).join(" "), o: get(io), h: get(ih), l: get(il), c: get(ic), v: get(iv) };
  });
}

/** A run of this many bars with open = high = low = close ends the close-only part of a history. */
export const CLOSE_ONLY_RUN = 20;

export function parseSeries(text: string, e: ManifestEntry): HistorySeries {
  if (!isInterval(e.interval)) throw new Error(`${e.file}: interval ${e.interval} is not one the engine knows`);
  const interval = e.interval;
  const zone = zoneOf(e);
  const endStamp = stampsBarEnd(e);
  const skipped = new Map<string, number>();
  const repaired = new Map<string, number>();
  const bump = (m: Map<string, number>, reason: string) => m.set(reason, (m.get(reason) ?? 0) + 1);
  const num = (s: string) => (s === "" ? NaN : Number(s.replace(/,/g, "")));

  let candles: Candle[] = [];
  for (const r of rawRows(text, e)) {
    const wall = parseWallTime(r.time);
    if (!wall) {
      bump(skipped, "unparsable time");
      continue;
    }
    const [open, high, low, close] = [r.o, r.h, r.l, r.c].map(num);
    if (![open, high, low, close].every(Number.isFinite)) {
      bump(skipped, "no prices");
      continue;
    }
    if (Math.min(open, high, low, close) <= 0) {
      bump(skipped, "price at or below zero");
      continue;
    }
    const ms = toUtc(wall, zone) - (endStamp ? INTERVAL_MS[interval] : 0);
    const hi = Math.max(high, open, close);
    const lo = Math.min(low, open, close);
    if (hi !== high || lo !== low) bump(repaired, "high/low widened to hold open and close");
    const v = num(r.v);
    candles.push({ time: Math.round(ms / 1000), open, high: hi, low: lo, close, volume: Number.isFinite(v) ? v : 0 });
  }

  let outOfOrder = 0;
  for (let i = 1; i < candles.length; i++) if (candles[i].time < candles[i - 1].time) outOfOrder++;
  if (outOfOrder) {
    candles.sort((a, b) => a.time - b.time);
    repaired.set("sorted by time (rows out of order)", outOfOrder);
  }
  const unique: Candle[] = [];
  for (const c of candles) {
    if (unique.length && unique[unique.length - 1].time === c.time) {
      bump(skipped, "duplicate time (later row kept)");
      unique[unique.length - 1] = c;
    } else unique.push(c);
  }
  candles = unique;

  // Close-only daily history (open = high = low = close for weeks on end, e.g. the S&P 500 before
  // 1962) has no range to place a stop in: it is dropped up to the end of the last such run.
  // Intraday flat bars are idle minutes or weekend quotes, real if quiet: they stay.
  let run = 0;
  let cut = -1;
  if (INTERVAL_MS[interval] >= DAY_MS)
    candles.forEach((c, i) => {
      run = c.open === c.high && c.high === c.low && c.low === c.close ? run + 1 : 0;
      if (run >= CLOSE_ONLY_RUN) cut = i;
    });
  if (cut >= 0) {
    skipped.set("close-only history (no high/low range)", cut + 1);
    candles = candles.slice(cut + 1);
  }

  let count = 0;
  let largest = 0;
  let largestAt: string | null = null;
  for (let i = 1; i < candles.length; i++) {
    const step = (candles[i].time - candles[i - 1].time) * 1000;
    if (step > 4 * DAY_MS) {
      count++;
      if (step > largest) {
        largest = step;
        largestAt = new Date(candles[i - 1].time * 1000).toISOString().slice(0, 10);
      }
    }
  }
  const list = (m: Map<string, number>) => [...m.entries()].map(([reason, rows]) => ({ reason, rows }));
  return {
    file: e.file,
    instrument: {
      symbol: e.symbol,
      name: e.symbol,
      type: e.asset_class as InstrumentType,
      exchange: "recorded history",
      currency: currencyOf(e),
    },
    interval,
    candles,
    skipped: list(skipped),
    repaired: list(repaired),
    gaps: { count, largestDays: Math.round((largest / DAY_MS) * 10) / 10, largestAt },
  };
}

/** One file of the history folder, read and cleaned as its manifest entry says. */
export function loadSeries(dir: string, e: ManifestEntry): HistorySeries {
  return parseSeries(readFileSync(path.join(dir, e.file), "utf8"), e);
}
