// Charts that Python trading code produces, as seen in the READMEs of trading bots and backtesters:
// mplfinance's mpf.plot (styles classic, yahoo, charles), backtrader's cerebro.plot() (matplotlib),
// plotly's go.Candlestick (templates plotly / plotly_white, with its range slider) and
// backtesting.py's bt.plot() (bokeh). Written from each library's documented defaults and source
// (style dictionaries, plot schemes, axis formatters), no screenshot. Each is drawn as inline SVG
// from the known OHLC (no lightweight-charts), with the axis ticks computed the way the library
// picks them, so every price label is true.
import type { Bar } from "../data";
import { niceStep as roundStep, stepDecimals, ticksIn } from "./svg-axis";
import { type Ctx, type ConvPage, type Layout, type Tf, MONTHS, utc, pad2, num, lastOf, volumes, doc } from "./common";

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const DEJAVU = "font-family:'DejaVu Sans',sans-serif;";
const f1 = (v: number) => v.toFixed(1);
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = "") =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(Math.max(0, w))}" height="${f1(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
const text = (x: number, y: number, s: string, size: number, fill: string, extra = "") =>
  `<text x="${f1(x)}" y="${f1(y)}" font-size="${size.toFixed(1)}" fill="${fill}" ${extra}>${esc(s)}</text>`;
const poly = (pts: [number, number][], fill: string, extra = "") =>
  `<polygon points="${pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
const path = (pts: [number, number][], stroke: string, width: number, extra = "") =>
  `<polyline points="${pts
    .filter(([, y]) => Number.isFinite(y))
    .map(([x, y]) => `${f1(x)},${f1(y)}`)
    .join(" ")}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" ${extra}/>`;
const svg = (w: number, h: number, inner: string, font: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" style="position:absolute;left:0;top:0;${font}">${inner}</svg>`;

/** A round step for about `target` intervals (matplotlib's MaxNLocator). */
const niceStep = (range: number, target: number, mant?: number[]) => roundStep(range / Math.max(1, target), mant);
const decimalsOf = stepDecimals;
/** A linear map from [a0, a1] to [b0, b1]. */
const scale = (a0: number, a1: number, b0: number, b1: number) => (v: number) =>
  b0 + ((v - a0) / (a1 - a0)) * (b1 - b0);

/** strftime's few codes the libraries use (UTC). */
function strf(t: number, fmt: string) {
  const d = utc(t);
  const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return fmt.replace(/%([bdYmHMSay])/g, (_, k: string) => {
    switch (k) {
      case "b":
        return MONTHS[d.getUTCMonth()];
      case "d":
        return pad2(d.getUTCDate());
      case "Y":
        return String(d.getUTCFullYear());
      case "y":
        return String(d.getUTCFullYear()).slice(2);
      case "m":
        return pad2(d.getUTCMonth() + 1);
      case "H":
        return pad2(d.getUTCHours());
      case "M":
        return pad2(d.getUTCMinutes());
      case "S":
        return pad2(d.getUTCSeconds());
      default:
        return days[d.getUTCDay()];
    }
  });
}
const intraday = (tf: Tf) => tf !== "1D" && tf !== "1W";
/** A rough text width (DejaVu / Helvetica digits are about 0.6 em). */
const textW = (s: string, size: number) => s.length * size * 0.62;

const sma = (bars: Bar[], n: number) =>
  bars.map((_, i) => (i < n - 1 ? NaN : bars.slice(i - n + 1, i + 1).reduce((a, b) => a + b.close, 0) / n));

/** The SMA crossings a sample strategy trades on: the bar of the signal and its side. */
function crosses(bars: Bar[], fast: number, slow: number) {
  const a = sma(bars, fast);
  const b = sma(bars, slow);
  const out: { i: number; dir: 1 | -1 }[] = [];
  for (let i = slow; i < bars.length - 1; i++) {
    const p = a[i - 1] - b[i - 1];
    const q = a[i] - b[i];
    if (p <= 0 && q > 0) out.push({ i, dir: 1 });
    if (p >= 0 && q < 0) out.push({ i, dir: -1 });
  }
  return { fastLine: a, slowLine: b, out };
}

// ---------------------------------------------------------------------------------------------
// mplfinance: mpf.plot(df, type='candle', style=..., volume=True, title=...)

interface MpfStyle {
  name: string;
  face: string;
  up: string;
  down: string;
  edge: [string, string];
  wick: [string, string];
  vol: [string, string];
  /** Volume colour from the close against the previous close (vcdopcod). */
  vcdopcod: boolean;
  grid: { color: string; dash: string; width: number; x: boolean };
  spine: string;
  spineW: number;
  fontPt: number;
  labelWeight: number;
  labelPt: number;
}

const MPF_STYLES: MpfStyle[] = [
  {
    name: "classic",
    face: "#ffffff",
    up: "#ffffff",
    down: "#000000",
    edge: ["#000000", "#000000"],
    wick: ["#000000", "#000000"],
    vol: ["#181818", "#181818"],
    vcdopcod: false,
    grid: { color: "#cccccc", dash: "5 3", width: 0.8, x: true },
    spine: "#000000",
    spineW: 1.5,
    fontPt: 12,
    labelWeight: 600,
    labelPt: 14.4,
  },
  {
    name: "yahoo",
    face: "#fafafa",
    up: "#00b060",
    down: "#fe3032",
    edge: ["#00b060", "#fe3032"],
    wick: ["#606060", "#606060"],
    vol: ["#4dc790", "#fd6b6c"],
    vcdopcod: true,
    grid: { color: "#d0d0d0", dash: "", width: 0.8, x: false },
    spine: "#f0f0f0",
    spineW: 0.8,
    fontPt: 10,
    labelWeight: 400,
    labelPt: 10,
  },
  {
    name: "charles",
    face: "#ffffff",
    up: "#006340",
    down: "#a02128",
    edge: ["#006340", "#a02128"],
    wick: ["#006340", "#a02128"],
    vol: ["#007a00", "#d50d18"],
    vcdopcod: true,
    grid: { color: "#a0a0a0", dash: "3 2", width: 0.55, x: false },
    spine: "#ffffff",
    spineW: 1.5,
    fontPt: 10,
    labelWeight: 600,
    labelPt: 12,
  },
];

/** The titles READMEs pass to mpf.plot: yfinance-style symbols. */
const MPF_TITLE: Record<number, (c: Ctx) => string | null> = {
  0: (c) => `${c.inst.symbol} Daily`,
  1: (c) => `${c.inst.pair ?? c.inst.symbol} ${c.tf}`,
  2: () => null,
};

/** mplfinance's date format for the x ticks (_determine_format_string). */
function mpfDateFormat(bars: Bar[]) {
  const first = utc(bars[0].time);
  const last = utc(lastOf(bars).time);
  const avgDays = (lastOf(bars).time - bars[0].time) / 86_400 / bars.length;
  if (avgDays < 0.33)
    return first.toISOString().slice(0, 10) !== last.toISOString().slice(0, 10) ? "%b %d, %H:%M" : "%H:%M";
  return first.getUTCFullYear() !== last.getUTCFullYear() ? "%Y-%b-%d" : "%b %d";
}

export function mplfinance(c: Ctx): ConvPage {
  const { inst, bars, w, h, r, variant } = c;
  const st = MPF_STYLES[variant % MPF_STYLES.length];
  const title = MPF_TITLE[variant % 3](c);
  const px = (pt: number) => pt * 1.389 * Math.max(0.8, Math.min(1.3, w / 1280));
  const fs = px(st.fontPt);
  const vols = volumes(bars, r, inst.symbol === "ETHUSD" ? 1800 : inst.symbol === "TSLA" ? 1.6e6 : 6e7);
  const n = bars.length;
  // Figure layout: the axes from 12.5% to 90% of the width (y labels on the right), main over volume 5:2.
  const L = w * 0.125;
  const R = w * 0.9;
  const T = h * 0.12;
  const B = h * 0.8;
  const mid = T + ((B - T) * 5) / 7;
  const lo = Math.min(...bars.map((b) => b.low));
  const hi = Math.max(...bars.map((b) => b.high));
  const y0 = lo - (hi - lo) * 0.05;
  const y1 = hi + (hi - lo) * 0.05;
  const xlo = -1 - (n + 1) * 0.05;
  const xhi = n + (n + 1) * 0.05;
  const X = scale(xlo, xhi, L, R);
  const Y = scale(y0, y1, mid, T);
  const vmin = 0.3 * Math.min(...vols);
  const vmax = 1.1 * Math.max(...vols);
  const V = scale(vmin, vmax, B, mid);
  const step = niceStep(y1 - y0, Math.min(9, Math.floor((mid - T) / (fs * 2.2))));
  const yt = ticksIn(y0, y1, step);
  const d = decimalsOf(step);
  let s = rect(L, T, R - L, B - T, st.face);
  const dash = st.grid.dash ? `stroke-dasharray="${st.grid.dash}"` : "";
  // x ticks on the bar index, labelled with the bar's date
  const xs = niceStep(xhi - xlo, Math.min(10, Math.floor((R - L) / (fs * 6))), [1, 2, 5, 10]);
  const xt = ticksIn(xlo, xhi, xs).filter((i) => i >= 0 && i < n);
  const fmt = mpfDateFormat(bars);
  for (const v of yt) s += line(L, Y(v), R, Y(v), st.grid.color, st.grid.width, dash);
  if (st.grid.x)
    for (const i of xt) {
      s += line(X(i), T, X(i), B, st.grid.color, st.grid.width, dash);
    }
  // volume panel: ticks in scientific notation with the offset written over the axis
  const vexp = Math.floor(Math.log10(vmax));
  const sci = vexp >= 6;
  const vdiv = sci ? 10 ** vexp : 1;
  const vstep = niceStep((vmax - vmin) / vdiv, Math.min(5, Math.floor((B - mid) / (fs * 2.2)))) * vdiv;
  const vt = ticksIn(vmin, vmax, vstep);
  for (const v of vt) s += line(L, V(v), R, V(v), st.grid.color, st.grid.width, dash);
  const cw = Math.max(1, (X(1) - X(0)) * 0.7);
  bars.forEach((b, i) => {
    const up = b.close >= b.open;
    const x = X(i);
    s += line(x, Y(b.high), x, Y(b.low), st.wick[up ? 0 : 1], Math.max(1, cw * 0.12));
    const top = Y(Math.max(b.open, b.close));
    const bh = Math.max(1, Math.abs(Y(b.open) - Y(b.close)));
    s += rect(x - cw / 2, top, cw, bh, up ? st.up : st.down, `stroke="${st.edge[up ? 0 : 1]}" stroke-width="1"`);
    const vup = st.vcdopcod ? i === 0 || b.close >= bars[i - 1].close : up;
    s += rect(x - cw / 2, V(vols[i]), cw, B - V(vols[i]), st.vol[vup ? 0 : 1], `fill-opacity="0.9"`);
  });
  // spines
  const sp = `fill="none" stroke="${st.spine}" stroke-width="${st.spineW}"`;
  s += rect(L, T, R - L, mid - T, "none", sp) + rect(L, mid, R - L, B - mid, "none", sp);
  const ink = "#101010";
  // y ticks on the right
  let wmax = 0;
  for (const v of yt) {
    const lab = num(v, d);
    wmax = Math.max(wmax, textW(lab, fs));
    s += line(R, Y(v), R + fs * 0.35, Y(v), ink, 0.8);
    s += text(R + fs * 0.55, Y(v) + fs * 0.35, lab, fs, ink);
  }
  const vd = decimalsOf(vstep / vdiv);
  for (const v of vt) {
    s += line(R, V(v), R + fs * 0.35, V(v), ink, 0.8);
    s += text(R + fs * 0.55, V(v) + fs * 0.35, num(v / vdiv, vd), fs, ink);
  }
  if (sci) s += text(R, mid - fs * 0.3, `1e${vexp}`, fs, ink, `text-anchor="end"`);
  const lx = R + fs * 0.9 + wmax + px(st.labelPt) * 0.9;
  const lw = `font-weight="${st.labelWeight}"`;
  s += text(
    lx,
    (T + mid) / 2,
    "Price",
    px(st.labelPt),
    ink,
    `${lw} text-anchor="middle" transform="rotate(-90 ${f1(lx)} ${f1((T + mid) / 2)})"`,
  );
  s += text(
    lx,
    (mid + B) / 2,
    "Volume",
    px(st.labelPt),
    ink,
    `${lw} text-anchor="middle" transform="rotate(-90 ${f1(lx)} ${f1((mid + B) / 2)})"`,
  );
  // x ticks, rotated 45 degrees
  for (const i of xt) {
    const x = X(i);
    s += line(x, B, x, B + fs * 0.35, ink, 0.8);
    const ty = B + fs * 0.8;
    s += text(x, ty, strf(bars[i].time, fmt), fs, ink, `text-anchor="end" transform="rotate(-45 ${f1(x)} ${f1(ty)})"`);
  }
  if (title) s += text(w / 2, T - h * 0.045, title, fs * 1.44, ink, `text-anchor="middle" font-weight="600"`);
  return {
    html: doc(w, h, "#ffffff", svg(w, h, s, DEJAVU), DEJAVU),
    script: "",
    ticker: title ? inst.symbol : null,
    timeframe: title ? c.tf : null,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// backtrader: cerebro.plot() with the standard observers (Broker, Trades, BuySell) over one data feed

const BT_TF: Record<Tf, string> = {
  "1m": "1 Minute",
  "5m": "5 Minutes",
  "15m": "15 Minutes",
  "30m": "30 Minutes",
  "1h": "60 Minutes",
  "4h": "240 Minutes",
  "1D": "1 Day",
  "1W": "1 Week",
};
/** The data feed's name as READMEs add it (cerebro.adddata(data, name=...)). */
const BT_NAME: Record<number, (c: Ctx) => string> = {
  0: (c) => c.inst.symbol,
  1: (c) => c.inst.symbol,
  2: (c) => c.inst.symbol.toLowerCase(),
};
const BT_STYLE = ["line", "candle", "bar"] as const;

export function backtrader(c: Ctx): ConvPage {
  const { inst, bars, w, h, r, variant, tf } = c;
  const style = BT_STYLE[variant % 3];
  const k = Math.max(0.85, Math.min(1.4, w / 1280));
  const px = (pt: number) => pt * 1.389 * k;
  const small = px(7.5);
  const n = bars.length;
  const vols = volumes(bars, r, inst.symbol === "BTCUSDT" ? 400 : 3e7);
  // figure: subplots_adjust(hspace=0, top=0.98, left=0.05, bottom=0.05, right=0.95); rows 1 + 1 + 5
  const L = w * 0.05;
  const R = w * 0.95;
  const T = h * 0.02;
  const B = h * 0.92;
  const u = (B - T) / 7;
  const panels = { broker: [T, T + u], trades: [T + u, T + 2 * u], data: [T + 2 * u, B] };
  const X = scale(-0.5 - n * 0.02, n - 0.5 + n * 0.02, L, R);
  // the strategy: long on the SMA(5) crossing over SMA(15), flat on the crossing under
  const { out } = crosses(bars, 5, 15);
  const stake = Number((5000 / bars[0].close).toFixed(inst.symbol === "BTCUSDT" ? 3 : 0)) || 1;
  let cash = 10_000;
  let pos = 0;
  let entry = 0;
  const cashL: number[] = [];
  const valueL: number[] = [];
  const buys: number[] = [];
  const sells: number[] = [];
  const pnl: { i: number; v: number }[] = [];
  const sig = new Map(out.map((o) => [o.i + 1, o.dir]));
  bars.forEach((b, i) => {
    const dir = sig.get(i);
    if (dir === 1 && pos === 0) {
      pos = stake;
      entry = b.open;
      cash -= stake * b.open;
      buys.push(i);
    } else if (dir === -1 && pos > 0) {
      cash += pos * b.open;
      pnl.push({ i, v: pos * (b.open - entry) });
      pos = 0;
      sells.push(i);
    }
    cashL.push(cash);
    valueL.push(cash + pos * b.close);
  });
  const ink = "#000000";
  const grid = (x0: number, x1: number, yv: number[], Y: (v: number) => number, top: number, bot: number) => {
    let g = "";
    for (const v of yv) g += line(x0, Y(v), x1, Y(v), "#b0b0b0", 0.8);
    for (const i of xt) g += line(X(i), top, X(i), bot, "#b0b0b0", 0.8);
    return g;
  };
  const xs = niceStep(n, Math.min(8, Math.floor((R - L) / (small * 14))), [1, 2, 5, 10]);
  const xt = ticksIn(0, n - 1, xs);
  const yTicks = (lo: number, hi: number, top: number, bot: number, nb: number) => {
    const step = niceStep(hi - lo, Math.min(nb, Math.max(2, Math.floor((bot - top) / (small * 2)))));
    // MaxNLocator(prune='both'): its ticks reach past the limits, then the outermost two are dropped
    const t = ticksIn(Math.floor(lo / step) * step, Math.ceil(hi / step) * step, step)
      .slice(1, -1)
      .filter((v) => v >= lo && v <= hi);
    return { t, d: decimalsOf(step) };
  };
  const yLabels = (t: number[], d: number, Y: (v: number) => number) =>
    t
      .map((v) => line(R, Y(v), R + 3, Y(v), ink, 0.8) + text(R + 5, Y(v) + small * 0.35, num(v, d), small, ink))
      .join("");
  /** backtrader's value tag: a left-arrow box at the right edge with the line's last value. */
  const tag = (v: number, Y: (v: number) => number, edge: string) => {
    const lab = num(v, 2);
    const x = X(n) + 2;
    const y = Y(v);
    const tw = textW(lab, small) + 6;
    const hh = small * 0.75;
    return (
      poly(
        [
          [x - 5, y],
          [x, y - hh],
          [x + tw, y - hh],
          [x + tw, y + hh],
          [x, y + hh],
        ],
        "#ffffff",
        `stroke="${edge}" stroke-width="1" fill-opacity="0.9"`,
      ) + text(x + 3, y + small * 0.35, lab, small, ink)
    );
  };
  const legend = (x: number, y: number, items: { mark: string; label: string }[]) => {
    let g = "";
    let yy = y;
    for (const it of items) {
      const lines = it.label.split("\n");
      g += it.mark.replace(/CX/g, f1(x + 10)).replace(/CY/g, f1(yy + small * ((lines.length - 1) * 1.2 + 0.6)));
      lines.forEach((t, j) => (g += text(x + 24, yy + small * (j * 1.2 + 0.95), t, small, ink)));
      yy += small * 1.3 * lines.length;
    }
    return g;
  };
  const lineMark = (color: string) =>
    `<line x1="${-8}" x2="${8}" y1="0" y2="0" stroke="${color}" stroke-width="1.5" transform="translate(CX CY)"/>`;
  const dotMark = (color: string) =>
    `<circle cx="0" cy="0" r="${f1(small * 0.4)}" fill="${color}" transform="translate(CX CY)"/>`;
  const triUp = (x: number, y: number, sz: number, fill: string) =>
    poly(
      [
        [x, y - sz],
        [x - sz, y + sz * 0.8],
        [x + sz, y + sz * 0.8],
      ],
      fill,
    );
  const triDown = (x: number, y: number, sz: number, fill: string) =>
    poly(
      [
        [x, y + sz],
        [x - sz, y - sz * 0.8],
        [x + sz, y - sz * 0.8],
      ],
      fill,
    );
  let s = "";
  // Broker panel: cash and value
  {
    const [top, bot] = panels.broker;
    const all = [...cashL, ...valueL];
    let lo = Math.min(...all);
    let hi = Math.max(...all);
    const m = (hi - lo || 100) * 0.08;
    lo -= m;
    hi += m;
    const Y = scale(lo, hi, bot, top);
    const { t, d } = yTicks(lo, hi, top, bot, 4);
    s += grid(L, R, t, Y, top, bot);
    s += path(
      cashL.map((v, i) => [X(i), Y(v)]),
      "#1f77b4",
      1.2,
    );
    s += path(
      valueL.map((v, i) => [X(i), Y(v)]),
      "#d62728",
      1.2,
    );
    s += yLabels(t, d, Y);
    s += tag(cashL[cashL.length - 1], Y, "#1f77b4") + tag(valueL[valueL.length - 1], Y, "#d62728");
    s += legend(L + 6, top + 3, [
      { mark: lineMark("#1f77b4"), label: `Broker\ncash ${num(cashL[cashL.length - 1], 2)}` },
      { mark: lineMark("#d62728"), label: `value ${num(valueL[valueL.length - 1], 2)}` },
    ]);
    s += rect(L, top, R - L, bot - top, "none", `stroke="${ink}" stroke-width="0.8"`);
  }
  // Trades panel: net profit/loss of each closed trade
  {
    const [top, bot] = panels.trades;
    const vs = pnl.map((p) => p.v);
    let lo = Math.min(0, ...vs);
    let hi = Math.max(0, ...vs);
    const m = (hi - lo || 10) * 0.1;
    lo -= m;
    hi += m;
    const Y = scale(lo, hi, bot, top);
    const { t, d } = yTicks(lo, hi, top, bot, 4);
    s += grid(L, R, t, Y, top, bot);
    s += line(L, Y(0), R, Y(0), "#a8a8a8", 1, `stroke-dasharray="5 3"`);
    for (const p of pnl)
      s += `<circle cx="${f1(X(p.i))}" cy="${f1(Y(p.v))}" r="${f1(small * 0.45)}" fill="${p.v >= 0 ? "#1f3fd6" : "#e02020"}"/>`;
    s += yLabels(t, d, Y);
    s += legend(L + 6, top + 3, [
      { mark: dotMark("#1f3fd6"), label: "Trades - Net Profit/Loss\nPositive" },
      { mark: dotMark("#e02020"), label: "Negative" },
    ]);
    s += rect(L, top, R - L, bot - top, "none", `stroke="${ink}" stroke-width="0.8"`);
  }
  // Data panel: the feed, volume overlaid in the lower third, buy/sell markers, the close's tag
  const b = lastOf(bars);
  const name = BT_NAME[variant % 3](c);
  const datalabel =
    `${name} (${BT_TF[tf]})` +
    (style === "line"
      ? ` C:${num(b.close, 2)}`
      : ` O:${num(b.open, 2)} H:${num(b.high, 2)} L:${num(b.low, 2)} C:${num(b.close, 2)}`);
  {
    const [top, bot] = panels.data;
    let lo = Math.min(...bars.map((x) => (style === "line" ? x.close : x.low)));
    let hi = Math.max(...bars.map((x) => (style === "line" ? x.close : x.high)));
    const m = (hi - lo) * 0.05;
    lo -= m;
    hi += m;
    const Y = scale(lo, hi, bot, top);
    const { t, d } = yTicks(lo, hi, top, bot, 10);
    s += grid(L, R, t, Y, top, bot);
    const vmax = Math.max(...vols) / 0.33;
    const V = scale(0, vmax, bot, top);
    const cw = Math.max(1, (X(1) - X(0)) * 0.6);
    bars.forEach((x, i) => {
      const up = x.close >= x.open;
      s += rect(X(i) - cw / 2, V(vols[i]), cw, bot - V(vols[i]), up ? "#aaaaaa" : "#cc6073", `fill-opacity="0.5"`);
    });
    if (style === "line")
      s += path(
        bars.map((x, i) => [X(i), Y(x.close)]),
        "#000000",
        1.1,
      );
    else
      bars.forEach((x, i) => {
        const up = x.close >= x.open;
        const col = up ? "#bfbfbf" : "#ff0000";
        const xx = X(i);
        if (style === "candle") {
          s += line(xx, Y(x.high), xx, Y(x.low), col, 1);
          const top2 = Y(Math.max(x.open, x.close));
          s += rect(xx - cw / 2, top2, cw, Math.max(1, Math.abs(Y(x.open) - Y(x.close))), col);
        } else {
          s += line(xx, Y(x.high), xx, Y(x.low), col, 1.2);
          s += line(xx - cw / 2, Y(x.open), xx, Y(x.open), col, 1.2);
          s += line(xx, Y(x.close), xx + cw / 2, Y(x.close), col, 1.2);
        }
      });
    const sz = small * 0.6;
    for (const i of buys) s += triUp(X(i), Y(bars[i].open), sz, "#00ff00");
    for (const i of sells) s += triDown(X(i), Y(bars[i].open), sz, "#ff0000");
    s += yLabels(t, d, Y);
    s += tag(b.close, Y, "#000000");
    const volMark = `<rect x="-6" y="-4" width="12" height="8" fill="#aaaaaa" fill-opacity="0.5" transform="translate(CX CY)"/>`;
    const bsMark = `<polygon points="0,-5 -5,4 5,4" fill="#00ff00" transform="translate(CX CY)"/>`;
    s += legend(L + 6, top + 3, [
      {
        mark: style === "line" ? lineMark("#000000") : lineMark(style === "candle" ? "#bfbfbf" : "#ff0000"),
        label: datalabel,
      },
      { mark: volMark, label: "Volume" },
      { mark: bsMark, label: "BuySell" },
    ]);
    s += rect(L, top, R - L, bot - top, "none", `stroke="${ink}" stroke-width="0.8"`);
    // the x ticks: only under the last axis, rotated 15 degrees
    const fmt = intraday(tf) ? "%Y-%m-%d %H:%M" : "%Y-%m-%d";
    const xf = px(8);
    for (const i of xt) {
      s += line(X(i), bot, X(i), bot + 3, ink, 0.8);
      const ty = bot + xf * 1.1;
      s += text(
        X(i),
        ty,
        strf(bars[i].time, fmt),
        xf,
        ink,
        `text-anchor="end" transform="rotate(-15 ${f1(X(i))} ${f1(ty)})"`,
      );
    }
  }
  return {
    html: doc(w, h, "#ffffff", svg(w, h, s, DEJAVU), DEJAVU),
    script: "",
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// plotly: go.Candlestick with its default range slider, templates "plotly" and "plotly_white"

const PLOTLY_FONT = "font-family:'Open Sans',verdana,arial,'DejaVu Sans',sans-serif;";

/** plotly's number format: SI "k" above 10^4, trailing zeros dropped. */
function plotlyNum(v: number, step: number, kilo: boolean) {
  const d = decimalsOf(kilo ? step / 1000 : step);
  const s = (kilo ? v / 1000 : v).toFixed(d);
  return (d ? s.replace(/\.?0+$/, "") : s).replace(/^-/, "−") + (kilo && v !== 0 ? "k" : "");
}

/** plotly's date dticks: minutes, hours, days, a week, months. */
const PLOTLY_DT = [
  60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 172_800, 604_800, 1_209_600, 2_592_000,
];

interface PlotlyLook {
  template: "plotly" | "plotly_white";
  title: (c: Ctx) => string;
  tf: (c: Ctx) => Tf | null;
}
const PLOTLY_LOOKS: PlotlyLook[] = [
  { template: "plotly", title: (c) => `${c.inst.pair ?? c.inst.symbol} ${c.tf}`, tf: (c) => c.tf },
  { template: "plotly_white", title: (c) => c.inst.symbol, tf: () => null },
  { template: "plotly", title: (c) => `${c.inst.symbol} ${c.tf} Candlestick`, tf: (c) => c.tf },
];

export function plotlyCandles(c: Ctx): ConvPage {
  const { inst, bars, w, h, variant } = c;
  const look = PLOTLY_LOOKS[variant % 3];
  const white = look.template === "plotly_white";
  const plotBg = white ? "#ffffff" : "#E5ECF6";
  const gridC = white ? "#EBF0F8" : "#ffffff";
  const ink = "#2a3f5f";
  const fs = 12;
  const L = 80;
  const R = w - 80;
  const T = 100;
  const H0 = h - 100 - 80;
  const rs = H0 * 0.15;
  const B = T + H0 - rs - 26;
  const dt = bars[1].time - bars[0].time;
  const t0 = bars[0].time - dt / 2;
  const t1 = lastOf(bars).time + dt / 2;
  const X = scale(t0, t1, L, R);
  let lo = Math.min(...bars.map((b) => b.low));
  let hi = Math.max(...bars.map((b) => b.high));
  const pad = (hi - lo) * 0.055;
  lo -= pad;
  hi += pad;
  const Y = scale(lo, hi, B, T);
  const nt = Math.max(4, Math.min(9, (B - T) / 40)) + 1;
  const step = niceStep(hi - lo, nt, [1, 2, 5, 10]);
  const yt = ticksIn(lo, hi, step);
  const kilo = Math.floor(Math.log10(hi) * 1.01) > 3;
  let s = rect(L, T, R - L, B - T, plotBg);
  // x ticks: a round date interval about every 80 px
  const want = ((t1 - t0) / (R - L)) * 80;
  const dtick = PLOTLY_DT.find((v) => v >= want) ?? 2_592_000;
  const xt: number[] = [];
  for (let t = Math.ceil(t0 / dtick) * dtick; t <= t1; t += dtick) xt.push(t);
  for (const t of xt) s += line(X(t), T, X(t), B, gridC, 1);
  for (const v of yt) s += line(L, Y(v), R, Y(v), gridC, 1);
  const up = "#3D9970";
  const dn = "#FF4136";
  const cw = Math.max(1, (X(dt) - X(0)) * 0.6);
  const candle = (b: Bar, Yf: (v: number) => number, wdt: number, lw: number) => {
    const col = b.close >= b.open ? up : dn;
    const x = X(b.time);
    const top = Yf(Math.max(b.open, b.close));
    const bot = Yf(Math.min(b.open, b.close));
    return (
      line(x, Yf(b.high), x, top, col, lw) +
      line(x, bot, x, Yf(b.low), col, lw) +
      rect(
        x - wdt / 2,
        top,
        wdt,
        Math.max(0.5, bot - top),
        col,
        `fill-opacity="0.5" stroke="${col}" stroke-width="${lw}"`,
      )
    );
  };
  for (const b of bars) s += candle(b, Y, cw, cw > 5 ? 2 : 1);
  for (const v of yt) s += text(L - 6, Y(v) + fs * 0.35, plotlyNum(v, step, kilo), fs, ink, `text-anchor="end"`);
  // x labels: times, with the date under the first; dates with the year under the first
  const intra = dtick < 86_400;
  xt.forEach((t, j) => {
    const d = utc(t);
    const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
    const midnight = t % 86_400 === 0;
    const main = intra ? (midnight && j > 0 ? day : `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`) : day;
    s += text(X(t), B + fs + 6, main, fs, ink, `text-anchor="middle"`);
    if (j === 0)
      s += text(
        X(t),
        B + 2 * fs + 9,
        intra ? `${day}, ${d.getUTCFullYear()}` : String(d.getUTCFullYear()),
        fs,
        ink,
        `text-anchor="middle"`,
      );
  });
  // the range slider: a small copy of the series under the axis
  const rTop = B + 2 * fs + 18;
  const rBot = rTop + rs;
  s += rect(L, rTop, R - L, rs, "#ffffff", `stroke="#bec8d9" stroke-width="0"`);
  const RY = scale(lo, hi, rBot - 2, rTop + 2);
  for (const b of bars) s += candle(b, RY, Math.max(1, cw * 0.6), 1);
  for (const x of [L, R])
    s += rect(x - 2, rTop + rs / 2 - 11, 4, 22, "#eeeeee", `stroke="#666666" stroke-width="1" rx="1"`);
  s += line(L, rTop, L, rBot, "#666666", 0.5) + line(R, rTop, R, rBot, "#666666", 0.5);
  s += text(w * 0.05, 50 + 6, look.title(c), 17, ink);
  return {
    html: doc(w, h, "#ffffff", svg(w, h, s, PLOTLY_FONT), PLOTLY_FONT),
    script: "",
    ticker: inst.symbol,
    timeframe: look.tf(c) ?? null,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// backtesting.py: bt.plot() (bokeh gridplot: Equity, Profit / Loss, OHLC, Volume; toolbar on the right)

const HELV = "font-family:Helvetica,'Liberation Sans',Arial,sans-serif;";
/** bokeh named colours lime and tomato, and their lightness() variants. */
const BULL = "#00ff00";
const BEAR = "#ff6347";
const BULL_DARK = "#00b300";
const BEAR_DARK = "#b32100";
const BULL_LIGHT = "#d6ffd6";
const BEAR_LIGHT = "#ffe0da";

/** numeral.js "0 a": 12m, 850k. */
const numeralA = (v: number) =>
  v >= 1e9
    ? `${Math.round(v / 1e9)}b`
    : v >= 1e6
      ? `${Math.round(v / 1e6)}m`
      : v >= 1e3
        ? `${Math.round(v / 1e3)}k`
        : String(Math.round(v));

function tdString(sec: number) {
  const days = Math.floor(sec / 86_400);
  const rem = sec % 86_400;
  const s = `${days} days ${pad2(Math.floor(rem / 3600))}:${pad2(Math.floor((rem % 3600) / 60))}:00`;
  return s.replace(" 00:00:00", "").replace(/^0 days /, "");
}

/** The toolbar icons (pan, wheel zoom, box zoom, undo, redo, reset, save, crosshair, hover), drawn small. */
function bokehToolbar(x: number, y: number) {
  const c = "#777777";
  const icons = [
    `<path d="M0 -7 L0 7 M-7 0 L7 0 M-3 -4 L0 -7 L3 -4 M-3 4 L0 7 L3 4 M-4 -3 L-7 0 L-4 3 M4 -3 L7 0 L4 3" stroke="${c}" fill="none" stroke-width="1.4"/>`,
    `<circle r="5" cx="-1" cy="-1" stroke="${c}" fill="none" stroke-width="1.6"/><path d="M3 3 L7 7" stroke="${c}" stroke-width="2.2"/><path d="M-4 -1 L2 -1" stroke="${c}" stroke-width="1.2"/>`,
    `<rect x="-7" y="-6" width="14" height="12" stroke="${c}" fill="none" stroke-dasharray="2 1.5" stroke-width="1.3"/><path d="M1 1 L7 7" stroke="${c}" stroke-width="1.8"/>`,
    `<path d="M5 5 C5 -2 0 -4 -5 -1 M-5 -1 L-2 -5 M-5 -1 L-1 1" stroke="${c}" fill="none" stroke-width="1.6"/>`,
    `<path d="M-5 5 C-5 -2 0 -4 5 -1 M5 -1 L2 -5 M5 -1 L1 1" stroke="${c}" fill="none" stroke-width="1.6"/>`,
    `<path d="M5 -3 A6 6 0 1 0 6 2 M5 -7 L5 -3 L1 -3" stroke="${c}" fill="none" stroke-width="1.6"/>`,
    `<path d="M-6 -7 L4 -7 L7 -4 L7 7 L-6 7 Z M-3 -7 L-3 -2 L3 -2 L3 -7" stroke="${c}" fill="none" stroke-width="1.4"/>`,
    `<path d="M0 -8 L0 8 M-8 0 L8 0" stroke="${c}" stroke-width="1.4"/>`,
    `<path d="M-7 -6 L7 -6 L7 4 L2 4 L0 7 L-2 4 L-7 4 Z" stroke="${c}" fill="none" stroke-width="1.4"/>`,
  ];
  return icons.map((g, i) => `<g transform="translate(${f1(x)} ${f1(y + i * 30)})">${g}</g>`).join("");
}

export function backtestingPy(c: Ctx): ConvPage {
  const { inst, bars, w, h, r, variant, tf } = c;
  const n = bars.length;
  const vols = volumes(bars, r, inst.symbol === "BTCUSDT" ? 900 : inst.symbol === "EURUSD" ? 4000 : 2.5e7);
  const tickF = 11;
  const labF = 13;
  const legF = 10.7;
  const ink = "#444444";
  const tb = 34; // toolbar column
  const L = 62;
  const R = w - tb - 18;
  // panel heights 110 / 90 / 400 / 90 (+ borders), stretched to the window's height
  const base = [110, 90, 400, 90];
  const avail = h - 12 - 26;
  const kH = avail / (base.reduce((a, b) => a + b, 0) + 4 * 9);
  const tops: number[] = [];
  let yy = 6;
  for (const ph of base) {
    tops.push(yy + 3);
    yy += (ph + 9) * kH;
  }
  const hts = base.map((ph) => ph * kH);
  const X = scale(0, n - 1, L, R);
  const xs = niceStep(n - 1, 6, [1, 2, 5, 10]);
  const xt = ticksIn(0, n - 1, xs);
  // the strategy: SmaCross(10, 20), always in the market, long or short
  const { fastLine, slowLine, out } = crosses(bars, 10, 20);
  const trades: { e: number; x: number; ep: number; xp: number; dir: 1 | -1; ret: number }[] = [];
  for (let j = 0; j < out.length; j++) {
    const e = out[j].i + 1;
    const x = j + 1 < out.length ? out[j + 1].i + 1 : n - 1;
    const ep = bars[e].open;
    const xp = j + 1 < out.length ? bars[x].open : bars[x].close;
    trades.push({ e, x, ep, xp, dir: out[j].dir, ret: out[j].dir * (xp / ep - 1) });
  }
  const eq: number[] = [];
  let cur = 1;
  bars.forEach((b, i) => {
    const t = trades.find((q) => q.e <= i && i < q.x);
    const done = trades.filter((q) => q.x <= i);
    const closed = done.reduce((a, q) => a * (1 + q.ret), 1);
    cur = t ? closed * (1 + t.dir * (b.close / t.ep - 1)) : closed;
    eq.push(cur);
  });
  let s = "";
  const axisLabel = (top: number, ht: number, lab: string) => {
    const x = 14;
    const y = top + ht / 2;
    return text(
      x,
      y,
      lab,
      labF,
      ink,
      `font-style="italic" text-anchor="middle" transform="rotate(-90 ${f1(x)} ${f1(y)})"`,
    );
  };
  const yAxis = (t: number[], Y: (v: number) => number, lab: (v: number) => string) =>
    t
      .map(
        (v) =>
          line(L - 6, Y(v), L, Y(v), ink, 1) +
          text(L - 8, Y(v) + tickF * 0.35, lab(v), tickF, ink, `text-anchor="end"`),
      )
      .join("");
  const gridLines = (top: number, ht: number, t: number[], Y: (v: number) => number) =>
    t.map((v) => line(L, Y(v), R, Y(v), "#e5e5e5", 1)).join("") +
    xt.map((i) => line(X(i), top, X(i), top + ht, "#e5e5e5", 1)).join("");
  const frame = (top: number, ht: number) => rect(L, top, R - L, ht, "none", `stroke="#666666" stroke-width="1"`);
  const legendBox = (top: number, items: { mark: string; label: string }[]) => {
    const bw = Math.max(...items.map((it) => textW(it.label, legF) * 0.92)) + 44;
    const bh = items.length * (legF + 8) + 10;
    let g = rect(L + 1, top + 1, bw, bh, "#ffffff", `fill-opacity="0.95" stroke="#333333" stroke-width="1"`);
    items.forEach((it, j) => {
      const cy = top + 6 + (legF + 8) * (j + 0.5) + 1;
      g += it.mark.replace(/CX/g, f1(L + 18)).replace(/CY/g, f1(cy));
      g += text(L + 36, cy + legF * 0.35, it.label, legF, ink);
    });
    return g;
  };
  // Equity
  {
    const top = tops[0];
    const ht = hts[0];
    let peak = -Infinity;
    let ddMax = 0;
    let ddAt = 0;
    let ddStart = 0;
    let longest = 0;
    let lStart = 0;
    let lEnd = 0;
    let peakAt = 0;
    const cummax = eq.map((v, i) => {
      if (v >= peak) {
        peak = v;
        ddStart = i;
      }
      const dd = 1 - v / peak;
      if (dd > ddMax) {
        ddMax = dd;
        ddAt = i;
      }
      if (i - ddStart > longest && dd > 0) {
        longest = i - ddStart;
        lStart = ddStart;
        lEnd = i;
      }
      return peak;
    });
    eq.forEach((v, i) => {
      if (v >= eq[peakAt]) peakAt = i;
    });
    let lo = Math.min(...eq);
    let hi = Math.max(...eq);
    const m = (hi - lo || 0.05) * 0.08;
    lo -= m;
    hi += m;
    const Y = scale(lo, hi, top + ht, top);
    const step = niceStep(hi - lo, 4, [1, 2, 5, 10]);
    const t = ticksIn(lo, hi, step);
    const pd = Math.max(0, decimalsOf(step) - 2);
    s += gridLines(top, ht, t, Y);
    s += poly(
      [
        ...eq.map((v, i) => [X(i), Y(v)] as [number, number]),
        ...cummax.map((v, i) => [X(i), Y(v)] as [number, number]).reverse(),
      ],
      "#ffffea",
      `stroke="#ffcb66" stroke-width="1"`,
    );
    s += path(
      eq.map((v, i) => [X(i), Y(v)]),
      "#1f77b4",
      1.5,
    );
    s += line(X(lStart), Y(eq[lStart]), X(lEnd), Y(eq[lStart]), "#ff0000", 2);
    const dot = (i: number, col: string) =>
      `<circle cx="${f1(X(i))}" cy="${f1(Y(eq[i]))}" r="4" fill="${col}" stroke="${col}"/>`;
    s += dot(peakAt, "#00ffff") + dot(n - 1, "#0000ff") + dot(ddAt, "#ff0000");
    s += yAxis(t, Y, (v) => `${num(v * 100, pd, true)}%`);
    s += axisLabel(top, ht, "Equity");
    const circ = (col: string) => `<circle cx="CX" cy="CY" r="4" fill="${col}"/>`;
    s += legendBox(top, [
      { mark: circ("#00ffff"), label: `Peak (${num(eq[peakAt] * 100, 0, true)}%)` },
      { mark: circ("#0000ff"), label: `Final (${num(eq[n - 1] * 100, 0, true)}%)` },
      { mark: circ("#ff0000"), label: `Max Drawdown (-${num(ddMax * 100, 1)}%)` },
      {
        mark: `<line x1="${-8}" x2="8" y1="0" y2="0" stroke="#ff0000" stroke-width="2" transform="translate(CX CY)"/>`,
        label: `Max Dd Dur. (${tdString((bars[lEnd].time - bars[lStart].time) | 0)})`,
      },
    ]);
    s += frame(top, ht);
  }
  // Profit / Loss
  {
    const top = tops[1];
    const ht = hts[1];
    const rets = trades.map((q) => q.ret);
    let lo = Math.min(0, ...rets);
    let hi = Math.max(0, ...rets);
    const m = (hi - lo || 0.02) * 0.15;
    lo -= m;
    hi += m;
    const Y = scale(lo, hi, top + ht, top);
    const step = niceStep(hi - lo, 3, [1, 2, 5, 10]);
    const t = ticksIn(lo, hi, step);
    s += gridLines(top, ht, t, Y);
    s += line(L, Y(0), R, Y(0), "#666666", 1, `stroke-dasharray="6 4"`);
    for (const q of trades) {
      const x = X(q.x);
      const y = Y(q.ret);
      const fill = q.ret > 0 ? BULL : BEAR;
      const z = 6;
      s +=
        q.dir > 0
          ? poly(
              [
                [x, y - z],
                [x - z, y + z * 0.7],
                [x + z, y + z * 0.7],
              ],
              fill,
              `stroke="#000" stroke-width="1"`,
            )
          : poly(
              [
                [x, y + z],
                [x - z, y - z * 0.7],
                [x + z, y - z * 0.7],
              ],
              fill,
              `stroke="#000" stroke-width="1"`,
            );
    }
    const pd = Math.max(0, decimalsOf(step) - 2);
    s += yAxis(t, Y, (v) => `${num(v * 100, pd)}%`);
    s += axisLabel(top, ht, "Profit / Loss");
    s += frame(top, ht);
  }
  // OHLC: superimposed coarser bars, the candles, the trades, the SMA lines
  {
    const top = tops[2];
    const ht = hts[2];
    let lo = Math.min(...bars.map((b) => b.low));
    let hi = Math.max(...bars.map((b) => b.high));
    const m = (hi - lo) * 0.03;
    lo -= m;
    hi += m;
    const Y = scale(lo, hi, top + ht, top);
    const step = niceStep(hi - lo, 6, [1, 2, 5, 10]);
    const t = ticksIn(lo, hi, step);
    const d = decimalsOf(step);
    s += gridLines(top, ht, t, Y);
    // superimposed: months over days, days over hours
    const period = intraday(tf) ? (tf === "4h" || tf === "1h" ? 86_400 : 3600) : 0;
    const groups: Bar[][] = [];
    bars.forEach((b) => {
      const key = period ? Math.floor(b.time / period) : utc(b.time).getUTCMonth();
      const g = groups[groups.length - 1];
      if (g && (period ? Math.floor(g[0].time / period) : utc(g[0].time).getUTCMonth()) === key) g.push(b);
      else groups.push([b]);
    });
    let k0 = 0;
    for (const g of groups) {
      const o = g[0].open;
      const cl = g[g.length - 1].close;
      const gh = Math.max(...g.map((b) => b.high));
      const gl = Math.min(...g.map((b) => b.low));
      const xm = X(k0 + (g.length - 1) / 2);
      const gw = (X(1) - X(0)) * (g.length - 0.1);
      s += line(xm, Y(gh), xm, Y(gl), "#bbbbbb", 1);
      s += rect(xm - gw / 2, Y(Math.max(o, cl)), gw, Math.abs(Y(o) - Y(cl)), cl >= o ? BULL_LIGHT : BEAR_LIGHT);
      k0 += g.length;
    }
    const cw = Math.max(1, (X(1) - X(0)) * 0.8);
    bars.forEach((b, i) => {
      const x = X(i);
      s += line(x, Y(b.high), x, Y(b.low), "#000000", 1);
      s += rect(
        x - cw / 2,
        Y(Math.max(b.open, b.close)),
        cw,
        Math.max(0.8, Math.abs(Y(b.open) - Y(b.close))),
        b.close >= b.open ? BULL : BEAR,
        `stroke="#000" stroke-width="1"`,
      );
    });
    for (const q of trades)
      s += line(X(q.e), Y(q.ep), X(q.x), Y(q.xp), q.ret > 0 ? BULL_DARK : BEAR_DARK, 8, `stroke-dasharray="2 2"`);
    const smaOn = variant !== 1;
    if (smaOn) {
      s += path(
        fastLine.map((v, i) => [X(i), Y(v)]),
        "#1f77b4",
        1.3,
      );
      s += path(
        slowLine.map((v, i) => [X(i), Y(v)]),
        "#ff7f0e",
        1.3,
      );
    }
    s += yAxis(t, Y, (v) => num(v, d));
    const lm = (col: string, wd: number, dash = "") =>
      `<line x1="-8" x2="8" y1="0" y2="0" stroke="${col}" stroke-width="${wd}" ${dash} transform="translate(CX CY)"/>`;
    s += legendBox(top, [
      { mark: lm(BULL_DARK, 8, `stroke-dasharray="2 2"`), label: `Trades (${trades.length})` },
      ...(smaOn
        ? [
            { mark: lm("#1f77b4", 1.3), label: "SMA(C,10)" },
            { mark: lm("#ff7f0e", 1.3), label: "SMA(C,20)" },
          ]
        : []),
    ]);
    s += frame(top, ht);
  }
  // Volume, with the only x axis
  {
    const top = tops[3];
    const ht = hts[3];
    const hi = Math.max(...vols) * 1.05;
    const Y = scale(0, hi, top + ht, top);
    const step = niceStep(hi, 3, [1, 2, 5, 10]);
    const t = ticksIn(0, hi, step);
    s += gridLines(top, ht, t, Y);
    const cw = Math.max(1, (X(1) - X(0)) * 0.8);
    bars.forEach(
      (b, i) => (s += rect(X(i) - cw / 2, Y(vols[i]), cw, top + ht - Y(vols[i]), b.close >= b.open ? BULL : BEAR)),
    );
    s += yAxis(t, Y, numeralA);
    s += axisLabel(top, ht, "Volume");
    s += frame(top, ht);
    const span = xs * (bars[1].time - bars[0].time);
    const fmt = span >= 86_400 ? "%d %b" : "%H:%M";
    for (const i of xt) {
      s += line(X(i), top + ht, X(i), top + ht + 6, ink, 1);
      s += text(X(i), top + ht + 8 + tickF, strf(bars[i].time, fmt), tickF, ink, `text-anchor="middle"`);
    }
  }
  s += bokehToolbar(w - tb / 2 - 4, 22);
  return {
    html: doc(w, h, "#ffffff", svg(w, h, s, HELV), HELV),
    script: "",
    ticker: null,
    timeframe: null,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------

export const PYTHON_LAYOUTS: Layout[] = [
  {
    id: "mplfinance",
    app: "mplfinance mpf.plot (classic / yahoo / charles)",
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1280, h: 720, bars: 90 },
      { symbol: "ETHUSD", tf: "1h", w: 1440, h: 900, bars: 110 },
      { symbol: "TSLA", tf: "15m", w: 1000, h: 600, bars: 70, jpeg: true },
    ],
    page: mplfinance,
  },
  {
    id: "backtrader-plot",
    app: "backtrader cerebro.plot()",
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1280, h: 720, bars: 140 },
      { symbol: "BTCUSDT", tf: "15m", w: 1920, h: 1080, bars: 120, jpeg: true },
      { symbol: "NVDA", tf: "1h", w: 1440, h: 900, bars: 100 },
    ],
    page: backtrader,
  },
  {
    id: "plotly-candlestick",
    app: "plotly go.Candlestick",
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 1440, h: 900, bars: 100 },
      { symbol: "EURUSD", tf: "1h", w: 1000, h: 600, bars: 80, jpeg: true },
      { symbol: "SOLUSDT", tf: "4h", w: 1280, h: 720, bars: 90 },
    ],
    page: plotlyCandles,
  },
  {
    id: "backtesting-py",
    app: "backtesting.py bt.plot() (bokeh)",
    renders: [
      { symbol: "MSFT", tf: "1D", w: 1440, h: 900, bars: 150 },
      { symbol: "EURUSD", tf: "1h", w: 1280, h: 720, bars: 120, jpeg: true },
      { symbol: "BTCUSDT", tf: "4h", w: 1920, h: 1080, bars: 140 },
    ],
    page: backtestingPy,
  },
];
