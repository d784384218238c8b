// JavaScript chart libraries as their demos and the dashboards built on them look by default:
// Apache ECharts' candlestick example (Chinese colours: red up, green down; MA lines, a legend, a
// dataZoom slider), KLineChart's light theme (last-price mark, the candle tooltip of the last bar, a
// VOL pane), ApexCharts' candlestick demo (title, toolbar icons, left axis) and a React crypto
// dashboard template on lightweight-charts. The first three draw their plot as inline SVG from the
// bars (nice ticks mapped exactly, so the axis labels are true); the dashboard uses plotScript.
// Written from the libraries' documented defaults and demo options, not from any screenshot.
import type { Bar } from "../data";
import {
  Tf,
  Ctx,
  ConvPage,
  Layout,
  num,
  sign,
  lastOf,
  utc,
  pad2,
  MONTHS,
  doc,
  div,
  plotDiv,
  row,
  span,
  volumes,
  plotScript,
  candles,
  EXCHANGE_CHIPS,
} from "./common";
import { hasCjkFont } from "./cjk";
import { niceStep, stepDecimals, ticksIn } from "./svg-axis";

// ---------------------------------------------------------------------------------------------
// Shared: nice ticks, SVG pieces

/** Tick values from lo to hi (inclusive when on a step) with about `count` intervals. */
function ticks(lo: number, hi: number, count: number) {
  const step = niceStep((hi - lo) / Math.max(1, count));
  return { step, values: ticksIn(lo, hi, step), decimals: stepDecimals(step) };
}

const svg = (w: number, h: number, inner: string, css = "left:0;top:0") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="position:absolute;${css}">${inner}</svg>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, extra = "") =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="1" shape-rendering="crispEdges" ${extra}/>`;
const text = (x: number, y: number, s: string, css: string, anchor = "start") =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" dominant-baseline="central" style="${css}">${s}</text>`;
const half = (v: number) => Math.round(v) + 0.5;

/** One candle: the wick and the body, centred on x. */
function candle(
  x: number,
  bw: number,
  b: Bar,
  y: (v: number) => number,
  fill: string,
  stroke: string,
  wick = stroke,
): string {
  const top = y(Math.max(b.open, b.close));
  const bot = y(Math.min(b.open, b.close));
  const cx = half(x);
  return (
    `<line x1="${cx}" y1="${y(b.high)}" x2="${cx}" y2="${y(b.low)}" stroke="${wick}" stroke-width="1"/>` +
    `<rect x="${(x - bw / 2).toFixed(2)}" y="${top.toFixed(2)}" width="${bw.toFixed(2)}" height="${Math.max(1, bot - top).toFixed(2)}" fill="${fill}" stroke="${stroke}" stroke-width="1"/>`
  );
}

/** Moving average of the closes, aligned with the bars (null before it has n closes). */
function maOf(values: number[], n: number): (number | null)[] {
  return values.map((_, i) => (i < n - 1 ? null : values.slice(i - n + 1, i + 1).reduce((a, b) => a + b, 0) / n));
}

/** A polyline through the defined points; smooth: Catmull-Rom turned into cubic Béziers (ECharts' smooth lines). */
function path(pts: [number, number][], smooth: boolean): string {
  if (pts.length < 2) return "";
  const f = (v: number) => v.toFixed(1);
  if (!smooth) return "M" + pts.map(([x, y]) => `${f(x)},${f(y)}`).join("L");
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const [p1, p2] = [pts[i], pts[i + 1]];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

const intradayOf = (bars: Bar[]) => bars.length > 1 && bars[1].time - bars[0].time < 86_400;

/** The bars a time axis labels: those on a round time step (UTC) at least `minPx` apart. */
function timeTicks(bars: Bar[], pxPerBar: number, minPx: number): number[] {
  const dt = bars.length > 1 ? bars[1].time - bars[0].time : 86_400;
  const steps = [300, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 172_800, 604_800, 1_209_600, 2_419_200];
  const step = steps.find((s) => s >= dt && (s / dt) * pxPerBar >= minPx) ?? Math.ceil(minPx / pxPerBar) * dt;
  const out: number[] = [];
  // The first bar of each step's bucket (on the boundary when the bars are aligned with it).
  bars.forEach((b, i) => {
    if (Math.floor(b.time / step) !== Math.floor((b.time - dt) / step)) out.push(i);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// 1. Apache ECharts: the "ShangHai Index" candlestick example

const EC_FONT = "font-family:sans-serif;";
/** The interval as a Chinese K-line page names it. */
const CN_K: Record<Tf, string> = {
  "1m": "1分钟",
  "5m": "5分钟",
  "15m": "15分钟",
  "30m": "30分钟",
  "1h": "60分钟",
  "4h": "4小时",
  "1D": "日K",
  "1W": "周K",
};

export function echarts({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const cjk = hasCjkFont();
  const up = "#ec0000";
  const upBorder = "#8A0000";
  const down = "#00da3c";
  const downBorder = "#008F28";
  const axis = "#6E7079";
  const split = "#E0E6F1";
  const maColors = ["#91cc75", "#fac858", "#ee6666"];
  const title =
    variant === 0
      ? `${inst.pair ?? inst.symbol} ${EXCHANGE_CHIPS[tf]}`
      : variant === 1
        ? `${inst.symbol} ${cjk ? CN_K[tf] : EXCHANGE_CHIPS[tf]}`
        : null;
  const kName = variant === 0 ? (inst.pair ?? inst.symbol) : variant === 1 && cjk ? CN_K[tf] : "K";

  // grid: left 10%, right 10%, bottom 15%, top 60 (the example's); the slider at top 90%.
  const gl = Math.round(w * 0.1);
  const gr = w - Math.round(w * 0.1);
  const gt = 60;
  const gb = Math.round(h * 0.85);
  const lo = Math.min(...bars.map((b) => b.low));
  const hi = Math.max(...bars.map((b) => b.high));
  const t = ticks(lo, hi, 5);
  const min = Math.floor(lo / t.step - 1e-9) * t.step;
  const max = Math.ceil(hi / t.step + 1e-9) * t.step;
  const vals = t.values.filter((v) => v >= min - t.step * 1e-6 && v <= max + t.step * 1e-6);
  if (vals[0] > min + t.step * 1e-6) vals.unshift(min);
  if (vals[vals.length - 1] < max - t.step * 1e-6) vals.push(max);
  const y = (v: number) => gt + ((max - v) / (max - min)) * (gb - gt);
  const band = (gr - gl) / bars.length;
  const cx = (i: number) => gl + band * (i + 0.5);
  const bw = Math.max(1, Math.min(band * 0.6, 20));

  let g = "";
  for (const v of vals) {
    const yy = half(y(v));
    g += line(gl, yy, gr, yy, split, v === min ? "" : `stroke-dasharray="4,4"`);
    g += text(gl - 8, yy, num(v, t.decimals, true), `${EC_FONT}font-size:12px;fill:${axis}`, "end");
  }
  // x axis: category, boundaryGap true; labels every k-th category so they do not overlap.
  const intraday = intradayOf(bars);
  const label = (b: Bar) => {
    const d = utc(b.time);
    return intraday
      ? `${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`
      : `${d.getUTCFullYear()}/${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
  };
  const labelW = label(bars[0]).length * 7 + 16;
  const every = Math.max(1, Math.ceil(labelW / band));
  g += line(gl, half(gb), gr, half(gb), axis);
  for (let i = 0; i < bars.length; i += every) {
    const x = half(gl + band * i);
    g += line(x, gb, x, gb + 5, axis);
    g += text(cx(i), gb + 16, label(bars[i]), `${EC_FONT}font-size:12px;fill:${axis}`, "middle");
  }
  // MA lines (smooth, opacity 0.5) under the candles' colours, as the example's series order draws them.
  const closes = bars.map((b) => b.close);
  const mas = [5, 10, 20].map((n) => maOf(closes, n));
  for (const [k, m] of mas.entries()) {
    const pts = m.flatMap((v, i) => (v == null ? [] : [[cx(i), y(v)] as [number, number]]));
    g += `<path d="${path(pts, true)}" fill="none" stroke="${maColors[k]}" stroke-width="2" stroke-opacity="0.5"/>`;
  }
  bars.forEach((b, i) => {
    const rise = b.close > b.open;
    g += candle(cx(i), bw, b, y, rise ? up : down, rise ? upBorder : downBorder);
  });

  // dataZoom slider (start 0, end 100): the data shadow, the filler, the two handles and the move bar.
  const st = Math.round(h * 0.9);
  const sh = 30;
  const cLo = Math.min(...closes);
  const cHi = Math.max(...closes);
  const sy = (v: number) => st + 3 + ((cHi - v) / (cHi - cLo || 1)) * (sh - 6);
  const sx = (i: number) => gl + ((gr - gl) * i) / (bars.length - 1);
  const shadow = closes.map((v, i) => `${sx(i).toFixed(1)},${sy(v).toFixed(1)}`).join(" ");
  g += `<rect x="${gl + 0.5}" y="${st + 0.5}" width="${gr - gl}" height="${sh}" rx="3" fill="none" stroke="#d2dbee"/>`;
  g += `<polygon points="${gl},${st + sh} ${shadow} ${gr},${st + sh}" fill="#8fb0f7" fill-opacity="0.2"/>`;
  g += `<polyline points="${shadow}" fill="none" stroke="#8fb0f7" stroke-width="0.5"/>`;
  g += `<rect x="${gl}" y="${st}" width="${gr - gl}" height="${sh}" fill="rgb(135,175,255)" fill-opacity="0.2"/>`;
  g += `<rect x="${gl}" y="${st - 7}" width="${gr - gl}" height="7" fill="#D2DBEE"/>`;
  g += [-1, 0, 1].map((k) => line((gl + gr) / 2 + k * 3, st - 6, (gl + gr) / 2 + k * 3, st - 1, "#fff")).join("");
  for (const x of [gl, gr]) {
    g += line(half(x), st, half(x), st + sh, "#ACB8D1");
    g += `<rect x="${x - 4}" y="${st + sh / 2 - 9}" width="8" height="18" rx="2" fill="#fff" stroke="#ACB8D1"/>`;
  }

  // Legend: centred at the top (the candlestick's round rect, the lines' line-and-circle icons).
  const icon = (k: number) =>
    k === 0
      ? `<svg width="25" height="14"><rect x="0.5" y="0.5" width="24" height="13" rx="3" fill="${up}" stroke="${upBorder}"/></svg>`
      : `<svg width="25" height="14"><line x1="0" y1="7" x2="25" y2="7" stroke="${maColors[k - 1]}" stroke-width="2"/><circle cx="12.5" cy="7" r="3.5" fill="#fff" stroke="${maColors[k - 1]}" stroke-width="2"/></svg>`;
  const legend = row(
    `top:5px;left:0;width:${w}px;justify-content:center;gap:10px;font-size:12px;color:#333;${EC_FONT}`,
    [kName, "MA5", "MA10", "MA20"]
      .map((n, k) => `<span style="display:flex;align-items:center;gap:5px">${icon(k)}${span("", n)}</span>`)
      .join(""),
  );
  const head = title ? div(`top:5px;left:5px;font-size:18px;font-weight:bold;color:#464646;${EC_FONT}`, title) : "";
  return {
    html: doc(w, h, "#ffffff", svg(w, h, g) + legend + head, EC_FONT),
    script: "",
    ticker: title ? inst.symbol : null,
    timeframe: title ? tf : null,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. KLineChart (klinecharts): the default light theme

const KL_FONT = "font-family:'Helvetica Neue',Arial,'Liberation Sans',sans-serif;";
const KL_LINES = ["#FF9600", "#935EBD", "#2196F3", "#E11D74", "#01C5C4"];

/** klinecharts' big-number format: "12.34K", "1.2M". */
const bigNumber = (v: number) =>
  v >= 1e9
    ? `${+(v / 1e9).toFixed(3)}B`
    : v >= 1e6
      ? `${+(v / 1e6).toFixed(3)}M`
      : v >= 1e3
        ? `${+(v / 1e3).toFixed(3)}K`
        : `${+v.toFixed(3)}`;

export function klineChart({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const up = "#2DC08E";
  const down = "#F92855";
  const textC = "#76808F";
  const axisC = "#DDDDDD";
  const gridC = "#EDEDED";
  const zh = variant === 2 && hasCjkFont();
  const hostH = variant === 1 ? 0 : 48;
  const host =
    variant === 1
      ? ""
      : row(
          `top:0;left:0;width:${w}px;height:${hostH - 1}px;border-bottom:1px solid #e8e8e8;padding-left:16px;gap:12px;font-size:16px;color:#1f2329;${KL_FONT}`,
          `${span("font-weight:600", variant === 0 ? inst.symbol : (inst.pair ?? inst.symbol))}${span(`color:${textC}`, "·")}${span("", variant === 0 ? tf : EXCHANGE_CHIPS[tf])}` +
            span(`margin-left:auto;margin-right:16px;font-size:12px;color:${textC}`, "klinecharts demo"),
        );
  const vols = volumes(bars, r, 1000 + r() * 20_000);

  // Geometry: the y axis on the right sized to its labels, the x axis at the bottom, a VOL pane of 100 px.
  const yLabel = (v: number) => num(v, d, true);
  const axisW = Math.max(...bars.map((x) => yLabel(x.high).length)) * 7 + 18;
  const pr = w - axisW;
  const xAxisH = 26;
  const volH = 100;
  const top = hostH;
  const cBot = h - xAxisH - volH;
  const vTop = cBot + 1;
  const vBot = h - xAxisH;
  const space = Math.min(10, (pr - 80) / bars.length);
  const bx = (i: number) => pr - 80 - (bars.length - 1 - i) * space;
  const bw = Math.max(1, Math.round(space * 0.7) - ((Math.round(space * 0.7) % 2) - 1));

  // Candle pane: 20% above, 10% below the data.
  const lo = Math.min(...bars.map((x) => x.low));
  const hi = Math.max(...bars.map((x) => x.high));
  const span0 = (hi - lo) / 0.7;
  const max = hi + span0 * 0.2;
  const min = lo - span0 * 0.1;
  const y = (v: number) => top + ((max - v) / (max - min)) * (cBot - top);
  const t = ticks(min, max, Math.max(3, Math.round((cBot - top) / 60)));
  const vMax = Math.max(...vols) * 1.05;
  const vy = (v: number) => vBot - (v / vMax) * (vBot - vTop - 24);
  const vt = ticks(0, vMax * ((vBot - vTop) / (vBot - vTop - 24)), 3);

  let g = "";
  // grid: dashed both ways; vertical lines at the time ticks.
  const intraday = intradayOf(bars);
  const xTicks = timeTicks(bars, space, 110);
  const timeLabel = (i: number, prevI: number | undefined) => {
    const dt = utc(bars[i].time);
    const prev = prevI === undefined ? null : utc(bars[prevI].time);
    if (!intraday)
      return prev && prev.getUTCFullYear() !== dt.getUTCFullYear()
        ? String(dt.getUTCFullYear())
        : `${pad2(dt.getUTCMonth() + 1)}-${pad2(dt.getUTCDate())}`;
    return prev && prev.getUTCDate() === dt.getUTCDate()
      ? `${pad2(dt.getUTCHours())}:${pad2(dt.getUTCMinutes())}`
      : `${pad2(dt.getUTCMonth() + 1)}-${pad2(dt.getUTCDate())}`;
  };
  for (const v of t.values) {
    const yy = half(y(v));
    if (yy < top + 8 || yy > cBot - 8) continue;
    g += line(0, yy, pr, yy, gridC, `stroke-dasharray="2,2"`);
    g += line(pr, yy, pr + 3, yy, axisC);
    g += text(pr + 7, yy, yLabel(v), `${KL_FONT}font-size:12px;fill:${textC}`);
  }
  for (const v of vt.values) {
    const yy = half(vy(v));
    if (v === 0 || yy < vTop + 8) continue;
    g += line(0, yy, pr, yy, gridC, `stroke-dasharray="2,2"`);
    g += line(pr, yy, pr + 3, yy, axisC);
    g += text(pr + 7, yy, bigNumber(v), `${KL_FONT}font-size:12px;fill:${textC}`);
  }
  xTicks.forEach((i, k) => {
    const x = half(bx(i));
    g += line(x, top, x, vBot, gridC, `stroke-dasharray="2,2"`);
    g += line(x, vBot, x, vBot + 3, axisC);
    g += text(x, vBot + 13, timeLabel(i, xTicks[k - 1]), `${KL_FONT}font-size:12px;fill:${textC}`, "middle");
  });
  // axes and the pane separator
  g += line(half(pr), top, half(pr), vBot, axisC) + line(0, half(cBot), w, half(cBot), axisC);
  g += line(0, half(vBot), w, half(vBot), axisC);

  // MA(5,10,30,60) on the candle pane (the demo adds it), then the candles.
  const closes = bars.map((x) => x.close);
  const showMa = variant !== 1;
  const maN = [5, 10, 30, 60];
  const mas = maN.map((n) => maOf(closes, n));
  if (showMa)
    for (const [k, m] of mas.entries()) {
      const pts = m.flatMap((v, i) => (v == null ? [] : [[bx(i), y(v)] as [number, number]]));
      g += `<path d="${path(pts, false)}" fill="none" stroke="${KL_LINES[k]}" stroke-width="1"/>`;
    }
  bars.forEach((x, i) => {
    const c = x.close > x.open ? up : x.close < x.open ? down : "#888888";
    g += candle(bx(i), bw, x, y, c, c);
  });
  // high / low price marks: a short line from the extreme wick and its price
  const hiI = bars.findIndex((x) => x.high === hi);
  const loI = bars.findIndex((x) => x.low === lo);
  for (const [i, v] of [
    [hiI, hi],
    [loI, lo],
  ] as const) {
    const left = bx(i) > pr / 2;
    const x0 = bx(i);
    const x1 = left ? x0 - 22 : x0 + 22;
    g += `<polyline points="${x0},${y(v)} ${x1},${y(v)}" stroke="${textC}" fill="none"/>`;
    g += text(
      left ? x1 - 3 : x1 + 3,
      y(v),
      yLabel(v),
      `${KL_FONT}font-size:10px;fill:${textC}`,
      left ? "end" : "start",
    );
  }
  // VOL pane: bars and the MA5/10/20 of the volume
  const vBw = Math.max(1, bw);
  bars.forEach((x, i) => {
    const c = x.close >= x.open ? "rgba(45,192,142,0.7)" : "rgba(249,40,85,0.7)";
    g += `<rect x="${(bx(i) - vBw / 2).toFixed(2)}" y="${vy(vols[i]).toFixed(2)}" width="${vBw}" height="${(vBot - vy(vols[i])).toFixed(2)}" fill="${c}"/>`;
  });
  const vMas = [5, 10, 20].map((n) => maOf(vols, n));
  for (const [k, m] of vMas.entries()) {
    const pts = m.flatMap((v, i) => (v == null ? [] : [[bx(i), vy(v)] as [number, number]]));
    g += `<path d="${path(pts, false)}" fill="none" stroke="${KL_LINES[k]}" stroke-width="1"/>`;
  }
  // the last-price mark: a dashed line across the pane, a filled label on the y axis
  const lastC = b.close > b.open ? up : b.close < b.open ? down : "#888888";
  const ly = half(y(b.close));
  g += line(0, ly, pr, ly, lastC, `stroke-dasharray="4,4"`);
  g += `<rect x="${pr}" y="${ly - 11}" width="${axisW}" height="22" rx="2" fill="${lastC}"/>`;
  g += text(pr + 5, ly, yLabel(b.close), `${KL_FONT}font-size:12px;fill:#fff`);

  // Tooltips: the candle's (the last bar), the MA's, the VOL's.
  const dt = utc(b.time);
  const time = `${dt.getUTCFullYear()}-${pad2(dt.getUTCMonth() + 1)}-${pad2(dt.getUTCDate())} ${pad2(dt.getUTCHours())}:${pad2(dt.getUTCMinutes())}`;
  const labels = zh
    ? ["时间: ", "开: ", "高: ", "低: ", "收: ", "成交量: "]
    : ["Time: ", "Open: ", "High: ", "Low: ", "Close: ", "Volume: "];
  const values = [
    time,
    yLabel(b.open),
    yLabel(b.high),
    yLabel(b.low),
    yLabel(b.close),
    bigNumber(vols[vols.length - 1]),
  ];
  const tip = (css: string, items: string[]) =>
    row(`${css};gap:10px;font-size:12px;color:${textC};${KL_FONT}`, items.join(""));
  let tips = tip(
    `top:${top + 8}px;left:10px`,
    labels.map((l, i) => span("", `${l}${values[i]}`)),
  );
  if (showMa)
    tips += tip(`top:${top + 28}px;left:10px`, [
      span("", "MA(5,10,30,60)"),
      ...maN.map((n, k) => {
        const v = mas[k][bars.length - 1];
        return span(`color:${KL_LINES[k]}`, `MA${n}: ${v == null ? "n/a" : yLabel(v)}`);
      }),
    ]);
  tips += tip(`top:${vTop + 6}px;left:10px`, [
    span("", "VOL(5,10,20)"),
    ...[5, 10, 20].map((n, k) =>
      span(`color:${KL_LINES[k]}`, `MA${n}: ${bigNumber(vMas[k][bars.length - 1] as number)}`),
    ),
    span("", `VOLUME: ${bigNumber(vols[vols.length - 1])}`),
  ]);
  return {
    html: doc(w, h, "#ffffff", host + svg(w, h, g) + tips, KL_FONT),
    script: "",
    ticker: variant === 1 ? null : inst.symbol,
    timeframe: variant === 1 ? null : tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. ApexCharts: the candlestick demo

const APEX_FONT = "font-family:Helvetica,Arial,sans-serif;";

/** The toolbar's icons: zoom in, zoom out, selection zoom (selected), pan, reset, menu. */
function apexToolbar(): string {
  const c = "#6E8192";
  const box = (inner: string) => `<svg width="24" height="24" viewBox="0 0 24 24">${inner}</svg>`;
  const icons = [
    `<circle cx="12" cy="12" r="8" fill="none" stroke="${c}" stroke-width="1.6"/><path d="M12 8v8M8 12h8" stroke="${c}" stroke-width="1.6"/>`,
    `<circle cx="12" cy="12" r="8" fill="none" stroke="${c}" stroke-width="1.6"/><path d="M8 12h8" stroke="${c}" stroke-width="1.6"/>`,
    `<circle cx="10" cy="10" r="5.5" fill="none" stroke="#008FFB" stroke-width="2"/><path d="M14 14l5 5" stroke="#008FFB" stroke-width="2.4"/>`,
    `<path d="M9 20v-8.5a1.3 1.3 0 0 1 2.6 0V11V6.5a1.3 1.3 0 0 1 2.6 0V11V7.5a1.3 1.3 0 0 1 2.6 0V12V9.5a1.3 1.3 0 0 1 2.6 0V15c0 3-2 5-5 5z M9 15l-2-2a1.3 1.3 0 0 0-2 1.6L8 20" fill="none" stroke="${c}" stroke-width="1.3"/>`,
    `<path d="M4 11.5L12 5l8 6.5M6.5 10v9h4v-5h3v5h4v-9" fill="none" stroke="${c}" stroke-width="1.6"/>`,
    `<path d="M4 7h16M4 12h16M4 17h16" stroke="${c}" stroke-width="2"/>`,
  ];
  return icons.map((i) => box(i)).join("");
}

export function apexCharts({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const up = "#00B746";
  const down = "#EF403C";
  const labelC = "#373d3f";
  const gridC = "#e0e0e0";
  const title =
    variant === 0
      ? "CandleStick Chart"
      : variant === 1
        ? `${inst.symbol} - ${EXCHANGE_CHIPS[tf]}`
        : `${inst.pair ?? inst.symbol} (${tf})`;
  const named = variant !== 0;

  // The demo's page: the chart box with some room around it.
  const ox = Math.round(w * 0.04);
  const oy = Math.round(h * 0.05);
  const cw = w - 2 * ox;
  const chH = h - 2 * oy;
  const lo = Math.min(...bars.map((b) => b.low));
  const hi = Math.max(...bars.map((b) => b.high));
  const t = ticks(lo, hi, Math.max(4, Math.min(8, Math.round(chH / 90))));
  const min = Math.floor(lo / t.step - 1e-9) * t.step;
  const max = Math.ceil(hi / t.step + 1e-9) * t.step;
  const yLabel = (v: number) => num(v, Math.max(d, t.decimals));
  const labelW = Math.max(yLabel(min).length, yLabel(max).length) * 6.5;
  const pl = Math.round(ox + 10 + labelW + 14);
  const pr = ox + cw - 10;
  const pt = oy + 48;
  const pb = oy + chH - 40;
  const y = (v: number) => pt + ((max - v) / (max - min)) * (pb - pt);
  // datetime x axis: time proportional, half a bar of room at each end
  const t0 = bars[0].time;
  const dtSec = bars.length > 1 ? bars[1].time - bars[0].time : 86_400;
  const t1 = lastOf(bars).time;
  const x = (tm: number) => pl + ((tm - t0 + dtSec / 2) / (t1 - t0 + dtSec)) * (pr - pl);
  const band = (pr - pl) / bars.length;
  const bw = Math.max(1, band * 0.7 * 0.85);

  let g = "";
  for (let v = min, i = 0; v <= max + t.step * 1e-6; i++, v = min + i * t.step) {
    const yy = half(y(v));
    g += line(pl, yy, pr, yy, gridC);
    g += text(pl - 14, yy, yLabel(v), `${APEX_FONT}font-size:11px;fill:${labelC}`, "end");
  }
  g += line(pl, half(pb), pr, half(pb), gridC);
  // time labels: "06 Oct" on a new day, "12:00" within it; daily data: "06 Oct", "Nov" on a new month, the year in January.
  const intraday = intradayOf(bars);
  const xTicks = timeTicks(bars, band, 80);
  const lab = (i: number, prevI: number | undefined) => {
    const dt = utc(bars[i].time);
    const prev = prevI === undefined ? null : utc(bars[prevI].time);
    if (intraday)
      return prev && prev.getUTCDate() === dt.getUTCDate()
        ? `${pad2(dt.getUTCHours())}:${pad2(dt.getUTCMinutes())}`
        : `${pad2(dt.getUTCDate())} ${MONTHS[dt.getUTCMonth()]}`;
    if (prev && prev.getUTCFullYear() !== dt.getUTCFullYear()) return String(dt.getUTCFullYear());
    if (prev && prev.getUTCMonth() !== dt.getUTCMonth()) return MONTHS[dt.getUTCMonth()];
    return `${pad2(dt.getUTCDate())} ${MONTHS[dt.getUTCMonth()]}`;
  };
  xTicks.forEach((i, k) => {
    const xx = half(x(bars[i].time));
    g += line(xx, pb, xx, pb + 6, gridC);
    g += text(xx, pb + 18, lab(i, xTicks[k - 1]), `${APEX_FONT}font-size:12px;fill:${labelC}`, "middle");
  });
  bars.forEach((b) => {
    const c = b.close >= b.open ? up : down;
    g += candle(x(b.time), bw, b, y, c, c);
  });
  const head =
    div(`top:${oy + 6}px;left:${ox + 10}px;font-size:14px;font-weight:900;color:#263238;${APEX_FONT}`, title) +
    row(`top:${oy + 2}px;right:${ox + 6}px;gap:6px`, apexToolbar());
  return {
    html: doc(w, h, "#ffffff", svg(w, h, g) + head, APEX_FONT),
    script: "",
    ticker: named ? inst.symbol : null,
    timeframe: named ? tf : null,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// 4. A React / Next.js crypto dashboard template on lightweight-charts (dark)

const DASH_FONT = "font-family:Inter,'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const WATCH: [string, string, number, number, number][] = [
  // symbol, name, price, decimals, 24h change %
  ["BTC", "Bitcoin", 64_210.5, 2, 2.31],
  ["ETH", "Ethereum", 3_245.18, 2, -1.12],
  ["SOL", "Solana", 148.62, 2, 4.85],
  ["BNB", "BNB", 592.4, 2, 0.62],
  ["XRP", "XRP", 0.5231, 4, -0.84],
  ["ADA", "Cardano", 0.4512, 4, 1.07],
  ["DOGE", "Dogecoin", 0.1621, 4, -2.4],
];
const COIN_COLORS: Record<string, string> = {
  BTC: "#f7931a",
  ETH: "#627eea",
  SOL: "#9945ff",
  BNB: "#f3ba2f",
  XRP: "#23292f",
  ADA: "#0033ad",
  DOGE: "#c2a633",
};

export function cryptoDashboard({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const bg = "#0b0f19";
  const card = "#131a2a";
  const border = "#1f2937";
  const fg = "#e5e7eb";
  const muted = "#9ca3af";
  const accent = "#6366f1";
  const green = "#22c55e";
  const red = "#ef4444";
  const base = inst.symbol.replace(/USDT$/, "");
  const chg = ((b.close - bars[0].open) / bars[0].open) * 100;
  const sideW = w >= 1600 ? 250 : 210;
  const pad = 24;
  const small = h < 800;

  const menu = ["Dashboard", "Markets", "Portfolio", "Wallet", "Transactions", "Settings"];
  const sidebar = div(
    `top:0;left:0;width:${sideW}px;height:${h}px;background:#0f1523;border-right:1px solid ${border}`,
    div(`top:22px;left:24px;font-size:20px;font-weight:700;color:${fg}`, `${span(`color:${accent}`, "◆")} CryptoDash`) +
      div(
        `top:84px;left:14px;right:14px;font-size:14px;color:${muted}`,
        menu
          .map(
            (m, i) =>
              `<div style="padding:10px 14px;margin-bottom:4px;border-radius:8px;${i === 0 ? `background:${accent};color:#fff;font-weight:600` : ""}">${["▦", "◔", "◧", "▣", "⇄", "⚙"][i]}&nbsp;&nbsp;${m}</div>`,
          )
          .join(""),
      ) +
      div(`bottom:24px;left:28px;font-size:14px;color:${muted}`, "⎋&nbsp;&nbsp;Log out"),
  );
  const mainL = sideW + pad;
  const mainW = w - mainL - pad;
  const topbar = row(
    `top:16px;left:${mainL}px;width:${mainW}px;height:44px;justify-content:space-between`,
    `<div>${span(`font-size:22px;font-weight:700;color:${fg}`, "Dashboard")}<br>${span(`font-size:12px;color:${muted}`, "Welcome back, Alex")}</div>` +
      `<div style="display:flex;align-items:center;gap:16px">${span(`width:${small ? 180 : 260}px;background:${card};border:1px solid ${border};border-radius:8px;padding:8px 12px;font-size:13px;color:#6b7280`, `<svg width="12" height="12" viewBox="0 0 12 12" style="vertical-align:-1px;margin-right:6px"><circle cx="5" cy="5" r="3.8" fill="none" stroke="#6b7280" stroke-width="1.4"/><path d="M8 8l3 3" stroke="#6b7280" stroke-width="1.4"/></svg>Search coins...`)}${`<svg width="18" height="18" viewBox="0 0 18 18"><path d="M4 13V8a5 5 0 0 1 10 0v5l1.5 1.5h-13zM7.5 16h3" fill="none" stroke="${muted}" stroke-width="1.5"/></svg>`}${span(`width:34px;height:34px;border-radius:17px;background:${accent};color:#fff;font-size:13px;font-weight:600;display:flex;align-items:center;justify-content:center`, "AK")}</div>`,
  );
  const statTop = 78;
  const statH = small ? 86 : 104;
  const stats: [string, string, string, boolean][] = [
    ["Total Balance", "$48,392.17", "+2.41% this week", true],
    ["Total Profit", "$6,120.50", "+12.8% all time", true],
    ["24h Volume", "$12,874.03", "-3.20% vs yesterday", false],
    ["Open Positions", "7", "2 pending orders", true],
  ];
  const statW = (mainW - 3 * 16) / 4;
  const statCards = stats
    .map(([k, v, sub, pos], i) =>
      div(
        `top:${statTop}px;left:${mainL + i * (statW + 16)}px;width:${statW - 36}px;height:${statH - 32}px;padding:16px 18px;background:${card};border:1px solid ${border};border-radius:12px`,
        `${span(`font-size:13px;color:${muted}`, k)}<br>${span(`font-size:${small ? 20 : 24}px;font-weight:700;color:${fg};line-height:${small ? 32 : 40}px`, v)}<br>${span(`font-size:12px;color:${i === 3 ? muted : pos ? green : red}`, sub)}`,
      ),
    )
    .join("");

  const cTop = statTop + statH + 18;
  const watchW = Math.round(mainW * (w >= 1600 ? 0.27 : 0.3));
  const chartW = mainW - watchW - 16;
  const cH = h - cTop - pad;
  const tabs = ["1H", "1D", "1W", "1M"];
  const sel = EXCHANGE_CHIPS[tf];
  const chartHead =
    row(
      `top:16px;left:20px;gap:12px`,
      `${span(`width:30px;height:30px;border-radius:15px;background:${COIN_COLORS[base] ?? accent};color:#fff;font-size:13px;font-weight:700;display:flex;align-items:center;justify-content:center`, base[0])}` +
        `<div>${span(`font-size:17px;font-weight:700;color:${fg}`, inst.pair ?? inst.symbol)}<br>${span(`font-size:12px;color:${muted}`, inst.name)}</div>` +
        (variant === 2
          ? ""
          : span(`font-size:20px;font-weight:700;color:${fg};margin-left:14px`, `$${num(b.close, d, true)}`) +
            span(
              `font-size:13px;font-weight:600;color:${chg >= 0 ? green : red};background:${chg >= 0 ? "rgba(34,197,94,.12)" : "rgba(239,68,68,.12)"};padding:3px 8px;border-radius:6px`,
              `${sign(chg, 2)}%`,
            )),
    ) +
    row(
      `top:18px;right:20px;gap:4px;background:#0f1523;border:1px solid ${border};border-radius:8px;padding:3px`,
      tabs
        .map((x) =>
          span(
            `font-size:13px;padding:5px 12px;border-radius:6px;${x === sel ? `background:${accent};color:#fff;font-weight:600` : `color:${muted}`}`,
            x,
          ),
        )
        .join(""),
    );
  const chartCard = div(
    `top:${cTop}px;left:${mainL}px;width:${chartW}px;height:${cH}px;background:${card};border:1px solid ${border};border-radius:12px;overflow:hidden`,
    chartHead,
  );
  const plotTop = cTop + 66;
  const plot = plotDiv(`top:${plotTop}px;left:${mainL + 12}px;width:${chartW - 24}px;height:${cH - 66 - 12}px`);

  // Watchlist: the chart's coin at its last close (when listed), the others at fixed prices.
  const listed = variant !== 2;
  const rows = WATCH.filter(([s]) => listed || s !== base)
    .map(([s, n, p, dd, c]) => (s === base ? ([s, n, b.close, d, chg] as const) : ([s, n, p, dd, c] as const)))
    .slice(0, small ? 5 : 7);
  const watch = div(
    `top:${cTop}px;left:${mainL + chartW + 16}px;width:${watchW - 40}px;height:${cH - 36}px;padding:18px 20px;background:${card};border:1px solid ${border};border-radius:12px`,
    `<div style="display:flex;justify-content:space-between;margin-bottom:10px">${span(`font-size:16px;font-weight:700;color:${fg}`, "Watchlist")}${span(`font-size:12px;color:${accent}`, "View all")}</div>` +
      rows
        .map(
          ([s, n, p, dd, c]) =>
            `<div style="display:flex;align-items:center;gap:10px;padding:${small ? 7 : 10}px 0;border-bottom:1px solid ${border}">` +
            span(
              `width:30px;height:30px;border-radius:15px;background:${COIN_COLORS[s]};color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center`,
              s[0],
            ) +
            `<div style="flex:1">${span(`font-size:14px;font-weight:600;color:${fg}`, s)}<br>${span(`font-size:12px;color:${muted}`, n)}</div>` +
            `<div style="text-align:right">${span(`font-size:14px;font-weight:600;color:${fg}`, `$${num(p, dd, true)}`)}<br>${span(`font-size:12px;color:${c >= 0 ? green : red}`, `${sign(c, 2)}%`)}</div></div>`,
        )
        .join(""),
  );
  return {
    html: doc(w, h, bg, sidebar + topbar + statCards + chartCard + plot + watch, DASH_FONT),
    script: plotScript({
      bars,
      decimals: d,
      bg: card,
      text: muted,
      fontSize: 12,
      fontFamily: "Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
      grid: { color: "#1c2434" },
      series: "candles",
      look: candles(green, red),
      priceLine: { style: 2 },
      time: { rightOffset: 6 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts

export const JS_CHART_LAYOUTS: Layout[] = [
  {
    id: "echarts-candlestick",
    app: "Apache ECharts candlestick example (red up / green down, MA legend, dataZoom slider)",
    page: echarts,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1440, h: 900, bars: 90 },
      { symbol: "NVDA", tf: "1D", w: 1920, h: 1080, bars: 120 },
      { symbol: "ETHUSDT", tf: "4h", w: 1280, h: 720, bars: 70, jpeg: true },
    ],
  },
  {
    id: "klinecharts",
    app: "KLineChart (klinecharts) light theme: last-price mark, candle tooltip, VOL pane",
    page: klineChart,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 1440, h: 900, bars: 120 },
      { symbol: "NVDA", tf: "1h", w: 1280, h: 720, bars: 100 },
      { symbol: "SOLUSDT", tf: "4h", w: 1000, h: 600, bars: 80, jpeg: true },
    ],
  },
  {
    id: "apexcharts-candlestick",
    app: "ApexCharts candlestick demo (title, toolbar, no last-price label)",
    page: apexCharts,
    renders: [
      { symbol: "AAPL", tf: "30m", w: 1280, h: 720, bars: 60 },
      { symbol: "TSLA", tf: "1D", w: 1440, h: 900, bars: 90 },
      { symbol: "EURUSD", tf: "4h", w: 1000, h: 600, bars: 70, jpeg: true },
    ],
  },
  {
    id: "react-crypto-dashboard",
    app: "React / Next.js crypto dashboard template on lightweight-charts (dark)",
    page: cryptoDashboard,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1920, h: 1080, bars: 120 },
      { symbol: "ETHUSDT", tf: "1D", w: 1440, h: 900, bars: 100 },
      { symbol: "SOLUSDT", tf: "1W", w: 1280, h: 720, bars: 80, jpeg: true },
    ],
  },
];
