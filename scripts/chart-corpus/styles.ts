// Page layouts rendered in headless Chromium: lightweight-charts (TradingView's own library) in
// TradingView-like and bot-UI-like layouts, dark and light, candles, bars, line, log scale; and a
// matplotlib-like SVG plot. Each returns the page body and the chart options run in the page.
import type { Bar, Instrument } from "./data";

export type Style = "tv-dark" | "tv-light" | "app-dark" | "line-light" | "bars-log-dark" | "mpl-light" | "tv-noticker";
export const STYLES: Style[] = [
  "tv-dark",
  "tv-light",
  "app-dark",
  "line-light",
  "bars-log-dark",
  "mpl-light",
  "tv-noticker",
];

export interface Page {
  html: string;
  /** Run in the page after lightweight-charts is loaded (null for static SVG pages). */
  script: string | null;
  tickerVisible: boolean;
  timeframeVisible: boolean;
}

const font = "font-family: -apple-system, 'Trebuchet MS', 'DejaVu Sans', Arial, sans-serif;";

function legend(b: Bar, d: number, up: string, down: string) {
  const c = b.close >= b.open ? up : down;
  return `<span style="color:${c}">O${b.open.toFixed(d)} H${b.high.toFixed(d)} L${b.low.toFixed(d)} C${b.close.toFixed(d)}</span>`;
}

function lwcScript(o: {
  intraday?: boolean;
  bars: Bar[];
  dark: boolean;
  series: "candles" | "bars" | "area";
  log: boolean;
  decimals: number;
  container: string;
}) {
  const theme = o.dark
    ? {
        layout: { background: { color: "#131722" }, textColor: "#d1d4dc" },
        grid: { vertLines: { color: "#1e222d" }, horzLines: { color: "#1e222d" } },
      }
    : {
        layout: { background: { color: "#ffffff" }, textColor: "#131722" },
        grid: { vertLines: { color: "#f0f3fa" }, horzLines: { color: "#f0f3fa" } },
      };
  o.intraday = o.bars.length > 1 && o.bars[1].time - o.bars[0].time < 86_400;
  const seriesDef = o.series === "candles" ? "CandlestickSeries" : o.series === "bars" ? "BarSeries" : "AreaSeries";
  const data = o.series === "area" ? o.bars.map((b) => ({ time: b.time, value: b.close })) : o.bars;
  const seriesOptions =
    o.series === "area"
      ? { lineColor: "#2962ff", topColor: "rgba(41,98,255,0.28)", bottomColor: "rgba(41,98,255,0.02)", lineWidth: 2 }
      : {
          upColor: "#26a69a",
          downColor: "#ef5350",
          borderVisible: false,
          wickUpColor: "#26a69a",
          wickDownColor: "#ef5350",
        };
  return `
const el = document.getElementById(${JSON.stringify(o.container)});
const chart = LightweightCharts.createChart(el, { autoSize: true, ...${JSON.stringify(theme)},
  rightPriceScale: { mode: ${o.log ? 1 : 0}, borderVisible: false }, timeScale: { borderVisible: false, timeVisible: ${o.intraday} } });
const s = chart.addSeries(LightweightCharts.${seriesDef}, { ...${JSON.stringify(seriesOptions)}, priceFormat: { type: "price", precision: ${o.decimals}, minMove: ${(1 / 10 ** o.decimals).toFixed(o.decimals)} } });
s.setData(${JSON.stringify(data)});
chart.timeScale().fitContent();`;
}

function mplSvg(bars: Bar[], inst: Instrument, tf: string, w: number, h: number, title: boolean) {
  const left = 90;
  const right = w - 40;
  const top = 70;
  const bottom = h - 60;
  const hi = Math.max(...bars.map((b) => b.high));
  const lo = Math.min(...bars.map((b) => b.low));
  const pad = (hi - lo) * 0.05;
  const y = (v: number) => top + ((hi + pad - v) / (hi - lo + 2 * pad)) * (bottom - top);
  const step = (right - left) / bars.length;
  const raw = (hi - lo) / 6;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const tick = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((t) => t >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.ceil((lo - pad) / tick) * tick; v <= hi + pad; v += tick) ticks.push(v);
  const dec = Math.max(0, -Math.floor(Math.log10(tick)) + (tick / mag === 2.5 ? 1 : 0));
  const parts = bars.map((b, i) => {
    const x = left + i * step + step / 2;
    const c = b.close >= b.open ? "#2ca02c" : "#d62728";
    return (
      `<line x1="${x}" x2="${x}" y1="${y(b.high)}" y2="${y(b.low)}" stroke="${c}" stroke-width="1"/>` +
      `<rect x="${x - step * 0.35}" width="${step * 0.7}" y="${Math.min(y(b.open), y(b.close))}" height="${Math.max(1, Math.abs(y(b.open) - y(b.close)))}" fill="${c}"/>`
    );
  });
  const grid = ticks.map(
    (v) =>
      `<line x1="${left}" x2="${right}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e5e5"/>` +
      `<text x="${left - 8}" y="${y(v) + 5}" text-anchor="end" font-size="14" font-family="DejaVu Sans" fill="#222">${v.toFixed(dec)}</text>`,
  );
  const heading = title
    ? `<text x="${w / 2}" y="40" text-anchor="middle" font-size="20" font-family="DejaVu Sans" fill="#111">${inst.symbol} (${tf}) from 2024-05-01</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>${heading}
${grid.join("")}<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="none" stroke="#222"/>${parts.join("")}</svg>`;
}

export function page(style: Style, inst: Instrument, tf: string, bars: Bar[], w: number, h: number): Page {
  const last = bars[bars.length - 1];
  const d = inst.decimals;
  const header = (bg: string, fg: string, text: string, extra = "") =>
    `<div style="height:44px;display:flex;align-items:center;gap:14px;padding:0 14px;background:${bg};color:${fg};${font}font-size:15px">${text}${extra}</div>`;
  const full = (body: string, bg: string) =>
    `<body style="margin:0;background:${bg};width:${w}px;height:${h}px;overflow:hidden">${body}</body>`;
  const box = (id: string, css = "") => `<div id="${id}" style="position:absolute;${css}"></div>`;
  switch (style) {
    case "tv-dark":
      return {
        html: full(
          header(
            "#131722",
            "#d1d4dc",
            `<b>${inst.name} · ${tf} · ${inst.exchange}</b>`,
            legend(last, d, "#26a69a", "#ef5350"),
          ) + box("c", `top:44px;left:0;width:${w}px;height:${h - 44}px`),
          "#131722",
        ),
        script: lwcScript({ bars, dark: true, series: "candles", log: false, decimals: d, container: "c" }),
        tickerVisible: true,
        timeframeVisible: true,
      };
    case "tv-light":
      return {
        html: full(
          header(
            "#ffffff",
            "#131722",
            `<b>${inst.symbol} · ${tf} · ${inst.exchange}</b>`,
            legend(last, d, "#089981", "#f23645"),
          ) + box("c", `top:44px;left:0;width:${w}px;height:${h - 44}px`),
          "#fff",
        ),
        script: lwcScript({ bars, dark: false, series: "candles", log: false, decimals: d, container: "c" }),
        tickerVisible: true,
        timeframeVisible: true,
      };
    case "app-dark": {
      const side = ["ETH/USDT", "SOL/USDT", "XRP/USDT", "DOGE/USDT", "ADA/USDT", "LINK/USDT"]
        .map((p) => `<div style="padding:6px 0">${p}</div>`)
        .join("");
      return {
        html: full(
          header(
            "#1b1e27",
            "#c9ccd3",
            `<span>my_strategy_v2 | ${tf.toLowerCase()} | <b>${inst.pair ?? inst.symbol}</b></span>`,
            `<span style="margin-left:40px">Long entries: 3</span>`,
          ) +
            `<div style="position:absolute;top:44px;left:0;width:180px;height:${h - 44}px;background:#1b1e27;color:#9aa0aa;${font}font-size:14px;padding:10px">${side}</div>` +
            box("c", `top:44px;left:200px;width:${w - 200}px;height:${h - 44}px`),
          "#131722",
        ),
        script: lwcScript({ bars, dark: true, series: "candles", log: false, decimals: d, container: "c" }),
        tickerVisible: true,
        timeframeVisible: true,
      };
    }
    case "line-light":
      return {
        html: full(
          box("c", `top:0;left:0;width:${w}px;height:${h}px`) +
            `<div style="position:absolute;top:10px;left:14px;z-index:5;${font}font-size:22px;color:#131722">${inst.pair ?? inst.symbol} <span style="font-size:15px;color:#787b86">${tf}</span></div>`,
          "#fff",
        ),
        script: lwcScript({ bars, dark: false, series: "area", log: false, decimals: d, container: "c" }),
        tickerVisible: true,
        timeframeVisible: true,
      };
    case "bars-log-dark":
      return {
        html: full(
          header("#0c0e15", "#b2b5be", `<b>${inst.exchange}:${inst.symbol}</b> <span>${tf}</span>`) +
            box("c", `top:44px;left:0;width:${w}px;height:${h - 44}px`),
          "#0c0e15",
        ),
        script: lwcScript({ bars, dark: true, series: "bars", log: true, decimals: d, container: "c" }),
        tickerVisible: true,
        timeframeVisible: true,
      };
    case "mpl-light":
      return {
        html: full(mplSvg(bars, inst, tf, w, h, true), "#fff"),
        script: null,
        tickerVisible: true,
        timeframeVisible: true,
      };
    case "tv-noticker":
      return {
        html: full(box("c", `top:0;left:0;width:${w}px;height:${h}px`), "#fff"),
        script: lwcScript({ bars, dark: false, series: "candles", log: false, decimals: d, container: "c" }),
        tickerVisible: false,
        timeframeVisible: false,
      };
  }
}
