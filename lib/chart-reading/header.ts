// Ticker, exchange and timeframe from a chart's header, title or legend lines, in the layouts
// trading tools use: "Euro / U.S. Dollar · 15 · PEPPERSTONE", "Apple Inc · 1D · NASDAQ",
// "high_frog_binance_v226 | 5m | BTC/USDT", "NASDAQ:AAPL", "binance_futures - ETHUSDT - 15m",
// "BTCUSDT", "SPY from 08-16-2017". Pure: the caller resolves candidates against the market.
import { EXCHANGES, NON_TICKER_WORDS } from "./non-tickers";
import futuresRoots from "./rules/futures-roots.json";
import { PERIOD_BUTTON, respace } from "./header-spacing";

import {
  afterFieldLabel,
  isDurationWord,
  isMeasureWord,
  isSpanWord,
  isStudyName,
  parseInterval,
  periodAggregation,
} from "./interval/parse-interval";
import {
  MAX_CANDIDATES,
  MIN_SYMBOL_CHARS,
  UNKNOWN_PREFIX_MAX_SYMBOL_CHARS,
  PICKER_MIN_INTERVALS,
  ROW_MIN_PX,
  ROW_SHARE_OF_HEIGHT,
} from "./rules/header-thresholds";
import { midY } from "./box";
import type { OcrWord } from "./types";

export interface HeaderRead {
  /** Best first: the caller keeps the first one its market data knows. */
  candidates: string[];
  /** Candidates read from a strong layout (exchange prefix, pair, known name, title segment). */
  strong: string[];
  exchange: string | null;
  timeframe: string | null;
  /** Where the timeframe was written: the strongest place of the line wins (INTERVAL_PLACES). */
  timeframePlace: IntervalPlace | null;
}

/**
 * Places an interval is written, strongest first: the chart's own legend or title (between the
 * legend's separators "Euro / U.S. Dollar · 15 · PEPPERSTONE", in brackets "AAPL (1D)", MetaTrader's
 * "EURUSD,H1", thinkorswim's "1Y 1D"), right after the symbol ("BYBIT:SOLUSDT W"), or loose in a
 * line (a toolbar's lone "1h", a stats column). "picker" is the selected button of a row of them
 * (ticker-rank.ts: told from pixels), stronger than a lone interval anywhere.
 */
export const INTERVAL_PLACES = ["legend", "symbol", "picker", "loose"] as const;
export type IntervalPlace = (typeof INTERVAL_PLACES)[number];
export const placeRank = (p: IntervalPlace | null) => (p ? INTERVAL_PLACES.indexOf(p) : INTERVAL_PLACES.length);

// TradingView's long names: "Euro / U.S. Dollar", "Bitcoin / TetherUS", and company names.
const ASSETS: [string, string][] = [
  ["EURO", "EUR"],
  ["U\\.?\\s?S\\.?\\s*DOLLAR", "USD"],
  ["BRITISH\\s+POUND", "GBP"],
  ["JAPANESE\\s+YEN", "JPY"],
  ["SWISS\\s+FRANC", "CHF"],
  ["CANADIAN\\s+DOLLAR", "CAD"],
  ["AUSTRALIAN\\s+DOLLAR", "AUD"],
  ["NEW\\s+ZEALAND\\s+DOLLAR", "NZD"],
  ["INDIAN\\s+RUPEE", "INR"],
  ["TETHER\\s*US", "USDT"],
  ["TETHER", "USDT"],
  ["BITCOIN", "BTC"],
  ["ETHEREUM", "ETH"],
  ["SOLANA", "SOL"],
  ["RIPPLE", "XRP"],
  ["XRP", "XRP"],
  ["DOGECOIN", "DOGE"],
  ["CARDANO", "ADA"],
  ["BNB", "BNB"],
  ["GOLD(?:\\s+SPOT)?", "XAU"],
  ["SILVER(?:\\s+SPOT)?", "XAG"],
];
const ASSET_RE = ASSETS.map(([re]) => re).join("|");
const FUTURES_CONTRACT = new RegExp(
  `(?<![A-Z0-9/@])(${futuresRoots.roots.join("|")})[FGHJKMNQUVXZ]\\d{1,2}(?:-[A-Z]{2,6})?(?![A-Z])`,
  "g",
);
// "Euro / U.S. Dollar" (TradingView), "Euro vs US Dollar" (MetaTrader).
const PAIR_NAME = new RegExp(`(${ASSET_RE})\\s*(?:/|VS\\.?)\\s*(${ASSET_RE})`, "g");
const assetCode = (name: string) => ASSETS.find(([re]) => new RegExp(`^(?:${re})$`).test(name))?.[1] ?? "";

const NAMES: [RegExp, string][] = [
  [/NATURAL\s*GAS/, "XNGUSD"],
  [/APPLE\s+INC/, "AAPL"],
  [/MICROSOFT\s+CORP/, "MSFT"],
  [/TESLA,?\s+INC/, "TSLA"],
  [/NVIDIA\s+CORP/, "NVDA"],
  [/RELIANCE\s+INDUSTRIES/, "RELIANCE"],
  [/SPDR\s+S\s?&\s?P\s?500/, "SPY"],
  [/AMAZON\.?COM/, "AMZN"],
  [/ALPHABET\s+INC/, "GOOGL"],
  [/META\s+PLATFORMS/, "META"],
  [/S\s?&\s?P\s?500\s+INDEX/, "SPX"],
  [/DOW\s+JONES\s+INDUSTRIAL\s+AVERAGE/, "DJI"],
  // Commodity names as TradingView and broker apps print them, in English and German (the
  // languages of the screenshots the reader is tuned on: capital.com's German "Erdgas").
  [/(?<![A-Z])GOLD(?![A-Z])/, "XAUUSD"],
  [/(?<![A-Z])(?:SILBER|SILVER)(?![A-Z])/, "XAGUSD"],
  [/(?<![A-Z])ERDGAS(?![A-Z])/, "XNGUSD"],
  // CFD brokers' names for the Dow: IG's "Wall Street Cash", XTB's "US Wall Street 30".
  [/WALL\s*STREET\s*(?:30|CASH)/, "US30"],
];

const CFD_INDEX =
  /(?<![A-Z0-9])((?:US|UK|DE|GER|JP|JPN|FRA|EU|AUS|HK|NAS|SPX|USTEC|ITA|ESP|NED|SWI|CHN)\d{2,4})(?![A-Z0-9])/g;
const FX = "USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|XAU|XAG";
const FX_SLASH_MISREAD = new RegExp(`(?<![A-Z0-9])(${FX})[I|](${FX})(?![A-Z])`, "g");

/** The same name pattern with every space optional ("SPDRS&P500ETFTrust"). */
const spaceless = (re: RegExp) => new RegExp(re.source.replace(/\\s[+?]/g, "\\s*"), re.flags);

/** MetaTrader's period names: M1..M30 minutes, H1..H12 hours, D1, W1, MN (month). */
export function metaTraderTimeframe(token: string): string | null {
  const t = token.toUpperCase();
  return /^(M|H|D|W)\d{1,2}$|^MN\d?$/.test(t) ? parseInterval(t) : null;
}

export { EXCHANGES };

const STOP = new Set(NON_TICKER_WORDS);

/**
 * "1D", "1h", "15", "4H", "W", "5m", "1 Day", "4小时" -> canonical "1D" / "1h" / "15m" / "4h" / "1W"
 * (interval/notations.json). Unit-first periods (MetaTrader's H1, cTrader's m5) count only where
 * the layout places them (after the symbol, in brackets): alone they are as often a heading or a size.
 */
/** A drop-down's caret after the value it shows ("1H ▾"), as OCR reads it. */
const CARET = /\s?[▾▼⌄˅→↓⏷]$/;

export function normaliseTimeframe(token: string, bareNumber = false): string | null {
  const t = token.trim().replace(CARET, "");
  if (/^(MN\d?|[MHDWmh]\d{1,2})$/.test(t)) return null;
  return parseInterval(t, { bareNumber });
}

/**
 * TradingView's legend "EURUSD · 5m · OANDA" with its middle dots read as hyphens
 * ("EURUSD-5m-OANDA", "W-BYBIT"): an interval then an exchange joined by a hyphen are the legend's
 * two fields. A pair's own hyphen ("BTC-USD") is left alone: what follows it is no exchange.
 */
function splitMisreadDots(token: string): string[] {
  const [exchange, interval, ...earlier] = token.split("-").reverse();
  if (!interval || !EXCHANGES.includes(exchange.toUpperCase()) || !parseInterval(interval, { bareNumber: true }))
    return [token];
  const before = earlier.reverse().join("-");
  return [...(before ? [before, "-"] : []), interval, "-", exchange];
}

/** A header line's words, with the separators and spaces OCR merges or drops put back. */
function legendTokens(line: string): string[] {
  return (
    line
      .replace(/[·•]/g, " - ")
      // OCR drops spaces: "SPYfrom08-16-2017", "SOLUSDT(W)from 2024" (an interval with its unit letter in brackets).
      .replace(/([A-Z]{2,6})(from|to)(?=\d)/g, "$1 $2 ")
      .replace(/(?<=[A-Za-z0-9])(\((?:\d{0,3}[A-Za-z]{1,3})\))/g, " $1 ")
      .split(/\s+/)
      .filter(Boolean)
      .flatMap(splitMisreadDots)
  );
}

function push(out: string[], v: string | undefined) {
  if (v && !out.includes(v)) out.push(v);
}

const SEP = /^[-·•|—–:,]+$/;

/** Quantities an exchange counts in an asset, written "Vol(BTC)", "24h Volume(USDT)", "Amount(ETH)". */
const UNIT_OF = new Set(["vol", "volume", "amount", "total", "size", "qty", "quantity", "sum", "turnover", "value"]);

/** Lines of text in reading order, from OCR words. */
export function lines(words: OcrWord[]): string[] {
  const sorted = [...words].filter((w) => w.text.trim()).sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0);
  const rows: OcrWord[][] = [];
  for (const w of sorted) {
    const h = w.y1 - w.y0;
    const row = rows.find((r) => Math.abs(midY(r[0]) - midY(w)) < Math.max(ROW_MIN_PX, h * ROW_SHARE_OF_HEIGHT));
    if (row) row.push(w);
    else rows.push([w]);
  }
  return rows.map((r) =>
    r
      .sort((p, q) => p.x0 - q.x0)
      .map((w) => w.text)
      .join(" "),
  );
}

/** Tokens that look like symbols but are labels: periods (H1), indicator settings (SMA50), "0M" read as OM. */
function noise(t: string): boolean {
  return (
    !!metaTraderTimeframe(t) ||
    /^(SMA|EMA|WMA|MA|RSI|BB[LUMP]?|ATR|MACD|VWAP|ADX|CCI|MFI|OBV|STOCH|KC|DC)\d*$/.test(t) ||
    /^\d+[KMB]?$/.test(t.replace(/O/g, "0")) ||
    // A dotted or dashed line's sample in a legend, read as letters ("III").
    /^(?:I{3,}|L{3,})$/.test(t)
  );
}

/**
 * "NASDAQ:AAPL", "BINANCE: ETHUSDT": an exchange prefix and a symbol, both written in capitals
 * (as charting tools print them). A form's "Name: Aditya", a hint's "Hint: Use" or a page title
 * "VECTORBT:CANDLESTICK PATTERNS" are labels: mixed case, a space after an unknown prefix, or a
 * long word after it.
 */
const QUOTE_END = /(USDT|USDC|BUSD|USD|EUR|GBP|JPY|BTC|ETH|INR|KRW|TRY)$/;

export function exchangePrefixed(line: string): { prefix: string; symbol: string }[] {
  const out: { prefix: string; symbol: string }[] = [];
  // TradingView's continuous futures end at their "!" ("COMEX:GC1!", "NYMEX:CL2!"): nothing follows it.
  for (const m of line.matchAll(
    /(?<![A-Za-z0-9])([A-Z]{2,12}):(\s?)([A-Z](?:[A-Z0-9.]{0,10}[A-Z0-9]|[A-Z0-9]{0,9}[12]!)?)(?![A-Za-z0-9!])/g,
  )) {
    const known = EXCHANGES.includes(m[1]);
    if (m[2] && !known) continue;
    // After a prefix that is no exchange, only what is shaped like a symbol: short, or a pair.
    if (!known && m[3].length > UNKNOWN_PREFIX_MAX_SYMBOL_CHARS && !QUOTE_END.test(m[3])) continue;
    out.push({ prefix: m[1], symbol: m[3] });
  }
  return out;
}

/**
 * "24h" on an exchange's ticker strip is the window of its statistics (24h high, low, volume,
 * change), never the chart's interval: charts write a day as 1D or D.
 */
export const STATS_WINDOW = /^24\s?h$/i;

/**
 * An elapsed time, not an interval: a measuring tool's "+103.70 % (7d 10:00)" or "7d 10h", a count
 * of days followed by a clock time or by a count of a smaller unit. Charts write an interval as
 * one count and one unit ("5D 15m" is thinkorswim's period and interval, told apart before this).
 */
const ELAPSED_REST = /^\(?(\d{1,2}:\d{2}(:\d{2})?|\d{1,2}\s?[hm])\)?$/;
const elapsed = (tokens: string[], i: number) => ELAPSED_REST.test(tokens[i + 1] ?? "");

/**
 * A row naming two or more intervals ("1D 5D 1M 3M 6M YTD", "1W 1M") is a picker: its buttons
 * are choices, and which one is selected shows only in colour, so the row names no timeframe.
 */
export function intervalPicker(tokens: string[]): boolean {
  const found = new Set<string>();
  for (const token of tokens) {
    const t = token.replace(/^[([]|[)\],:]$/g, "");
    // MetaTrader-style periods count here: a row of two or more ("M1 M5 M15 H1") is a picker.
    const tf = t.length > 1 ? (normaliseTimeframe(t) ?? (PERIOD_BUTTON.test(t) ? metaTraderTimeframe(t) : null)) : null;
    if (tf && !STATS_WINDOW.test(t)) found.add(tf);
  }
  return found.size >= PICKER_MIN_INTERVALS;
}

export function readHeader(textLines: string[]): HeaderRead {
  const strong: string[] = [];
  const weak: string[] = [];
  let exchange: string | null = null;
  let timeframe: string | null = null;
  let timeframePlace: IntervalPlace | null = null;
  /** The first interval of the strongest place wins. */
  const offer = (tf: string | null, place: IntervalPlace) => {
    if (tf && placeRank(place) < placeRank(timeframePlace)) [timeframe, timeframePlace] = [tf, place];
  };
  for (const raw of textLines) {
    // A bold slash read as an I or a bar between two currencies ("GBP/JPY" as "GBPIJPY").
    const line = respace(raw).replace(FX_SLASH_MISREAD, "$1/$2");
    const upper = line.toUpperCase().replace(/[·•]/g, " - ");
    const compact = upper.replace(/\s+/g, "");
    for (const m of upper.matchAll(PAIR_NAME)) push(strong, `${assetCode(m[1])}${assetCode(m[2])}`);
    for (const [re, sym] of NAMES) if (re.test(upper) || spaceless(re).test(compact)) push(strong, sym);
    // "NASDAQ:AAPL", "BINANCE:ETHUSDT" (a title like "VECTORBT:CANDLESTICKPATTERNS" is no symbol).
    for (const m of exchangePrefixed(line)) {
      if (STOP.has(m.symbol)) continue; // "RISK:REWARD"
      if (EXCHANGES.includes(m.prefix)) exchange ??= m.prefix;
      push(strong, m.symbol);
    }
    // Continuous futures: GC1!, NQ1! (TradingView), /ES, /NQH23 (thinkorswim), NQ 09-23 (NinjaTrader).
    for (const m of upper.matchAll(/(?<![A-Z0-9])([A-Z]{1,3})[12]!/g)) push(strong, `${m[1]}1!`);
    // (Written in capitals, two letters or more: MetaTrader's "vs US Dollar" read as "/s US Dollar" is none.)
    for (const m of line.matchAll(/(?<![A-Za-z0-9/])\/([A-Z]{2,3})(?:[FGHJKMNQUVXZ]\d{1,2})?(?![A-Za-z])/g))
      push(strong, `/${m[1]}`);
    // A futures contract: a known root, a month code and a year ("ESU24-CME", "ESM4", "NQZ24").
    for (const m of line.matchAll(FUTURES_CONTRACT)) push(strong, `/${m[1]}`);
    // TradeStation's continuous futures: "@ES", "@NQ", "@CL".
    for (const m of line.matchAll(/(?<![A-Za-z0-9])@([A-Z]{1,3})(?![A-Za-z0-9])/g)) push(strong, `/${m[1]}`);
    // StockCharts writes an index with a dollar sign ("$SPX", "$INDU", "$COMPQ"), as cashtags do.
    for (const m of line.matchAll(/(?<![A-Za-z0-9])\$([A-Z]{2,6})(?![A-Za-z0-9])/g)) push(strong, m[1]);
    // NinjaTrader writes the root in capitals ("NQ 09-23"): "to 10-23-2018" in a title is no contract.
    for (const m of line.matchAll(/(?<![A-Za-z0-9])([A-Z]{1,3})\s(?:0[1-9]|1[0-2])-\d{2}(?!\d)/g))
      push(strong, `/${m[1]}`);
    // MetaTrader's window title: "EURUSD,H1", "GBPUSD, M15".
    for (const m of upper.matchAll(
      /(?<![A-Z0-9])([A-Z][A-Z0-9.]{2,11}),\s?(M\d{1,2}|H\d{1,2}|D1|W1|MN1?)(?![A-Z0-9])/g,
    )) {
      if (STOP.has(m[1])) continue;
      push(strong, m[1]);
      offer(metaTraderTimeframe(m[2]), "legend");
    }
    // Pairs with a separator: BTC/USDT, EUR/USD, USD/HKD, ETH-USDT (quote-first USDT-BTC keeps its order).
    // The quote side must be a currency ("PROFIT/LOSS" in a backtest legend is not a pair).
    for (const m of upper.matchAll(
      /(?<![A-Z0-9])([A-Z0-9]{2,6})\s?[/]\s?(USDT|USDC|BUSD|USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|BTC|ETH|BNB|INR|TRY|HKD|SGD|CNH|CNY|MXN|ZAR|SEK|NOK|DKK|PLN|HUF|CZK|KRW)(?![A-Z])/g,
    ))
      push(strong, `${m[1]}/${m[2]}`);
    for (const m of upper.matchAll(/(?<![A-Z0-9])([A-Z]{2,6})-(USDT|USD|USDC|BUSD|EUR|BTC|ETH)(?![A-Z])/g))
      push(strong, `${m[1]}-${m[2]}`);
    // Glued pairs: BTCUSDT, EURUSD.
    for (const m of upper.matchAll(
      /(?<![A-Z0-9])([A-Z]{2,6})(USDT|USDC|BUSD|USD|EUR|JPY|GBP|CHF|CAD|AUD|INR)(?![A-Z])/g,
    ))
      push(strong, `${m[1]}${m[2]}`);
    // After the pairs, so that a tab row's first symbol keeps its place. CFD brokers' index codes: a country or index and a count of members ("US30", "DE40", "UK100", "NAS100").
    for (const m of upper.matchAll(CFD_INDEX)) push(strong, m[1]);
    // A data feed's name before its legend ("orcl-1995-2014 (1 Day) O:29.13 H:30"): backtrader,
    // matplotlib titles name the symbol in lower case. (The base of a pair, "BTC" of "BTC/USDT", is none.)
    const legend = line.match(
      /^([A-Za-z]{2,6})\b(?![/-][A-Za-z])[^A-Za-z]*(?:\(\d+\s?\w+\)|from\b).*|^([A-Za-z]{2,6})\b(?![/-][A-Za-z]).*\bO:?\s?\d.*\bH:?\s?\d/,
    );
    const fed = (legend?.[1] ?? legend?.[2])?.toUpperCase();
    if (fed && !STOP.has(fed)) push(strong, fed);
    const tokens = legendTokens(line);
    // thinkorswim's "1Y 1D": the period is a span, not a second interval of a picker.
    const pairs = tokens.map((_, i) => periodAggregation(tokens, i));
    const picker = intervalPicker(tokens.filter((_, i) => !pairs[i]));
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i].replace(/^[([]|[)\],:]$/g, "");
      const u = t.toUpperCase();
      if (EXCHANGES.includes(u) && !exchange && tokens.length > 1) exchange = u;
      // "Bar Size 1 hour": the field that holds the interval names it, whatever else the row lists.
      if (afterFieldLabel(tokens, i)) {
        const unitWord = (tokens[i + 1] ?? "").replace(/[()]/g, "");
        offer(parseInterval(t, { bareNumber: true }) ?? parseInterval(`${t} ${unitWord}`), "legend");
      }
      if (picker) continue;
      // A bare "15" or "W" counts between separators, in brackets, or right after the symbol ("BYBIT:SOLUSDT W").
      const symbolAt = (k: number) =>
        k >= 0 &&
        /^([A-Z]{2,12}:)?[A-Z0-9]{2,10}([/-][A-Z]{3,5})?$/.test(tokens[k]) &&
        /[A-Z]/.test(tokens[k]) && // a year ("28 Feb 2019 1 Mar") is no symbol
        !STOP.has(tokens[k].toUpperCase());
      const sepBefore = SEP.test(tokens[i - 1] ?? "");
      // Right after the symbol, or after the symbol and one separator ending the line ("SOL/USDT · 4H").
      const afterSymbol = symbolAt(i - 1) || (sepBefore && i === tokens.length - 1 && symbolAt(i - 1 - 1));
      const legend =
        (i > 0 && i < tokens.length - 1 && sepBefore && SEP.test(tokens[i + 1])) ||
        // "AAPL · 1D O182.77 H182.95": the last field, then the bar's O/H/L/C.
        (i > 1 && sepBefore && /^O[:.]?\d/.test(tokens[i + 1] ?? "")) ||
        // "RELIANCE(15)": a bracketed count after a symbol (IG's "Germany 40 Cash (€1)", its € lost, is a contract size).
        (/^\(\d{1,3}\)$/.test(tokens[i]) && !/^[A-Z][a-z]+$/.test(tokens[i - 1] ?? "")) ||
        /^\(\d{1,2}:\d{2}:\d{2}\)$/.test(tokens[i]);
      const between = legend || afterSymbol;
      // "5 Minute", "(1 Day)", "7 Days": a count and its unit word.
      const unitWord = (tokens[i + 1] ?? "").replace(/[()]/g, "");
      const counted = /^\(?\d+$/.test(tokens[i]) && /^[A-Za-z]{3,}$/.test(unitWord);
      const bracketedCount = counted && tokens[i].startsWith("(");
      const tf = /^\(\d{1,2}:\d{2}:\d{2}\)$/.test(tokens[i])
        ? parseInterval(tokens[i])
        : counted
          ? parseInterval(`${t.replace("(", "")} ${unitWord}`)
          : normaliseTimeframe(t, between);
      const place: IntervalPlace = legend || bracketedCount ? "legend" : afterSymbol ? "symbol" : "loose";
      if (pairs[i - 1]) offer(pairs[i - 1], afterSymbol || i === 1 ? "legend" : "symbol");
      else if (
        tf &&
        !pairs[i] &&
        !STATS_WINDOW.test(t) &&
        !elapsed(tokens, i) &&
        !isStudyName(tokens[i - 1] ?? "") &&
        !isDurationWord(tokens[i - 1] ?? "") &&
        !(isSpanWord(tokens[i - 1] ?? "") && /^[A-Za-z]/.test(t)) &&
        !(isMeasureWord(tokens[i + 1] ?? "") && /^[A-Za-z]/.test(t)) &&
        (t.length > 1 || between || sepBefore || counted)
      )
        offer(tf, place);
      // MetaTrader periods ("H1", "M15", "D1") count right after the symbol or in brackets.
      if (/^(M\d{1,2}|H\d{1,2}|D1|W1|MN1?)$/.test(u) && (afterSymbol || /^\(.*\)$/.test(tokens[i])))
        offer(metaTraderTimeframe(u), afterSymbol ? "symbol" : "legend");
    }
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i].replace(/^[([]|[)\],:]$/g, "");
      const u = t.toUpperCase();
      // "Vol(BTC):", "Amount(ETH)": the unit a quantity is counted in, not the chart's symbol.
      if (tokens[i].startsWith("(") && UNIT_OF.has((tokens[i - 1] ?? "").toLowerCase().replace(/[^a-z]/g, "")))
        continue;
      // "AAPL · 1D · NASDAQ": the symbol is the word right before the first separator.
      // "AAPL · 1D · NASDAQ": a symbol right before a separator; "v2 | 4h | SPY": right after one.
      const next = (tokens[i + 1] ?? "").replace(/^\(|\)$/g, "");
      const titled =
        SEP.test(tokens[i + 1] ?? "") ||
        (SEP.test(tokens[i - 1] ?? "") && /^[A-Z]{2,6}$/.test(t)) ||
        (i === 0 && /^[A-Z]{2,10}$/.test(t) && !!normaliseTimeframe(next, true));
      if (
        /^[A-Z][A-Z0-9.]{0,9}$/.test(t) &&
        !STOP.has(u) &&
        titled &&
        !normaliseTimeframe(t) &&
        t.length >= MIN_SYMBOL_CHARS
      )
        push(strong, t);
      else if (/^[A-Z][A-Z0-9]{1,9}$/.test(t) && !STOP.has(u) && !normaliseTimeframe(t) && !noise(t)) push(weak, t);
    }
  }
  // An exchange named after a symbol ("NASDAQ AAPL").
  const candidates = [...strong];
  for (const w of weak) push(candidates, w);
  return { candidates: candidates.slice(0, MAX_CANDIDATES), strong, exchange, timeframe, timeframePlace };
}
