// Numbers as charts print them: "1,234.56", "61,000", "1.17050", "2,5000" (German decimal comma),
// "40k", "1.2M", "-0.5", "12%". OCR adds stray brackets, dots and letters at the edges.

export interface ParsedNumber {
  value: number;
  decimals: number;
  percent: boolean;
  /** The comma was read as a decimal separator. */
  commaDecimal: boolean;
  /** Written in millions or billions ("150M", "1.2B"): a volume or a market cap, not a price. */
  millions: boolean;
}

const SUFFIX: Record<string, number> = { k: 1e3, K: 1e3, m: 1e6, M: 1e6, b: 1e9, B: 1e9 };

export function parseNumber(raw: string): ParsedNumber | null {
  // OCR noise at the edges ("[1.2345", "1.2345|", "®1.17"), and O read for 0 inside digits.
  // MetaTrader and TradingView print a forex quote's fifth decimal small ("1.0850₅", "1.0850⁵").
  let t = raw
    .replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080))
    .replace(/[⁰¹²³⁴-⁹]/g, (d) => String("⁰¹²³⁴⁵⁶⁷⁸⁹".indexOf(d)))
    .trim()
    .replace(/[^\d%kKmMbB]+$/, "")
    // A leading separator before the digits is the decimal point of a price under 1 (".073").
    .replace(/^[^\d\-+−.,]*(?=[.,]\d+%?$)/, "")
    .replace(/^[.,](?=\d+%?$)/, "0$&")
    .replace(/^[^\d\-+−]+/, "")
    .replace(/−/g, "-");
  t = t.replace(/(?<=\d)[oO](?=[\d.,]|$)/g, "0");
  const m = t.match(/^([-+]?)(\d[\d,.']*)([kKmMbB]?)(%?)$/);
  if (!m) return null;
  const [, sign, body, suffix, pct] = m;
  let s = body.replace(/'/g, "");
  let commaDecimal = false;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else if (/^\d+,\d+$/.test(s)) {
    s = s.replace(",", ".");
    commaDecimal = true;
  } else if (/^\d{1,3}(\.\d{3})+,\d+$/.test(s)) {
    s = s.replace(/\./g, "").replace(",", ".");
    commaDecimal = true;
  } else if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const value = Number(sign === "-" ? `-${s}` : s) * (suffix ? SUFFIX[suffix] : 1);
  if (!Number.isFinite(value)) return null;
  const dot = s.indexOf(".");
  return {
    value,
    decimals: dot < 0 ? 0 : s.length - dot - 1,
    percent: pct === "%",
    commaDecimal,
    millions: /[mMbB]/.test(suffix),
  };
}

/** "61,000" in a ladder whose other labels read "61.500"-style: one separator style per ladder. */
export function looksLikeTime(raw: string): boolean {
  return /\d:\d/.test(raw);
}

/** One unit of the last printed decimal: 0.01 for "148.06". */
export const decimalUnit = (decimals: number) => 10 ** -decimals;

/** A share written as a percent for the evidence lines: 0.0014 -> "0.14%". */
export const percentText = (share: number, decimals = 0) => `${(share * 100).toFixed(decimals)}%`;
