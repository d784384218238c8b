// Crypto exchange web trade pages (beyond Binance, which binance.ts draws): Bybit, Coinbase
// Advanced, Kraken Pro and OKX, each with its pair header (pair, last price, 24h stats), its chart
// toolbar (intervals written the app's way, the selected one highlighted), a TradingView-style
// plot with the last-price tag, and an order book whose middle row repeats the last price (Coinbase
// prints the spread there instead). Written from how the apps are documented and commonly look.
import {
  Tf,
  Ctx,
  ConvPage,
  Layout,
  num,
  sign,
  lastOf,
  doc,
  div,
  plotDiv,
  row,
  span,
  ma,
  volumes,
  compact,
  plotScript,
  candles,
  volumeScript,
  lineSeries,
  TV_LEGEND,
  EXCHANGE_CHIPS,
  day24,
} from "./common";

const FONT = "font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const PLOT_FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Shared: 24h statistics and the order book

interface BookStyle {
  up: string;
  down: string;
  text: string;
  /** Depth bar opacity suffix ("22"). */
  alpha?: string;
  fontSize?: number;
  rowH?: number;
  /** Amount decimals. */
  qd?: number;
  /** Third column: cumulative total in the base asset (true), the quote value, or "-" (Coinbase's "My size"). */
  cumulative?: boolean;
  dash?: boolean;
  pad?: number;
}

/** Asks (high to low) then `middle` then bids (high to low), `rows` each side: best bid at the last price, best ask a tick above. */
function orderBook(close: number, d: number, rows: number, r: () => number, s: BookStyle, middle: string) {
  const tick = 10 ** -d;
  const fs = s.fontSize ?? 12;
  const lh = s.rowH ?? 18;
  const pad = s.pad ?? 12;
  const amounts = () =>
    Array.from({ length: rows }, () => 0.001 + r() * (close > 10_000 ? 2.5 : close > 1000 ? 30 : 400));
  const line = (p: number, a: number, tot: number, color: string, depth: number) =>
    `<div style="display:flex;justify-content:space-between;padding:0 ${pad}px;font-size:${fs}px;line-height:${lh}px;background:linear-gradient(to left, ${color}${s.alpha ?? "22"} ${depth}%, transparent ${depth}%)">` +
    span(`color:${color};width:40%`, num(p, d, true)) +
    span(`color:${s.text};width:30%;text-align:right`, a.toFixed(s.qd ?? 4)) +
    span(
      `color:${s.text};width:30%;text-align:right`,
      s.dash ? "-" : s.cumulative ? tot.toFixed(s.qd ?? 4) : compact(a * p).replace(" ", ""),
    ) +
    `</div>`;
  let p = close;
  const askP: number[] = [];
  for (let i = 0; i < rows; i++) askP.push((p += i === 0 ? tick : tick * (1 + Math.floor(r() * (i < 3 ? 2 : 4)))));
  p = close;
  const bidP: number[] = [];
  for (let i = 0; i < rows; i++) bidP.push(i === 0 ? p : (p -= tick * (1 + Math.floor(r() * (i < 3 ? 2 : 4)))));
  const aA = amounts();
  const bA = amounts();
  const cum = (a: number[]) => a.map((_, i) => a.slice(0, i + 1).reduce((x, y) => x + y, 0));
  const aC = cum(aA);
  const bC = cum(bA);
  const maxC = Math.max(aC[rows - 1], bC[rows - 1]);
  const asks = askP
    .map((q, i) => line(q, aA[i], aC[i], s.down, Math.round((aC[i] / maxC) * 100)))
    .reverse()
    .join("");
  const bids = bidP.map((q, i) => line(q, bA[i], bC[i], s.up, Math.round((bC[i] / maxC) * 100))).join("");
  return asks + middle + bids;
}

const base = (pair: string) => pair.split(/[/-]/)[0];
const quote = (pair: string) => pair.split(/[/-]/)[1];

// ---------------------------------------------------------------------------------------------
// Bybit (unified trading: spot or USDT perpetual), dark by default, light variant

export function bybit({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const light = variant === 1;
  const perp = variant === 2;
  const t = light
    ? { bg: "#f5f7fa", panel: "#ffffff", border: "#e9edf2", text: "#121214", dim: "#81858c", grid: "#f3f5f7" }
    : { bg: "#0b0b0f", panel: "#101014", border: "#1e1f23", text: "#ffffff", dim: "#71757a", grid: "#1a1b1f" };
  const up = "#20b26c";
  const down = "#ef454a";
  const accent = "#f7a600";
  const d = inst.decimals;
  const b = lastOf(bars);
  const pair = inst.pair ?? inst.symbol;
  const shown = perp ? inst.symbol : pair;
  const bs = base(pair);
  const vols = volumes(bars, r, inst.price > 10_000 ? 300 : inst.price > 1000 ? 4000 : 90_000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const stat = (k: string, v: string, c = t.text) =>
    `<div style="display:flex;flex-direction:column;gap:3px">${span(`color:${t.dim};font-size:12px`, k)}${span(`color:${c};font-size:12px`, v)}</div>`;
  const mark = b.close * (1 + (r() - 0.5) * 0.0002);
  const header = row(
    `top:56px;left:0;right:0;height:60px;background:${t.panel};border-bottom:1px solid ${t.border};gap:28px;padding-left:18px`,
    [
      `<div style="display:flex;align-items:center;gap:8px">${span(`width:24px;height:24px;border-radius:50%;background:${accent};display:inline-block`, "")}<div>${span(`color:${t.text};font-size:18px;font-weight:700`, `${shown} ▾`)}<br>${span(`color:${t.dim};font-size:12px`, perp ? "USDT Perpetual" : inst.name.split(" / ")[0])}</div></div>`,
      `<div>${span(`color:${col};font-size:20px;font-weight:600`, num(b.close, d, true))}<br>${span(`color:${t.dim};font-size:12px`, `≈${num(b.close, d, true)} USD`)}</div>`,
      ...(perp ? [stat("Mark Price", num(mark, d, true)), stat("Index Price", num(mark * 0.9999, d, true))] : []),
      stat("24H Change %", `${sign(s.chg, d, true)} (${sign(s.pct, 2)}%)`, col),
      stat("24H High", num(s.high, d, true)),
      stat("24H Low", num(s.low, d, true)),
      stat(perp ? `24H Volume(${bs})` : `24H Volume(${bs})`, num(s.vol, 2, true)),
      stat("24H Turnover(USDT)", num(s.vol * b.close, 2, true)),
      ...(perp
        ? [
            stat("Open Interest(" + bs + ")", num(s.vol * 2.3, 3, true)),
            stat("Funding Rate / Countdown", `${span(`color:${accent}`, "0.0100%")} / 03:12:45`),
          ]
        : []),
    ].join(""),
  );
  const nav = row(
    `top:0;left:0;right:0;height:56px;background:${light ? "#ffffff" : "#0b0b0f"};border-bottom:1px solid ${t.border};gap:26px;padding-left:20px;font-size:14px;color:${t.text}`,
    [
      span(`font-size:22px;font-weight:800;letter-spacing:1px;color:${t.text}`, `BYB${span(`color:${accent}`, "I")}T`),
      span("", "Buy Crypto ▾"),
      span("", "Markets"),
      span("", "Trade ▾"),
      span("", "Derivatives ▾"),
      span("", "Earn ▾"),
      span("", "Tools ▾"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:16px;padding-right:20px;align-items:center">${span(`background:${accent};color:#121214;padding:6px 14px;border-radius:4px;font-weight:600`, "Deposit")}${span("", "Assets ▾")}${span("", "Orders ▾")}${span("", "☺")}</div>`,
  );
  const bookW = Math.round(Math.max(290, w * 0.18));
  const formW = Math.round(Math.max(280, w * 0.17));
  const chartW = w - bookW - formW - 8;
  const bottomH = Math.round(h * 0.2);
  const top = 118;
  const chartH = h - top - bottomH - 4;
  const tabs = row(
    `top:${top}px;left:0;width:${chartW}px;height:36px;background:${t.panel};border-bottom:1px solid ${t.border};gap:20px;padding-left:14px;font-size:14px;color:${t.dim}`,
    [
      span(`color:${t.text};font-weight:600;border-bottom:2px solid ${accent};padding:8px 0`, "Chart"),
      span("", "Info"),
      span("", "Trading Data"),
    ].join(""),
  );
  const tools = row(
    `top:${top + 37}px;left:0;width:${chartW}px;height:34px;background:${t.panel};border-bottom:1px solid ${t.border};gap:12px;padding-left:14px;font-size:13px;color:${t.dim}`,
    [
      span("", "Time"),
      ...(["1m", "15m", "1h", "4h", "1D"] as Tf[]).map((x) =>
        span(x === tf ? `color:${accent};font-weight:600` : "", x),
      ),
      ...(tf === "5m" || tf === "30m" || tf === "1W" ? [span(`color:${accent};font-weight:600`, tf)] : []),
      span("", "▾"),
      span("padding-left:10px", "▯▮"),
      span("", "ƒx"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:14px">${span("", "Standard")}${span(`color:${t.text}`, "TradingView")}${span("", "Depth")}${span("", "⤢")}</div>`,
  );
  const prev = bars[bars.length - 2];
  const c1 = b.close - prev.close;
  const lc = c1 >= 0 ? up : down;
  const m7 = ma(bars, 7);
  const m14 = ma(bars, 14);
  const m28 = ma(bars, 28);
  const legend = div(
    `top:6px;left:10px;z-index:30;font-size:12px;line-height:19px;color:${t.text}`,
    `<div>${span("font-size:13px", `${shown} · ${TV_LEGEND[tf]} · Bybit`)} ` +
      ["O", "H", "L", "C"]
        .map((k, i) => `${k}${span(`color:${lc}`, num([b.open, b.high, b.low, b.close][i], d))}`)
        .join(" ") +
      ` ${span(`color:${lc}`, `${sign(c1, d)} (${sign((c1 / prev.close) * 100, 2)}%)`)}</div>` +
      `<div style="color:${t.dim}">MA 7 close 0 ${span("color:#f7a600", num(m7[m7.length - 1].value, d))} &nbsp; MA 14 close 0 ${span("color:#e2427f", num(m14[m14.length - 1].value, d))} &nbsp; MA 28 close 0 ${span("color:#7b61ff", num(m28[m28.length - 1].value, d))}</div>` +
      `<div style="color:${t.dim}">Volume 20 ${span(`color:${lc}`, compact(vols[vols.length - 1]).replace(" ", ""))}</div>`,
  );
  const rows = Math.max(7, Math.floor((h - top - 110) / 2 / 19));
  const book = div(
    `top:${top}px;left:${chartW + 4}px;width:${bookW}px;bottom:0;background:${t.panel};overflow:hidden`,
    `<div style="display:flex;gap:18px;padding:10px 12px;font-size:14px;color:${t.dim}">${span(`color:${t.text};font-weight:600`, "Order Book")}${span("", "Recent Trades")}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:4px 12px;color:${t.dim};font-size:12px">${span("width:40%", `Price(USDT)`)}${span("width:30%;text-align:right", `Qty(${bs})`)}${span("width:30%;text-align:right", `Total(${bs})`)}</div>` +
      orderBook(
        b.close,
        d,
        rows,
        r,
        { up, down, text: t.text, cumulative: true, rowH: 19, alpha: light ? "18" : "26" },
        `<div style="display:flex;align-items:center;gap:10px;padding:7px 12px">${span(`font-size:18px;font-weight:600;color:${col}`, `${num(b.close, d, true)} ${s.chg >= 0 ? "↑" : "↓"}`)}${span(`font-size:12px;color:${t.dim};text-decoration:underline dotted`, perp ? num(mark, d, true) : `≈${num(b.close, d, true)} USD`)}</div>`,
      ),
  );
  const form = div(
    `top:${top}px;right:0;width:${formW}px;bottom:0;background:${t.panel};padding:12px 14px;box-sizing:border-box;color:${t.text};font-size:13px`,
    `<div style="display:flex;gap:16px;color:${t.dim}">${span(`color:${t.text};font-weight:600`, "Limit")}${span("", "Market")}${span("", "TP/SL ▾")}</div>` +
      `<div style="display:flex;margin-top:14px">${span(`flex:1;text-align:center;background:${up};color:#fff;padding:7px;border-radius:4px 0 0 4px`, "Buy")}${span(`flex:1;text-align:center;background:${light ? "#eef0f3" : "#25262b"};color:${t.dim};padding:7px;border-radius:0 4px 4px 0`, "Sell")}</div>` +
      `<div style="margin-top:16px;color:${t.dim};font-size:12px">Available Balance &nbsp;${span(`color:${t.text}`, "0.0000 USDT")}</div>` +
      `<div style="margin-top:12px;border:1px solid ${t.border};border-radius:4px;padding:8px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, "Order Price")}${span("", `${num(b.close, d, true)} USDT`)}</div>` +
      `<div style="margin-top:10px;border:1px solid ${t.border};border-radius:4px;padding:8px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, "Qty")}${span("", bs)}</div>` +
      `<div style="margin-top:18px;background:${up};color:#fff;text-align:center;padding:10px;border-radius:4px;font-weight:600">Buy ${bs}</div>`,
  );
  const bottom = div(
    `left:0;width:${chartW}px;bottom:0;height:${bottomH}px;background:${t.panel};color:${t.dim};font-size:13px`,
    `<div style="display:flex;gap:22px;padding:12px 14px;border-bottom:1px solid ${t.border}">${span(`color:${t.text};font-weight:600`, "Current Orders(0)")}${span("", "Order History")}${span("", "Trade History")}${span("", "Assets")}</div>` +
      `<div style="padding:30px;text-align:center">No data</div>`,
  );
  return {
    html: doc(
      w,
      h,
      t.bg,
      nav +
        header +
        tabs +
        tools +
        book +
        form +
        bottom +
        `<div style="position:absolute;top:${top + 72}px;left:0;width:${chartW}px;height:${chartH - 72}px">${plotDiv("inset:0")}${legend}</div>`,
      FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.panel,
      text: t.dim,
      fontSize: 11,
      fontFamily: PLOT_FONT,
      grid: { color: t.grid },
      series: "candles",
      look: candles(up, down),
      scale: { margins: { top: 0.16, bottom: 0.22 } },
      time: { rightOffset: 6 },
      extra:
        volumeScript(vols, bars, `${up}66`, `${down}66`) +
        lineSeries(m7, "#f7a600") +
        lineSeries(m14, "#e2427f") +
        lineSeries(m28, "#7b61ff"),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Coinbase Advanced: BTC-USD (USD book), interval dropdown, spread row in the book

export function coinbase({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const light = variant === 1;
  const t = light
    ? {
        bg: "#ffffff",
        panel: "#ffffff",
        border: "#e4e6ea",
        text: "#0a0b0d",
        dim: "#5b616e",
        grid: "#f1f2f4",
        chip: "#eef0f3",
      }
    : {
        bg: "#0a0b0d",
        panel: "#0a0b0d",
        border: "#1e2025",
        text: "#ffffff",
        dim: "#8a919e",
        grid: "#16181c",
        chip: "#1e2025",
      };
  const up = light ? "#098551" : "#27ad75";
  const down = light ? "#cf202f" : "#f0616d";
  const blue = "#0052ff";
  const d = inst.decimals;
  const b = lastOf(bars);
  const bs = base(inst.pair ?? inst.symbol);
  const pair = `${bs}-USD`;
  const vols = volumes(bars, r, inst.price > 10_000 ? 200 : inst.price > 1000 ? 3000 : 60_000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const stat = (k: string, v: string, c = t.text) =>
    `<div style="display:flex;flex-direction:column;gap:3px">${span(`color:${c};font-size:14px`, v)}${span(`color:${t.dim};font-size:12px`, k)}</div>`;
  const nav = row(
    `top:0;left:0;right:0;height:64px;background:${t.panel};border-bottom:1px solid ${t.border};gap:26px;padding-left:18px;font-size:14px;color:${t.text}`,
    [
      span(
        `width:32px;height:32px;border-radius:50%;background:${blue};color:#fff;display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:20px`,
        "c",
      ),
      `<div style="display:flex;align-items:center;gap:8px;background:${t.chip};padding:8px 12px;border-radius:8px">${span(`width:22px;height:22px;border-radius:50%;background:#f7931a;display:inline-block`, "")}${span("font-weight:700;font-size:16px", pair)}${span(`color:${t.dim}`, "▾")}</div>`,
      `<div style="display:flex;flex-direction:column;gap:3px">${span(`font-size:16px;font-weight:600;color:${t.text}`, `$${num(b.close, d, true)}`)}${span(`color:${t.dim};font-size:12px`, "Last price")}</div>`,
      stat("24h change", `${sign(s.pct, 2)}%`, col),
      stat("24h volume", `${num(s.vol, 2, true)} ${bs}`),
      stat("24h high", `$${num(s.high, d, true)}`),
      stat("24h low", `$${num(s.low, d, true)}`),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:16px;padding-right:20px;align-items:center">${span("", "Trade")}${span("", "Portfolio")}${span(`background:${blue};color:#fff;padding:8px 16px;border-radius:20px;font-weight:600`, "Deposit")}${span("", "⚙")}</div>`,
  );
  const bookW = Math.round(Math.max(290, w * 0.19));
  const formW = Math.round(Math.max(300, w * 0.18));
  const chartW = w - bookW - formW - 2;
  const top = 65;
  const bottomH = Math.round(h * 0.22);
  const toolbar = row(
    `top:${top}px;left:${formW + 1}px;width:${chartW}px;height:44px;background:${t.panel};border-bottom:1px solid ${t.border};gap:14px;padding-left:14px;font-size:13px;color:${t.dim}`,
    [
      span(`color:${t.text};font-weight:600;border-bottom:2px solid ${blue};padding:12px 0`, "Price chart"),
      span("", "Depth chart"),
      span("", "Overview"),
      span(
        `margin-left:18px;color:${t.text};background:${t.chip};padding:5px 10px;border-radius:6px`,
        `${EXCHANGE_CHIPS[tf]} ▾`,
      ),
      span(`color:${t.text};background:${t.chip};padding:5px 10px;border-radius:6px`, "Candles ▾"),
      span("", "ƒx Indicators"),
    ].join("") + `<div style="margin-left:auto;padding-right:14px;display:flex;gap:14px">${span("", "⤢")}</div>`,
  );
  const prev = bars[bars.length - 2];
  const c1 = b.close - prev.close;
  const lc = c1 >= 0 ? up : down;
  const legend = div(
    `top:6px;left:10px;z-index:30;font-size:12px;line-height:19px;color:${t.dim}`,
    ["O", "H", "L", "C"]
      .map((k, i) => `${k} ${span(`color:${lc}`, num([b.open, b.high, b.low, b.close][i], d, true))}`)
      .join(" &nbsp;") +
      ` &nbsp;${span(`color:${lc}`, `${sign(c1, d, true)} (${sign((c1 / prev.close) * 100, 2)}%)`)}` +
      `<br>Volume ${span(`color:${t.text}`, compact(vols[vols.length - 1]).replace(" ", ""))}`,
  );
  const rows = Math.max(7, Math.floor((h - top - 120) / 2 / 19));
  const spread = 10 ** -d;
  const book = div(
    `top:${top}px;right:0;width:${bookW}px;bottom:0;background:${t.panel};border-left:1px solid ${t.border};overflow:hidden`,
    `<div style="display:flex;gap:18px;padding:12px 12px;font-size:14px;color:${t.dim};border-bottom:1px solid ${t.border}">${span(`color:${t.text};font-weight:600`, "Order book")}${span("", "Trade history")}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:6px 12px;color:${t.dim};font-size:12px">${span("width:40%", "Price (USD)")}${span("width:30%;text-align:right", "Market size")}${span("width:30%;text-align:right", "My size")}</div>` +
      orderBook(
        b.close,
        d,
        rows,
        r,
        { up, down, text: t.text, cumulative: true, dash: true, rowH: 19, qd: 8, alpha: "20" },
        `<div style="display:flex;justify-content:space-between;padding:6px 12px;font-size:12px;color:${t.dim};border-top:1px solid ${t.border};border-bottom:1px solid ${t.border}">${span("", "USD Spread")}${span(`color:${t.text}`, num(spread, d))}${span("", `${num((spread / b.close) * 100, 3)}%`)}</div>`,
      ),
  );
  const form = div(
    `top:${top}px;left:0;width:${formW}px;bottom:0;background:${t.panel};border-right:1px solid ${t.border};padding:14px;box-sizing:border-box;color:${t.text};font-size:14px`,
    `<div style="display:flex;background:${t.chip};border-radius:20px;padding:3px">${span(`flex:1;text-align:center;background:${light ? "#fff" : "#32353d"};padding:7px;border-radius:18px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;padding:7px;color:${t.dim}`, "Sell")}</div>` +
      `<div style="display:flex;gap:16px;margin-top:16px;color:${t.dim}">${span(`color:${t.text};font-weight:600`, "Market")}${span("", "Limit")}${span("", "Stop")}</div>` +
      `<div style="margin-top:16px;color:${t.dim};font-size:12px">Amount</div>` +
      `<div style="margin-top:6px;border:1px solid ${t.border};border-radius:8px;padding:10px;display:flex;justify-content:space-between">${span("", "0")}${span(`color:${t.dim}`, "USD")}</div>` +
      `<div style="margin-top:14px;color:${t.dim};font-size:12px">Available &nbsp;${span(`color:${t.text}`, "$0.00")}</div>` +
      `<div style="margin-top:20px;background:${blue};color:#fff;text-align:center;padding:12px;border-radius:24px;font-weight:600">Buy ${bs}</div>`,
  );
  const bottom = div(
    `left:${formW + 1}px;width:${chartW}px;bottom:0;height:${bottomH}px;background:${t.panel};border-top:1px solid ${t.border};color:${t.dim};font-size:13px`,
    `<div style="display:flex;gap:22px;padding:12px 14px">${span(`color:${t.text};font-weight:600`, "Orders")}${span("", "Positions")}${span("", "Fills")}</div>` +
      `<div style="padding:24px;text-align:center">No open orders</div>`,
  );
  return {
    html: doc(
      w,
      h,
      t.bg,
      nav +
        toolbar +
        form +
        book +
        bottom +
        `<div style="position:absolute;top:${top + 45}px;left:${formW + 1}px;width:${chartW}px;height:${h - top - 45 - bottomH - 1}px">${plotDiv("inset:0")}${legend}</div>`,
      FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.panel,
      text: t.dim,
      fontSize: 11,
      fontFamily: PLOT_FONT,
      grid: { color: t.grid, vert: false },
      series: "candles",
      look: candles(up, down),
      scale: { margins: { top: 0.12, bottom: 0.2 } },
      time: { rightOffset: 5 },
      extra: volumeScript(vols, bars, `${up}55`, `${down}55`),
    }),
    ticker: `${bs}USD`,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Kraken Pro: dark purple-grey, BTC/USD, interval chips, OHLC readout over the plot

export function krakenPro({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const t = {
    bg: "#100e17",
    panel: "#17141f",
    border: "#29253a",
    text: "#f2f1f5",
    dim: "#8d89a0",
    grid: "#211d2c",
    chip: "#2b2640",
  };
  const up = "#2dbd85";
  const down = "#e8475b";
  const purple = "#7132f5";
  const d = inst.decimals;
  const b = lastOf(bars);
  const bs = base(inst.pair ?? inst.symbol);
  const pair = `${bs}/USD`;
  const vols = volumes(bars, r, inst.price > 10_000 ? 120 : inst.price > 1000 ? 2000 : 40_000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const stat = (k: string, v: string, c = t.text) =>
    `<div style="display:flex;flex-direction:column;gap:3px">${span(`color:${t.dim};font-size:11px`, k)}${span(`color:${c};font-size:13px`, v)}</div>`;
  const nav = row(
    `top:0;left:0;right:0;height:52px;background:${t.bg};border-bottom:1px solid ${t.border};gap:24px;padding-left:16px;font-size:14px;color:${t.text}`,
    [
      span(
        `font-size:20px;font-weight:700;color:${t.text}`,
        `${span(`color:${purple}`, "m")} kraken ${span(`color:${t.dim};font-weight:400;font-size:14px`, "pro")}`,
      ),
      span("", "Trade"),
      span("", "Portfolio ▾"),
      span("", "Earn"),
      span("", "Markets"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:16px;padding-right:16px;align-items:center">${span(`background:${purple};color:#fff;padding:6px 14px;border-radius:16px;font-weight:600`, "Deposit")}${span("", "⚙")}${span("", "☺")}</div>`,
  );
  const header = row(
    `top:58px;left:6px;right:6px;height:58px;background:${t.panel};border-radius:8px;gap:30px;padding-left:16px`,
    [
      `<div style="display:flex;align-items:center;gap:10px">${span(`width:26px;height:26px;border-radius:50%;background:#f7931a;display:inline-block`, "")}${span(`color:${t.text};font-size:18px;font-weight:700`, pair)}${span(`color:${t.dim}`, "▾")}</div>`,
      `<div style="display:flex;flex-direction:column;gap:2px">${span(`color:${t.text};font-size:18px;font-weight:600`, `${num(b.close, d, true)}`)}${span(`color:${col};font-size:12px`, `${sign(s.chg, d, true)} (${sign(s.pct, 2)}%)`)}</div>`,
      stat("24H High", num(s.high, d, true)),
      stat("24H Low", num(s.low, d, true)),
      stat("24H Volume", `${num(s.vol, 2, true)} ${bs}`),
      stat("24H VWAP", num((s.high + s.low + b.close) / 3, d, true)),
    ].join(""),
  );
  const bookW = Math.round(Math.max(280, w * 0.18));
  const formW = Math.round(Math.max(290, w * 0.17));
  const chartW = w - bookW - formW - 24;
  const top = 122;
  const bottomH = Math.round(h * 0.2);
  const panel = (css: string, inner: string) =>
    div(`${css};background:${t.panel};border-radius:8px;overflow:hidden`, inner);
  const chips = row(
    `top:0;left:0;right:0;height:38px;border-bottom:1px solid ${t.border};gap:6px;padding-left:10px;font-size:13px;color:${t.dim}`,
    [
      ...(["1m", "15m", "1h", "4h", "1D"] as Tf[]).map((x) =>
        span(
          `padding:4px 8px;border-radius:6px;${x === tf ? `background:${t.chip};color:${t.text};font-weight:600` : ""}`,
          EXCHANGE_CHIPS[x],
        ),
      ),
      ...(tf === "5m" || tf === "30m" || tf === "1W"
        ? [
            span(
              `padding:4px 8px;border-radius:6px;background:${t.chip};color:${t.text};font-weight:600`,
              EXCHANGE_CHIPS[tf],
            ),
          ]
        : []),
      span("", "▾"),
      span("padding-left:14px", "▯▮ Candles"),
      span("padding-left:8px", "ƒx Indicators"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:12px;padding-right:12px">${span("", "Chart")}${span("", "Depth")}${span("", "⤢")}</div>`,
  );
  const prev = bars[bars.length - 2];
  const c1 = b.close - prev.close;
  const lc = c1 >= 0 ? up : down;
  const legend = div(
    `top:6px;left:10px;z-index:30;font-size:12px;line-height:19px;color:${t.dim}`,
    `${span(`color:${t.text}`, `${pair} · ${TV_LEGEND[tf]} · Kraken`)} &nbsp;` +
      ["O", "H", "L", "C"]
        .map((k, i) => `${k} ${span(`color:${lc}`, num([b.open, b.high, b.low, b.close][i], d, true))}`)
        .join(" &nbsp;") +
      `<br>Vol ${span(`color:${lc}`, compact(vols[vols.length - 1]).replace(" ", ""))}`,
  );
  const chartH = h - top - bottomH - 12;
  const chart = panel(
    `top:${top}px;left:${formW + 12}px;width:${chartW}px;height:${chartH}px`,
    chips + `<div style="position:absolute;top:39px;left:0;right:0;bottom:0">${plotDiv("inset:0")}${legend}</div>`,
  );
  const rows = Math.max(7, Math.floor((h - top - 120) / 2 / 19));
  const book = panel(
    `top:${top}px;right:6px;width:${bookW}px;bottom:6px`,
    `<div style="display:flex;gap:18px;padding:10px 12px;font-size:14px;color:${t.dim};border-bottom:1px solid ${t.border}">${span(`color:${t.text};font-weight:600`, "Order book")}${span("", "Trades")}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:6px 12px;color:${t.dim};font-size:11px">${span("width:40%", "Price")}${span("width:30%;text-align:right", `Qty ${bs}`)}${span("width:30%;text-align:right", "Total USD")}</div>` +
      orderBook(
        b.close,
        d,
        rows,
        r,
        { up, down, text: t.text, rowH: 19, qd: 5, alpha: "26" },
        `<div style="display:flex;justify-content:space-between;padding:6px 12px;font-size:12px;color:${t.dim}">${span(`color:${col};font-size:15px;font-weight:600`, num(b.close, d, true))}${span("", `Spread ${num(10 ** -d, d)}`)}</div>`,
      ),
  );
  const form = panel(
    `top:${top}px;left:6px;width:${formW}px;bottom:6px`,
    `<div style="padding:14px;color:${t.text};font-size:13px">` +
      `<div style="display:flex;background:${t.bg};border-radius:18px;padding:3px">${span(`flex:1;text-align:center;background:${up};color:#fff;padding:7px;border-radius:16px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;padding:7px;color:${t.dim}`, "Sell")}</div>` +
      `<div style="display:flex;gap:14px;margin-top:16px;color:${t.dim}">${span(`color:${t.text};font-weight:600`, "Limit")}${span("", "Market")}${span("", "Stop loss ▾")}</div>` +
      `<div style="margin-top:14px;background:${t.bg};border-radius:8px;padding:10px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, "Quantity")}${span("", bs)}</div>` +
      `<div style="margin-top:10px;background:${t.bg};border-radius:8px;padding:10px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, "Limit price")}${span("", `${num(b.close, d, true)} USD`)}</div>` +
      `<div style="margin-top:18px;background:${purple};color:#fff;text-align:center;padding:11px;border-radius:20px;font-weight:600">Buy ${bs} with USD</div></div>`,
  );
  const bottom = panel(
    `left:${formW + 12}px;width:${chartW}px;bottom:6px;height:${bottomH - 12}px`,
    `<div style="display:flex;gap:20px;padding:12px 14px;color:${t.dim};font-size:13px">${span(`color:${t.text};font-weight:600`, "Orders")}${span("", "Trades")}${span("", "Positions")}${span("", "Balances")}</div>` +
      `<div style="padding:20px;text-align:center;color:${t.dim};font-size:13px">No open orders</div>`,
  );
  return {
    html: doc(w, h, t.bg, nav + header + form + chart + book + bottom, FONT),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.panel,
      text: t.dim,
      fontSize: 11,
      fontFamily: PLOT_FONT,
      grid: { color: t.grid },
      series: "candles",
      look: candles(up, down),
      scale: { margins: { top: 0.14, bottom: 0.2 } },
      time: { rightOffset: 5 },
      extra: volumeScript(vols, bars, `${up}55`, `${down}55`),
    }),
    ticker: `${bs}USD`,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// OKX spot trade page: black dark theme by default, light variant

export function okx({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const light = variant === 1;
  const t = light
    ? {
        bg: "#ffffff",
        panel: "#ffffff",
        border: "#ebebeb",
        text: "#000000",
        dim: "#929292",
        grid: "#f4f4f4",
        chip: "#f1f1f1",
      }
    : {
        bg: "#000000",
        panel: "#000000",
        border: "#1f1f1f",
        text: "#ffffff",
        dim: "#8c8c8c",
        grid: "#141414",
        chip: "#262626",
      };
  const up = "#25a750";
  const down = "#ca3f64";
  const d = inst.decimals;
  const b = lastOf(bars);
  const pair = inst.pair ?? inst.symbol;
  const bs = base(pair);
  const qt = quote(pair) ?? "USDT";
  const vols = volumes(bars, r, inst.price > 10_000 ? 250 : inst.price > 1000 ? 3500 : 70_000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const stat = (k: string, v: string, c = t.text) =>
    `<div style="display:flex;flex-direction:column;gap:3px">${span(`color:${t.dim};font-size:12px`, k)}${span(`color:${c};font-size:12px`, v)}</div>`;
  const nav = row(
    `top:0;left:0;right:0;height:56px;background:${t.bg};border-bottom:1px solid ${t.border};gap:26px;padding-left:20px;font-size:14px;color:${t.text}`,
    [
      `<div style="display:grid;grid-template-columns:repeat(3,9px);gap:1px">${Array.from({ length: 9 }, (_, i) => `<i style="width:9px;height:9px;background:${[0, 2, 4, 6, 8].includes(i) ? t.text : "transparent"}"></i>`).join("")}</div>`,
      span("", "Buy crypto ▾"),
      span("", "Discover ▾"),
      span("", "Trade ▾"),
      span("", "Grow ▾"),
      span("", "Build ▾"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:16px;padding-right:20px;align-items:center">${span(`background:${t.text};color:${t.bg};padding:6px 14px;border-radius:16px;font-weight:600`, "Deposit")}${span("", "Assets ▾")}${span("", "☺")}</div>`,
  );
  const header = row(
    `top:57px;left:0;right:0;height:60px;background:${t.panel};border-bottom:1px solid ${t.border};gap:30px;padding-left:20px`,
    [
      `<div style="display:flex;align-items:center;gap:8px">${span(`width:24px;height:24px;border-radius:50%;background:#f7931a;display:inline-block`, "")}${span(`color:${t.text};font-size:18px;font-weight:700`, pair)}${span(`color:${t.dim}`, "▾")}</div>`,
      `<div>${span(`color:${t.text};font-size:20px;font-weight:600`, num(b.close, d, true))}<br>${span(`color:${col};font-size:12px`, `${sign(s.pct, 2)}%`)}</div>`,
      stat("24h high", num(s.high, d, true)),
      stat("24h low", num(s.low, d, true)),
      stat(`24h volume (${bs})`, compact(s.vol).replace(" ", "")),
      stat(`24h turnover (${qt})`, compact(s.vol * b.close).replace(" ", "")),
    ].join(""),
  );
  const bookW = Math.round(Math.max(290, w * 0.18));
  const formW = Math.round(Math.max(290, w * 0.18));
  const chartW = w - bookW - formW - 2;
  const top = 118;
  const bottomH = Math.round(h * 0.2);
  const tools = row(
    `top:${top}px;left:0;width:${chartW}px;height:40px;background:${t.panel};border-bottom:1px solid ${t.border};gap:4px;padding-left:12px;font-size:13px;overflow:hidden;color:${t.dim}`,
    [
      span(`color:${t.text};font-weight:600;padding-right:10px`, "Chart"),
      span("padding-right:14px", "Overview"),
      ...(["1m", "15m", "1h", "4h", "1D"] as Tf[]).map((x) =>
        span(
          `padding:4px 8px;border-radius:12px;${x === tf ? `background:${t.chip};color:${t.text};font-weight:600` : ""}`,
          EXCHANGE_CHIPS[x],
        ),
      ),
      ...(tf === "5m" || tf === "30m" || tf === "1W"
        ? [
            span(
              `padding:4px 8px;border-radius:12px;background:${t.chip};color:${t.text};font-weight:600`,
              EXCHANGE_CHIPS[tf],
            ),
          ]
        : []),
      span("", "▾"),
      span("padding-left:10px", "ƒx"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:12px;padding-right:12px">${span(`color:${t.text}`, "Original")}${span("", "TradingView")}${span("", "Depth")}</div>`,
  );
  const prev = bars[bars.length - 2];
  const c1 = b.close - prev.close;
  const lc = c1 >= 0 ? up : down;
  const m5 = ma(bars, 5);
  const m10 = ma(bars, 10);
  const m20 = ma(bars, 20);
  const amp = ((b.high - b.low) / b.low) * 100;
  const legend = div(
    `top:6px;left:10px;z-index:30;font-size:12px;line-height:19px;color:${t.dim}`,
    ["O", "H", "L", "C"]
      .map((k, i) => `${k} ${span(`color:${lc}`, num([b.open, b.high, b.low, b.close][i], d, true))}`)
      .join(" &nbsp;") +
      ` &nbsp;Change ${span(`color:${lc}`, `${sign((c1 / prev.close) * 100, 2)}%`)} &nbsp;Range ${span(`color:${lc}`, `${num(amp, 2)}%`)}<br>` +
      `${span("color:#e6a23c", `MA5: ${num(m5[m5.length - 1].value, d)}`)} &nbsp;${span("color:#43a0f6", `MA10: ${num(m10[m10.length - 1].value, d)}`)} &nbsp;${span("color:#a45ee5", `MA20: ${num(m20[m20.length - 1].value, d)}`)}`,
  );
  const rows = Math.max(7, Math.floor((h - top - 110) / 2 / 19));
  const book = div(
    `top:${top}px;left:${chartW + 1}px;width:${bookW}px;bottom:0;background:${t.panel};border-left:1px solid ${t.border};overflow:hidden`,
    `<div style="display:flex;gap:18px;padding:11px 12px;font-size:14px;color:${t.dim}">${span(`color:${t.text};font-weight:600`, "Order book")}${span("", "Trades")}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:4px 12px;color:${t.dim};font-size:12px">${span("width:40%", `Price (${qt})`)}${span("width:30%;text-align:right", `Amount (${bs})`)}${span("width:30%;text-align:right", `Total (${bs})`)}</div>` +
      orderBook(
        b.close,
        d,
        rows,
        r,
        { up, down, text: t.text, cumulative: true, rowH: 19, qd: 5, alpha: light ? "14" : "22" },
        `<div style="display:flex;align-items:center;gap:10px;padding:7px 12px">${span(`font-size:18px;font-weight:600;color:${col}`, `${num(b.close, d, true)} ${s.chg >= 0 ? "↑" : "↓"}`)}${span(`font-size:12px;color:${t.dim}`, `$${num(b.close, d, true)}`)}</div>`,
      ),
  );
  const form = div(
    `top:${top}px;right:0;width:${formW}px;bottom:0;background:${t.panel};border-left:1px solid ${t.border};padding:14px;box-sizing:border-box;color:${t.text};font-size:13px`,
    `<div style="display:flex;background:${t.chip};border-radius:18px;padding:3px">${span(`flex:1;text-align:center;background:${up};color:#fff;padding:7px;border-radius:16px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;padding:7px;color:${t.dim}`, "Sell")}</div>` +
      `<div style="display:flex;gap:14px;margin-top:16px;color:${t.dim}">${span(`color:${t.text};font-weight:600`, "Limit")}${span("", "Market")}${span("", "TP/SL ▾")}</div>` +
      `<div style="margin-top:14px;border:1px solid ${t.border};border-radius:8px;padding:10px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, "Price")}${span("", `${num(b.close, d, true)} ${qt}`)}</div>` +
      `<div style="margin-top:10px;border:1px solid ${t.border};border-radius:8px;padding:10px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, "Amount")}${span("", bs)}</div>` +
      `<div style="margin-top:12px;color:${t.dim};font-size:12px">Available &nbsp;${span(`color:${t.text}`, `0 ${qt}`)}</div>` +
      `<div style="margin-top:18px;background:${up};color:#fff;text-align:center;padding:11px;border-radius:20px;font-weight:600">Buy ${bs}</div>`,
  );
  const bottom = div(
    `left:0;width:${chartW}px;bottom:0;height:${bottomH}px;background:${t.panel};border-top:1px solid ${t.border};color:${t.dim};font-size:13px`,
    `<div style="display:flex;gap:22px;padding:12px 14px">${span(`color:${t.text};font-weight:600`, "Open orders (0)")}${span("", "Order history")}${span("", "Assets")}${span("", "Bots")}</div>` +
      `<div style="padding:22px;text-align:center">No open orders</div>`,
  );
  return {
    html: doc(
      w,
      h,
      t.bg,
      nav +
        header +
        tools +
        book +
        form +
        bottom +
        `<div style="position:absolute;top:${top + 41}px;left:0;width:${chartW}px;height:${h - top - 41 - bottomH - 1}px">${plotDiv("inset:0")}${legend}</div>`,
      FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.panel,
      text: t.dim,
      fontSize: 11,
      fontFamily: PLOT_FONT,
      grid: { color: t.grid },
      series: "candles",
      look: candles(up, down),
      scale: { margins: { top: 0.16, bottom: 0.2 } },
      time: { rightOffset: 6 },
      extra:
        volumeScript(vols, bars, `${up}66`, `${down}66`) +
        lineSeries(m5, "#e6a23c") +
        lineSeries(m10, "#43a0f6") +
        lineSeries(m20, "#a45ee5"),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const EXCHANGE_LAYOUTS: Layout[] = [
  {
    id: "bybit-web",
    app: "Bybit web",
    page: bybit,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "4h", w: 1440, h: 900 },
      { symbol: "SOLUSDT", tf: "1h", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "coinbase-advanced",
    app: "Coinbase Advanced",
    page: coinbase,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "1D", w: 1440, h: 900 },
      { symbol: "SOLUSDT", tf: "15m", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "kraken-pro",
    app: "Kraken Pro",
    page: krakenPro,
    renders: [
      { symbol: "BTCUSDT", tf: "4h", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "15m", w: 1280, h: 720, jpeg: true },
      { symbol: "SOLUSDT", tf: "1D", w: 1600, h: 900 },
    ],
  },
  {
    id: "okx-web",
    app: "OKX web",
    page: okx,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1920, h: 1080 },
      { symbol: "BNBUSDT", tf: "15m", w: 1440, h: 900 },
      { symbol: "ETHUSDT", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
];
