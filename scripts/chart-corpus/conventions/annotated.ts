// The screenshots traders actually share: TradingView with RSI and MACD panes under the price
// pane, TradingView with the trader's own drawings (horizontal lines with their own coloured axis
// labels, text notes, a zone), MetaTrader 4 with indicator subwindows, and a TradingView chart
// cropped by a snipping tool (the left part and the header cut away, the price axis intact).
// Written from how the apps are documented and commonly look, not from any screenshot.
import type { Bar } from "../data";
import { Tf, Ctx, ConvPage, Layout, num, lastOf, TV_LEGEND } from "./common";
import { TV_DARK, TV_BLACK, TV_LIGHT, TvTheme, TvOptions, tradingView } from "./tradingview";
import { metaTrader4 } from "./metatrader";

// ---------------------------------------------------------------------------------------------
// Indicators from the bars (as the apps compute them)

type Point = { time: number; value: number };

function ema(values: number[], n: number): number[] {
  const k = 2 / (n + 1);
  const out: number[] = [];
  values.forEach((v, i) => out.push(i === 0 ? v : v * k + out[i - 1] * (1 - k)));
  return out;
}

/** Wilder's RSI of the closes; the first `n` bars have none. */
function rsi(bars: Bar[], n = 14): Point[] {
  const out: Point[] = [];
  let up = 0;
  let down = 0;
  for (let i = 1; i < bars.length; i++) {
    const ch = bars[i].close - bars[i - 1].close;
    const u = Math.max(ch, 0);
    const dn = Math.max(-ch, 0);
    if (i <= n) {
      up += u / n;
      down += dn / n;
    } else {
      up = (up * (n - 1) + u) / n;
      down = (down * (n - 1) + dn) / n;
    }
    if (i >= n) out.push({ time: bars[i].time, value: down === 0 ? 100 : 100 - 100 / (1 + up / down) });
  }
  return out;
}

/** MACD (fast EMA - slow EMA), its signal (EMA of the MACD) and the histogram, from the slow period on. */
function macd(bars: Bar[], fast = 12, slow = 26, sig = 9) {
  const closes = bars.map((b) => b.close);
  const f = ema(closes, fast);
  const s = ema(closes, slow);
  const line = closes.map((_, i) => f[i] - s[i]).slice(slow - 1);
  const signal = ema(line, sig);
  const times = bars.slice(slow - 1).map((b) => b.time);
  return {
    macd: line.map((value, i) => ({ time: times[i], value })),
    signal: signal.map((value, i) => ({ time: times[i], value })),
    hist: line.map((value, i) => ({ time: times[i], value: value - signal[i] })),
  };
}

/** Slow stochastic: %K over `k` bars smoothed over `slowing`, %D the SMA of %K over `d`. */
function stochastic(bars: Bar[], k = 5, d = 3, slowing = 3) {
  const raw: { hi: number; lo: number; c: number }[] = [];
  for (let i = k - 1; i < bars.length; i++) {
    const w = bars.slice(i - k + 1, i + 1);
    raw.push({ hi: Math.max(...w.map((b) => b.high)), lo: Math.min(...w.map((b) => b.low)), c: bars[i].close });
  }
  const kLine: Point[] = [];
  for (let i = slowing - 1; i < raw.length; i++) {
    const w = raw.slice(i - slowing + 1, i + 1);
    const num_ = w.reduce((a, x) => a + (x.c - x.lo), 0);
    const den = w.reduce((a, x) => a + (x.hi - x.lo), 0);
    kLine.push({ time: bars[i + k - 1].time, value: den === 0 ? 50 : (num_ / den) * 100 });
  }
  const dLine: Point[] = [];
  for (let i = d - 1; i < kLine.length; i++)
    dLine.push({ time: kLine[i].time, value: kLine.slice(i - d + 1, i + 1).reduce((a, x) => a + x.value, 0) / d });
  return { k: kLine, d: dLine };
}

const lastV = (p: Point[]) => p[p.length - 1].value;
/** The price format's step for `p` decimals, without float noise (10 ** -5 is 0.000009999...). */
const minMove = (p: number) => Number((1 / 10 ** p).toFixed(p));

// ---------------------------------------------------------------------------------------------
// TradingView's legend title, as its Status line settings write it ("Ticker" or "Description"),
// with the interval the way the current legend writes it: minutes bare, then "1h", "4h", "1D".

const TV_LEGEND_NOW: Record<Tf, string> = { ...TV_LEGEND, "1h": "1h", "4h": "4h" };

/** tradingView() with its legend's title rewritten (ids on the parts so a crop can cut between them). */
function tv(c: Ctx, o: TvOptions, title: "ticker" | "description"): ConvPage {
  const { inst, tf } = c;
  const p = tradingView(c, o);
  const from = `>${inst.name} · ${TV_LEGEND[tf]} · ${inst.exchange}<`;
  if (!p.html.includes(from)) throw new Error("tradingView's legend title changed");
  const name = title === "ticker" ? inst.symbol : inst.name;
  const to = `><span id="tv-title">${name}</span> · <span id="tv-int">${TV_LEGEND_NOW[tf]}</span> · <span id="tv-exch">${inst.exchange}</span><`;
  return { ...p, html: p.html.replace(from, to) };
}

/** A price rounded to a step a trader would draw at (64,300.00, 1.0850, 251.50). */
function niceLevel(v: number, span: number, d: number) {
  const step = Math.max(10 ** Math.floor(Math.log10(span / 12)), 10 ** -d);
  return Number((Math.round(v / step) * step).toFixed(d));
}

// ---------------------------------------------------------------------------------------------
// 1. TradingView with RSI (14) and MACD (12, 26, 9) panes under the price pane

const TV_RSI = "#7e57c2";
const TV_MACD = "#2962ff";
const TV_SIGNAL = "#ff6d00";

function tvIndicators(c: Ctx): ConvPage {
  const { bars, inst } = c;
  const theme: TvTheme = [TV_DARK, TV_LIGHT, TV_BLACK][c.variant % 3];
  const r = rsi(bars);
  const m = macd(bars);
  // TradingView formats an indicator on its symbol's price scale.
  const md = inst.decimals;
  const histColors = m.hist.map((x, i) => {
    const prev = i > 0 ? m.hist[i - 1].value : x.value;
    const grow = Math.abs(x.value) >= Math.abs(prev);
    return { ...x, color: x.value >= 0 ? (grow ? "#26a69a" : "#b2dfdb") : grow ? "#ff5252" : "#ffcdd2" };
  });
  const fmt = (p: number) => `priceFormat: { type: "price", precision: ${p}, minMove: ${minMove(p)} }`;
  const extra = `
chart.applyOptions({ layout: { panes: { separatorColor: "${theme.border}" } } });
const rsi = chart.addSeries(LightweightCharts.LineSeries, { color: "${TV_RSI}", lineWidth: 1, priceLineVisible: false, crosshairMarkerVisible: false, ${fmt(2)},
  autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }) }, 1);
rsi.setData(${JSON.stringify(r)});
for (const [p, st] of [[70, 2], [50, 1], [30, 2]]) rsi.createPriceLine({ price: p, color: "#787b86", lineWidth: 1, lineStyle: st, axisLabelVisible: false });
const hist = chart.addSeries(LightweightCharts.HistogramSeries, { priceLineVisible: false, ${fmt(md)} }, 2);
hist.setData(${JSON.stringify(histColors)});
const mline = chart.addSeries(LightweightCharts.LineSeries, { color: "${TV_MACD}", lineWidth: 1, priceLineVisible: false, crosshairMarkerVisible: false, ${fmt(md)} }, 2);
mline.setData(${JSON.stringify(m.macd)});
const sline = chart.addSeries(LightweightCharts.LineSeries, { color: "${TV_SIGNAL}", lineWidth: 1, priceLineVisible: false, crosshairMarkerVisible: false, ${fmt(md)} }, 2);
sline.setData(${JSON.stringify(m.signal)});
chart.panes()[0].setStretchFactor(0.62);
chart.panes()[1].setStretchFactor(0.19);
chart.panes()[2].setStretchFactor(0.19);`;
  const hl = m.hist[m.hist.length - 1].value;
  const val = (color: string, v: string) => `<span style='color:${color}'>${v}</span>`;
  const rsiLegend = `RSI 14 close ${val(TV_RSI, num(lastV(r), 2))}`;
  const macdLegend = `MACD 12 26 close 9 ${val(hl >= 0 ? "#26a69a" : "#ff5252", num(hl, md))} ${val(TV_MACD, num(lastV(m.macd), md))} ${val(TV_SIGNAL, num(lastV(m.signal), md))}`;
  const after = `
const top = (k) => chart.panes()[k].getHTMLElement().getBoundingClientRect().top - el.getBoundingClientRect().top;
const t1 = top(1), t2 = top(2);
const y70 = rsi.priceToCoordinate(70), y30 = rsi.priceToCoordinate(30);
ov("", "z-index:1;left:0;width:" + paneW + "px;top:" + (t1 + y70) + "px;height:" + (y30 - y70) + "px;background:rgba(126,87,194,0.1)");
ov(${JSON.stringify(rsiLegend)}, "left:10px;top:" + (t1 + 6) + "px;font-size:13px;color:${theme.text}");
ov(${JSON.stringify(macdLegend)}, "left:10px;top:" + (t2 + 6) + "px;font-size:13px;color:${theme.text}");`;
  return tv(c, { theme, extra, after }, "ticker");
}

// ---------------------------------------------------------------------------------------------
// 2. TradingView with a trader's drawings: horizontal lines with their own axis labels, text
// notes, a rectangle zone. The series' own last-price tag stays at the last close.

function tvDrawings(c: Ctx): ConvPage {
  const { bars, inst } = c;
  const d = inst.decimals;
  const theme: TvTheme = [TV_DARK, TV_LIGHT, TV_BLACK][c.variant % 3];
  const n = bars.length;
  const lo = Math.min(...bars.map((b) => b.low));
  const hi = Math.max(...bars.map((b) => b.high));
  const span = hi - lo;
  const close = lastOf(bars).close;
  // Keep the drawn levels a few tags' height away from the last price (they are not the last price).
  const away = (v: number) => (Math.abs(v - close) < span * 0.07 ? v + (v >= close ? 1 : -1) * span * 0.09 : v);
  const tp = niceLevel(away(lo + span * 0.88), span, d);
  const res = niceLevel(away(lo + span * 0.62), span, d);
  const sl = niceLevel(away(lo + span * 0.2), span, d);
  // The zone: a base the trader boxed earlier on, from its lows up.
  const [z0, z1] = [Math.max(0, n - 75), Math.max(1, n - 35)];
  const baseLow = Math.min(...bars.slice(z0, z1).map((b) => b.low));
  const zoneBot = niceLevel(baseLow - span * 0.01, span, d);
  const zoneTop = niceLevel(baseLow + span * 0.08, span, d);
  const lines: [number, string][] = [
    [tp, "#089981"],
    [res, "#2962ff"],
    [sl, "#f23645"],
  ];
  const extra = lines
    .map(
      ([p, col]) =>
        `s.createPriceLine({ price: ${p}, color: "${col}", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "${col}", axisLabelTextColor: "#ffffff" });`,
    )
    .join("\n");
  const t = (i: number) => bars[Math.max(0, Math.min(n - 1, i))].time;
  const text = (s: string, color: string, size = 14, bold = true) =>
    `<span style='color:${color};font-size:${size}px;${bold ? "font-weight:600;" : ""}'>${s}</span>`;
  const callout = `<span style='background:#2962ff;color:#fff;font-size:13px;padding:4px 8px;border-radius:4px'>Breakout?</span>`;
  const after = `
const zx0 = x(${t(z0)}) ?? 4, zx1 = x(${t(z1)});
const zy0 = y(${zoneTop}), zy1 = y(${zoneBot});
ov("", "z-index:1;left:" + zx0 + "px;top:" + zy0 + "px;width:" + (zx1 - zx0) + "px;height:" + (zy1 - zy0) + "px;background:rgba(156,39,176,0.2);border:1px solid #9c27b0;box-sizing:border-box");
ov(${JSON.stringify(text("TP1", "#089981"))}, "left:" + x(${t(n - 24)}) + "px;top:" + (y(${tp}) - 22) + "px");
ov(${JSON.stringify(callout)}, "left:" + x(${t(n - 44)}) + "px;top:" + (y(${res}) - 30) + "px");
ov(${JSON.stringify(text("ENTRY", "#2962ff"))}, "left:" + x(${t(n - 16)}) + "px;top:" + (y(${res}) + 6) + "px");
ov(${JSON.stringify(text("SL", "#f23645"))}, "left:" + x(${t(n - 24)}) + "px;top:" + (y(${sl}) + 5) + "px");
ov(${JSON.stringify(text("demand", theme.text, 12, false))}, "left:" + (zx0 + 6) + "px;top:" + (zy0 + 4) + "px");`;
  return tv(c, { theme, volume: c.variant === 1, extra, after }, "description");
}

// ---------------------------------------------------------------------------------------------
// 3. MetaTrader 4 with indicator subwindows: RSI(14) and Stochastic(5,3,3) or MACD(12,26,9), each
// with its own scale and its label at the top left; the Bid line's grey tag on the main scale.

function mt4Indicators(c: Ctx): ConvPage {
  const { bars, inst, tf } = c;
  // metaTrader4's own variants: 0 framed with bars, 3 framed candles without grid, 1 the chart window alone.
  const p = metaTrader4({ ...c, variant: [0, 3, 1][c.variant % 3] });
  const withMacd = c.variant === 1;
  const r = rsi(bars);
  const st = stochastic(bars);
  const m = macd(bars);
  const md = inst.decimals + 1;
  const fixed = `autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } })`;
  const line = (data: Point[], color: string, style: number, pane: number, prec: number, range: boolean) =>
    `chart.addSeries(LightweightCharts.LineSeries, { color: "${color}", lineWidth: 1, lineStyle: ${style}, lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false, priceFormat: { type: "price", precision: ${prec}, minMove: ${minMove(prec)} }${range ? `, ${fixed}` : ""} }, ${pane})`;
  const level = (series: string, v: number) =>
    `${series}.createPriceLine({ price: ${v}, color: "#c0c0c0", lineWidth: 1, lineStyle: 1, axisLabelVisible: true, axisLabelColor: "#000000", axisLabelTextColor: "#ffffff" });`;
  const second = withMacd
    ? `const mh = chart.addSeries(LightweightCharts.HistogramSeries, { color: "#c0c0c0", lastValueVisible: false, priceLineVisible: false, priceFormat: { type: "price", precision: ${md}, minMove: ${minMove(md)} } }, 2);
mh.setData(${JSON.stringify(m.macd)});
${line(m.signal, "#ff0000", 1, 2, md, false)}.setData(${JSON.stringify(m.signal)});`
    : `const sk = ${line(st.k, "#20b2aa", 0, 2, 2, true)}; sk.setData(${JSON.stringify(st.k)});
${line(st.d, "#ff0000", 2, 2, 2, true)}.setData(${JSON.stringify(st.d)});
${level("sk", 80)}${level("sk", 20)}`;
  const rsiLabel = `RSI(14) ${num(lastV(r), 4)}`;
  const secondLabel = withMacd
    ? `MACD(12,26,9) ${num(lastV(m.macd), md)} ${num(lastV(m.signal), md)}`
    : `Stoch(5,3,3) ${num(lastV(st.k), 4)} ${num(lastV(st.d), 4)}`;
  const script = `${p.script}
chart.applyOptions({ layout: { panes: { separatorColor: "#808080" } } });
s.applyOptions({ lastValueVisible: false, priceLineVisible: false });
s.createPriceLine({ price: last.close, color: "#778899", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "#778899", axisLabelTextColor: "#ffffff" });
const rs = ${line(r, "#1e90ff", 0, 1, 2, true)}; rs.setData(${JSON.stringify(r)});
${level("rs", 70)}${level("rs", 30)}
${second}
chart.panes()[0].setStretchFactor(0.6);
chart.panes()[1].setStretchFactor(0.2);
chart.panes()[2].setStretchFactor(0.2);
requestAnimationFrame(() => requestAnimationFrame(() => {
  const top = (k) => chart.panes()[k].getHTMLElement().getBoundingClientRect().top - el.getBoundingClientRect().top;
  ov(${JSON.stringify(rsiLabel)}, "left:4px;top:" + (top(1) + 3) + "px;font-size:11px;color:#ffffff");
  ov(${JSON.stringify(secondLabel)}, "left:4px;top:" + (top(2) + 3) + "px;font-size:11px;color:#ffffff");
}));`;
  return { ...p, script, ticker: inst.symbol, timeframe: tf };
}

// ---------------------------------------------------------------------------------------------
// 4. A snipping-tool crop of a TradingView chart: the header toolbar, the left drawing toolbar,
// the right sidebar and the range bar cut away, the price axis and the time axis intact; the
// left edge cuts into the legend (after the title, after the exchange) or just left of the chart.

/** tradingView()'s chrome: toolbar 38+4 px on top, drawing tools 52+4 on the left, 46+4 on the right, range bar 32+4 under. */
const TV_CHROME = { top: 42, left: 56, right: 50, bottom: 36 };

function tvCropped(c: Ctx): ConvPage {
  const { w, h, inst, tf } = c;
  // Where the snip's left edge falls: after the legend's title, after its exchange, or at the chart's edge.
  const cut = (["tv-title", "tv-exch", null] as const)[c.variant % 3];
  const cutT = TV_CHROME.top + 1;
  const cutR = TV_CHROME.right - 3;
  const cutB = TV_CHROME.bottom;
  // The screen's width before the prelude measures the legend (wide enough that it does not wrap).
  const est = cut ? TV_CHROME.left + 260 : TV_CHROME.left - 2;
  const W = w + cutR + est;
  const H = h + cutT + cutB;
  const theme: TvTheme = [TV_DARK, TV_LIGHT, TV_DARK][c.variant % 3];
  // Leave the cut-off strip of the plot empty: every bar stays on the image (the truth's swings).
  const after = `
const cutPx = Math.max(0, window.__cutPx);
const spacing = (paneW - cutPx) / (bars.length + 8);
chart.timeScale().setVisibleLogicalRange({ from: -0.5 - cutPx / spacing, to: bars.length - 1 + 8 });`;
  const p = tv({ ...c, w: W, h: H }, { theme, after }, c.variant === 1 ? "description" : "ticker");
  const open = /^<body style="([^"]*)">/.exec(p.html);
  if (!open || !p.html.endsWith("</body>")) throw new Error("tradingView's page is not one body");
  const screen = `<div id="screen" style="${open[1]}position:absolute;top:-${cutT}px;right:-${cutR}px;width:${W}px;height:${H}px">`;
  const html =
    `<body style="margin:0;width:${w}px;height:${h}px;overflow:hidden;position:relative;background:${theme.bg}">` +
    screen +
    p.html.slice(open[0].length, -"</body>".length) +
    "</div></body>";
  // Measures where the legend's part ends, widens the screen so the snip's left edge falls just
  // after it, and sizes the chart box to the screen (tradingView() gives it a fixed width).
  const prelude = `
(() => {
  const scr = document.getElementById("screen");
  const box = document.getElementById("plot").parentElement;
  const mark = ${cut ? `document.getElementById("${cut}")` : "null"};
  const cutX = mark ? Math.round(mark.getBoundingClientRect().right - scr.getBoundingClientRect().left + 3) : ${est};
  const width = ${w + cutR} + cutX;
  scr.style.width = width + "px";
  box.style.width = (width - ${TV_CHROME.left + TV_CHROME.right}) + "px";
  window.__cutPx = cutX - ${TV_CHROME.left};
})();`;
  return {
    html,
    script: prelude + p.script,
    ticker: cut ? null : inst.symbol,
    timeframe: cut === "tv-title" || !cut ? tf : null,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const ANNOTATED_LAYOUTS: Layout[] = [
  {
    id: "tv-rsi-macd",
    app: "TradingView (RSI and MACD panes)",
    page: tvIndicators,
    renders: [
      { symbol: "AAPL", tf: "1h", w: 1920, h: 1080 },
      { symbol: "BTCUSDT", tf: "4h", w: 1440, h: 900 },
      { symbol: "GBPUSD", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "tv-drawings",
    app: "TradingView (trader's lines, notes and zone)",
    page: tvDrawings,
    renders: [
      { symbol: "ETHUSDT", tf: "1h", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "15m", w: 1440, h: 900 },
      { symbol: "XAUUSD", tf: "4h", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "mt4-subwindows",
    app: "MetaTrader 4 (RSI and Stochastic/MACD subwindows)",
    page: mt4Indicators,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1366, h: 768 },
      { symbol: "GBPJPY", tf: "15m", w: 1920, h: 1080 },
      { symbol: "XAUUSD", tf: "4h", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "tv-cropped",
    app: "TradingView (snipping-tool crop)",
    page: tvCropped,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1180, h: 640 },
      { symbol: "EURUSD", tf: "15m", w: 900, h: 560, jpeg: true },
      { symbol: "NVDA", tf: "4h", w: 1000, h: 600 },
    ],
  },
];
