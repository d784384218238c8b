// The "app conventions" corpus's layouts: how charting apps draw a chart by default (MetaTrader 4
// and 5, thinkorswim, NinjaTrader 8, cTrader, Binance web, TradingView with its volume, position
// tool, rays, event marks and volume profile, a phone app, ultrawide captures, and layouts that
// print no interval), written from how each app is documented and commonly looks, not from any
// screenshot. Plots are lightweight-charts styled like the app; headers, toolbars, panels and
// overlays are HTML placed from the chart's own coordinates. render-conventions.ts renders them.
// No CJK interval rows: no font with CJK glyphs is installed here (fc-list :lang=zh is empty).
import { EXTRA_INSTRUMENTS, INSTRUMENTS, type Bar, type Instrument } from "./data";

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
const sign = (v: number, d: number, sep = false) => `${v >= 0 ? "+" : "-"}${num(Math.abs(v), d, sep)}`;
const lastOf = (bars: Bar[]) => bars[bars.length - 1];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const utc = (t: number) => new Date(t * 1000);
const pad2 = (n: number) => String(n).padStart(2, "0");

const SANS = "font-family:-apple-system,'Trebuchet MS','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const TAHOMA = "font-family:Tahoma,'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const BINANCE_FONT = "font-family:'IBM Plex Sans','Liberation Sans','DejaVu Sans',Arial,sans-serif;";

const doc = (w: number, h: number, bg: string, inner: string, font = SANS) =>
  `<body style="margin:0;width:${w}px;height:${h}px;overflow:hidden;background:${bg};position:relative;${font}">${inner}</body>`;
const div = (css: string, inner = "") => `<div style="position:absolute;${css}">${inner}</div>`;
const plotDiv = (css: string) => `<div id="plot" style="position:absolute;${css}"></div>`;
const row = (css: string, inner: string) =>
  `<div style="position:absolute;display:flex;align-items:center;white-space:nowrap;${css}">${inner}</div>`;
const span = (css: string, text: string) => `<span style="${css}">${text}</span>`;

/** Moving average of the closes (lightweight-charts line data). */
function ma(bars: Bar[], n: number) {
  const out: { time: number; value: number }[] = [];
  for (let i = n - 1; i < bars.length; i++)
    out.push({ time: bars[i].time, value: bars.slice(i - n + 1, i + 1).reduce((a, b) => a + b.close, 0) / n });
  return out;
}

/** A volume per bar, larger on large moves (deterministic from the render's generator). */
function volumes(bars: Bar[], r: () => number, base: number) {
  return bars.map((b) => Math.round(base * (0.4 + r() * 0.8 + (Math.abs(b.close - b.open) / b.open) * 60)));
}

/** "12.34 M", "845.2 K". */
const compact = (v: number) =>
  v >= 1e9
    ? `${(v / 1e9).toFixed(2)} B`
    : v >= 1e6
      ? `${(v / 1e6).toFixed(2)} M`
      : v >= 1e3
        ? `${(v / 1e3).toFixed(2)} K`
        : v.toFixed(2);

// ---------------------------------------------------------------------------------------------
// The plot: lightweight-charts, styled per app

interface Plot {
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

const TICK_FORMATS = {
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
const candles = (up: string, down: string, border?: [string, string], wick?: [string, string]) => ({
  upColor: up,
  downColor: down,
  borderVisible: true,
  borderUpColor: border?.[0] ?? up,
  borderDownColor: border?.[1] ?? down,
  wickUpColor: wick?.[0] ?? border?.[0] ?? up,
  wickDownColor: wick?.[1] ?? border?.[1] ?? down,
});

/** A volume histogram in the bottom fifth of the main pane (or in a pane of its own). */
const volumeScript = (vols: number[], bars: Bar[], up: string, down: string, pane = 0) => `
const vol = chart.addSeries(LightweightCharts.HistogramSeries, { priceScaleId: ${pane ? '"right"' : '""'}, priceFormat: { type: "volume" }, lastValueVisible: false, priceLineVisible: false }, ${pane});
${pane ? "" : "vol.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });"}
vol.setData(${JSON.stringify(bars.map((b, i) => ({ time: b.time, value: vols[i], color: b.close >= b.open ? up : down })))});`;

const lineSeries = (data: { time: number; value: number }[], color: string) =>
  `chart.addSeries(LightweightCharts.LineSeries, { color: "${color}", lineWidth: 1, lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false }).setData(${JSON.stringify(data)});`;

// ---------------------------------------------------------------------------------------------
// Interval names per app

const MT: Record<Tf, string> = {
  "1m": "M1",
  "5m": "M5",
  "15m": "M15",
  "30m": "M30",
  "1h": "H1",
  "4h": "H4",
  "1D": "D1",
  "1W": "W1",
};
const CTRADER: Record<Tf, string> = {
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
const TV_LEGEND: Record<Tf, string> = {
  "1m": "1",
  "5m": "5",
  "15m": "15",
  "30m": "30",
  "1h": "60",
  "4h": "240",
  "1D": "1D",
  "1W": "1W",
};
const TV_BUTTON: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "D",
  "1W": "W",
};
const BINANCE: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1H",
  "4h": "4H",
  "1D": "1D",
  "1W": "1W",
};
const NT8: Record<Tf, string> = {
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
const TOS: Record<Tf, [string, string]> = {
  "1m": ["1D", "1m"],
  "5m": ["5D", "5m"],
  "15m": ["5D", "15m"],
  "30m": ["20D", "30m"],
  "1h": ["3M", "1h"],
  "4h": ["6M", "4h"],
  "1D": ["1Y", "1D"],
  "1W": ["5Y", "1W"],
};

const MT_DESCRIPTION: Record<string, string> = {
  EURUSD: "Euro vs US Dollar",
  GBPUSD: "Great Britain Pound vs US Dollar",
  USDJPY: "US Dollar vs Japanese Yen",
  XAUUSD: "Gold vs US Dollar",
};

const futuresName = (inst: Instrument) => `${inst.symbol} 12-24`;

// ---------------------------------------------------------------------------------------------
// MetaTrader 4 and 5

const mtTime = (t: number) => {
  const d = utc(t);
  return `${d.getUTCFullYear()}.${pad2(d.getUTCMonth() + 1)}.${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};

function metaTrader4({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const b = lastOf(bars);
  const d = inst.decimals;
  const withFrame = variant !== 1;
  const top = withFrame ? 30 : 0;
  const bottom = withFrame ? 44 : 0;
  const periods = (["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[])
    .map((t) =>
      span(
        `padding:2px 5px;margin:0 1px;border:1px solid ${t === tf ? "#8c8c8c" : "transparent"};background:${t === tf ? "#d8d8d8" : "transparent"}`,
        MT[t],
      ),
    )
    .concat(span("padding:2px 5px", "MN"))
    .join("");
  const toolbar = row(
    `top:0;left:0;right:0;height:${top}px;background:#f0f0f0;border-bottom:1px solid #a0a0a0;font-size:11px;color:#000;gap:10px;padding-left:8px`,
    `${span("", "New Order")}${span("color:#2a7a2a", "AutoTrading")}<span style="width:30px"></span>${periods}`,
  );
  const others = ["GBPUSD,H4", "USDJPY,M15", "XAUUSD,D1"];
  const tabs = row(
    `bottom:22px;left:0;right:0;height:20px;background:#f0f0f0;border-top:1px solid #a0a0a0;font-size:11px;color:#000`,
    [`${inst.symbol},${MT[tf]}`, ...others]
      .map((t, i) =>
        span(
          `padding:2px 10px;border-right:1px solid #a0a0a0;background:${i === 0 ? "#fff" : "#f0f0f0"};${i === 0 ? "font-weight:bold" : ""}`,
          t,
        ),
      )
      .join(""),
  );
  const status = row(
    `bottom:0;left:0;right:0;height:22px;background:#f0f0f0;border-top:1px solid #c0c0c0;font-size:11px;color:#000;gap:28px;padding-left:6px`,
    [
      "For Help, press F1",
      "Default",
      mtTime(b.time),
      `O: ${num(b.open, d)}`,
      `H: ${num(b.high, d)}`,
      `L: ${num(b.low, d)}`,
      `C: ${num(b.close, d)}`,
      `V: ${Math.round(200 + r() * 3000)}`,
      `${Math.round(300 + r() * 2000)}/${Math.round(1 + r() * 9)} kb`,
    ]
      .map((t) => span("", t))
      .join(""),
  );
  const label = div(
    "top:3px;left:4px;z-index:30;color:#fff;font-size:11px;white-space:pre",
    `${inst.symbol},${MT[tf]}  ${num(b.open, d)} ${num(b.high, d)} ${num(b.low, d)} ${num(b.close, d)}`,
  );
  const chart = `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top - bottom}px">${plotDiv("inset:0")}${label}</div>`;
  const useBars = variant % 2 === 0;
  return {
    html: doc(w, h, "#000", (withFrame ? toolbar + tabs + status : "") + chart, TAHOMA),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#ffffff",
      fontSize: 11,
      fontFamily: "Tahoma, 'Liberation Sans', 'DejaVu Sans', sans-serif",
      grid: variant === 3 ? undefined : { color: "#778899", style: 1 },
      series: useBars ? "bars" : "candles",
      look: useBars
        ? { upColor: "#00ff00", downColor: "#00ff00", thinBars: true }
        : candles("#000000", "#ffffff", ["#00ff00", "#00ff00"]),
      priceLine: { color: "#778899", style: 0 },
      scale: { border: "#ffffff" },
      time: { border: "#ffffff", format: "mt", rightOffset: 6 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

/** MetaTrader 5's one-click trading panel: SELL and BUY with the price's big pips. */
function oneClick(bid: number, d: number, dark: boolean) {
  const split = (v: number) => {
    const s = num(v, d);
    const cut = d >= 3 ? s.length - 3 : s.length - 2;
    const tail = d >= 3 ? s.slice(-1) : "";
    return `${span("font-size:12px", s.slice(0, cut))}${span("font-size:22px;font-weight:bold", d >= 3 ? s.slice(cut, -1) : s.slice(cut))}${span("font-size:11px;vertical-align:top", tail)}`;
  };
  const box = (label: string, v: number, color: string) =>
    `<div style="display:inline-block;width:92px;padding:2px 6px;border:1px solid ${color};color:${color};background:${dark ? "#111" : "#fff"}">${span("font-size:10px;display:block", label)}${split(v)}</div>`;
  const spread = 10 ** -d * 12;
  return `${box("SELL", bid, "#d32f2f")}<div style="display:inline-block;width:40px;text-align:center;font-size:11px;color:${dark ? "#ddd" : "#000"};vertical-align:middle">1.00</div>${box("BUY", bid + spread, "#1565c0")}`;
}

function metaTrader5({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const dark = variant >= 3;
  const d = inst.decimals;
  const b = lastOf(bars);
  const fg = dark ? "#ffffff" : "#000000";
  const top = 32;
  const bottom = 22;
  const toolbar = row(
    `top:0;left:0;right:0;height:${top}px;background:#f5f6f7;border-bottom:1px solid #cfd3d7;font-size:12px;color:#222;gap:14px;padding-left:10px`,
    [
      "Algo Trading",
      "New Order",
      "|",
      ...(["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) => MT[t]),
      "MN",
    ]
      .map((t) =>
        span(MT[tf] === t ? "padding:2px 4px;background:#cfe3fb;border:1px solid #7aa7e0" : "padding:2px 4px", t),
      )
      .join(""),
  );
  const tabs = row(
    `bottom:0;left:0;right:0;height:${bottom}px;background:#f5f6f7;border-top:1px solid #cfd3d7;font-size:11px;color:#222`,
    [`${inst.symbol},${MT[tf]}`, "USDJPY,H1", "XAUUSD,M30", "GBPUSD,D1"]
      .map((t, i) => span(`padding:3px 12px;${i === 0 ? "background:#fff;font-weight:bold" : ""}`, t))
      .join(""),
  );
  const title = div(
    `top:4px;left:6px;z-index:30;color:${fg};font-size:11px;white-space:pre`,
    `${inst.symbol}, ${MT[tf]}:  ${MT_DESCRIPTION[inst.symbol] ?? inst.name}`,
  );
  const panel = variant !== 1 ? div("top:22px;left:6px;z-index:30", oneClick(b.close, d, dark)) : "";
  // The Bid line's tag: light grey on white (low contrast) in the light variants.
  const tag = dark ? { bg: "#c0c0c0", text: "#000000" } : { bg: "#e3e3e3", text: "#8a8a8a" };
  const chartH = h - top - bottom;
  return {
    html: doc(
      w,
      h,
      dark ? "#000" : "#fff",
      toolbar +
        tabs +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${chartH}px">${plotDiv("inset:0")}${title}${panel}</div>`,
      TAHOMA,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: dark ? "#000000" : "#ffffff",
      text: fg,
      fontSize: 11,
      fontFamily: "Tahoma, 'Liberation Sans', 'DejaVu Sans', sans-serif",
      grid: dark ? { color: "#505050", style: 1 } : undefined,
      series: dark && variant === 4 ? "bars" : "candles",
      look:
        dark && variant === 4
          ? { upColor: "#00ff00", downColor: "#00ff00", thinBars: true }
          : dark
            ? candles("#000000", "#ffffff", ["#00ff00", "#00ff00"])
            : candles("#ffffff", "#000000", ["#000000", "#000000"]),
      lastValue: false,
      priceLine: { visible: false },
      scale: { border: fg },
      time: { border: fg, format: "mt", rightOffset: 6 },
      extra: `s.createPriceLine({ price: last.close, color: "${tag.bg}", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "${tag.bg}", axisLabelTextColor: "${tag.text}" });`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// thinkorswim

function thinkorswim({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const up = "#00d600";
  const down = "#ff2a2a";
  const vols = volumes(bars, r, 2_500_000);
  const date = utc(b.time);
  const intraday = TF_SECONDS[tf] < 86_400;
  const when = `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${String(date.getUTCFullYear()).slice(2)}${
    intraday
      ? ` ${((date.getUTCHours() + 11) % 12) + 1}:${pad2(date.getUTCMinutes())} ${date.getUTCHours() < 12 ? "AM" : "PM"}`
      : ""
  }`;
  const [period, agg] = TOS[tf];
  const chg = b.close - prev.close;
  const header = row(
    "top:0;left:0;right:0;height:34px;background:#202020;border-bottom:1px solid #3a3a3a;font-size:12px;color:#e0e0e0;gap:12px;padding-left:8px",
    [
      span(
        "background:#000;border:1px solid #555;padding:3px 10px;font-weight:bold;color:#fff;font-size:13px",
        inst.symbol,
      ),
      span("color:#aaa;font-size:11px", `${inst.name.toUpperCase()}`),
      span(`color:${chg >= 0 ? up : down};font-weight:bold`, `${num(b.close, d)} ${sign(chg, d)}`),
      span("background:#3c3c3c;border:1px solid #6a6a6a;border-radius:3px;padding:2px 8px", `${period} ${agg}`),
      span("color:#bbb", "Style"),
      span("color:#bbb", "Drawings"),
      span("color:#bbb", "Studies"),
      span("color:#bbb", "Patterns"),
    ].join(""),
  );
  const dataLine = div(
    "top:4px;left:6px;z-index:30;font-size:11px;color:#c8c8c8;white-space:pre",
    `D: ${when}  O: ${num(b.open, d)}  H: ${num(b.high, d)}  L: ${num(b.low, d)}  C: ${num(b.close, d)}  R: ${num(b.high - b.low, d)}`,
  );
  return {
    html: doc(
      w,
      h,
      "#000",
      header +
        `<div style="position:absolute;top:35px;left:0;width:${w}px;height:${h - 35}px">${plotDiv("inset:0")}${dataLine}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#d0d0d0",
      fontSize: 11,
      grid: { color: "#2a2a2a", style: 1 },
      series: variant === 2 ? "bars" : "candles",
      look: variant === 2 ? { upColor: up, downColor: down, thinBars: false } : candles(up, down),
      priceLine: { visible: false },
      scale: { border: "#444444" },
      time: { border: "#444444", format: "dm" },
      extra:
        variant === 1
          ? ""
          : volumeScript(vols, bars, "#00a000", "#c00000", 1) +
            `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));`,
      after:
        variant === 1
          ? ""
          : `ov("Volume  <span style='color:#2f9bff'>${num(vols[vols.length - 1], 0, true)}</span>", "left:6px;top:" + (paneH + 4) + "px;font-size:11px;color:#c8c8c8");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// NinjaTrader 8

function ninjaTrader({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const name = `${futuresName(inst)} (${NT8[tf]})`;
  const frame = row(
    "top:0;left:0;right:0;height:26px;background:#1f1f1f;color:#e6e6e6;font-size:12px;padding-left:8px;gap:8px",
    `${span("padding:4px 14px;background:#3a3a3a;border-top:2px solid #f0a30a", name)}${span("color:#999;padding:4px 10px", "+")}`,
  );
  const toolbar = row(
    "top:26px;left:0;right:0;height:28px;background:#2d2d30;color:#e6e6e6;font-size:12px;gap:16px;padding-left:8px;border-bottom:1px solid #444",
    [futuresName(inst) + " ▾", "☰", "⬚", "✎", "⌕", "◐"].map((t) => span("padding:2px 6px", t)).join(""),
  );
  const label = div("top:4px;left:6px;z-index:30;color:#000;font-size:12px", name);
  return {
    html: doc(
      w,
      h,
      "#fff",
      frame +
        toolbar +
        `<div style="position:absolute;top:55px;left:0;width:${w}px;height:${h - 55}px">${plotDiv("inset:0")}${label}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#000000",
      fontSize: 12,
      grid: { color: "#e1e1e1" },
      series: "candles",
      look: candles("#32cd32", "#ff0000", ["#000000", "#000000"], ["#000000", "#000000"]),
      priceLine: { visible: false },
      scale: { border: "#000000" },
      time: { border: "#000000", format: "dm" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// cTrader

function cTrader({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const spread = 10 ** -d * 15;
  const bg = "#1b1f26";
  const toolbar = row(
    "top:0;left:0;right:0;height:32px;background:#232831;border-bottom:1px solid #333a45;color:#c7ccd4;font-size:12px;gap:4px;padding-left:10px",
    [
      span("font-weight:bold;color:#fff;padding-right:14px", inst.symbol),
      ...(["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) =>
        span(`padding:3px 7px;border-radius:3px;${t === tf ? "background:#2f6fd6;color:#fff" : ""}`, CTRADER[t]),
      ),
      span("padding-left:18px", "Candlesticks ▾"),
      span("padding-left:8px", "Indicators"),
    ].join(""),
  );
  const label = div(
    "top:6px;left:8px;z-index:30;color:#e8eaed;font-size:12px",
    `${inst.symbol}, ${CTRADER[tf]}${variant === 2 ? "" : span("color:#8a919c;padding-left:8px", MT_DESCRIPTION[inst.symbol] ?? inst.name)}`,
  );
  const quick = div(
    "top:28px;left:8px;z-index:30;display:flex;gap:2px;font-size:12px;color:#fff",
    `${span("background:#c62828;padding:4px 10px", `SELL<br><b>${num(b.close, d)}</b>`)}${span("background:#2b313b;padding:4px 8px;align-self:center", "1")}${span("background:#1e63c9;padding:4px 10px", `BUY<br><b>${num(b.close + spread, d)}</b>`)}`,
  );
  return {
    html: doc(
      w,
      h,
      bg,
      toolbar +
        `<div style="position:absolute;top:33px;left:0;width:${w}px;height:${h - 33}px">${plotDiv("inset:0")}${label}${quick}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: "#a9b0bb",
      fontSize: 11,
      grid: { color: "#262b34" },
      series: "candles",
      look: candles("#1e9e6a", "#d64541"),
      priceLine: { color: "#8a919c", style: 2 },
      scale: { border: "#333a45" },
      time: { border: "#333a45" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Interactive Brokers TWS: dark chart window, "Time Period" and "Bar Size" selectors

const TWS_BAR: Record<Tf, string> = {
  "1m": "1 min",
  "5m": "5 mins",
  "15m": "15 mins",
  "30m": "30 mins",
  "1h": "1 hour",
  "4h": "4 hours",
  "1D": "1 day",
  "1W": "1 week",
};
const TWS_PERIOD: Record<Tf, string> = {
  "1m": "1 D",
  "5m": "2 D",
  "15m": "1 W",
  "30m": "2 W",
  "1h": "1 M",
  "4h": "3 M",
  "1D": "6 M",
  "1W": "2 Y",
};

function ibTws({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const select = (label: string, value: string) =>
    `${span("color:#9aa4b1", label)}${span("background:#2b2f36;border:1px solid #4a505a;padding:2px 10px;color:#e6e6e6", `${value} ▾`)}`;
  const title = row(
    "top:0;left:0;right:0;height:26px;background:#3b3f46;color:#e6e6e6;font-size:12px;padding-left:8px",
    `${inst.symbol} ${inst.exchange === "NASDAQ" ? "NASDAQ.NMS" : inst.exchange} @SMART  –  ${inst.name}`,
  );
  const toolbar = row(
    "top:26px;left:0;right:0;height:32px;background:#22252a;border-bottom:1px solid #3a3f47;font-size:12px;gap:8px;padding-left:8px",
    `${span("background:#000;border:1px solid #4a505a;padding:2px 10px;color:#fff;font-weight:bold", inst.symbol)}${select("Time Period", TWS_PERIOD[tf])}${select("Bar Size", TWS_BAR[tf])}${span("color:#9aa4b1;padding-left:14px", "Studies")}${span("color:#9aa4b1", "Drawing")}${span("color:#9aa4b1", "Trade")}`,
  );
  const legend = div(
    "top:4px;left:6px;z-index:30;color:#d6d6d6;font-size:11px;white-space:pre",
    `${inst.symbol}  O ${num(b.open, d)}  H ${num(b.high, d)}  L ${num(b.low, d)}  C ${num(b.close, d)}`,
  );
  return {
    html: doc(
      w,
      h,
      "#111",
      title +
        toolbar +
        `<div style="position:absolute;top:59px;left:0;width:${w}px;height:${h - 59}px">${plotDiv("inset:0")}${legend}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#c8c8c8",
      fontSize: 11,
      grid: { color: "#1c1f24", style: 1 },
      series: "candles",
      look: candles("#000000", "#e03c3c", ["#2fb34a", "#e03c3c"], ["#2fb34a", "#e03c3c"]),
      priceLine: { visible: false },
      scale: { border: "#3a3f47" },
      time: { border: "#3a3f47", format: "dm" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Binance web (spot trading page)

function binance({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const base = (inst.pair ?? inst.symbol).split("/")[0];
  const day = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(86_400 / TF_SECONDS[tf]))));
  const open24 = day[0].open;
  const chg = b.close - open24;
  const green = "#0ecb81";
  const red = "#f6465d";
  const grey = "#848e9c";
  const vols = volumes(bars, r, 400);
  const up = chg >= 0;
  const stat = (k: string, v: string, color = "#eaecef") =>
    `<div style="display:flex;flex-direction:column;gap:2px">${span(`color:${grey};font-size:12px`, k)}${span(`color:${color};font-size:12px`, v)}</div>`;
  const header = row(
    "top:0;left:0;right:0;height:64px;background:#161a1e;border-bottom:1px solid #2b3139;gap:32px;padding-left:16px",
    [
      `<div>${span("color:#eaecef;font-size:20px;font-weight:600", inst.pair ?? inst.symbol)}<br>${span(`color:${grey};font-size:12px;text-decoration:underline`, `${base} Price`)}</div>`,
      `<div>${span(`color:${up ? green : red};font-size:20px`, num(b.close, d, true))}<br>${span("color:#eaecef;font-size:12px", `$${num(b.close, d, true)}`)}</div>`,
      stat("24h Change", `${num(chg, d, true)} ${sign((chg / open24) * 100, 2)}%`, up ? green : red),
      stat("24h High", num(Math.max(...day.map((x) => x.high)), d, true)),
      stat("24h Low", num(Math.min(...day.map((x) => x.low)), d, true)),
      stat(
        `24h Volume(${base})`,
        num(
          vols.slice(-day.length).reduce((a, v) => a + v, 0),
          2,
          true,
        ),
      ),
      stat("24h Volume(USDT)", num(vols.slice(-day.length).reduce((a, v) => a + v, 0) * b.close, 2, true)),
    ].join(""),
  );
  const bookW = 300;
  const chartW = w - bookW - 2;
  const intervals = row(
    `top:66px;left:0;width:${chartW}px;height:36px;background:#161a1e;border-bottom:1px solid #2b3139;gap:14px;padding-left:14px;font-size:13px;color:${grey}`,
    [
      span("", "Time"),
      ...(["15m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) =>
        span(t === tf ? "color:#f0b90b;font-weight:600" : "", BINANCE[t]),
      ),
      span("", "▾"),
      span("padding-left:26px", "Original"),
      span("color:#eaecef", "TradingView"),
      span("", "Depth"),
    ].join(""),
  );
  const amp = ((b.high - b.low) / b.low) * 100;
  const dt = utc(b.time);
  const m7 = ma(bars, 7);
  const m25 = ma(bars, 25);
  const m99 = ma(bars, Math.min(99, bars.length - 5));
  const legend = div(
    "top:4px;left:8px;z-index:30;font-size:12px;color:" + grey + ";line-height:18px",
    `${dt.getUTCFullYear()}/${pad2(dt.getUTCMonth() + 1)}/${pad2(dt.getUTCDate())} ` +
      ["Open", "High", "Low", "Close"]
        .map(
          (k, i) =>
            `${k}: ${span(`color:${b.close >= b.open ? green : red}`, num([b.open, b.high, b.low, b.close][i], d, true))}`,
        )
        .join(" ") +
      ` CHANGE: ${span(`color:${b.close >= b.open ? green : red}`, `${num(((b.close - b.open) / b.open) * 100, 2)}%`)} AMPLITUDE: ${span(`color:${b.close >= b.open ? green : red}`, `${num(amp, 2)}%`)}<br>` +
      `${span("color:#f0b90b", `MA(7): ${num(m7[m7.length - 1].value, d)}`)} ${span("color:#e377c2", `MA(25): ${num(m25[m25.length - 1].value, d)}`)} ${span("color:#8c6bd6", `MA(${Math.min(99, bars.length - 5)}): ${num(m99[m99.length - 1].value, d)}`)}`,
  );
  // Order book: asks above the last price, bids below, the last price in the middle.
  const tick = 10 ** -d * (d <= 1 ? 1 : 1);
  const level = (p: number, color: string, depth: number) => {
    const amount = 0.01 + r() * (variant === 1 ? 40 : 4);
    return `<div style="display:flex;justify-content:space-between;padding:1px 12px;font-size:12px;line-height:18px;background:linear-gradient(to left, ${color}22 ${depth}%, transparent ${depth}%)">${span(`color:${color};width:90px`, num(p, d, true))}${span("color:#eaecef;width:70px;text-align:right", amount.toFixed(5))}${span("color:#eaecef;width:90px;text-align:right", compact(amount * p).replace(" ", ""))}</div>`;
  };
  const rows = Math.max(8, Math.floor((h - 170) / 2 / 20));
  const asks = Array.from({ length: rows }, (_, i) => b.close + tick * (rows - i) * (1 + Math.floor(r() * 3)))
    .sort((a, c) => c - a)
    .map((p) => level(p, red, Math.round(r() * 90)))
    .join("");
  const bids = Array.from({ length: rows }, (_, i) => b.close - tick * (i + 1) * (1 + Math.floor(r() * 3)))
    .sort((a, c) => c - a)
    .map((p) => level(p, green, Math.round(r() * 90)))
    .join("");
  const book = div(
    `top:66px;right:0;width:${bookW}px;bottom:0;background:#161a1e;overflow:hidden`,
    `<div style="padding:10px 12px;color:#eaecef;font-size:14px;font-weight:600">Order Book</div>` +
      `<div style="display:flex;justify-content:space-between;padding:2px 12px;color:${grey};font-size:12px">${span("", "Price(USDT)")}${span("", `Amount(${base})`)}${span("", "Total")}</div>` +
      asks +
      `<div style="padding:6px 12px;font-size:20px;color:${up ? green : red}">${num(b.close, d, true)} ${up ? "↑" : "↓"} ${span(`font-size:12px;color:${grey}`, `$${num(b.close, d, true)}`)}</div>` +
      bids,
  );
  return {
    html: doc(
      w,
      h,
      "#0b0e11",
      header +
        intervals +
        book +
        `<div style="position:absolute;top:104px;left:0;width:${chartW}px;height:${h - 104}px">${plotDiv("inset:0")}${legend}</div>`,
      BINANCE_FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#161a1e",
      text: grey,
      fontSize: 11,
      grid: { color: "#1f242a" },
      series: "candles",
      look: candles(green, red),
      scale: { margins: { top: 0.12, bottom: 0.22 } },
      time: { rightOffset: 6 },
      extra:
        volumeScript(vols, bars, "rgba(14,203,129,0.5)", "rgba(246,70,93,0.5)") +
        lineSeries(m7, "#f0b90b") +
        lineSeries(m25, "#e377c2") +
        lineSeries(m99, "#8c6bd6"),
      after: `ov("Vol(${base}): <span style='color:#eaecef'>${compact(vols[vols.length - 1]).replace(" ", "")}</span>", "left:8px;top:" + Math.round(paneH * 0.8) + "px;font-size:12px;color:${grey}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// TradingView (current web layout)

interface TvTheme {
  bg: string;
  panel: string;
  border: string;
  text: string;
  dim: string;
  grid: string;
  up: string;
  down: string;
  accent: string;
  accentBg: string;
}
const TV_DARK: TvTheme = {
  bg: "#131722",
  panel: "#131722",
  border: "#2a2e39",
  text: "#d1d4dc",
  dim: "#787b86",
  grid: "#1e222d",
  up: "#089981",
  down: "#f23645",
  accent: "#2962ff",
  accentBg: "#142e61",
};
const TV_BLACK: TvTheme = { ...TV_DARK, bg: "#0f0f0f", panel: "#0f0f0f", border: "#2e2e2e", grid: "#1d1d1d" };
const TV_LIGHT: TvTheme = {
  bg: "#ffffff",
  panel: "#ffffff",
  border: "#e0e3eb",
  text: "#131722",
  dim: "#787b86",
  grid: "#f0f3fa",
  up: "#089981",
  down: "#f23645",
  accent: "#2962ff",
  accentBg: "#e3effd",
};

interface TvOptions {
  theme: TvTheme;
  /** Chart rendered without volume, drawings or panels unless asked. */
  volume?: boolean;
  sellBuy?: boolean;
  watchlist?: boolean;
  /** Extra plot script (drawings), in the `extra` and `after` slots. */
  extra?: string;
  after?: string;
  fontSize?: number;
}

function tradingView({ inst, tf, bars, w, h, r }: Ctx, o: TvOptions): ConvPage {
  const t = o.theme;
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const fs = o.fontSize ?? 13;
  const topH = 38;
  const leftW = 52;
  const rightW = o.watchlist ? 360 : 46;
  const bottomH = 32;
  const vols = volumes(bars, r, inst.price > 1000 ? 900 : 2_400_000);
  const intervals = (["1m", "5m", "15m", "1h", "4h", "1D", "1W"] as Tf[])
    .map((x) =>
      span(
        `padding:4px 7px;border-radius:4px;${x === tf ? `color:${t.accent};background:${t.accentBg}` : ""}`,
        TV_BUTTON[x],
      ),
    )
    .join("");
  const top = row(
    `top:0;left:0;right:0;height:${topH}px;background:${t.panel};border-bottom:4px solid ${t.border};color:${t.text};font-size:${fs + 1}px;gap:8px;padding-left:10px`,
    [
      span(`width:28px;height:28px;border-radius:50%;background:${t.border};display:inline-block`, ""),
      span(`font-weight:600;padding:4px 8px`, `⌕ ${inst.symbol}`),
      span(`color:${t.dim};padding:0 6px`, "+"),
      intervals,
      span(`padding-left:8px`, "▯▮"),
      span("", "ƒx Indicators"),
      span("", "⊞"),
      span("", "◷ Alert"),
      span("", "◀◀ Replay"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:12px">${span("", "Unnamed")}${span("", "Save")}${span(`background:${t.accent};color:#fff;padding:4px 12px;border-radius:4px`, "Publish")}</div>`,
  );
  const icons = ["✛", "╱", "☰", "⟋", "⌇", "✎", "T", "☺", "⚲", "⌖", "⊘", "✕"];
  const left = div(
    `top:${topH + 4}px;left:0;width:${leftW}px;bottom:0;background:${t.panel};border-right:4px solid ${t.border};color:${t.text};font-size:18px;text-align:center;line-height:42px`,
    icons.map((i) => `<div>${i}</div>`).join(""),
  );
  const watch = o.watchlist
    ? div(
        `top:${topH + 4}px;right:0;width:${rightW}px;bottom:0;background:${t.panel};border-left:4px solid ${t.border};color:${t.text};font-size:${fs}px`,
        `<div style="padding:10px 12px;font-weight:600">Watchlist ▾</div>` +
          `<div style="display:flex;padding:4px 12px;color:${t.dim}">${span("flex:1", "Symbol")}${span("width:80px;text-align:right", "Last")}${span("width:70px;text-align:right", "Chg")}${span("width:70px;text-align:right", "Chg%")}</div>` +
          [inst, ...INSTRUMENTS.filter((i) => i.symbol !== inst.symbol).slice(0, 9)]
            .map((i, k) => {
              const last = k === 0 ? b.close : i.price * (1 + (r() - 0.5) * 0.05);
              const c = k === 0 ? b.close - prev.close : (r() - 0.5) * i.price * 0.03;
              return `<div style="display:flex;padding:6px 12px;${k === 0 ? `background:${t.accentBg}` : ""}">${span("flex:1;font-weight:600", i.symbol)}${span("width:80px;text-align:right", num(last, i.decimals))}${span(`width:70px;text-align:right;color:${c >= 0 ? t.up : t.down}`, num(c, i.decimals))}${span(`width:70px;text-align:right;color:${c >= 0 ? t.up : t.down}`, `${num((c / last) * 100, 2)}%`)}</div>`;
            })
            .join(""),
      )
    : div(
        `top:${topH + 4}px;right:0;width:${rightW}px;bottom:0;background:${t.panel};border-left:4px solid ${t.border};color:${t.dim};font-size:18px;text-align:center;line-height:44px`,
        ["☰", "◷", "✉", "▦", "☼", "?"].map((i) => `<div>${i}</div>`).join(""),
      );
  const now = utc(b.time + TF_SECONDS[tf] / 2);
  const bottom = row(
    `bottom:0;left:${leftW + 4}px;right:${rightW + 4}px;height:${bottomH}px;background:${t.panel};border-top:4px solid ${t.border};color:${t.text};font-size:${fs - 1}px;gap:12px;padding-left:10px`,
    ["1D", "5D", "1M", "3M", "6M", "YTD", "1Y", "5Y", "All"].map((x) => span("", x)).join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:10px">${span("", `${pad2(now.getUTCHours())}:${pad2(now.getUTCMinutes())}:${pad2(now.getUTCSeconds())} UTC`)}${span("", "%")}${span("", "log")}${span(`color:${t.accent}`, "auto")}</div>`,
  );
  const chg = b.close - prev.close;
  const col = chg >= 0 ? t.up : t.down;
  const spread = 10 ** -d * (d >= 4 ? 8 : 2);
  const legend = div(
    `top:8px;left:10px;z-index:30;color:${t.text};font-size:${fs}px;line-height:${fs + 10}px`,
    `<div>${span(`font-size:${fs + 1}px`, `${inst.name} · ${TV_LEGEND[tf]} · ${inst.exchange}`)} ${span(`color:${t.up}`, "●")} ` +
      ["O", "H", "L", "C"]
        .map((k, i) => `${k}${span(`color:${col}`, num([b.open, b.high, b.low, b.close][i], d))}`)
        .join(" ") +
      ` ${span(`color:${col}`, `${sign(chg, d)} (${sign((chg / prev.close) * 100, 2)}%)`)}</div>` +
      (o.sellBuy
        ? `<div style="display:flex;gap:2px;margin:4px 0;font-size:${fs - 1}px;line-height:16px">${span(`border:1px solid ${t.down};color:${t.down};padding:3px 8px;border-radius:4px`, `${num(b.close - spread, d)}<br>SELL`)}${span(`padding:10px 6px;color:${t.dim}`, num(spread * 2, d))}${span(`border:1px solid ${t.accent};color:${t.accent};padding:3px 8px;border-radius:4px`, `${num(b.close + spread, d)}<br>BUY`)}</div>`
        : "") +
      (o.volume
        ? `<div>${span("", "Vol")} · ${inst.symbol} ${span(`color:${col}`, compact(vols[vols.length - 1]).replace(" ", ""))}</div>`
        : ""),
  );
  const chartCss = `top:${topH + 4}px;left:${leftW + 4}px;width:${w - leftW - rightW - 8}px;height:${h - topH - 4 - bottomH - 4}px`;
  return {
    html: doc(
      w,
      h,
      t.border,
      top + left + watch + bottom + `<div style="position:absolute;${chartCss}">${plotDiv("inset:0")}${legend}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.bg,
      text: t.text,
      fontSize: fs - 1,
      grid: { color: t.grid },
      series: "candles",
      look: candles(t.up, t.down),
      scale: { margins: { top: 0.12, bottom: o.volume ? 0.22 : 0.1 } },
      time: { rightOffset: 8 },
      logo: true,
      extra: (o.volume ? volumeScript(vols, bars, `${t.up}80`, `${t.down}80`) : "") + (o.extra ?? ""),
      after: o.after,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

/** The long-position tool: target box (green) over the entry, stop box (red) under it, with their labels. */
function positionTool(c: Ctx, t: TvTheme) {
  const { bars, inst } = c;
  const d = inst.decimals;
  const i0 = bars.length - 28;
  const entry = bars[i0].close;
  const span = Math.max(...bars.map((b) => b.high)) - Math.min(...bars.map((b) => b.low));
  const target = Number((entry + span * 0.22).toFixed(d));
  const stop = Number((entry - span * 0.11).toFixed(d));
  const qty = inst.price > 1000 ? 1 : inst.price > 10 ? 100 : 100_000;
  const pct = (v: number) =>
    `${num(Math.abs(v - entry), d)} (${num((Math.abs(v - entry) / entry) * 100, 2)}%) ${Math.round(Math.abs(v - entry) * 10 ** d)}, Amount: ${num(Math.abs(v - entry) * qty, 2)}`;
  const pnl = (lastOf(bars).close - entry) * qty;
  const rr = ((target - entry) / (entry - stop)).toFixed(2);
  const label = (text: string, bg: string) =>
    `<span style='background:${bg};color:#fff;padding:2px 6px;border-radius:3px;font-size:11px'>${text}</span>`;
  return {
    extra: [
      [target, "#089981"],
      [entry, "#787b86"],
      [stop, "#f23645"],
    ]
      .map(
        ([p, col]) =>
          `s.createPriceLine({ price: ${p}, color: "${col}", lineVisible: false, axisLabelVisible: true, axisLabelColor: "${col}", axisLabelTextColor: "#ffffff" });`,
      )
      .join(""),
    after: `
const x0 = x(${bars[i0].time}); const x1 = Math.min(paneW - 4, x(last.time) + 60);
const yt = y(${target}), ye = y(${entry}), ys = y(${stop});
ov("", "left:" + x0 + "px;top:" + yt + "px;width:" + (x1 - x0) + "px;height:" + (ye - yt) + "px;background:rgba(8,153,129,0.2)");
ov("", "left:" + x0 + "px;top:" + ye + "px;width:" + (x1 - x0) + "px;height:" + (ys - ye) + "px;background:rgba(242,54,69,0.2)");
ov("", "left:" + x0 + "px;top:" + ye + "px;width:" + (x1 - x0) + "px;height:1px;background:${t.dim}");
const mid = (x0 + x1) / 2;
ov(${JSON.stringify(label(`Target: ${pct(target)}`, "#089981"))}, "left:" + (mid - 120) + "px;top:" + (yt - 22) + "px");
ov(${JSON.stringify(label(`Open P&L: ${num(pnl, 2)}, Qty: ${qty}<br>Risk/Reward Ratio: ${rr}`, pnl >= 0 ? "#089981" : "#f23645"))}, "left:" + (mid - 90) + "px;top:" + (ye - 16) + "px;line-height:14px");
ov(${JSON.stringify(label(`Stop: ${pct(stop)}`, "#f23645"))}, "left:" + (mid - 120) + "px;top:" + (ys + 4) + "px");
ov(${JSON.stringify(label("Entry", "#787b86"))}, "left:" + (x0 + 4) + "px;top:" + (ye - 9) + "px");`,
  };
}

/** A horizontal ray at a past swing, with its own axis label; earnings and dividend marks under the last bars. */
function rayAndEvents(c: Ctx) {
  const { bars } = c;
  const past = bars.slice(0, -15);
  const level = Math.max(...past.map((b) => b.high));
  const circle = (letter: string, bg: string) =>
    `<span style='display:inline-block;width:18px;height:18px;border-radius:50%;background:${bg};color:#fff;font-size:11px;font-weight:bold;text-align:center;line-height:18px'>${letter}</span>`;
  return {
    extra: `s.createPriceLine({ price: ${level}, color: "#ff9800", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "#ff9800", axisLabelTextColor: "#ffffff" });`,
    after: `
ov(${JSON.stringify(circle("E", "#f23645"))}, "left:" + (x(${bars[bars.length - 9].time}) - 9) + "px;top:" + (paneH - 24) + "px");
ov(${JSON.stringify(circle("D", "#2962ff"))}, "left:" + (x(${bars[bars.length - 4].time}) - 9) + "px;top:" + (paneH - 24) + "px");`,
  };
}

/** The visible range volume profile: up/down volume per price row, on the right of the plot, and its POC. */
function volumeProfile(c: Ctx) {
  const { bars, r } = c;
  const vols = volumes(bars, r, 1000);
  const lo = Math.min(...bars.map((b) => b.low));
  const hi = Math.max(...bars.map((b) => b.high));
  const n = 24;
  const step = (hi - lo) / n;
  const rows = Array.from({ length: n }, () => ({ up: 0, down: 0 }));
  bars.forEach((b, i) => {
    const a = Math.max(0, Math.floor((b.low - lo) / step));
    const z = Math.min(n - 1, Math.floor((b.high - lo) / step));
    for (let k = a; k <= z; k++) {
      if (b.close >= b.open) rows[k].up += vols[i] / (z - a + 1);
      else rows[k].down += vols[i] / (z - a + 1);
    }
  });
  const max = Math.max(...rows.map((x) => x.up + x.down));
  const poc = rows.findIndex((x) => x.up + x.down === max);
  const data = rows.map((x, k) => [lo + k * step, lo + (k + 1) * step, x.up / max, x.down / max]);
  return {
    after: `
const rows = ${JSON.stringify(data)};
const maxW = paneW * 0.28;
const scaleW = chart.priceScale("right").width();
for (const [a, z, u, dn] of rows) {
  const top = y(z) + 1, hgt = Math.max(1, y(a) - y(z) - 2);
  const wu = u * maxW, wd = dn * maxW;
  ov("", "right:" + scaleW + "px;top:" + top + "px;width:" + wd + "px;height:" + hgt + "px;background:rgba(251,192,45,0.45)");
  ov("", "right:" + (scaleW + wd) + "px;top:" + top + "px;width:" + wu + "px;height:" + hgt + "px;background:rgba(33,150,243,0.45)");
}
const pocY = (y(${data[poc][0]}) + y(${data[poc][1]})) / 2;
ov("", "left:0;width:" + paneW + "px;top:" + pocY + "px;height:1px;background:#ff5252");`,
  };
}

// ---------------------------------------------------------------------------------------------
// A phone app (Binance-like, portrait): labels inside the plot, interval row, bottom tab bar

function phone({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const dark = variant !== 1;
  const bg = dark ? "#181a20" : "#ffffff";
  const fg = dark ? "#eaecef" : "#1e2329";
  const grey = "#848e9c";
  const green = "#2ebd85";
  const red = "#f6465d";
  const day = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(86_400 / TF_SECONDS[tf]))));
  const chg = ((b.close - day[0].open) / day[0].open) * 100;
  const status = row(
    `top:0;left:0;right:0;height:44px;color:${fg};font-size:15px;font-weight:600;padding:0 26px;justify-content:space-between`,
    `${span("", "9:41")}${span("font-size:12px", "▂▄▆ ◔ ▮▮▮")}`,
  );
  const head = div(
    `top:48px;left:0;right:0;height:40px;color:${fg};font-size:18px;font-weight:600;padding-left:16px;line-height:40px`,
    `← ${inst.symbol} ▾ ${span(`font-size:11px;color:${grey};background:${dark ? "#2b3139" : "#f5f5f5"};padding:1px 4px;margin-left:4px`, "10x")}`,
  );
  const stats = (k: string, v: string) =>
    `<div style="display:flex;justify-content:space-between;gap:10px">${span(`color:${grey}`, k)}${span(`color:${fg}`, v)}</div>`;
  const price = div(
    `top:92px;left:16px;right:16px;height:90px;display:flex;justify-content:space-between`,
    `<div>${span(`font-size:30px;font-weight:600;color:${chg >= 0 ? green : red}`, num(b.close, d, true))}<br>${span(`font-size:13px;color:${fg}`, `≈$${num(b.close, d, true)}`)} ${span(`font-size:13px;color:${chg >= 0 ? green : red}`, `${sign(chg, 2)}%`)}</div>` +
      `<div style="font-size:11px;line-height:20px;width:150px">${stats("24h High", num(Math.max(...day.map((x) => x.high)), d, true))}${stats("24h Low", num(Math.min(...day.map((x) => x.low)), d, true))}${stats("24h Vol", compact(4e6 + d * 1e5).replace(" ", ""))}</div>`,
  );
  const intervals = row(
    `top:186px;left:0;right:0;height:36px;padding-left:16px;gap:20px;font-size:14px;color:${grey};border-bottom:1px solid ${dark ? "#2b3139" : "#eaecef"}`,
    [...(["15m", "1h", "4h", "1D"] as Tf[]).map((t) => [t, t] as const), ["More ▾", null] as const]
      .map(([label, t]) =>
        span(
          t === tf
            ? `color:${fg};font-weight:700;border-bottom:2px solid #f0b90b;padding-bottom:4px`
            : "padding-bottom:6px",
          label,
        ),
      )
      .join("") + span(`margin-left:auto;padding-right:16px`, "⚙"),
  );
  const plotTop = 226;
  const tabBar = row(
    `bottom:0;left:0;right:0;height:76px;background:${bg};border-top:1px solid ${dark ? "#2b3139" : "#eaecef"};justify-content:space-around;font-size:11px;color:${grey}`,
    ["Home", "Markets", "Trade", "Futures", "Assets"]
      .map(
        (x, i) =>
          `<div style="text-align:center">${span("font-size:20px", "◉")}<br>${span(i === 2 ? `color:${fg}` : "", x)}</div>`,
      )
      .join(""),
  );
  const buttons = row(
    `bottom:80px;left:16px;right:16px;height:44px;gap:10px`,
    `${span(`flex:1;text-align:center;background:${green};color:#fff;border-radius:6px;padding:11px 0;font-size:15px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;background:${red};color:#fff;border-radius:6px;padding:11px 0;font-size:15px;font-weight:600`, "Sell")}`,
  );
  const plotH = h - plotTop - 130;
  return {
    html: doc(
      w,
      h,
      bg,
      status +
        head +
        price +
        intervals +
        plotDiv(`top:${plotTop}px;left:0;width:${w}px;height:${plotH}px`) +
        buttons +
        tabBar,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: grey,
      fontSize: 10,
      grid: { color: dark ? "#22262d" : "#f3f3f3", horz: false },
      series: "candles",
      look: candles(green, red),
      lastValue: false,
      priceLine: { color: chg >= 0 ? green : red, style: 2 },
      scale: { visible: false, margins: { top: 0.08, bottom: 0.08 } },
      time: { rightOffset: 10 },
      after: `
const pTop = s.coordinateToPrice(0), pBot = s.coordinateToPrice(paneH);
const raw = (pTop - pBot) / 6, mag = Math.pow(10, Math.floor(Math.log10(raw)));
const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((v) => v >= raw);
const dec = ${d};
for (let v = Math.ceil(pBot / step) * step; v < pTop; v += step) {
  const yy = y(v); if (yy < 12 || yy > paneH - 12) continue;
  ov("", "left:0;width:" + paneW + "px;top:" + yy + "px;height:1px;background:${dark ? "#22262d" : "#f3f3f3"}");
  ov(v.toFixed(dec), "right:4px;top:" + (yy - 14) + "px;font-size:10px;color:${grey}");
}
const ly = y(last.close);
ov(last.close.toFixed(dec), "right:0;top:" + (ly - 8) + "px;font-size:10px;color:#fff;background:${chg >= 0 ? green : red};padding:1px 4px;border-radius:2px");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Layouts that print no interval

/** A broker's web quote page: name, big price, an area chart and a range picker (a period; labelled as the timeframe, as charts-real is). */
function brokerRange({ inst, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const first = bars[0];
  const chg = b.close - first.open;
  const col = chg >= 0 ? "#00c805" : "#ff5000";
  const head = div(
    "top:28px;left:40px;color:#1e2124",
    `${span("font-size:30px;font-weight:600", inst.name)}<br>${span("font-size:14px;color:#6f7377", `${inst.exchange}: ${inst.symbol}`)}<br>` +
      `${span("font-size:36px;font-weight:500;line-height:56px", `$${num(b.close, d, true)}`)}<br>${span(`font-size:14px;color:${col}`, `${sign(chg, d)} (${sign((chg / first.open) * 100, 2)}%)`)} ${span("font-size:14px;color:#6f7377", ["Today", "Past week", "Past month"][variant % 3])}`,
  );
  const ranges = row(
    `left:40px;top:${h - 60}px;gap:28px;font-size:14px;font-weight:600;color:#1e2124`,
    ["1D", "1W", "1M", "3M", "YTD", "1Y", "5Y", "MAX"]
      .map((x, i) =>
        span(
          i === variant % 3 ? `color:${col};border-bottom:2px solid ${col};padding-bottom:6px` : "padding-bottom:8px",
          x,
        ),
      )
      .join(""),
  );
  const side = div(
    `top:28px;right:30px;width:300px;border:1px solid #e3e5e8;border-radius:8px;padding:18px;font-size:14px;color:#1e2124;line-height:30px`,
    `<b>Buy ${inst.symbol}</b><br>Order type: Market<br>Shares: 0<br>Market price: $${num(b.close, d, true)}<br>Estimated cost: $0.00<br><div style="background:${col};color:#fff;text-align:center;border-radius:20px;margin-top:10px">Review order</div>`,
  );
  return {
    html: doc(
      w,
      h,
      "#fff",
      head + side + plotDiv(`top:210px;left:30px;width:${w - 400}px;height:${h - 290}px`) + ranges,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#6f7377",
      series: "line",
      look: { color: col, lineWidth: 2 },
      lastValue: false,
      priceLine: { visible: false },
      scale: { visible: false },
      time: { visible: false, rightOffset: 2 },
    }),
    ticker: inst.symbol,
    // The selected range button counts as the chart's timeframe: that is how the labelled real set
    // (charts-real's phone app, "1W range button selected (a range, not a bar interval)") is labelled.
    timeframe: ["1D", "1W", "1M"][variant % 3],
    printed: true,
  };
}

/** An embedded chart widget: candles and both axes, the symbol only as a faint watermark, no tag. */
function watermarkWidget({ inst, bars, w, h, variant }: Ctx): ConvPage {
  const dark = variant === 0;
  return {
    html: doc(w, h, dark ? "#131722" : "#fff", plotDiv(`top:0;left:0;width:${w}px;height:${h}px`)),
    script: plotScript({
      bars,
      decimals: inst.decimals,
      bg: dark ? "#131722" : "#ffffff",
      text: dark ? "#b2b5be" : "#434651",
      grid: { color: dark ? "#1e222d" : "#f0f3fa" },
      series: "candles",
      look: candles("#26a69a", "#ef5350"),
      lastValue: false,
      priceLine: { visible: false },
      logo: true,
      extra: `LightweightCharts.createTextWatermark(chart.panes()[0], { horzAlign: "center", vertAlign: "center", lines: [{ text: "${inst.pair ?? inst.symbol}", color: "${dark ? "rgba(255,255,255,0.12)" : "rgba(0,0,0,0.1)"}", fontSize: ${Math.round(h / 9)} }] });`,
    }),
    ticker: inst.symbol,
    timeframe: null,
    printed: false,
  };
}

/** A trading bot's backtest report: a stats table, candles with buy/sell marks priced in their text. */
function botReport({ inst, bars, w, h, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const t0 = utc(bars[0].time);
  const t1 = utc(b.time);
  const day = (x: Date) => `${x.getUTCFullYear()}-${pad2(x.getUTCMonth() + 1)}-${pad2(x.getUTCDate())}`;
  const marks: { time: number; position: string; color: string; shape: string; text: string }[] = [];
  for (let i = 10; i < bars.length - 3; i += 9 + Math.floor(r() * 8)) {
    const buy = marks.length % 2 === 0;
    marks.push({
      time: bars[i].time,
      position: buy ? "belowBar" : "aboveBar",
      color: buy ? "#2e7d32" : "#c62828",
      shape: buy ? "arrowUp" : "arrowDown",
      text: `${buy ? "Buy" : "Sell"} @ ${num(bars[i].close, d)}`,
    });
  }
  const stats = [
    ["Net profit", `${num(4 + r() * 10, 2)}%`],
    ["Win rate", `${Math.round(45 + r() * 20)}%`],
    ["Trades", String(marks.length)],
    ["Max drawdown", `-${num(3 + r() * 6, 2)}%`],
    ["Sharpe", num(0.8 + r(), 2)],
  ];
  const table = div(
    `top:70px;right:20px;width:260px;font-size:14px;color:#24292f;line-height:30px;border:1px solid #d0d7de;border-radius:6px;padding:10px 16px`,
    stats
      .map(
        ([k, v]) =>
          `<div style="display:flex;justify-content:space-between">${span("color:#57606a", k)}${span("font-weight:600", v)}</div>`,
      )
      .join(""),
  );
  return {
    html: doc(
      w,
      h,
      "#fff",
      div(
        "top:18px;left:24px;font-size:22px;font-weight:600;color:#24292f",
        `${inst.pair ?? inst.symbol} — backtest ${day(t0)} → ${day(t1)}`,
      ) +
        table +
        plotDiv(`top:70px;left:20px;width:${w - 320}px;height:${h - 90}px;border:1px solid #d0d7de`),
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#24292f",
      grid: { color: "#eef1f4" },
      series: "candles",
      look: candles("#26a69a", "#ef5350"),
      extra: `LightweightCharts.createSeriesMarkers(s, ${JSON.stringify(marks)});`,
    }),
    ticker: inst.symbol,
    timeframe: null,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// App screens without a chart: tables full of tickers and prices, to be refused

const noChart = (html: string): ConvPage => ({
  html,
  script: "",
  ticker: null,
  timeframe: null,
  printed: false,
  nonChart: true,
});

/** Binance's spot markets list (dark): pairs, last prices, 24h change, high, low, volume. */
function binanceMarkets({ w, h, r }: Ctx): ConvPage {
  const pairs = [...INSTRUMENTS, ...EXTRA_INSTRUMENTS].filter((i) => i.pair?.endsWith("USDT"));
  const more = ["XRP/USDT", "DOGE/USDT", "ADA/USDT", "LINK/USDT", "AVAX/USDT", "DOT/USDT", "TRX/USDT", "LTC/USDT"];
  const rows = [
    ...pairs.map((i) => [i.pair!, i.price, i.decimals] as const),
    ...more.map((p) => [p, 0.1 + r() * 40, 4] as const),
  ]
    .map(([pair, price, d]) => {
      const chg = (r() - 0.45) * 8;
      const cells = [
        span("width:200px;color:#eaecef;font-weight:600", pair),
        span("width:160px;text-align:right;color:#eaecef", num(price, d, true)),
        span(`width:140px;text-align:right;color:${chg >= 0 ? "#0ecb81" : "#f6465d"}`, `${sign(chg, 2)}%`),
        span("width:160px;text-align:right;color:#eaecef", num(price * (1 + r() * 0.04), d, true)),
        span("width:160px;text-align:right;color:#eaecef", num(price * (1 - r() * 0.04), d, true)),
        span("width:200px;text-align:right;color:#eaecef", compact(1e7 + r() * 3e9).replace(" ", "")),
        span("width:140px;text-align:right;color:#f0b90b", "Trade"),
      ];
      return `<div style="display:flex;padding:14px 24px;font-size:14px;border-bottom:1px solid #1e2329">${cells.join("")}</div>`;
    })
    .join("");
  const head = ["Name", "Price", "24h Change", "24h High", "24h Low", "24h Volume", "Action"]
    .map((k, i) => span(`width:${[200, 160, 140, 160, 160, 200, 140][i]}px;${i ? "text-align:right" : ""}`, k))
    .join("");
  return noChart(
    doc(
      w,
      h,
      "#0b0e11",
      `<div style="padding:24px;color:#eaecef;font-size:28px;font-weight:600">Markets Overview</div>` +
        `<div style="display:flex;gap:26px;padding:0 24px 16px;font-size:15px;color:#848e9c">${["Favorites", "Spot", "Futures", "New Listing", "Zones"].map((t, i) => span(i === 1 ? "color:#eaecef;border-bottom:2px solid #f0b90b" : "", t)).join("")}</div>` +
        `<div style="display:flex;padding:10px 24px;font-size:13px;color:#848e9c">${head}</div>${rows}`,
      BINANCE_FONT,
    ),
  );
}

/** MetaTrader 4's Terminal, Account History tab: tickets with symbols, prices and profits. */
function mt4History({ w, h, r }: Ctx): ConvPage {
  const syms = ["eurusd", "gbpusd", "usdjpy", "xauusd"];
  const cols = [
    "Ticket",
    "Open Time",
    "Type",
    "Size",
    "Item",
    "Price",
    "S / L",
    "T / P",
    "Close Time",
    "Price",
    "Swap",
    "Profit",
  ];
  const widths = [80, 130, 50, 50, 70, 80, 80, 80, 130, 80, 60, 80];
  const lines = Array.from({ length: 22 }, (_, k) => {
    const inst = instrument(syms[k % syms.length].toUpperCase());
    const d = inst.decimals;
    const open = inst.price * (1 + (r() - 0.5) * 0.02);
    const close = open * (1 + (r() - 0.5) * 0.01);
    const t = Date.UTC(2024, 4, 1) / 1000 + k * 7200;
    const profit = (close - open) * (d >= 4 ? 100_000 : d === 3 ? 1000 : 100) * (r() < 0.5 ? 1 : -1);
    const cells = [
      String(51234567 + k * 13),
      mtTime(t),
      r() < 0.5 ? "buy" : "sell",
      num(0.1 + Math.floor(r() * 10) / 10, 2),
      syms[k % syms.length],
      num(open, d),
      num(0, d),
      num(0, d),
      mtTime(t + 3600),
      num(close, d),
      "0.00",
      num(profit, 2),
    ];
    return `<div style="display:flex;background:${k % 2 ? "#fff" : "#f7f7f7"}">${cells.map((c, i) => span(`width:${widths[i]}px;padding:2px 4px;${i >= 5 ? "text-align:right" : ""}`, c)).join("")}</div>`;
  }).join("");
  const tabs = [
    "Trade",
    "Exposure",
    "Account History",
    "News",
    "Alerts",
    "Mailbox",
    "Market",
    "Signals",
    "Code Base",
    "Experts",
    "Journal",
  ]
    .map((t) =>
      span(
        `padding:3px 10px;border:1px solid #a0a0a0;${t === "Account History" ? "background:#fff" : "background:#e8e8e8"}`,
        t,
      ),
    )
    .join("");
  return noChart(
    doc(
      w,
      h,
      "#f0f0f0",
      `<div style="position:absolute;left:0;top:0;right:0;bottom:26px;background:#fff;font-size:11px;color:#000;overflow:hidden">` +
        `<div style="display:flex;background:#e8e8e8;border-bottom:1px solid #a0a0a0">${cols.map((c, i) => span(`width:${widths[i]}px;padding:3px 4px;${i >= 5 ? "text-align:right" : ""}`, c)).join("")}</div>${lines}` +
        `<div style="padding:4px;font-weight:bold">Profit/Loss: ${num(100 + r() * 900, 2)}  Credit: 0.00  Deposit: 10 000.00  Withdrawal: 0.00</div></div>` +
        row(
          "left:0;right:0;bottom:0;height:26px;font-size:11px",
          `${span("writing-mode:horizontal-tb;padding:0 8px", "Terminal")}${tabs}`,
        ),
      TAHOMA,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const LAYOUTS: Layout[] = [
  {
    id: "mt4",
    app: "MetaTrader 4",
    page: metaTrader4,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1366, h: 768 },
      { symbol: "GBPUSD", tf: "15m", w: 1280, h: 720 },
      { symbol: "XAUUSD", tf: "4h", w: 1920, h: 1080, jpeg: true },
      { symbol: "USDJPY", tf: "1D", w: 1600, h: 900 },
    ],
  },
  {
    id: "mt5",
    app: "MetaTrader 5",
    page: metaTrader5,
    renders: [
      { symbol: "EURUSD", tf: "4h", w: 1920, h: 1080 },
      { symbol: "XAUUSD", tf: "30m", w: 1440, h: 900 },
      { symbol: "USDJPY", tf: "1h", w: 1366, h: 768, jpeg: true },
      { symbol: "GBPUSD", tf: "15m", w: 1920, h: 1080 },
      { symbol: "EURUSD", tf: "1D", w: 1280, h: 800 },
    ],
  },
  {
    id: "thinkorswim",
    app: "thinkorswim",
    page: thinkorswim,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "15m", w: 1440, h: 900, scale: 2 },
      { symbol: "SPY", tf: "1h", w: 1600, h: 900 },
      { symbol: "NVDA", tf: "5m", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "ninjatrader8",
    app: "NinjaTrader 8",
    page: ninjaTrader,
    renders: [
      { symbol: "ES", tf: "5m", w: 1920, h: 1080 },
      { symbol: "NQ", tf: "1D", w: 1600, h: 900 },
      { symbol: "ES", tf: "1h", w: 1366, h: 768 },
    ],
  },
  {
    id: "ib-tws",
    app: "Interactive Brokers TWS",
    page: ibTws,
    renders: [
      { symbol: "MSFT", tf: "5m", w: 1600, h: 900 },
      { symbol: "SPY", tf: "1D", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "1h", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "ctrader",
    app: "cTrader",
    page: cTrader,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "GBPUSD", tf: "5m", w: 1440, h: 900 },
      { symbol: "XAUUSD", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "binance-web",
    app: "Binance web",
    page: binance,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "1h", w: 1440, h: 900, scale: 2 },
      { symbol: "SOLUSDT", tf: "4h", w: 1600, h: 900 },
      { symbol: "BNBUSDT", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "tv-volume",
    app: "TradingView",
    page: (c) =>
      tradingView(c, { theme: c.variant === 1 ? TV_LIGHT : TV_DARK, volume: true, sellBuy: c.variant !== 2 }),
    renders: [
      { symbol: "AAPL", tf: "5m", w: 1920, h: 1080 },
      { symbol: "MSFT", tf: "1D", w: 1440, h: 900, scale: 2 },
      { symbol: "BTCUSDT", tf: "4h", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "tv-position",
    app: "TradingView",
    page: (c) => {
      const theme = c.variant === 1 ? TV_BLACK : TV_LIGHT;
      return tradingView(c, { theme, ...positionTool(c, theme) });
    },
    renders: [
      { symbol: "EURUSD", tf: "15m", w: 1920, h: 1080 },
      { symbol: "NVDA", tf: "1h", w: 1440, h: 900 },
      { symbol: "ETHUSDT", tf: "4h", w: 1366, h: 768 },
    ],
  },
  {
    id: "tv-ray-events",
    app: "TradingView",
    page: (c) =>
      tradingView(c, { theme: c.variant === 2 ? TV_LIGHT : TV_BLACK, volume: c.variant === 1, ...rayAndEvents(c) }),
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "MSFT", tf: "1D", w: 1600, h: 900 },
      { symbol: "TSLA", tf: "1W", w: 1440, h: 900, scale: 2 },
    ],
  },
  {
    id: "tv-vrvp",
    app: "TradingView",
    page: (c) => tradingView(c, { theme: c.variant === 0 ? TV_DARK : TV_LIGHT, ...volumeProfile(c) }),
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1920, h: 1080 },
      { symbol: "SPX", tf: "1D", w: 1440, h: 900 },
      { symbol: "XAUUSD", tf: "15m", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "ultrawide",
    app: "TradingView",
    page: (c) =>
      tradingView(c, {
        theme: c.variant === 1 ? TV_LIGHT : TV_DARK,
        watchlist: true,
        volume: c.variant !== 2,
        fontSize: 13,
      }),
    renders: [
      { symbol: "NVDA", tf: "15m", w: 3440, h: 1440, bars: 260 },
      { symbol: "ETHUSDT", tf: "1h", w: 3573, h: 1200, bars: 240 },
      { symbol: "EURUSD", tf: "4h", w: 3440, h: 1440, bars: 220 },
    ],
  },
  {
    id: "phone",
    app: "Phone app (Binance-like)",
    page: phone,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 390, h: 844, scale: 3, bars: 70 },
      { symbol: "ETHUSDT", tf: "1h", w: 390, h: 844, scale: 3, bars: 60 },
      { symbol: "SOLUSDT", tf: "4h", w: 414, h: 896, scale: 2, bars: 60, jpeg: true },
    ],
  },
  {
    id: "broker-range",
    app: "Broker web (range picker: the selected range is the timeframe)",
    page: brokerRange,
    renders: [
      { symbol: "AAPL", tf: "5m", w: 1440, h: 900 },
      { symbol: "TSLA", tf: "1h", w: 1920, h: 1080 },
      { symbol: "SPY", tf: "1D", w: 1366, h: 768 },
    ],
  },
  {
    id: "widget-watermark",
    app: "Chart widget (watermark, no interval, no tag)",
    page: watermarkWidget,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1280, h: 720 },
      { symbol: "MSFT", tf: "1D", w: 1440, h: 900 },
    ],
  },
  {
    id: "neg-binance-markets",
    app: "Binance web (markets list, no chart)",
    page: binanceMarkets,
    renders: [{ symbol: "BTCUSDT", tf: "1D", w: 1440, h: 900 }],
  },
  {
    id: "neg-mt4-history",
    app: "MetaTrader 4 (account history, no chart)",
    page: mt4History,
    renders: [{ symbol: "EURUSD", tf: "1D", w: 1280, h: 560 }],
  },
  {
    id: "bot-report",
    app: "Bot backtest report (no interval)",
    page: botReport,
    renders: [
      { symbol: "BTCUSDT", tf: "4h", w: 1600, h: 900 },
      { symbol: "SOLUSDT", tf: "1h", w: 1920, h: 1080 },
    ],
  },
];
