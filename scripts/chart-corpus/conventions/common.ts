// Shared by the app-conventions layouts: the render's types, number and date formats, the
// lightweight-charts plot script, and how each app names an interval.
import { EXTRA_INSTRUMENTS, INSTRUMENTS, type Bar, type Instrument } from "../data";

export type Tf = "1m" | "5m" | "15m" | "30m" | "1h" | "4h" | "1D" | "1W";
export const TF_SECONDS: Record<Tf, number> = {
  "1m": 60,
  "5m": 300,
  "15m": 900,
  "30m": 1800,
  "1h": 3600,
  "4h": 14_400,
  "1D": 86_400,
  "1W": 604_800,
};

/** One image of a layout: the instrument, its interval, the CSS size and the device scale factor. */
export interface Render {
  symbol: string;
  tf: Tf;
  w: number;
  h: number;
  scale?: number;
  jpeg?: boolean;
  bars?: number;
}

export interface Ctx {
  inst: Instrument;
  tf: Tf;
  bars: Bar[];
  w: number;
  h: number;
  /** The render's index within its layout (variants: colours, panels, chart type). */
  variant: number;
  r: () => number;
}

export interface ConvPage {
  html: string;
  /** Run after lightweight-charts is loaded. */
  script: string;
  /** What the truth expects: null where the ticker / the interval is not printed. */
  ticker: string | null;
  /** Canonical (parse-interval.ts): a bar interval, or a selected range button ("1M"). */
  timeframe: string | null;
  /** The last price (the last close) is printed as text: an axis tag, a legend close, a header price. */
  printed: boolean;
  /** An app screen without a chart (a price table): the reader must refuse it. */
  nonChart?: boolean;
}

export interface Layout {
  id: string;
  app: string;
  renders: Render[];
  page: (c: Ctx) => ConvPage;
}

export const instrument = (symbol: string): Instrument => {
  const inst = [...INSTRUMENTS, ...EXTRA_INSTRUMENTS].find((i) => i.symbol === symbol);
  if (!inst) throw new Error(`no instrument ${symbol}`);
  return inst;
};

// ---------------------------------------------------------------------------------------------
// Small helpers

/** A number with its decimals and, optionally, thousands separators ("64,250.00"). */
export const num = (v: number, d: number, sep = false) => {
  const s = v.toFixed(d);
  if (!sep) return s;
  const [i, f] = s.split(".");
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (f ? `.${f}` : "");
};
export const sign = (v: number, d: number, sep = false) => `${v >= 0 ? "+" : "-"}${num(Math.abs(v), d, sep)}`;
export const lastOf = (bars: Bar[]) => bars[bars.length - 1];
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const utc = (t: number) => new Date(t * 1000);
export const pad2 = (n: number) => String(n).padStart(2, "0");

export const SANS = "font-family:-apple-system,'Trebuchet MS','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
export const TAHOMA = "font-family:Tahoma,'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
export const BINANCE_FONT = "font-family:'IBM Plex Sans','Liberation Sans','DejaVu Sans',Arial,sans-serif;";

export const doc = (w: number, h: number, bg: string, inner: string, font = SANS) =>
  `<body style="margin:0;width:${w}px;height:${h}px;overflow:hidden;background:${bg};position:relative;${font}">${inner}</body>`;
export const div = (css: string, inner = "") => `<div style="position:absolute;${css}">${inner}</div>`;
export const plotDiv = (css: string) => `<div id="plot" style="position:absolute;${css}"></div>`;
export const row = (css: string, inner: string) =>
  `<div style="position:absolute;display:flex;align-items:center;white-space:nowrap;${css}">${inner}</div>`;
export const span = (css: string, text: string) => `<span style="${css}">${text}</span>`;

/** An exchange header's 24-hour statistics, from the last day of bars: open, high, low, change, volume. */
export interface Day {
  open: number;
  high: number;
  low: number;
  chg: number;
  pct: number;
  vol: number;
}

export function day24(bars: Bar[], tf: Tf, vols: number[]): Day {
  const n = Math.max(2, Math.min(bars.length, Math.round(86_400 / TF_SECONDS[tf])));
  const day = bars.slice(-n);
  const open = day[0].open;
  const close = lastOf(bars).close;
  return {
    open,
    high: Math.max(...day.map((x) => x.high)),
    low: Math.min(...day.map((x) => x.low)),
    chg: close - open,
    pct: ((close - open) / open) * 100,
    vol: vols.slice(-n).reduce((a, v) => a + v, 0),
  };
}

/** Moving average of the closes (lightweight-charts line data). */
export function ma(bars: Bar[], n: number) {
  const out: { time: number; value: number }[] = [];
  for (let i = n - 1; i < bars.length; i++)
    out.push({ time: bars[i].time, value: bars.slice(i - n + 1, i + 1).reduce((a, b) => a + b.close, 0) / n });
  return out;
}

/** A volume per bar, larger on large moves (deterministic from the render's generator). */
export function volumes(bars: Bar[], r: () => number, base: number) {
  return bars.map((b) => Math.round(base * (0.4 + r() * 0.8 + (Math.abs(b.close - b.open) / b.open) * 60)));
}

/** "12.34 M", "845.2 K". */
export const compact = (v: number) =>
  v >= 1e9
    ? `${(v / 1e9).toFixed(2)} B`
    : v >= 1e6
      ? `${(v / 1e6).toFixed(2)} M`
      : v >= 1e3
        ? `${(v / 1e3).toFixed(2)} K`
        : v.toFixed(2);

// ---------------------------------------------------------------------------------------------
// The plot: lightweight-charts, styled per app

export interface Plot {
  bars: Bar[];
  decimals: number;
  bg: string;
  text: string;
  fontSize?: number;
  fontFamily?: string;
  grid?: { color: string; style?: number; vert?: boolean; horz?: boolean };
  series: "candles" | "bars" | "area" | "line";
  /** Series options (colours), merged over the price format. */
  look: Record<string, unknown>;
  lastValue?: boolean;
  priceLine?: { color?: string; style?: number; visible?: boolean };
  scale?: { visible?: boolean; border?: string; margins?: { top: number; bottom: number }; minWidth?: number };
  time?: { visible?: boolean; border?: string; format?: "mt" | "dm"; rightOffset?: number };
  logo?: boolean;
  /** JS run once the series has its data (chart, s, bars, el, ov in scope). */
  extra?: string;
  /** JS run two frames later, when coordinates are known (x(time), y(price), paneW, paneH in scope). */
  after?: string;
}

export const TICK_FORMATS = {
  // MetaTrader: "2 May 2024" on days, "2 May 08:00" within a day.
  mt: `(t) => { const d = new Date(t * 1000); const M = ${JSON.stringify(MONTHS)}; const p = (n) => String(n).padStart(2, "0");
    return INTRADAY ? d.getUTCDate() + " " + M[d.getUTCMonth()] + " " + p(d.getUTCHours()) + ":" + p(d.getUTCMinutes()) : d.getUTCDate() + " " + M[d.getUTCMonth()] + " " + d.getUTCFullYear(); }`,
  // "5/2" dates, "10:30" times (thinkorswim, NinjaTrader).
  dm: `(t) => { const d = new Date(t * 1000); const p = (n) => String(n).padStart(2, "0");
    return INTRADAY && (d.getUTCHours() || d.getUTCMinutes()) ? p(d.getUTCHours()) + ":" + p(d.getUTCMinutes()) : (d.getUTCMonth() + 1) + "/" + d.getUTCDate(); }`,
};

export function plotScript(p: Plot): string {
  const intraday = p.bars.length > 1 && p.bars[1].time - p.bars[0].time < 86_400;
  const grid = p.grid ?? { color: "rgba(0,0,0,0)" };
  const line = (on: boolean | undefined) => ({ color: grid.color, style: grid.style ?? 0, visible: on !== false });
  const options = {
    autoSize: true,
    layout: {
      background: { type: "solid", color: p.bg },
      textColor: p.text,
      fontSize: p.fontSize ?? 12,
      fontFamily: p.fontFamily ?? "-apple-system, 'Trebuchet MS', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
      attributionLogo: p.logo ?? false,
    },
    grid: { vertLines: line(p.grid ? p.grid.vert : false), horzLines: line(p.grid ? p.grid.horz : false) },
    rightPriceScale: {
      visible: p.scale?.visible !== false,
      borderVisible: !!p.scale?.border,
      borderColor: p.scale?.border ?? p.bg,
      scaleMargins: p.scale?.margins ?? { top: 0.1, bottom: 0.1 },
      minimumWidth: p.scale?.minWidth ?? 0,
    },
    timeScale: {
      visible: p.time?.visible !== false,
      borderVisible: !!p.time?.border,
      borderColor: p.time?.border ?? p.bg,
      timeVisible: intraday,
      secondsVisible: false,
      rightOffset: p.time?.rightOffset ?? 4,
    },
    crosshair: { vertLine: { visible: false }, horzLine: { visible: false } },
  };
  const def = { candles: "CandlestickSeries", bars: "BarSeries", area: "AreaSeries", line: "LineSeries" }[p.series];
  const data =
    p.series === "area" || p.series === "line" ? p.bars.map((b) => ({ time: b.time, value: b.close })) : p.bars;
  const series = {
    priceFormat: { type: "price", precision: p.decimals, minMove: Number((1 / 10 ** p.decimals).toFixed(p.decimals)) },
    lastValueVisible: p.lastValue !== false,
    priceLineVisible: p.priceLine?.visible !== false,
    ...(p.priceLine?.color ? { priceLineColor: p.priceLine.color } : {}),
    priceLineStyle: p.priceLine?.style ?? 2,
    ...p.look,
  };
  const format = p.time?.format ? TICK_FORMATS[p.time.format].replace(/INTRADAY/g, String(intraday)) : null;
  return `
const el = document.getElementById("plot");
const bars = ${JSON.stringify(p.bars)};
const last = bars[bars.length - 1];
function ov(html, css) { const d = document.createElement("div"); d.style.cssText = "position:absolute;z-index:20;white-space:nowrap;" + css; d.innerHTML = html; el.appendChild(d); return d; }
const chart = LightweightCharts.createChart(el, ${JSON.stringify(options)});
${format ? `chart.applyOptions({ timeScale: { tickMarkFormatter: ${format} } });` : ""}
const s = chart.addSeries(LightweightCharts.${def}, ${JSON.stringify(series)});
s.setData(${JSON.stringify(data)});
${p.extra ?? ""}
chart.timeScale().fitContent();
requestAnimationFrame(() => requestAnimationFrame(() => {
  const x = (t) => chart.timeScale().timeToCoordinate(t);
  const y = (v) => s.priceToCoordinate(v);
  const paneW = chart.timeScale().width();
  const paneH = chart.panes()[0].getHeight();
  ${p.after ?? ""}
}));`;
}

/** Candle colours as the series options want them. */
export const candles = (up: string, down: string, border?: [string, string], wick?: [string, string]) => ({
  upColor: up,
  downColor: down,
  borderVisible: true,
  borderUpColor: border?.[0] ?? up,
  borderDownColor: border?.[1] ?? down,
  wickUpColor: wick?.[0] ?? border?.[0] ?? up,
  wickDownColor: wick?.[1] ?? border?.[1] ?? down,
});

/** A volume histogram in the bottom fifth of the main pane (or in a pane of its own). */
export const volumeScript = (vols: number[], bars: Bar[], up: string, down: string, pane = 0) => `
const vol = chart.addSeries(LightweightCharts.HistogramSeries, { priceScaleId: ${pane ? '"right"' : '""'}, priceFormat: { type: "volume" }, lastValueVisible: false, priceLineVisible: false }, ${pane});
${pane ? "" : "vol.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });"}
vol.setData(${JSON.stringify(bars.map((b, i) => ({ time: b.time, value: vols[i], color: b.close >= b.open ? up : down })))});`;

export const lineSeries = (data: { time: number; value: number }[], color: string) =>
  `chart.addSeries(LightweightCharts.LineSeries, { color: "${color}", lineWidth: 1, lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false }).setData(${JSON.stringify(data)});`;

// ---------------------------------------------------------------------------------------------
// Interval names per app

export const MT: Record<Tf, string> = {
  "1m": "M1",
  "5m": "M5",
  "15m": "M15",
  "30m": "M30",
  "1h": "H1",
  "4h": "H4",
  "1D": "D1",
  "1W": "W1",
};
export const CTRADER: Record<Tf, string> = {
  "1m": "m1",
  "5m": "m5",
  "15m": "m15",
  "30m": "m30",
  "1h": "h1",
  "4h": "h4",
  "1D": "D1",
  "1W": "W1",
};
/** TradingView's legend: minutes as bare numbers. */
export const TV_LEGEND: Record<Tf, string> = {
  "1m": "1",
  "5m": "5",
  "15m": "15",
  "30m": "30",
  "1h": "60",
  "4h": "240",
  "1D": "1D",
  "1W": "1W",
};
export const TV_BUTTON: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "D",
  "1W": "W",
};
/** The crypto exchanges' interval chips: minutes in lower case, hours and up in capitals (Binance, Coinbase, Kraken, OKX). */
export const EXCHANGE_CHIPS: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1H",
  "4h": "4H",
  "1D": "1D",
  "1W": "1W",
};
export const BINANCE = EXCHANGE_CHIPS;
export const NT8: Record<Tf, string> = {
  "1m": "1 Minute",
  "5m": "5 Minute",
  "15m": "15 Minute",
  "30m": "30 Minute",
  "1h": "60 Minute",
  "4h": "240 Minute",
  "1D": "1 Day",
  "1W": "1 Week",
};
/** thinkorswim's time frame chip: the period, then the aggregation (the interval). */
export const TOS: Record<Tf, [string, string]> = {
  "1m": ["1D", "1m"],
  "5m": ["5D", "5m"],
  "15m": ["5D", "15m"],
  "30m": ["20D", "30m"],
  "1h": ["3M", "1h"],
  "4h": ["6M", "4h"],
  "1D": ["1Y", "1D"],
  "1W": ["5Y", "1W"],
};

export const MT_DESCRIPTION: Record<string, string> = {
  EURUSD: "Euro vs US Dollar",
  GBPUSD: "Great Britain Pound vs US Dollar",
  USDJPY: "US Dollar vs Japanese Yen",
  XAUUSD: "Gold vs US Dollar",
};

export const futuresName = (inst: Instrument) => `${inst.symbol} 12-24`;
