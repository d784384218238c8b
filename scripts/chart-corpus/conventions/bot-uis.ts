// The web UIs of open-source trading bots, as their README screenshots show them: FreqUI
// (freqtrade, an ECharts chart), the Hummingbot dashboard (Streamlit with a plotly_dark figure),
// Jesse's live / backtest dashboard (lightweight-charts), and a Telegram / Discord signal bot's
// matplotlib chart image. The ECharts, plotly and matplotlib plots are drawn here as inline SVG from
// the bars, with each library's own tick rules, label formats, colours and subplots. Written from
// how the apps are documented and commonly look.
import { Ctx, ConvPage, Layout, num, sign, lastOf, MONTHS, utc, pad2, doc, div, plotDiv, row, span } from "./common";
import { plotScript, candles, volumes, volumeScript, lineSeries } from "./common";
import type { Bar } from "../data";
import { niceStep, stepDecimals, ticksIn } from "./svg-axis";

// ---------------------------------------------------------------------------------------------
// Shared: ticks, indicators, candles as SVG

/** ECharts' nice interval (numberUtil.nice, rounded): 1, 2, 3, 5 x 10^k. */
function echartsNice(raw: number) {
  const e10 = 10 ** Math.floor(Math.log10(raw));
  const f = raw / e10;
  const nf = f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10;
  return Number((nf * e10).toPrecision(12));
}

const decOf = stepDecimals;

interface TimeTick {
  i: number;
  t: number;
  /** The tick step in seconds (a month step is 2.6e6 x n). */
  step: number;
}

/** Ticks at round times (every n minutes, hours, days or months), at most `max`. */
function timeTicks(bars: Bar[], max: number): TimeTick[] {
  const span = bars[bars.length - 1].time - bars[0].time;
  const steps = [300, 600, 900, 1800, 3600, 7200, 10_800, 14_400, 21_600, 43_200, 86_400, 172_800, 604_800];
  for (const s of steps) {
    if (span / s > max) continue;
    const out = bars.map((b, i) => ({ i, t: b.time, step: s })).filter((x) => x.t % s === 0);
    if (out.length >= 2) return out;
  }
  for (const k of [1, 2, 3, 6, 12]) {
    const out: TimeTick[] = [];
    bars.forEach((b, i) => {
      const m = utc(b.time).getUTCMonth();
      if (i > 0 && m !== utc(bars[i - 1].time).getUTCMonth() && m % k === 0)
        out.push({ i, t: b.time, step: 2_629_800 * k });
    });
    if (out.length <= max) return out;
  }
  return [];
}

const ema = (bars: Bar[], n: number) => {
  const k = 2 / (n + 1);
  const out: number[] = [];
  bars.forEach((b, i) => out.push(i === 0 ? b.close : b.close * k + out[i - 1] * (1 - k)));
  return out;
};

function rsi(bars: Bar[], n = 14) {
  const out: (number | null)[] = [null];
  let g = 0;
  let l = 0;
  for (let i = 1; i < bars.length; i++) {
    const ch = bars[i].close - bars[i - 1].close;
    const up = Math.max(ch, 0);
    const dn = Math.max(-ch, 0);
    if (i <= n) {
      g += up / n;
      l += dn / n;
      out.push(i === n ? 100 - 100 / (1 + g / (l || 1e-9)) : null);
    } else {
      g = (g * (n - 1) + up) / n;
      l = (l * (n - 1) + dn) / n;
      out.push(100 - 100 / (1 + g / (l || 1e-9)));
    }
  }
  return out;
}

function bollinger(bars: Bar[], n = 20, k = 2) {
  return bars.map((_, i) => {
    if (i < n - 1) return null;
    const w = bars.slice(i - n + 1, i + 1).map((b) => b.close);
    const m = w.reduce((a, v) => a + v, 0) / n;
    const sd = Math.sqrt(w.reduce((a, v) => a + (v - m) ** 2, 0) / n);
    return { mid: m, up: m + k * sd, lo: m - k * sd };
  });
}

const f1 = (v: number) => Math.round(v * 10) / 10;

/** A polyline through the defined points. */
function path(vals: (number | null)[], x: (i: number) => number, y: (v: number) => number) {
  let d = "";
  let pen = false;
  vals.forEach((v, i) => {
    if (v == null) {
      pen = false;
      return;
    }
    d += `${pen ? "L" : "M"}${f1(x(i))},${f1(y(v))}`;
    pen = true;
  });
  return d;
}

interface CandleLook {
  up: string;
  down: string;
  /** Body fill per direction (plotly: the line colour at half opacity). */
  fill?: [string, string];
  stroke?: number;
}

/** Wicks and bodies of the bars: bar i centred at x(i), `bw` wide. */
function candleSvg(bars: Bar[], x: (i: number) => number, y: (v: number) => number, bw: number, look: CandleLook) {
  const sw = look.stroke ?? 1;
  return bars
    .map((b, i) => {
      const upBar = b.close >= b.open;
      const c = upBar ? look.up : look.down;
      const fill = look.fill ? look.fill[upBar ? 0 : 1] : c;
      const cx = f1(x(i));
      const top = Math.min(y(b.open), y(b.close));
      const hh = Math.max(1, Math.abs(y(b.open) - y(b.close)));
      return (
        `<line x1="${cx}" x2="${cx}" y1="${f1(y(b.high))}" y2="${f1(top)}" stroke="${c}" stroke-width="${sw}"/>` +
        `<line x1="${cx}" x2="${cx}" y1="${f1(top + hh)}" y2="${f1(y(b.low))}" stroke="${c}" stroke-width="${sw}"/>` +
        `<rect x="${f1(cx - bw / 2)}" y="${f1(top)}" width="${f1(bw)}" height="${f1(hh)}" fill="${fill}" stroke="${c}" stroke-width="${look.fill ? sw : 0}"/>`
      );
    })
    .join("");
}

const text = (x: number, y: number, s: string, css: string, anchor = "start") =>
  `<text x="${f1(x)}" y="${f1(y)}" text-anchor="${anchor}" style="${css}">${s}</text>`;

const hline = (x0: number, x1: number, y: number, color: string, extra = "") =>
  `<line x1="${f1(x0)}" x2="${f1(x1)}" y1="${f1(y)}" y2="${f1(y)}" stroke="${color}" stroke-width="1" ${extra}/>`;

const svgOpen = (css: string, w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" style="position:absolute;${css}">`;

// ---------------------------------------------------------------------------------------------
// FreqUI (freqtrade's web UI), dark theme, the Graph page: pair list, pair / timeframe selects, the
// ECharts candle chart with entry / exit triangles, an EMA, volume and RSI grids, a data-zoom slider

export function freqUi({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const pair = inst.pair ?? inst.symbol;
  const strategy = ["EmaRsiStrategy", "SampleStrategy", "NostalgiaForInfinityX"][variant % 3];
  const t = { bg: "#2b2b2b", nav: "#343a40", panel: "#323232", border: "#454545", text: "#dee2e6", dim: "#a0a4a8" };
  const primary = "#375a7f";
  const nav = row(
    `top:0;left:0;right:0;height:52px;background:${t.nav};gap:22px;padding-left:18px;font-size:16px;color:${t.dim};border-bottom:1px solid #222`,
    `${span(`width:30px;height:30px;border-radius:6px;background:linear-gradient(135deg,#2f7bd8,#53c1f0);display:inline-block`, "")}` +
      span(`color:#fff;font-size:20px;margin-right:10px`, "Freqtrade") +
      ["Trade", "Dashboard", "Graph", "Logs", "Backtest"]
        .map((x) => span(x === "Graph" ? "color:#fff" : "", x))
        .join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;align-items:center;padding-right:18px;font-size:14px">` +
      span(`background:#00bc8c;color:#fff;padding:3px 8px;border-radius:4px`, "Online") +
      span(`border:1px solid ${t.border};padding:4px 10px;border-radius:4px;color:${t.text}`, "freqtrade ▾") +
      span(`color:${t.text}`, "⟳") +
      `</div>`,
  );
  // The pair list (PairSummary): pair and the profit of its trade
  const others = ["BTC/USDT", "ETH/USDT", "SOL/USDT", "BNB/USDT", "XRP/USDT", "ADA/USDT", "DOGE/USDT", "AVAX/USDT"];
  const listW = w >= 1600 ? 250 : 210;
  const listItems = others
    .map((p) => {
      const active = p === pair;
      const prof = (r() - 0.4) * 6;
      return `<div style="display:flex;justify-content:space-between;padding:0 12px;height:38px;align-items:center;border-bottom:1px solid ${t.border};${active ? `background:${primary};color:#fff` : `color:${t.text}`}">${span("", p)}${span(`font-size:13px;color:${active ? "#fff" : prof >= 0 ? "#00bc8c" : "#e74c3c"}`, `${sign(prof, 2)}%`)}</div>`;
    })
    .join("");
  const list = div(
    `top:64px;left:12px;width:${listW}px;border:1px solid ${t.border};border-radius:4px;background:${t.panel};font-size:15px;overflow:hidden`,
    `<div style="padding:9px 12px;color:#fff;font-weight:600;border-bottom:1px solid ${t.border}">Pairs combined</div>${listItems}`,
  );
  const cx = listW + 26;
  const cw = w - cx - 12;
  const select = (label: string, minW: number) =>
    span(
      `background:#fff;color:#212529;border-radius:4px;padding:5px 10px;min-width:${minW}px;display:flex;justify-content:space-between;gap:10px`,
      `${span("", label)}${span("color:#555", "⌄")}`,
    );
  const toolbar = row(
    `top:64px;left:${cx}px;width:${cw}px;height:38px;gap:12px;font-size:15px;color:${t.text}`,
    select(pair, 150) +
      select(tf, 70) +
      span(`background:${primary};color:#fff;padding:6px 12px;border-radius:4px`, "⟳ Refresh") +
      span("", "☐ Heikin Ashi") +
      span(`margin-left:14px;color:${t.dim}`, "Strategy:") +
      span("color:#fff", strategy) +
      `<div style="margin-left:auto;display:flex;gap:8px;align-items:center">${span(`color:${t.dim}`, "Plot config")}${select("default", 110)}</div>`,
  );
  // The chart (ECharts, theme "dark", transparent background)
  const top = 112;
  const ch = h - top - 10;
  const axisC = "#B9B8CE";
  const split = "#484753";
  const font = "font-family:sans-serif;font-size:12px;";
  const gl = 20;
  const gr = 76;
  const gw = cw - gl - gr;
  const gTop = 64;
  const avail = ch - gTop - 22 - 48 - 2 * 18;
  const mainH = Math.round(avail * 0.62);
  const volTop = gTop + mainH + 18;
  const volH = Math.round(avail * 0.14);
  const rsiTop = volTop + volH + 18;
  const rsiH = avail - mainH - volH;
  const n = bars.length;
  const band = gw / n;
  const x = (i: number) => gl + band * (i + 0.5);
  const e = ema(bars, 21);
  const lo = Math.min(...bars.map((b) => b.low), ...e);
  const hi = Math.max(...bars.map((b) => b.high), ...e);
  const step = echartsNice((hi - lo) / 5);
  const yMin = Math.floor(lo / step) * step;
  const yMax = Math.ceil(hi / step) * step;
  const y = (v: number) => gTop + ((yMax - v) / (yMax - yMin)) * mainH;
  const sd = decOf(step);
  let svg = svgOpen(`top:${top}px;left:${cx}px`, cw, ch);
  // title and legend
  svg += text(
    8,
    26,
    `${strategy} - ${pair} - ${tf}`,
    "font-family:sans-serif;font-size:18px;font-weight:bold;fill:#EEF1FA",
  );
  const legend: [string, string, string][] = [
    ["Candles", "#26A69A", "rect"],
    ["Volume", "#777777", "rect"],
    ["Entry", "#00ff26", "tri"],
    ["Exit", "#faba25", "tri"],
    ["ema_21", "#e0b449", "line"],
    ["rsi", "#b57bff", "line"],
  ];
  let lx = Math.max(cw * 0.42, 8 + 11 * (strategy.length + pair.length + 8));
  for (const [name, col, kind] of legend) {
    svg +=
      kind === "line"
        ? `<line x1="${lx}" x2="${lx + 25}" y1="48" y2="48" stroke="${col}" stroke-width="2"/><circle cx="${lx + 12.5}" cy="48" r="4" fill="none" stroke="${col}" stroke-width="2"/>`
        : kind === "tri"
          ? `<path d="M${lx + 12.5},41 L${lx + 19.5},55 L${lx + 5.5},55 Z" fill="${col}"/>`
          : `<rect x="${lx}" y="41" width="25" height="14" rx="3" fill="${col}"/>`;
    svg += text(lx + 30, 52, name, `${font}fill:${axisC}`);
    lx += 30 + name.length * 7 + 14;
  }
  // main grid: split lines and the right axis (ECharts formats with thousands separators)
  for (const v of ticksIn(yMin, yMax, step)) {
    svg += hline(gl, gl + gw, y(v), split);
    svg += text(gl + gw + 8, y(v) + 4, num(v, sd, true), `${font}fill:${axisC}`);
  }
  svg += candleSvg(bars, x, y, Math.max(1, band * 0.7), { up: "#26A69A", down: "#EF5350" });
  svg += `<path d="${path(e, x, y)}" fill="none" stroke="#e0b449" stroke-width="2"/>`;
  // entry / exit signals: triangles under the low, over the high
  let inTrade = false;
  for (let i = 8; i < n - 2; i += 6 + Math.floor(r() * 9)) {
    const b = bars[i];
    if (!inTrade) {
      const yy = y(b.low) + 10;
      svg += `<path d="M${f1(x(i))},${f1(yy)} L${f1(x(i) + 7)},${f1(yy + 12)} L${f1(x(i) - 7)},${f1(yy + 12)} Z" fill="#00ff26"/>`;
    } else {
      const yy = y(b.high) - 10;
      svg += `<path d="M${f1(x(i))},${f1(yy)} L${f1(x(i) + 7)},${f1(yy - 12)} L${f1(x(i) - 7)},${f1(yy - 12)} Z" fill="#faba25"/>`;
    }
    inTrade = !inTrade;
  }
  // volume grid (axis hidden, as FreqUI draws it)
  const vols = volumes(bars, r, 1000);
  const vMax = Math.max(...vols);
  svg += hline(gl, gl + gw, volTop + volH, split);
  vols.forEach((v, i) => {
    const hh = (v / vMax) * volH;
    svg += `<rect x="${f1(x(i) - band * 0.35)}" y="${f1(volTop + volH - hh)}" width="${f1(Math.max(1, band * 0.7))}" height="${f1(hh)}" fill="#777777" fill-opacity="0.75"/>`;
  });
  // RSI grid, 0-100
  const rs = rsi(bars);
  const yr = (v: number) => rsiTop + ((100 - v) / 100) * rsiH;
  for (const v of [0, 50, 100]) {
    svg += hline(gl, gl + gw, yr(v), split);
    svg += text(gl + gw + 8, yr(v) + 4, String(v), `${font}fill:${axisC}`);
  }
  svg += `<path d="${path(rs, x, yr)}" fill="none" stroke="#b57bff" stroke-width="1.5"/>`;
  // time axis under the last grid: "HH:mm", day boundaries bold as the day ("{d}"), months "{MMM}"
  svg += hline(gl, gl + gw, rsiTop + rsiH, axisC);
  for (const tk of timeTicks(bars, Math.max(4, Math.floor(gw / 110)))) {
    const d = utc(tk.t);
    const midnight = tk.t % 86_400 === 0;
    const label =
      midnight && d.getUTCDate() === 1
        ? MONTHS[d.getUTCMonth()]
        : midnight
          ? String(d.getUTCDate())
          : `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
    svg += `<line x1="${f1(x(tk.i))}" x2="${f1(x(tk.i))}" y1="${rsiTop + rsiH}" y2="${rsiTop + rsiH + 5}" stroke="${axisC}"/>`;
    svg += text(
      x(tk.i),
      rsiTop + rsiH + 18,
      label,
      `${font}fill:${axisC};${midnight ? "font-weight:bold" : ""}`,
      "middle",
    );
  }
  // the data-zoom slider: the closes as a silhouette, two handles
  const sTop = ch - 40;
  const sH = 30;
  const cl = bars.map((b) => b.close);
  const cLo = Math.min(...cl);
  const cHi = Math.max(...cl);
  const sy = (v: number) => sTop + sH - ((v - cLo) / (cHi - cLo || 1)) * sH * 0.9;
  svg += `<rect x="${gl}" y="${sTop}" width="${gw}" height="${sH}" fill="none" stroke="#71708A"/>`;
  svg += `<path d="${path(cl, x, sy)}L${f1(x(n - 1))},${sTop + sH}L${f1(x(0))},${sTop + sH}Z" fill="#404a59" fill-opacity="0.6" stroke="#9a9aaa" stroke-width="0.8"/>`;
  const zl = gl + gw * 0.0;
  svg += `<rect x="${zl}" y="${sTop}" width="${gw}" height="${sH}" fill="rgba(135,175,274,0.15)"/>`;
  for (const hx of [gl, gl + gw])
    svg += `<rect x="${hx - 4}" y="${sTop + 6}" width="8" height="${sH - 12}" rx="2" fill="#6a7985" stroke="#ACB8D1"/>`;
  svg += "</svg>";
  return {
    html: doc(
      w,
      h,
      t.bg,
      nav + list + toolbar + svg,
      "font-family:Lato,'Liberation Sans','DejaVu Sans',Arial,sans-serif;",
    ),
    script: "",
    ticker: inst.symbol,
    timeframe: tf,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Hummingbot dashboard (Streamlit, dark theme): sidebar pages, "Candles Explorer", selectboxes,
// a plotly candlestick (template plotly_dark) with Bollinger bands, legend on the right

export function hummingbot({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const pair = (inst.pair ?? inst.symbol).replace("/", "-");
  const st = { bg: "#0e1117", side: "#262730", text: "#fafafa", dim: "rgba(250,250,250,0.6)", box: "#262730" };
  const sideW = w >= 1600 ? 300 : 256;
  const pages = [
    "Landing",
    "Instances",
    "Deploy V2",
    "Credentials",
    "Portfolio",
    "Config Generator",
    "Backtesting",
    "Download Candles",
    "Candles Explorer",
    "Token Spreads",
    "TVL vs Market Cap",
  ];
  const side = div(
    `top:0;left:0;width:${sideW}px;height:${h}px;background:${st.side};color:${st.text};font-size:15px`,
    `<div style="padding:26px 24px 14px;font-size:22px;font-weight:700;display:flex;align-items:center;gap:10px">${span("width:26px;height:26px;border-radius:50%;background:#00b1bb;display:inline-block", "")}hummingbot</div>` +
      pages
        .map((p) => {
          const active = p === "Candles Explorer";
          const header = p === "Config Generator" ? "Config Generator" : p === "Download Candles" ? "Data" : null;
          return (
            (header
              ? `<div style="padding:14px 24px 4px;font-size:13px;color:${st.dim};font-weight:600">${header === "Data" ? "Data" : "Strategies"}</div>`
              : "") +
            `<div style="margin:2px 12px;padding:7px 12px;border-radius:6px;${active ? "background:rgba(151,166,195,0.25);font-weight:600" : `color:${st.dim}`}">${p}</div>`
          );
        })
        .join(""),
  );
  const mainL = sideW + 48;
  const mainW = w - mainL - 48;
  const deco = div(`top:0;left:0;right:0;height:3px;background:linear-gradient(90deg,#ff4b4b,#fffd80)`);
  const header = row(
    `top:10px;right:18px;gap:16px;font-size:14px;color:${st.text}`,
    `${span("", "Deploy")}${span("font-size:18px", "⋮")}`,
  );
  const title = div(`top:54px;left:${mainL}px;font-size:38px;font-weight:700;color:${st.text}`, "Candles Explorer");
  const box = (label: string, value: string, wBox: number) =>
    `<div style="width:${wBox}px">${span(`font-size:14px;color:${st.text};display:block;margin-bottom:6px`, label)}<div style="background:${st.box};border-radius:8px;height:40px;display:flex;align-items:center;justify-content:space-between;padding:0 12px;font-size:16px;color:${st.text}">${span("", value)}${span(`color:${st.dim}`, "⌄")}</div></div>`;
  const colW = Math.floor((mainW - 3 * 16) / 4);
  const boxes = row(
    `top:126px;left:${mainL}px;width:${mainW}px;gap:16px;align-items:flex-start`,
    box("Exchange", variant === 1 ? "binance_perpetual" : "binance", colW) +
      box("Trading pair", pair, colW) +
      box("Interval", tf === "1D" ? "1d" : tf === "1W" ? "1w" : tf, colW) +
      box("Days to visualize", String([7, 30, 3][variant % 3]), colW),
  );
  // The plotly figure, template plotly_dark
  const figTop = 216;
  const figW = mainW;
  const figH = h - figTop - 20;
  const ml = 80;
  const mr = 170;
  const mt = 40;
  const mb = 70;
  const pw = figW - ml - mr;
  const ph = figH - mt - mb;
  const bb = bollinger(bars);
  const vals = [...bars.flatMap((b) => [b.low, b.high]), ...bb.flatMap((v) => (v ? [v.lo, v.up] : []))];
  const lo0 = Math.min(...vals);
  const hi0 = Math.max(...vals);
  const pad = (hi0 - lo0) * 0.05;
  const lo = lo0 - pad;
  const hi = hi0 + pad;
  const nt = Math.min(Math.max(ph / 40, 4), 9) + 1;
  const step = niceStep((hi - lo) / nt, [1, 2, 5, 10]);
  const n = bars.length;
  const band = pw / (n + 1);
  const x = (i: number) => ml + band * (i + 1);
  const y = (v: number) => mt + ((hi - v) / (hi - lo)) * ph;
  const font = "font-family:'Open Sans',verdana,arial,sans-serif;font-size:12px;fill:#f2f5fa;";
  // plotly: above 10^3 the axis uses SI ("64.2k"); trailing zeros dropped
  const si = Math.floor(Math.log10(Math.max(Math.abs(lo), Math.abs(hi))) + 0.01) > 3;
  const yLabel = (v: number) => (si ? `${Number((v / 1000).toFixed(decOf(step / 1000)))}k` : v.toFixed(decOf(step)));
  let svg = svgOpen(`top:${figTop}px;left:${mainL}px`, figW, figH);
  svg += `<rect width="${figW}" height="${figH}" fill="#111111"/>`;
  for (const v of ticksIn(lo, hi, step)) {
    svg += hline(ml, ml + pw, y(v), "#283442");
    svg += text(ml - 6, y(v) + 4, yLabel(v), font, "end");
  }
  const ticks = timeTicks(bars, Math.round(Math.min(Math.max(pw / 80, 4), 9) + 1));
  ticks.forEach((tk, k) => {
    svg += `<line x1="${f1(x(tk.i))}" x2="${f1(x(tk.i))}" y1="${mt}" y2="${mt + ph}" stroke="#283442"/>`;
    const d = utc(tk.t);
    const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
    const daily = tk.step >= 86_400;
    const midnight = tk.t % 86_400 === 0;
    // the first tick carries the date on a second line, so it writes its time even at midnight
    const l1 = daily
      ? tk.step > 2_000_000
        ? MONTHS[d.getUTCMonth()]
        : day
      : midnight && k > 0
        ? day
        : `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
    const l2 = k === 0 ? (daily ? String(d.getUTCFullYear()) : `${day}, ${d.getUTCFullYear()}`) : "";
    svg += text(x(tk.i), mt + ph + 18, l1, font, "middle");
    if (l2) svg += text(x(tk.i), mt + ph + 34, l2, font, "middle");
  });
  const colors = ["#636efa", "#EF553B", "#00cc96"];
  const names = ["BBU_20_2.0", "BBM_20_2.0", "BBL_20_2.0"];
  const series = [bb.map((v) => v?.up ?? null), bb.map((v) => v?.mid ?? null), bb.map((v) => v?.lo ?? null)];
  series.forEach((s, k) => {
    svg += `<path d="${path(s, x, y)}" fill="none" stroke="${colors[k]}" stroke-width="${k === 1 ? 1 : 1.5}" ${k === 1 ? 'stroke-dasharray="4 3"' : ""}/>`;
  });
  svg += candleSvg(bars, x, y, Math.max(1, band * 0.6), {
    up: "#3D9970",
    down: "#FF4136",
    fill: ["rgba(61,153,112,0.5)", "rgba(255,65,54,0.5)"],
    stroke: 2,
  });
  // legend (right, vertical)
  const lgX = ml + pw + 20;
  svg += `<rect x="${lgX + 8}" y="${mt + 6}" width="14" height="12" fill="rgba(61,153,112,0.5)" stroke="#3D9970" stroke-width="2"/>`;
  svg += text(lgX + 36, mt + 16, "Candlesticks", font);
  names.forEach((nm, k) => {
    const ly = mt + 16 + (k + 1) * 19;
    svg += `<line x1="${lgX}" x2="${lgX + 30}" y1="${ly - 4}" y2="${ly - 4}" stroke="${colors[k]}" stroke-width="2"/>`;
    svg += text(lgX + 36, ly, nm, font);
  });
  svg += "</svg>";
  return {
    html: doc(
      w,
      h,
      st.bg,
      deco + side + header + title + boxes + svg,
      "font-family:'Source Sans Pro','Liberation Sans','DejaVu Sans',Arial,sans-serif;",
    ),
    script: "",
    ticker: inst.symbol,
    timeframe: tf,
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Jesse (jesse.trade) dashboard, dark: the route header, info cards, a lightweight-charts candle
// chart, positions / orders tables (live); a backtest's result (variant 2) with trade marks.

export function jesse({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const sym = (inst.pair ?? inst.symbol).replace("/", "-");
  const backtest = variant === 2;
  const exchange = ["Binance Perpetual Futures", "Bybit USDT Perpetual", "Binance Spot"][variant % 3];
  const strategy = ["ExampleStrategy", "TrendFollowing01", "GoldenCross"][variant % 3];
  const t = {
    bg: "#111827",
    panel: "#1f2937",
    border: "#374151",
    text: "#f3f4f6",
    dim: "#9ca3af",
    green: "#10b981",
    red: "#ef4444",
  };
  const nav = row(
    `top:0;left:0;right:0;height:56px;background:${t.panel};border-bottom:1px solid ${t.border};gap:26px;padding-left:22px;font-size:15px;color:${t.dim}`,
    span(`color:#fff;font-size:21px;font-weight:800;letter-spacing:2px;margin-right:12px`, "JESSE") +
      ["Import Candles", "Backtest", "Optimization", "Live", "Strategies"]
        .map((x) =>
          span(
            x === (backtest ? "Backtest" : "Live")
              ? `color:#fff;border-bottom:2px solid #6366f1;padding:17px 0 15px`
              : "",
            x,
          ),
        )
        .join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:22px;align-items:center">${
        backtest
          ? span(`color:${t.dim}`, "Finished in 14.2s")
          : span(
              `color:${t.green};display:flex;align-items:center;gap:6px`,
              `${span(`width:8px;height:8px;border-radius:50%;background:${t.green};display:inline-block`, "")}Running`,
            )
      }${span(`background:${backtest ? "#6366f1" : t.red};color:#fff;padding:6px 14px;border-radius:6px`, backtest ? "New session" : "Stop")}</div>`,
  );
  const sideW = w >= 1600 ? 380 : 320;
  const mainW = w - sideW - 72;
  const route = div(
    `top:76px;left:24px;width:${mainW}px;color:${t.text}`,
    `${span(`font-size:20px;font-weight:600`, `${exchange} · ${sym} · ${tf}`)}<br>${span(`font-size:14px;color:${t.dim};line-height:28px`, `${backtest ? "Backtest" : "Live"} · ${strategy}`)}`,
  );
  const pnl = (r() - 0.3) * 2400;
  const bal = 10_000 + pnl;
  const card = (k: string, v: string, c = t.text) =>
    `<div style="flex:1;background:${t.panel};border:1px solid ${t.border};border-radius:8px;padding:12px 16px">${span(`font-size:13px;color:${t.dim};display:block`, k)}${span(`font-size:20px;font-weight:600;color:${c};line-height:32px`, v)}</div>`;
  const cards = row(
    `top:142px;left:24px;width:${mainW}px;gap:14px`,
    backtest
      ? card("Net Profit", `${sign(pnl, 2, true)} (${sign(pnl / 100, 2)}%)`, pnl >= 0 ? t.green : t.red) +
          card("Total Closed Trades", String(18 + Math.floor(r() * 30))) +
          card("Win Rate", `${Math.round(42 + r() * 20)}%`) +
          card("Max Drawdown", `-${num(4 + r() * 8, 2)}%`, t.red) +
          card("Sharpe Ratio", num(0.7 + r() * 1.5, 2))
      : card("PNL", `${sign(pnl, 2, true)} USDT (${sign(pnl / 100, 2)}%)`, pnl >= 0 ? t.green : t.red) +
          card("Balance", `${num(bal, 2, true)} USDT`) +
          card("Trades", String(6 + Math.floor(r() * 20))) +
          card("Win Rate", `${Math.round(45 + r() * 20)}%`),
  );
  const tablesH = Math.round(h * 0.26);
  const chartTop = 222;
  const chartH = h - chartTop - tablesH - 36;
  const cellPad = w >= 1600 ? 12 : 8;
  const th = (cols: string[]) =>
    `<tr>${cols.map((c) => `<th style="text-align:left;white-space:nowrap;padding:8px ${cellPad}px;color:${t.dim};font-weight:500;border-bottom:1px solid ${t.border}">${c}</th>`).join("")}</tr>`;
  const td = (cells: [string, string?][]) =>
    `<tr>${cells.map(([v, c]) => `<td style="white-space:nowrap;padding:8px ${cellPad}px;color:${c ?? t.text};border-bottom:1px solid ${t.border}">${v}</td>`).join("")}</tr>`;
  const table = (name: string, head: string, body: string) =>
    `<div style="flex:1;background:${t.panel};border:1px solid ${t.border};border-radius:8px;overflow:hidden"><div style="padding:10px 12px;font-size:15px;font-weight:600;color:${t.text}">${name}</div><table style="border-collapse:collapse;width:100%;font-size:${w >= 1600 ? 13 : 12}px">${head}${body}</table></div>`;
  const qty = num((1000 + r() * 3000) / b.close, b.close > 1000 ? 3 : 1);
  const entryP = b.close * (1 - 0.01 - r() * 0.02);
  const fmtTime = (ts: number) => {
    const x = utc(ts);
    return `${x.getUTCFullYear()}-${pad2(x.getUTCMonth() + 1)}-${pad2(x.getUTCDate())} ${pad2(x.getUTCHours())}:${pad2(x.getUTCMinutes())}`;
  };
  let tables: string;
  const marks: { time: number; position: string; color: string; shape: string; text: string }[] = [];
  if (backtest) {
    const rows: string[] = [];
    for (let i = 6; i < bars.length - 12 && rows.length < 4; i += 14 + Math.floor(r() * 8)) {
      const j = i + 5 + Math.floor(r() * 5);
      const p = ((bars[j].close - bars[i].close) / bars[i].close) * 100;
      marks.push({ time: bars[i].time, position: "belowBar", color: "#2196f3", shape: "arrowUp", text: "" });
      marks.push({ time: bars[j].time, position: "aboveBar", color: "#e91e63", shape: "arrowDown", text: "" });
      rows.push(
        td([
          [sym],
          ["long", t.green],
          [fmtTime(bars[i].time)],
          [num(bars[i].close, d, true)],
          [fmtTime(bars[j].time)],
          [num(bars[j].close, d, true)],
          [`${sign(p, 2)}%`, p >= 0 ? t.green : t.red],
        ]),
      );
    }
    tables = table(
      "Trades",
      th(["Symbol", "Type", "Opened At", "Entry Price", "Closed At", "Exit Price", "PNL"]),
      rows.reverse().join(""),
    );
  } else {
    const upnl = (b.close - entryP) * Number(qty);
    tables =
      table(
        "Positions",
        th(["Symbol", "Type", "Qty", "Entry Price", "Current Price", "PNL"]),
        td([
          [sym],
          ["long", t.green],
          [qty],
          [num(entryP, d, true)],
          [num(b.close, d, true)],
          [`${sign(upnl, 2, true)} (${sign(((b.close - entryP) / entryP) * 100, 2)}%)`, upnl >= 0 ? t.green : t.red],
        ]),
      ) +
      table(
        "Orders",
        th(["Symbol", "Side", "Type", "Qty", "Price", "Status", "Created At"]),
        td([
          [sym],
          ["sell", t.red],
          ["LIMIT"],
          [qty],
          [num(b.close * 1.04, d, true)],
          ["ACTIVE"],
          [fmtTime(bars[bars.length - 6].time)],
        ]) +
          td([
            [sym],
            ["sell", t.red],
            ["STOP"],
            [qty],
            [num(entryP * 0.97, d, true)],
            ["ACTIVE"],
            [fmtTime(bars[bars.length - 6].time)],
          ]) +
          td([
            [sym],
            ["buy", t.green],
            ["MARKET"],
            [qty],
            [num(entryP, d, true)],
            ["EXECUTED"],
            [fmtTime(bars[bars.length - 6].time)],
          ]),
      );
  }
  const tableRow = row(
    `top:${chartTop + chartH + 14}px;left:24px;width:${mainW}px;height:${tablesH}px;gap:14px;align-items:flex-start`,
    tables,
  );
  const chartBox = div(
    `top:${chartTop}px;left:24px;width:${mainW}px;height:${chartH}px;background:${t.panel};border:1px solid ${t.border};border-radius:8px;overflow:hidden`,
  );
  const info = (k: string, v: string) =>
    `<div style="display:flex;justify-content:space-between;padding:9px 0;border-bottom:1px solid ${t.border}">${span(`color:${t.dim}`, k)}${span(`color:${t.text}`, v)}</div>`;
  const logs = Array.from({ length: 8 }, (_, k) => {
    const bar = bars[bars.length - 1 - (k + 1) * 4];
    return `<div style="padding:3px 0;white-space:nowrap;color:${t.dim}">${span("color:#6b7280", fmtTime(bar.time).slice(5))} ${
      k % 3 === 0 ? `Candle closed: ${sym} ${tf}` : k % 3 === 1 ? "Strategy executed" : "Balance updated"
    }</div>`;
  }).join("");
  const sidebar = div(
    `top:76px;right:24px;width:${sideW}px;bottom:20px;background:${t.panel};border:1px solid ${t.border};border-radius:8px;padding:14px 18px;font-size:14px;box-sizing:border-box;overflow:hidden`,
    `<div style="font-weight:600;color:${t.text};font-size:16px;margin-bottom:6px">Info</div>` +
      (backtest
        ? info("Starting Balance", "10,000 USDT") +
          info("Finishing Balance", `${num(bal, 2, true)} USDT`) +
          info("Start Date", fmtTime(bars[0].time).slice(0, 10)) +
          info("End Date", fmtTime(b.time).slice(0, 10)) +
          info("Exchange", exchange)
        : info("Started At", fmtTime(bars[bars.length - 40].time)) +
          info("Current Time", fmtTime(b.time)) +
          info("Started Balance", "10,000.00 USDT") +
          info("Current Balance", `${num(bal, 2, true)} USDT`) +
          info("Debug Mode", "No") +
          info("Paper Trading", variant === 0 ? "Yes" : "No")) +
      `<div style="font-weight:600;color:${t.text};font-size:16px;margin:16px 0 6px">Logs</div><div style="font-family:'DejaVu Sans Mono',monospace;font-size:12px">${logs}</div>`,
  );
  return {
    html: doc(
      w,
      h,
      t.bg,
      nav +
        route +
        cards +
        chartBox +
        plotDiv(`top:${chartTop + 1}px;left:25px;width:${mainW - 2}px;height:${chartH - 2}px`) +
        tableRow +
        sidebar,
      "font-family:Inter,'Liberation Sans','DejaVu Sans',Arial,sans-serif;",
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.panel,
      text: t.dim,
      fontSize: 12,
      grid: { color: "#2b3544" },
      series: "candles",
      look: candles("#26a69a", "#ef5350"),
      lastValue: !backtest,
      priceLine: { visible: !backtest },
      extra: backtest
        ? `LightweightCharts.createSeriesMarkers(s, ${JSON.stringify(marks)});`
        : volumeScript(volumes(bars, r, 500), bars, "rgba(38,166,154,0.4)", "rgba(239,83,80,0.4)") +
          lineSeries(
            ema(bars, 50)
              .map((value, i) => ({ time: bars[i].time, value }))
              .slice(20),
            "#f59e0b",
          ),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: !backtest,
  };
}

// ---------------------------------------------------------------------------------------------
// A Telegram / Discord signal bot's chart image: matplotlib (dark background), candles, levels
// (Entry, TP1, TP2, SL) as horizontal lines labelled at the right edge, the channel's watermark

export function signalImage({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const b = lastOf(bars);
  const long = variant !== 2;
  // python's repr of a float rounded to `dp`: "3120.5", "3180.0"
  const dp = inst.price > 10_000 ? 0 : inst.price > 1000 ? 1 : 2;
  const lvl = (v: number) => Number(v.toFixed(dp));
  const repr = (v: number) => {
    const s = String(v);
    return s.includes(".") ? s : `${s}.0`;
  };
  const dir = long ? 1 : -1;
  let entry = lvl(b.close * (1 - dir * 0.004));
  if (repr(entry) === repr(b.close) || entry === b.close) entry = lvl(entry - dir * 10 ** -dp * 3);
  const levels: [string, number, string][] = [
    ["Entry", entry, "#4da6ff"],
    ["TP1", lvl(entry * (1 + dir * 0.015)), "#00e676"],
    ["TP2", lvl(entry * (1 + dir * 0.03)), "#00e676"],
    ["SL", lvl(entry * (1 - dir * 0.015)), "#ff5252"],
  ];
  const tfText = tf === "1D" ? "1D" : tf === "1W" ? "1W" : tf.endsWith("h") ? tf.toUpperCase() : tf;
  const title = [
    `${inst.symbol} ${tfText} — LONG signal`,
    `#${inst.symbol} ${tf}`,
    `${inst.symbol} ${tfText} — SHORT signal`,
  ][variant % 3];
  const channel = ["@CryptoSignalsVIP", "t.me/AlphaWhaleCalls", "@BinanceFuturesPro"][variant % 3];
  const bg = ["#000000", "#131722", "#1e1e1e"][variant % 3];
  const fg = "#ffffff";
  const font = "font-family:'DejaVu Sans','Bitstream Vera Sans',sans-serif;";
  // figure layout (subplot params with room for the right axis)
  const al = Math.round(w * 0.06);
  const ar = Math.round(w * 0.89);
  const at = Math.round(h * 0.1);
  const ab = Math.round(h * 0.88);
  const pw = ar - al;
  const ph = ab - at;
  const n = bars.length;
  // x: bar index; margins 5% plus room on the right for the labels
  const xMin = -0.05 * n;
  const xMax = n - 1 + 0.05 * n + Math.round(n * 0.12);
  const x = (i: number) => al + ((i - xMin) / (xMax - xMin)) * pw;
  const vals = [...bars.flatMap((k) => [k.low, k.high]), ...levels.map((l) => l[1])];
  const lo0 = Math.min(...vals);
  const hi0 = Math.max(...vals);
  const lo = lo0 - (hi0 - lo0) * 0.05;
  const hi = hi0 + (hi0 - lo0) * 0.05;
  const y = (v: number) => at + ((hi - v) / (hi - lo)) * ph;
  const step = niceStep((hi - lo) / 9, [1, 2, 2.5, 5, 10]);
  const sd = decOf(step);
  const tickFont = `${font}font-size:14px;fill:${fg};`;
  let svg = svgOpen("top:0;left:0", w, h);
  svg += `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  svg += `<rect x="${al}" y="${at}" width="${pw}" height="${ph}" fill="${bg}"/>`;
  // grid (ax.grid(alpha=0.2, linestyle="--")) and the right price axis
  const yt = ticksIn(lo, hi, step);
  for (const v of yt) {
    svg += hline(al, ar, y(v), "rgba(255,255,255,0.2)", 'stroke-dasharray="3.7 1.6"');
    svg += hline(ar, ar + 5, y(v), fg);
    svg += text(ar + 9, y(v) + 5, v.toFixed(sd), tickFont);
  }
  // dates: AutoDateFormatter's defaults ("%m-%d %H" hourly, "%d %H:%M" by minutes, "%Y-%m-%d" daily)
  for (const tk of timeTicks(bars, Math.max(4, Math.floor(pw / 150)))) {
    const dd = utc(tk.t);
    const label =
      tk.step >= 86_400
        ? `${dd.getUTCFullYear()}-${pad2(dd.getUTCMonth() + 1)}-${pad2(dd.getUTCDate())}`
        : tk.step >= 3600
          ? `${pad2(dd.getUTCMonth() + 1)}-${pad2(dd.getUTCDate())} ${pad2(dd.getUTCHours())}`
          : `${pad2(dd.getUTCDate())} ${pad2(dd.getUTCHours())}:${pad2(dd.getUTCMinutes())}`;
    svg += `<line x1="${f1(x(tk.i))}" x2="${f1(x(tk.i))}" y1="${at}" y2="${ab}" stroke="rgba(255,255,255,0.2)" stroke-dasharray="3.7 1.6"/>`;
    svg += `<line x1="${f1(x(tk.i))}" x2="${f1(x(tk.i))}" y1="${ab}" y2="${ab + 5}" stroke="${fg}"/>`;
    svg += text(x(tk.i), ab + 22, label, tickFont, "middle");
  }
  // the watermark, under the candles
  svg += text(
    al + pw / 2,
    at + ph / 2 + 20,
    channel,
    `${font}font-size:${Math.round(w / 18)}px;font-weight:bold;fill:rgba(255,255,255,0.09)`,
    "middle",
  );
  svg += candleSvg(bars, x, y, Math.max(1, (pw / (xMax - xMin)) * 0.6), { up: "#26a69a", down: "#ef5350" });
  for (const [name, v, c] of levels) {
    svg += hline(al, ar, y(v), c, `stroke-width="1.5" stroke-dasharray="${name === "Entry" ? "6 3" : "none"}"`);
    svg += text(ar - 6, y(v) - 5, `${name} ${repr(v)}`, `${font}font-size:14px;font-weight:bold;fill:${c}`, "end");
  }
  // spines, title
  svg += `<rect x="${al}" y="${at}" width="${pw}" height="${ph}" fill="none" stroke="${fg}" stroke-width="1"/>`;
  svg += text(al + pw / 2, at - 14, title, `${font}font-size:20px;font-weight:bold;fill:${fg}`, "middle");
  svg += "</svg>";
  return {
    html: doc(w, h, bg, svg),
    script: "",
    ticker: inst.symbol,
    timeframe: tf,
    printed: levels.some((l) => repr(l[1]) === repr(b.close)),
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const BOT_UI_LAYOUTS: Layout[] = [
  {
    id: "frequi-graph",
    app: "FreqUI (freqtrade)",
    page: freqUi,
    renders: [
      { symbol: "BTCUSDT", tf: "5m", w: 1920, h: 1080, bars: 120 },
      { symbol: "ETHUSDT", tf: "1h", w: 1440, h: 900, bars: 100 },
      { symbol: "SOLUSDT", tf: "15m", w: 1280, h: 720, bars: 90, jpeg: true },
    ],
  },
  {
    id: "hummingbot-dashboard",
    app: "Hummingbot dashboard",
    page: hummingbot,
    renders: [
      { symbol: "ETHUSDT", tf: "1h", w: 1920, h: 1080, bars: 120 },
      { symbol: "BTCUSDT", tf: "4h", w: 1440, h: 900, bars: 100 },
      { symbol: "SOLUSDT", tf: "15m", w: 1280, h: 720, bars: 80, jpeg: true },
    ],
  },
  {
    id: "jesse-dashboard",
    app: "Jesse",
    page: jesse,
    renders: [
      { symbol: "BTCUSDT", tf: "4h", w: 1920, h: 1080, bars: 130 },
      { symbol: "ETHUSDT", tf: "1h", w: 1440, h: 900, bars: 110, jpeg: true },
      { symbol: "SOLUSDT", tf: "15m", w: 1600, h: 900, bars: 140 },
    ],
  },
  {
    id: "signal-bot-image",
    app: "Telegram / Discord signal bot (matplotlib)",
    page: signalImage,
    renders: [
      { symbol: "ETHUSDT", tf: "1h", w: 1280, h: 720, bars: 80, jpeg: true },
      { symbol: "SOLUSDT", tf: "15m", w: 1200, h: 800, bars: 70 },
      { symbol: "BTCUSDT", tf: "4h", w: 1024, h: 640, bars: 60, jpeg: true },
    ],
  },
];
