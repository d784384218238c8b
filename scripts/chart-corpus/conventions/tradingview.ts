// TradingView's current web layout and its drawings: position tool, ray and events, volume profile.
import { INSTRUMENTS } from "../data";
import {
  Tf,
  TF_SECONDS,
  Ctx,
  ConvPage,
  num,
  sign,
  lastOf,
  utc,
  pad2,
  doc,
  div,
  plotDiv,
  row,
  span,
  volumes,
  compact,
  plotScript,
  candles,
  volumeScript,
  TV_LEGEND,
  TV_BUTTON,
} from "./common";

// ---------------------------------------------------------------------------------------------
// TradingView (current web layout)

export interface TvTheme {
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
export const TV_DARK: TvTheme = {
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
export const TV_BLACK: TvTheme = { ...TV_DARK, bg: "#0f0f0f", panel: "#0f0f0f", border: "#2e2e2e", grid: "#1d1d1d" };
export const TV_LIGHT: TvTheme = {
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

export interface TvOptions {
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

export function tradingView({ inst, tf, bars, w, h, r }: Ctx, o: TvOptions): ConvPage {
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
export function positionTool(c: Ctx, t: TvTheme) {
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
export function rayAndEvents(c: Ctx) {
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
export function volumeProfile(c: Ctx) {
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
