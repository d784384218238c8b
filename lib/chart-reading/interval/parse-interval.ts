// A chart's interval as the charting apps write it (notations.json lists them, from the apps'
// documentation), to one canonical form: 30s, 5m, 4h, 1D, 1W, 1M. Pure; a token that names no time
// interval (ticks, range bars, an exchange's 24h statistics) gives null.
import notations from "./notations.json";

type Unit = "s" | "m" | "h" | "D" | "W" | "M";

const UNIT_WORDS = new Map<string, Unit>();
for (const [unit, words] of Object.entries(notations.countUnit.units))
  for (const w of words) UNIT_WORDS.set(w.toLowerCase(), unit as Unit);
const CASE_SENSITIVE = notations.countUnit.caseSensitive as Record<string, Unit>;
const MAX_COUNT = notations.countUnit.maxCount as Record<Unit, number>;
const WORDS = new Map(Object.entries(notations.words.map).map(([k, v]) => [k.length > 1 ? k.toLowerCase() : k, v]));
const MT_PERIODS = new Set(notations.unitCount.metaTraderPeriods);
const BARE_MINUTES = new Set(notations.bareMinutes.values);
const NOT_INTERVALS = new Set(notations.notIntervals.tokens.map((t) => t.toLowerCase()));
const PERIOD_UNITS = new Set(notations.periods.periodUnits);
const STUDY_NAMES = new Set(notations.studyNames.names);
const SPAN_WORDS = new Set(notations.spanWords.words);

/** A study's name ("EMA", "VWAP"): a count and unit right after it is the study's length. */
export const isStudyName = (token: string): boolean => STUDY_NAMES.has(token.trim().toUpperCase());

/** "this", "past", "per": the unit word after it names a span in prose ("this week"). */
const FIELD_LABELS = new Set(notations.fieldLabels.labels);
/** The words before token i name the interval's field ("Bar Size", "Interval:"): fieldLabels. */
export const afterFieldLabel = (tokens: string[], i: number): boolean =>
  [1, 2].some(
    (k) =>
      i >= k &&
      FIELD_LABELS.has(
        tokens
          .slice(i - k, i)
          .join(" ")
          .toLowerCase()
          .replace(/:$/, ""),
      ),
  );

const MEASURE_WORDS = new Set(notations.measureWords.words);
/** "Daily Return": the word after an interval word names a measured quantity (measureWords). */
export const isMeasureWord = (token: string): boolean => MEASURE_WORDS.has(token.trim().toLowerCase());

export const isSpanWord = (token: string): boolean => SPAN_WORDS.has(token.trim().toLowerCase());

const DURATION_WORDS = new Set(notations.durationWords.words);
/** "Max Dd Dur. (124 days)": the count after it is how long something lasted (durationWords). */
export const isDurationWord = (token: string): boolean => DURATION_WORDS.has(token.trim().toLowerCase());

const canonical = (n: number, unit: Unit): string | null => {
  if (!(n > 0) || n > MAX_COUNT[unit]) return null;
  // An hour's worth of minutes is written in hours (TradingView's 240 is 4h).
  if (unit === "m" && n >= 60 && n % 60 === 0) return `${n / 60}h`;
  return `${n}${unit}`;
};

function unitOf(word: string): Unit | null {
  if (CASE_SENSITIVE[word]) return CASE_SENSITIVE[word];
  return UNIT_WORDS.get(word.toLowerCase()) ?? null;
}

/** "(00:05:00)": an aggregation written as a duration, hours:minutes:seconds, in brackets. */
function duration(t: string): string | null {
  const m = t.match(/^\((\d{1,2}):(\d{2}):(\d{2})\)$/);
  if (!m) return null;
  const secs = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  if (!secs) return null;
  if (secs % 3600 === 0) return canonical(secs / 3600, "h");
  if (secs % 60 === 0) return canonical(secs / 60, "m");
  return canonical(secs, "s");
}

/** MetaTrader's M15/H4/D1/W1/MN, cTrader's m5/h1. */
function unitCount(t: string): string | null {
  if (MT_PERIODS.has(t.toUpperCase()) && /^(MN|[MHDW])/.test(t)) {
    if (/^MN/i.test(t)) return "1M";
    const n = Number(t.slice(1));
    const unit = notations.unitCount.letters[t[0] as "M"] as Unit;
    return canonical(n, unit);
  }
  const c = t.match(/^([mh])(\d{1,2})$/);
  return c ? canonical(Number(c[2]), c[1] as Unit) : null;
}

export interface ParseOptions {
  /** A bare number counts as TradingView's minutes (the layout says this place holds an interval). */
  bareNumber?: boolean;
}

/** One token (or a count and its unit word, "5 Minute", "7 Days") as a canonical interval. */
export function parseInterval(token: string, opts: ParseOptions = {}): string | null {
  const t = token.trim().replace(/^\[(.*)\]$/, "$1");
  if (!t || NOT_INTERVALS.has(t.toLowerCase())) return null;
  const word = WORDS.get(t.length > 1 ? t.toLowerCase() : t);
  if (word) return word;
  const d = duration(t);
  if (d) return d;
  const uc = unitCount(t);
  if (uc) return uc;
  const m = t.match(/^(\d{1,4})\s?(\D\S*)$/u);
  if (m) {
    const unit = unitOf(m[2]);
    return unit ? canonical(Number(m[1]), unit) : null;
  }
  if (opts.bareNumber && /^\d{1,3}$/.test(t) && BARE_MINUTES.has(Number(t))) return canonical(Number(t), "m");
  return null;
}

/** A thinkorswim period ("1Y", "5D", "3M", "YTD"): the span shown, not the interval. */
export function isPeriod(token: string): boolean {
  const t = token.trim();
  if (t.toUpperCase() === "YTD") return true;
  const m = t.match(/^(\d{1,3})([DMY])$/);
  return !!m && PERIOD_UNITS.has(m[2]);
}

const spanMinutes = (tf: string): number => {
  const m = tf.match(/^(\d+)([smhDWM])$/);
  if (!m) return 0;
  const per: Record<string, number> = { s: 1 / 60, m: 1, h: 60, D: 1440, W: 10080, M: 43200 };
  return Number(m[1]) * per[m[2]];
};

/**
 * thinkorswim's "1Y 1D", "5D 15m", "YTD 1D": a period then a shorter aggregation, side by side.
 * Returns the aggregation (the chart's interval) when `tokens[i]` and `tokens[i + 1]` are such a pair.
 */
export function periodAggregation(tokens: string[], i: number): string | null {
  const period = tokens[i];
  const next = tokens[i + 1];
  if (!period || !next || !isPeriod(period)) return null;
  const agg = parseInterval(next);
  if (!agg) return null;
  const p = period.toUpperCase();
  const periodMinutes = p === "YTD" || p.endsWith("Y") ? Infinity : spanMinutes(parseInterval(p) ?? "");
  return spanMinutes(agg) < periodMinutes ? agg : null;
}
