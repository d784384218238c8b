// When a news screenshot's printed time was, given the analysis clock: "2 hours ago", "yesterday",
// "Nov 25, 2026", "25 Nov 2026", "2026-11-25 14:32", "14:32". Pure: `now` is an argument.
// Clock times without a date are taken as today (UTC; the page's time zone is not known), or
// yesterday when that would be in the future. Nothing readable, or a date after now: null.
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from "@/lib/time";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const UNIT_MS: [RegExp, number][] = [
  [/^(?:s|secs?|seconds?)$/, SECOND_MS],
  [/^(?:m|mins?|minutes?)$/, MINUTE_MS],
  [/^(?:h|hrs?|hours?)$/, HOUR_MS],
  [/^(?:d|days?)$/, DAY_MS],
  [/^(?:w|wks?|weeks?)$/, WEEK_MS],
];

function clock(text: string): { h: number; m: number } | null {
  const m = text.match(/(\d{1,2})[:.](\d{2})(?:\s*([ap])\.?m\.?)?/i);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (m[3]) h = (h % 12) + (m[3].toLowerCase() === "p" ? 12 : 0);
  return h < 24 && min < 60 ? { h, m: min } : null;
}

const utc = (y: number, mo: number, d: number, t: { h: number; m: number } | null) =>
  new Date(Date.UTC(y, mo, d, t?.h ?? 0, t?.m ?? 0));

export function resolveNewsTime(printed: string | null, now: Date): Date | null {
  if (!printed) return null;
  const text = printed.toLowerCase();
  const t = clock(text);
  let at: Date | null = null;
  const ago = text.match(/(\d{1,3}|an?|one)\s*([a-z]+)\s+ago/);
  if (ago) {
    const n = /^\d/.test(ago[1]) ? Number(ago[1]) : 1;
    const unit = UNIT_MS.find(([re]) => re.test(ago[2]));
    at = unit ? new Date(now.getTime() - n * unit[1]) : null;
  } else if (/just now/.test(text)) {
    at = now;
  } else if (/yesterday|today/.test(text)) {
    const day = new Date(now.getTime() - (/yesterday/.test(text) ? DAY_MS : 0));
    at = utc(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), t);
  } else {
    const iso = text.match(/(\d{4})-(\d{2})-(\d{2})/);
    const mdy = text.match(/([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/);
    const dmy = text.match(/(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})/);
    if (iso) at = utc(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), t);
    else if (mdy && MONTHS.includes(mdy[1])) at = utc(Number(mdy[3]), MONTHS.indexOf(mdy[1]), Number(mdy[2]), t);
    else if (dmy && MONTHS.includes(dmy[2])) at = utc(Number(dmy[3]), MONTHS.indexOf(dmy[2]), Number(dmy[1]), t);
    else if (t) {
      at = utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), t);
      if (at > now) at = new Date(at.getTime() - DAY_MS);
    }
  }
  if (!at || Number.isNaN(at.getTime())) return null;
  // A date later than today is a misread (or a page from the future): no age.
  return at.getTime() > now.getTime() + DAY_MS ? null : at;
}
