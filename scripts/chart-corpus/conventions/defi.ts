// On-chain and perpetual trading front-ends: the dYdX v4 trade page, Hyperliquid's trade page, a
// DEX Screener pair page and GMX's trade page, each drawn as the app is documented and commonly
// looks by default (dark themes, the market written the app's way: "ETH-USD", "BTC-USD",
// "PEPE / USDT", "ETH/USD"), with its interval buttons, its header price and a TradingView-style
// plot carrying the last-price tag. Sub-cent prices are written with DEX Screener's subscript
// zero count ("0.0₄1185"). Written from how the apps are documented and commonly look.
import type { Bar, Instrument } from "../data";
import {
  Tf,
  TF_SECONDS,
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
  volumes,
  compact,
  plotScript,
  candles,
  volumeScript,
  TV_LEGEND,
  day24,
} from "./common";

const FONT = "font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const PLOT_FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Shared: the base asset, 24h statistics, an order book, small-price formats

const baseOf = (inst: Instrument) => (inst.pair ?? inst.symbol).split(/[/-]/)[0];

interface BookLook {
  up: string;
  down: string;
  text: string;
  fontSize: number;
  rowH: number;
  /** Size decimals. */
  qd: number;
  /** Depth bar opacity suffix ("22"). */
  alpha: string;
  pad: number;
  /** Third column: cumulative size, or "-" (dYdX's "Mine"). */
  third: "total" | "dash";
}

/** Asks (high to low), `middle`, bids (high to low): best bid at the last price, best ask a tick above. */
function book(close: number, d: number, rows: number, r: () => number, s: BookLook, middle: string) {
  const tick = 10 ** -d;
  const scale = close > 10_000 ? 2 : close > 1000 ? 25 : close > 1 ? 300 : 4e8;
  const amounts = () => Array.from({ length: rows }, () => 0.01 + r() * scale);
  const cum = (a: number[]) => a.map((_, i) => a.slice(0, i + 1).reduce((x, y) => x + y, 0));
  const line = (p: number, a: number, tot: number, color: string, depth: number) =>
    `<div style="display:flex;justify-content:space-between;padding:0 ${s.pad}px;font-size:${s.fontSize}px;line-height:${s.rowH}px;background:linear-gradient(to left, ${color}${s.alpha} ${depth}%, transparent ${depth}%)">` +
    span(`color:${color};width:36%`, num(p, d, true)) +
    span(`color:${s.text};width:32%;text-align:right`, num(a, s.qd, true)) +
    span(`color:${s.text};width:32%;text-align:right`, s.third === "dash" ? "-" : num(tot, s.qd, true)) +
    `</div>`;
  let p = close;
  const askP: number[] = [];
  for (let i = 0; i < rows; i++) askP.push((p += i === 0 ? tick : tick * (1 + Math.floor(r() * 3))));
  p = close;
  const bidP: number[] = [];
  for (let i = 0; i < rows; i++) bidP.push(i === 0 ? p : (p -= tick * (1 + Math.floor(r() * 3))));
  const aA = amounts();
  const bA = amounts();
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

const SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉";
/** DEX Screener's sub-cent price: the count of zeros after "0.0" as a subscript ("0.0₄1185"). */
export function subZeros(v: number, sig = 4): string {
  const m = /^0\.(0+)(\d+)$/.exec(v.toFixed(14));
  if (!m || m[1].length < 3) return v.toFixed(Math.max(2, sig + (m ? m[1].length : 0)));
  const digits = m[2].slice(0, sig).replace(/0+$/, "") || "0";
  return `0.0${[...String(m[1].length)].map((c) => SUBSCRIPT[Number(c)]).join("")}${digits}`;
}
/** The same as a function for the plot script (axis labels and the last-price tag). */
const SUB_JS = `(v) => { const m = /^0\\.(0+)(\\d+)$/.exec(Math.abs(v).toFixed(14)); const S = "${SUBSCRIPT}";
  if (!m || m[1].length < 3) return v.toFixed(8);
  const d = m[2].slice(0, 4).replace(/0+$/, "") || "0";
  return "0.0" + [...String(m[1].length)].map((c) => S[Number(c)]).join("") + d; }`;

const tvLegend = (
  title: string,
  b: Bar,
  prev: Bar,
  fmt: (v: number) => string,
  up: string,
  down: string,
  text: string,
  dim: string,
  vol: string,
) => {
  const c1 = b.close - prev.close;
  const lc = c1 >= 0 ? up : down;
  return (
    `<div>${span(`color:${text};font-size:13px`, title)} &nbsp;` +
    ["O", "H", "L", "C"]
      .map((k, i) => `${span(`color:${dim}`, k)}${span(`color:${lc}`, fmt([b.open, b.high, b.low, b.close][i]))}`)
      .join(" ") +
    ` ${span(`color:${lc}`, `${c1 >= 0 ? "+" : "−"}${fmt(Math.abs(c1))} (${sign((c1 / prev.close) * 100, 2)}%)`)}</div>` +
    `<div style="color:${dim}">Volume ${span(`color:${lc}`, vol)}</div>`
  );
};

// ---------------------------------------------------------------------------------------------
// dYdX v4 (dydx.trade): the "Classic" dark theme (grey-blue layers, purple accent); the market
// dropdown "ETH-USD" top left, the mid-market price then Oracle Price, 24h Change, 1h Funding...;
// the chart panel's own resolution buttons "1m 5m 15m 30m 1h 4h 1d" (the selected one with an
// accent bar on top); the order book and trades to the right of the chart, the trade box on the left.

const DYDX_RES: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "1d",
  "1W": "1w",
};

export function dydx({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const t = {
    l0: "#08080C",
    l1: "#101018",
    l2: "#181825",
    l3: "#212131",
    l4: "#29293D",
    border: "#303045",
    text: "#FAFAFD",
    text2: "#C8C7D8",
    dim: "#807E98",
    accent: "#7774FF",
  };
  const up = "#2CCC98";
  const down = "#E45555";
  const bs = baseOf(inst);
  const market = `${bs}-USD`;
  const d = bs === "BTC" ? 0 : inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const vols = volumes(bars, r, inst.price > 10_000 ? 40 : inst.price > 1000 ? 600 : 9000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const usd = (v: number, dd = d) => `$${num(v, dd, true)}`;
  const oracle = b.close * (1 + (r() - 0.5) * 0.0004);
  const formW = Math.round(Math.max(300, w * 0.17));
  const bookW = Math.round(Math.max(270, w * 0.16));
  const chartW = w - formW - bookW;
  const navH = 48;
  const headH = 52;
  const top = navH + headH;
  const bottomH = Math.round(h * 0.27);
  const chartH = h - top - bottomH;

  const nav = row(
    `top:0;left:0;right:0;height:${navH}px;background:${t.l1};border-bottom:1px solid ${t.border};gap:22px;padding-left:18px;font-size:14px;color:${t.dim}`,
    [
      span(`color:${t.text};font-size:21px;font-weight:700;letter-spacing:-0.5px;padding-right:10px`, "dYdX"),
      span(`color:${t.text};background:${t.l3};padding:6px 12px;border-radius:8px`, "Trade"),
      span("", "Portfolio"),
      span("", "Markets"),
      span("", "Vault"),
      span("", "Rewards"),
      span("", "More ▾"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:18px;align-items:center">${span(`color:${t.text2}`, "Deposit")}${span(`background:${t.accent};color:#fff;padding:7px 16px;border-radius:8px;font-weight:600`, "Connect wallet")}${span(`border:1px solid ${t.border};padding:5px 9px;border-radius:8px`, "⚙")}</div>`,
  );
  const stat = (k: string, v: string) =>
    `<div style="display:flex;flex-direction:column;gap:4px;padding:0 14px;border-left:1px solid ${t.border}">${span(`color:${t.dim};font-size:11px`, k)}${span(`color:${t.text2};font-size:12px`, v)}</div>`;
  const header = row(
    `top:${navH}px;left:0;right:0;height:${headH}px;background:${t.l2};border-bottom:1px solid ${t.border};overflow:hidden`,
    `<div style="width:${formW}px;box-sizing:border-box;height:100%;display:flex;align-items:center;gap:10px;padding:0 16px;border-right:1px solid ${t.border}">` +
      span(
        `width:26px;height:26px;border-radius:50%;background:${bs === "BTC" ? "#f7931a" : bs === "ETH" ? "#627eea" : "#14f195"};display:inline-block`,
        "",
      ) +
      `<div>${span(`color:${t.text};font-size:16px;font-weight:600`, market)}<br>${span(`color:${t.dim};font-size:11px`, "All markets")}</div>` +
      span(`margin-left:auto;color:${t.dim}`, "▾") +
      `</div>` +
      span(`color:${col};font-size:17px;font-weight:500;padding:0 18px`, usd(b.close)) +
      [
        stat("Oracle Price", usd(oracle)),
        stat(
          "24h Change",
          span(`color:${col}`, `${s.chg >= 0 ? "▲" : "▼"} ${usd(Math.abs(s.chg))} (${num(Math.abs(s.pct), 2)}%)`),
        ),
        stat("24h Volume", usd(s.vol * b.close, 0)),
        stat("24h Trades", num(Math.round(s.vol * 3.7), 0, true)),
        stat("Open Interest", `${num(s.vol * 1.9, 2, true)} ${bs}`),
        stat("1h Funding", span(`color:${up}`, "0.000125%")),
        stat("Next Funding", "00:41:27"),
        stat("Maximum Leverage", "20.00×"),
      ].join(""),
  );
  const resButtons = (["1m", "5m", "15m", "30m", "1h", "4h", "1D"] as Tf[])
    .map((x) =>
      span(
        `padding:9px 7px 10px;border-top:2px solid ${x === tf ? t.accent : "transparent"};color:${x === tf ? t.text : t.dim}`,
        DYDX_RES[x],
      ),
    )
    .join("");
  const tabs = row(
    `top:0;left:0;right:0;height:40px;border-bottom:1px solid ${t.border};gap:6px;padding-left:12px;font-size:13px;color:${t.dim}`,
    [
      span(`background:${t.l4};color:${t.text};padding:6px 10px;border-radius:8px`, "Price"),
      span("padding:6px 8px", "Depth"),
      span("padding:6px 8px", "Funding"),
      span("padding:6px 8px", "Details"),
    ].join("") + `<div style="margin-left:auto;display:flex;gap:2px;padding-right:12px">${resButtons}</div>`,
  );
  const legend = div(
    `top:46px;left:10px;z-index:30;font-size:12px;line-height:19px`,
    tvLegend(
      `${market} · ${TV_LEGEND[tf]} · dYdX`,
      b,
      prev,
      (v) => num(v, d, true),
      up,
      down,
      t.text2,
      t.dim,
      compact(vols[vols.length - 1]).replace(" ", ""),
    ),
  );
  const chart = div(
    `top:${top}px;left:${formW}px;width:${chartW}px;height:${chartH}px;background:${t.l2};border-right:1px solid ${t.border}`,
    tabs + plotDiv("top:41px;left:0;right:0;bottom:0") + legend,
  );
  const rows = Math.max(6, Math.floor((h - top - 110) / 2 / 20));
  const orderbook = div(
    `top:${top}px;left:${formW + chartW}px;width:${bookW}px;bottom:0;background:${t.l2};overflow:hidden`,
    `<div style="display:flex;gap:6px;padding:8px 10px;font-size:13px;color:${t.dim};border-bottom:1px solid ${t.border}">${span(`background:${t.l4};color:${t.text};padding:5px 10px;border-radius:8px`, "Order Book")}${span("padding:5px 8px", "Trades")}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:7px 12px;color:${t.dim};font-size:11px">${span("width:36%", "Price USD")}${span("width:32%;text-align:right", `Size ${bs}`)}${span("width:32%;text-align:right", "Mine")}</div>` +
      book(
        b.close,
        d,
        rows,
        r,
        {
          up,
          down,
          text: t.text2,
          fontSize: 12,
          rowH: 20,
          qd: bs === "BTC" ? 4 : bs === "ETH" ? 3 : 1,
          alpha: "29",
          pad: 12,
          third: "dash",
        },
        `<div style="display:flex;justify-content:space-between;padding:6px 12px;font-size:12px;color:${t.dim};border-top:1px solid ${t.border};border-bottom:1px solid ${t.border}">${span("", "Spread")}${span(`color:${t.text2}`, usd(10 ** -d))}${span("", `${num((10 ** -d / b.close) * 100, 3)}%`)}</div>`,
      ),
  );
  const input = (k: string, v: string) =>
    `<div style="margin-top:10px;background:${t.l4};border-radius:8px;padding:9px 12px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, k)}${span(`color:${t.text2}`, v)}</div>`;
  const form = div(
    `top:${top}px;left:0;width:${formW}px;bottom:0;background:${t.l2};border-right:1px solid ${t.border};box-sizing:border-box;padding:12px 14px;font-size:13px;color:${t.text2}`,
    `<div style="display:flex;gap:8px">${span(`background:${t.l4};border-radius:8px;padding:6px 10px`, "Cross ▾")}${span(`background:${t.l4};border-radius:8px;padding:6px 10px`, "10.00×")}</div>` +
      `<div style="display:flex;gap:16px;margin-top:14px;color:${t.dim}">${span(`color:${t.text};border-bottom:2px solid ${t.accent};padding-bottom:6px`, "Limit")}${span("", "Market")}${span("", "Advanced ▾")}</div>` +
      `<div style="display:flex;margin-top:12px;background:${t.l4};border-radius:8px;padding:3px">${span(`flex:1;text-align:center;background:${up}29;color:${up};padding:7px;border-radius:6px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;padding:7px;color:${t.dim}`, "Sell")}</div>` +
      input("Amount", bs) +
      input("Limit Price", "USD") +
      `<div style="margin-top:12px;color:${t.dim}">Leverage</div><div style="margin-top:8px;height:4px;background:${t.l4};border-radius:2px"><div style="width:30%;height:4px;background:${t.accent};border-radius:2px"></div></div>` +
      `<div style="margin-top:14px;color:${t.dim};line-height:22px">Expected Price ${span("float:right", "-")}<br>Liquidation Price ${span("float:right", "-")}<br>Position Margin ${span("float:right", "-")}<br>Fee ${span("float:right", "-")}</div>` +
      `<div style="margin-top:16px;background:${t.accent};color:#fff;text-align:center;padding:11px;border-radius:8px;font-weight:600">Connect wallet</div>`,
  );
  const bottom = div(
    `left:${formW}px;width:${chartW}px;bottom:0;height:${bottomH}px;background:${t.l2};border-top:1px solid ${t.border};border-right:1px solid ${t.border};box-sizing:border-box;font-size:13px;color:${t.dim}`,
    `<div style="display:flex;gap:20px;padding:11px 14px;border-bottom:1px solid ${t.border}">${span(`color:${t.text}`, "Positions")}${span("", "Orders")}${span("", "Fills")}${span("", "Payments")}</div>` +
      `<div style="display:flex;gap:0;padding:8px 14px;font-size:11px">${["Market", "Size", "Value", "Entry Price", "Oracle Price", "Liq. Price", "Unrealized PnL"].map((x) => span("flex:1", x)).join("")}</div>` +
      `<div style="padding:24px;text-align:center">You have no positions.</div>`,
  );
  return {
    html: doc(w, h, t.l0, nav + header + form + chart + orderbook + bottom, FONT),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.l2,
      text: t.dim,
      fontSize: 11,
      fontFamily: PLOT_FONT,
      grid: { color: "#212131" },
      series: "candles",
      look: candles(up, down),
      scale: { margins: { top: 0.16, bottom: 0.2 } },
      time: { rightOffset: 6 },
      extra: volumeScript(vols, bars, `${up}55`, `${down}55`),
    }),
    ticker: `${bs}USD`,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Hyperliquid (app.hyperliquid.xyz/trade): the dark teal theme with mint accents; the perp
// selector "BTC-USD" with its max leverage chip, then Mark, Oracle, 24h Change, 24h Volume, Open
// Interest, Funding / Countdown; the TradingView chart with the favourite intervals "5m 1h D"; the
// order book (with a spread row) to the right, the order form in the right-hand column. Prices are
// written to five significant figures ("64,250", "3,120.5").

const HL_BUTTON: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "D",
  "1W": "W",
};
const HL_LEGEND: Record<Tf, string> = { ...HL_BUTTON, "1D": "1D", "1W": "1W" };

export function hyperliquid({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const t = {
    bg: "#0F1A1F",
    panel: "#0F1A1E",
    border: "#273035",
    text: "#F6FEFD",
    dim: "#949E9C",
    chip: "#1B2429",
    mint: "#50D2C1",
    grid: "#172328",
  };
  const up = "#1FA67D";
  const down = "#ED7088";
  const bs = baseOf(inst);
  const market = `${bs}-USD`;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const d = Math.min(inst.decimals, Math.max(0, 4 - Math.floor(Math.log10(b.close))));
  const vols = volumes(bars, r, inst.price > 10_000 ? 60 : inst.price > 1000 ? 800 : 12_000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const px = (v: number) => num(v, d, true);
  const oracle = b.close * (1 + (r() - 0.5) * 0.0005);
  const formW = Math.round(Math.max(290, w * 0.16));
  const bookW = Math.round(Math.max(260, w * 0.15));
  const chartW = w - formW - bookW - 12;
  const navH = 52;
  const headH = 56;
  const top = navH + headH + 8;
  const bottomH = Math.round(h * 0.26);
  const chartH = h - top - bottomH - 8;
  const lev = bs === "BTC" ? "40x" : bs === "ETH" ? "25x" : "20x";

  const nav = row(
    `top:0;left:0;right:0;height:${navH}px;background:${t.bg};border-bottom:1px solid ${t.border};gap:24px;padding-left:20px;font-size:14px;color:${t.text}`,
    [
      `<div style="display:flex;align-items:center;gap:8px">${span(`width:26px;height:16px;border-radius:8px;background:#97FCE4;display:inline-block`, "")}${span("font-size:19px;font-weight:600;letter-spacing:-0.3px", "Hyperliquid")}</div>`,
      span(`color:${t.mint}`, "Trade"),
      span("", "Vaults"),
      span("", "Portfolio"),
      span("", "Staking"),
      span("", "Referrals"),
      span("", "Leaderboard"),
      span("", "More ▾"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:20px;align-items:center">${span(`background:${t.mint};color:#04060C;padding:7px 18px;border-radius:8px;font-weight:600`, "Connect")}${span(`color:${t.dim}`, "◎")}${span(`color:${t.dim}`, "⚙")}</div>`,
  );
  const stat = (k: string, v: string) =>
    `<div style="display:flex;flex-direction:column;gap:4px">${span(`color:${t.dim};font-size:12px;text-decoration:underline dotted`, k)}${span(`color:${t.text};font-size:12px`, v)}</div>`;
  const header = row(
    `top:${navH + 4}px;left:4px;width:${chartW + bookW + 4}px;height:${headH}px;background:${t.panel};border-radius:6px;gap:26px;padding-left:16px;overflow:hidden;box-sizing:border-box`,
    `<div style="display:flex;align-items:center;gap:8px">${span(`width:22px;height:22px;border-radius:50%;background:${bs === "BTC" ? "#f7931a" : bs === "ETH" ? "#627eea" : "#9945ff"};display:inline-block`, "")}${span(`color:${t.text};font-size:18px`, market)}${span(`color:${t.dim}`, "▾")}${span(`background:${t.chip};color:${t.mint};font-size:12px;padding:2px 6px;border-radius:4px`, lev)}</div>` +
      [
        stat("Mark", px(b.close)),
        stat("Oracle", px(oracle)),
        stat("24h Change", span(`color:${col}`, `${sign(s.chg, d, true)} / ${sign(s.pct, 2)}%`)),
        stat("24h Volume", `$${num(s.vol * b.close, 2, true)}`),
        stat("Open Interest", `$${num(s.vol * b.close * 1.6, 2, true)}`),
        stat("Funding / Countdown", `${span(`color:${up}`, "0.0013%")} &nbsp;00:32:14`),
      ].join(""),
  );
  const favs = ["5m", "1h", "1D"] as Tf[];
  const btn = (x: Tf) => span(`padding:4px 7px;border-radius:4px;${x === tf ? `color:${t.mint}` : ""}`, HL_BUTTON[x]);
  const toolbar = row(
    `top:0;left:0;right:0;height:38px;border-bottom:1px solid ${t.border};gap:2px;padding-left:8px;font-size:14px;color:${t.dim}`,
    [
      ...favs.map(btn),
      ...(favs.includes(tf) ? [] : [btn(tf)]),
      span("padding:0 6px", "⌄"),
      span(`color:${t.border};padding:0 4px`, "|"),
      span("padding:0 8px", "▯▮"),
      span(`color:${t.border};padding:0 4px`, "|"),
      span("padding:0 6px", "ƒx Indicators"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:16px;padding-right:12px">${span("", "⚙")}${span("", "⤢")}${span("", "◱")}</div>`,
  );
  const legend = div(
    `top:44px;left:10px;z-index:30;font-size:12px;line-height:19px`,
    tvLegend(
      `${bs}USD · ${HL_LEGEND[tf]} · Hyperliquid`,
      b,
      prev,
      px,
      up,
      down,
      t.text,
      t.dim,
      compact(vols[vols.length - 1]).replace(" ", ""),
    ),
  );
  const chart = div(
    `top:${top}px;left:4px;width:${chartW}px;height:${chartH}px;background:${t.panel};border-radius:6px;overflow:hidden`,
    toolbar + plotDiv("top:39px;left:0;right:0;bottom:0") + legend,
  );
  const rows = Math.max(6, Math.floor((chartH - 120) / 2 / 21));
  const orderbook = div(
    `top:${top}px;left:${chartW + 8}px;width:${bookW}px;height:${chartH}px;background:${t.panel};border-radius:6px;overflow:hidden`,
    `<div style="display:flex;font-size:13px;color:${t.dim};border-bottom:1px solid ${t.border}">${span(`flex:1;text-align:center;padding:10px;color:${t.text};border-bottom:1px solid ${t.text}`, "Order Book")}${span("flex:1;text-align:center;padding:10px", "Trades")}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:8px 10px;font-size:12px;color:${t.text}">${span(`background:${t.chip};padding:3px 8px;border-radius:4px`, `${num(10 ** -d, d)} ▾`)}${span(`background:${t.chip};padding:3px 8px;border-radius:4px`, `${bs} ▾`)}</div>` +
      `<div style="display:flex;justify-content:space-between;padding:4px 10px;color:${t.dim};font-size:12px">${span("width:36%", "Price")}${span("width:32%;text-align:right", `Size (${bs})`)}${span("width:32%;text-align:right", `Total (${bs})`)}</div>` +
      book(
        b.close,
        d,
        rows,
        r,
        {
          up: t.mint,
          down,
          text: t.text,
          fontSize: 12,
          rowH: 21,
          qd: bs === "BTC" ? 5 : bs === "ETH" ? 4 : 2,
          alpha: "26",
          pad: 10,
          third: "total",
        },
        `<div style="display:flex;justify-content:center;gap:26px;padding:5px 10px;font-size:12px;color:${t.text};background:${t.chip}">${span("", "Spread")}${span("", num(10 ** -d, d))}${span("", `${num((10 ** -d / b.close) * 100, 3)}%`)}</div>`,
      ),
  );
  const input = (k: string, v: string) =>
    `<div style="margin-top:10px;border:1px solid ${t.border};border-radius:6px;padding:9px 10px;display:flex;justify-content:space-between">${span(`color:${t.dim}`, k)}${span(`color:${t.text}`, v)}</div>`;
  const form = div(
    `top:${navH + 4}px;right:4px;width:${formW}px;bottom:4px;background:${t.panel};border-radius:6px;box-sizing:border-box;padding:12px;font-size:12px;color:${t.text}`,
    `<div style="display:flex;gap:6px">${["Cross", lev, "Classic"].map((x) => span(`flex:1;text-align:center;background:${t.chip};padding:6px;border-radius:6px`, x)).join("")}</div>` +
      `<div style="display:flex;gap:18px;margin-top:14px;color:${t.dim};font-size:13px;border-bottom:1px solid ${t.border}">${span(`color:${t.text};border-bottom:1px solid ${t.text};padding-bottom:7px`, "Market")}${span("", "Limit")}${span("", "Pro ⌄")}</div>` +
      `<div style="display:flex;margin-top:12px;background:${t.chip};border-radius:6px;padding:2px">${span(`flex:1;text-align:center;background:${t.mint};color:#04060C;padding:7px;border-radius:5px`, "Buy / Long")}${span(`flex:1;text-align:center;padding:7px;color:${t.text}`, "Sell / Short")}</div>` +
      `<div style="margin-top:14px;color:${t.dim};line-height:20px">Available to Trade ${span(`float:right;color:${t.text}`, "0.00 USDC")}<br>Current Position ${span(`float:right;color:${t.text}`, `0.00000 ${bs}`)}</div>` +
      input("Size", `${bs} ⌄`) +
      `<div style="margin-top:14px;height:4px;background:${t.chip};border-radius:2px"></div>` +
      `<div style="margin-top:14px;color:${t.text}">☐ Reduce Only<br><br>☐ Take Profit / Stop Loss</div>` +
      `<div style="margin-top:16px;background:${t.mint};color:#04060C;text-align:center;padding:10px;border-radius:8px;font-weight:600">Connect</div>` +
      `<div style="margin-top:14px;color:${t.dim};line-height:21px;border-top:1px solid ${t.border};padding-top:10px">Liquidation Price ${span(`float:right;color:${t.text}`, "N/A")}<br>Order Value ${span(`float:right;color:${t.text}`, "N/A")}<br>Slippage ${span(`float:right;color:${t.text}`, "Est: 0% / Max: 8.00%")}<br>Fees ${span(`float:right;color:${t.text}`, "0.0450% / 0.0150%")}</div>`,
  );
  const bottom = div(
    `left:4px;width:${chartW + bookW + 4}px;bottom:4px;height:${bottomH - 4}px;background:${t.panel};border-radius:6px;font-size:12px;color:${t.dim};overflow:hidden`,
    `<div style="display:flex;gap:20px;padding:11px 14px;border-bottom:1px solid ${t.border};font-size:13px">${span(`color:${t.text};border-bottom:1px solid ${t.text};padding-bottom:9px`, "Balances")}${["Positions", "Open Orders", "TWAP", "Trade History", "Funding History", "Order History"].map((x) => span("", x)).join("")}</div>` +
      `<div style="display:flex;padding:8px 14px">${["Coin", "Total Balance", "Available Balance", "USDC Value", "PNL (ROE %)", "Send", "Transfer", "Contract"].map((x) => span("flex:1", x)).join("")}</div>` +
      `<div style="padding:20px;text-align:center">No balances yet</div>`,
  );
  return {
    html: doc(w, h, t.bg, nav + header + chart + orderbook + form + bottom, FONT),
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
      time: { rightOffset: 5 },
      extra: volumeScript(vols, bars, `${up}66`, `${down}66`),
    }),
    ticker: `${bs}USD`,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// DEX Screener pair page: the chain list on the left, the pair bar "PEPE / USDT" with the chain
// and the DEX, a TradingView chart (intervals "1s 1m 5m 15m 1h 4h D", "Price / MCap" and
// "USD / USDT" toggles, legend "PEPE/USDT on Uniswap · 15 · dexscreener.com"), the transactions
// table below, and the token panel on the right (PRICE USD, LIQUIDITY, FDV, MKT CAP, 5M/1H/6H/24H).
// The third render writes sub-cent prices with the subscript zero count everywhere.

const DS_BUTTON: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "D",
  "1W": "W",
};

export function dexScreener({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const t = {
    bg: "#000000",
    panel: "#111113",
    panel2: "#18181b",
    border: "#26262b",
    text: "#e8e8ea",
    dim: "#8e8e96",
    grid: "#1a1a1e",
    blue: "#3a82f7",
  };
  const up = "#26a69a";
  const down = "#ef5350";
  const bs = baseOf(inst);
  const pairText = `${bs} / USDT`;
  const dex = bs === "SOL" ? "Raydium" : variant === 2 ? "PancakeSwap" : "Uniswap";
  const chain = bs === "SOL" ? "Solana" : variant === 2 ? "BSC" : "Ethereum";
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const small = b.close < 0.01;
  const subs = small && variant === 2;
  const d = small ? inst.decimals : 2;
  const fmt = (v: number) => (subs ? subZeros(v) : small ? num(v, d) : num(v, d, true));
  const usd = (v: number) => `$${fmt(v)}`;
  const big = (v: number) => `$${compact(v).replace(" ", "")}`;
  const vols = volumes(bars, r, inst.price > 10 ? 4000 : 6e9);
  const usdVols = vols.map((v, i) => v * bars[i].close);
  const s = day24(bars, tf, vols);
  const supply = bs === "PEPE" ? 420.69e12 : 4.7e8;
  const sideW = w >= 1440 ? 220 : 60;
  const infoW = Math.round(Math.max(310, w * 0.2));
  const mainW = w - sideW - infoW;
  const pairH = 46;
  const chartH = Math.round((h - pairH) * 0.62);
  const pct = (v: number) => span(`color:${v >= 0 ? up : down}`, `${sign(v, 2)}%`);

  const chains = ["Solana", "Ethereum", "Base", "BSC", "PulseChain", "Polygon", "Arbitrum", "Avalanche", "Sui"];
  const side = div(
    `top:0;left:0;width:${sideW}px;bottom:0;background:${t.panel};border-right:1px solid ${t.border};box-sizing:border-box;padding:14px 10px;font-size:14px;color:${t.text};overflow:hidden`,
    sideW > 100
      ? `<div style="font-size:17px;font-weight:800;letter-spacing:1px">DEX SCREENER</div>` +
          `<div style="margin-top:14px;background:${t.panel2};border:1px solid ${t.border};border-radius:6px;padding:8px;color:${t.dim}">⌕ Search</div>` +
          `<div style="margin-top:14px;line-height:34px">${["☆ Watchlist", "◇ Alerts", "▦ Multicharts", "✚ New Pairs", "↗ Gainers &amp; Losers", "◔ Portfolio"].map((x) => `<div>${x}</div>`).join("")}</div>` +
          `<div style="margin-top:8px;border-top:1px solid ${t.border};padding-top:6px;line-height:31px;color:${t.text}">${chains.map((x) => `<div>${span(`display:inline-block;width:16px;height:16px;border-radius:50%;background:${x === chain ? t.blue : "#33333a"};vertical-align:middle;margin-right:10px`, "")}${x}</div>`).join("")}</div>`
      : `<div style="font-size:20px;font-weight:800;text-align:center">DS</div>` +
          `<div style="margin-top:18px;line-height:40px;text-align:center;color:${t.dim}">⌕<br>☆<br>▦<br>✚<br>↗<br>◔</div>`,
  );
  const pairBar = row(
    `top:0;left:${sideW}px;width:${mainW}px;height:${pairH}px;background:${t.panel};border-bottom:1px solid ${t.border};gap:10px;padding-left:14px;font-size:14px;color:${t.dim};overflow:hidden;box-sizing:border-box`,
    span(
      `width:22px;height:22px;border-radius:50%;background:${bs === "PEPE" ? "#3d9b3d" : "#9945ff"};display:inline-block`,
      "",
    ) +
      span(`color:${t.text};font-weight:700;font-size:15px`, pairText) +
      span("", "❐") +
      span("", `${chain} › ${dex}${dex === "Raydium" ? " CLMM" : " V3"}`) +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:14px">${span("", "☆ Watchlist")}${span("", "◇ Alerts")}${span("", "⤴ Share")}</div>`,
  );
  const ints = ["1m", "5m", "15m", "1h", "4h", "1D"] as Tf[];
  const toolbar = row(
    `top:0;left:0;right:0;height:36px;border-bottom:1px solid ${t.border};gap:1px;padding-left:8px;font-size:13px;color:${t.dim}`,
    [
      span("padding:3px 6px", "1s"),
      ...ints.map((x) => span(`padding:3px 6px;${x === tf ? `color:${t.blue}` : ""}`, DS_BUTTON[x])),
      ...(ints.includes(tf) ? [] : [span(`padding:3px 6px;color:${t.blue}`, DS_BUTTON[tf])]),
      span("padding:0 6px", "⌄"),
      span(`color:${t.border};padding:0 4px`, "|"),
      span("padding:0 8px", "▯▮"),
      span(`color:${t.border};padding:0 4px`, "|"),
      span("padding:0 6px", "ƒx Indicators"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:12px;padding-right:12px">${span(`color:${t.blue}`, "Price")}${span("", "/ MCap")}${span(`color:${t.border}`, "|")}${span(`color:${t.blue}`, "USD")}${span("", "/ USDT")}</div>`,
  );
  const legend = div(
    `top:42px;left:10px;z-index:30;font-size:12px;line-height:19px`,
    tvLegend(
      `${bs}/USDT on ${dex} · ${TV_LEGEND[tf]} · dexscreener.com`,
      b,
      prev,
      fmt,
      up,
      down,
      t.text,
      t.dim,
      compact(usdVols[usdVols.length - 1]).replace(" ", ""),
    ),
  );
  const chart = div(
    `top:${pairH}px;left:${sideW}px;width:${mainW}px;height:${chartH}px;background:${t.panel};border-bottom:1px solid ${t.border}`,
    toolbar + plotDiv("top:37px;left:0;right:0;bottom:0") + legend,
  );
  const txRows = Math.max(3, Math.floor((h - pairH - chartH - 80) / 26));
  const ages = ["3s", "11s", "24s", "39s", "52s", "1m", "1m", "2m", "2m", "3m", "4m", "4m", "5m", "6m", "7m"];
  let px = b.close;
  const tx = Array.from({ length: txRows }, (_, i) => {
    const buy = r() > 0.45;
    const amt = 40 + r() * 4000;
    const p = px;
    px = px * (1 + (r() - 0.5) * 0.004);
    const c = buy ? up : down;
    const addr = Math.floor(r() * 0xffffff)
      .toString(16)
      .padStart(6, "0");
    return (
      `<div style="display:flex;padding:0 14px;line-height:26px;border-bottom:1px solid ${t.border}">` +
      span("flex:1", `${ages[i % ages.length]} ago`) +
      span(`flex:0.7;color:${c}`, buy ? "Buy" : "Sell") +
      span(`flex:1;color:${c}`, num(amt, 2, true)) +
      span(`flex:1;color:${c}`, compact(amt / p).replace(" ", "")) +
      span(`flex:1;color:${c}`, num(amt, 2, true)) +
      span(`flex:1;color:${c}`, usd(p)) +
      span(`flex:1;color:${t.blue}`, `${addr.slice(0, 3)}…${addr.slice(3)}`) +
      span("flex:0.5", "↗") +
      `</div>`
    );
  }).join("");
  const table = div(
    `top:${pairH + chartH}px;left:${sideW}px;width:${mainW}px;bottom:0;background:${t.panel};font-size:12px;color:${t.text};overflow:hidden`,
    `<div style="display:flex;gap:22px;padding:10px 14px;font-size:13px;color:${t.dim};border-bottom:1px solid ${t.border}">${span(`color:${t.text};font-weight:600`, "Transactions")}${span("", "Top Traders")}${span("", "Holders (382K)")}${span("", "Liquidity Providers (1,204)")}</div>` +
      `<div style="display:flex;padding:7px 14px;color:${t.dim};font-size:11px;border-bottom:1px solid ${t.border}">${["DATE", "TYPE", "USD", bs, "USDT", "PRICE", "MAKER", "TXN"].map((x, i) => span(`flex:${i === 1 ? 0.7 : i === 7 ? 0.5 : 1}`, x)).join("")}</div>` +
      tx,
  );
  const box = (k: string, v: string, grow = 1) =>
    `<div style="flex:${grow};border:1px solid ${t.border};border-radius:6px;padding:7px 4px;text-align:center">${span(`color:${t.dim};font-size:11px`, k)}<br>${span(`color:${t.text};font-size:14px;font-weight:600`, v)}</div>`;
  const open = (n: number) => bars[Math.max(0, bars.length - 1 - n)].open;
  const ch = (n: number) => ((b.close - open(n)) / open(n)) * 100;
  const per = TF_SECONDS[tf];
  const n5m = Math.max(1, Math.round(300 / per));
  const n1h = Math.max(1, Math.round(3600 / per));
  const n6h = Math.max(1, Math.round(21_600 / per));
  const liq = s.vol * b.close * 0.35;
  const txns = Math.round(s.vol * b.close * 0.0004 + 800);
  const info = div(
    `top:0;right:0;width:${infoW}px;bottom:0;background:${t.panel};border-left:1px solid ${t.border};box-sizing:border-box;padding:12px;font-size:13px;color:${t.text};overflow:hidden`,
    `<div style="text-align:center">${span("font-size:17px;font-weight:700", `${bs} ${span(`color:${t.dim}`, "/ USDT")}`)}<br>${span(`color:${t.dim};font-size:12px`, `${bs === "PEPE" ? "Pepe" : "Wrapped SOL"} &nbsp;❐`)}</div>` +
      `<div style="margin-top:8px;text-align:center;color:${t.dim};font-size:12px">${chain} › ${dex}</div>` +
      `<div style="display:flex;gap:6px;margin-top:10px">${["Website", "Twitter", "Telegram"].map((x) => span(`flex:1;text-align:center;background:${t.panel2};border-radius:6px;padding:6px;font-size:12px`, x)).join("")}</div>` +
      `<div style="display:flex;gap:6px;margin-top:10px">${box("PRICE USD", usd(b.close))}${box("PRICE", `${fmt(b.close)} USDT`)}</div>` +
      `<div style="display:flex;gap:6px;margin-top:6px">${box("LIQUIDITY", big(liq))}${box("FDV", big(supply * b.close))}${box("MKT CAP", big(supply * b.close))}</div>` +
      `<div style="display:flex;gap:0;margin-top:10px;border:1px solid ${t.border};border-radius:6px;overflow:hidden">${(
        [
          ["5M", per > 300 ? ch(1) * (300 / per) : ch(n5m)],
          ["1H", ch(n1h)],
          ["6H", ch(n6h)],
          ["24H", s.pct],
        ] as [string, number][]
      )
        .map(
          ([k, v], i) =>
            `<div style="flex:1;text-align:center;padding:7px 2px;${i === 3 ? `background:${t.panel2}` : ""};border-left:${i ? `1px solid ${t.border}` : "0"}">${span(`color:${t.dim};font-size:11px`, k)}<br>${pct(v)}</div>`,
        )
        .join("")}</div>` +
      `<div style="margin-top:10px;border:1px solid ${t.border};border-radius:6px;padding:8px 10px;line-height:22px;font-size:12px">` +
      [
        [
          "TXNS",
          num(txns, 0, true),
          "BUYS",
          num(Math.round(txns * 0.54), 0, true),
          "SELLS",
          num(Math.round(txns * 0.46), 0, true),
        ],
        [
          "VOLUME",
          big(s.vol * b.close),
          "BUY VOL",
          big(s.vol * b.close * 0.52),
          "SELL VOL",
          big(s.vol * b.close * 0.48),
        ],
        [
          "MAKERS",
          num(Math.round(txns * 0.3), 0, true),
          "BUYERS",
          num(Math.round(txns * 0.2), 0, true),
          "SELLERS",
          num(Math.round(txns * 0.15), 0, true),
        ],
      ]
        .map(
          (x) =>
            `<div style="display:flex">${[0, 2, 4].map((i) => `<div style="flex:1">${span(`color:${t.dim};font-size:11px`, x[i])}<br>${x[i + 1]}</div>`).join("")}</div>`,
        )
        .join(`<div style="height:6px"></div>`) +
      `</div>` +
      `<div style="display:flex;gap:6px;margin-top:10px">${span(`flex:1;text-align:center;background:${up}33;color:${up};border-radius:6px;padding:8px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;background:${down}33;color:${down};border-radius:6px;padding:8px;font-weight:600`, "Sell")}</div>` +
      `<div style="margin-top:10px;color:${t.dim};font-size:12px;line-height:22px">Pair created ${span(`float:right;color:${t.text}`, "1y 2mo ago")}<br>Pooled ${bs} ${span(`float:right;color:${t.text}`, compact(liq / 2 / b.close).replace(" ", ""))}<br>Pooled USDT ${span(`float:right;color:${t.text}`, compact(liq / 2).replace(" ", ""))}</div>`,
  );
  return {
    html: doc(w, h, t.bg, side + pairBar + chart + table + info, FONT),
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
      time: { rightOffset: 5 },
      extra:
        volumeScript(usdVols, bars, `${up}66`, `${down}66`) +
        (subs ? `chart.applyOptions({ localization: { priceFormatter: ${SUB_JS} } });` : ""),
    }),
    ticker: `${bs}USDT`,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// GMX (app.gmx.io, v2 on Arbitrum): navy dark theme; the chart box's header with the market
// selector "ETH/USD", the price, 24h Change / High / Low, then the chart's own interval tabs
// "1m 5m 15m 1h 4h 1d" (lower-case day); the mark price tag on the axis; the Long / Short / Swap box
// on the right and the Positions / Orders / Trades list under the chart.

const GMX_TAB: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "1d",
  "1W": "1w",
};

export function gmx({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const t = {
    bg: "#0c0d1d",
    box: "#16182e",
    box2: "#1e2136",
    border: "#2a2d45",
    text: "#ffffff",
    dim: "#a0a3c4",
    blue: "#2d42fc",
    grid: "#1c1f36",
  };
  const up = "#0ecc83";
  const down = "#fa3c58";
  const bs = baseOf(inst);
  const market = `${bs}/USD`;
  const d = Math.max(2, inst.decimals);
  const b = lastOf(bars);
  const vols = volumes(bars, r, inst.price > 10_000 ? 30 : inst.price > 1000 ? 400 : 6000);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const usd = (v: number) => `$${num(v, d, true)}`;
  const navH = 62;
  const sideW = Math.round(Math.max(340, w * 0.22));
  const pad = 14;
  const mainW = w - sideW - pad * 3;
  const headH = 62;
  const top = navH + pad;
  const chartTop = top + headH + 8;
  const bottomH = Math.round(h * 0.2);
  const chartH = h - chartTop - bottomH - pad - 8;

  const nav = row(
    `top:0;left:0;right:0;height:${navH}px;background:${t.bg};border-bottom:1px solid ${t.border};gap:26px;padding-left:22px;font-size:15px;color:${t.dim}`,
    [
      `<div style="display:flex;align-items:center;gap:8px">${span(`width:0;height:0;border-left:11px solid transparent;border-right:11px solid transparent;border-bottom:20px solid #4d7ffe;display:inline-block`, "")}${span(`color:${t.text};font-size:22px;font-weight:700;letter-spacing:1px`, "GMX")}</div>`,
      span("", "Dashboard"),
      span("", "Earn"),
      span("", "Buy"),
      span("", "Referrals"),
      span("", "Ecosystem"),
      span("", "More ▾"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:12px;padding-right:22px;align-items:center">${span(`border:1px solid ${t.border};color:${t.text};padding:7px 14px;border-radius:6px`, "Trade")}${span(`background:${t.blue};color:#fff;padding:8px 16px;border-radius:6px`, "Connect Wallet")}${span(`border:1px solid ${t.border};color:${t.text};padding:7px 10px;border-radius:6px`, "◆ Arbitrum ▾")}</div>`,
  );
  const stat = (k: string, v: string) =>
    `<div style="display:flex;flex-direction:column;gap:3px">${span(`color:${t.dim};font-size:12px`, k)}${span(`color:${t.text};font-size:13px`, v)}</div>`;
  const header = row(
    `top:${top}px;left:${pad}px;width:${mainW}px;height:${headH}px;background:${t.box};border-radius:6px;gap:30px;padding-left:16px;overflow:hidden;box-sizing:border-box`,
    `<div style="display:flex;align-items:center;gap:8px">${span(`width:24px;height:24px;border-radius:50%;background:${bs === "BTC" ? "#f7931a" : bs === "ETH" ? "#627eea" : "#9945ff"};display:inline-block`, "")}${span(`color:${t.text};font-size:18px;font-weight:600`, market)}${span(`color:${t.dim}`, "▾")}</div>` +
      `<div>${span(`color:${t.text};font-size:16px;font-weight:600`, usd(b.close))}<br>${span(`color:${t.dim};font-size:12px`, usd(b.close * 0.9999))}</div>` +
      [
        stat("24h Change", span(`color:${col}`, `${sign(s.pct, 2)}%`)),
        stat("24h High", usd(s.high)),
        stat("24h Low", usd(s.low)),
        stat("24h Volume", `$${num(s.vol * b.close, 0, true)}`),
        stat("Available Liquidity", `${span(`color:${up}`, "↑ $38.2m")} ${span(`color:${down}`, "↓ $41.7m")}`),
        stat("Net Rate / 1h", `${span(`color:${down}`, "-0.0021%")} / ${span(`color:${up}`, "+0.0009%")}`),
      ].join(""),
  );
  const tabs = row(
    `top:0;left:0;right:0;height:40px;border-bottom:1px solid ${t.border};gap:4px;padding-left:10px;font-size:14px;color:${t.dim}`,
    (["1m", "5m", "15m", "1h", "4h", "1D"] as Tf[])
      .map((x) =>
        span(
          `padding:5px 10px;border-radius:4px;${x === tf ? `background:${t.box2};color:${t.text}` : ""}`,
          GMX_TAB[x],
        ),
      )
      .join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:12px">${span("", "ƒx")}${span("", "▯▮")}${span("", "⤢")}</div>`,
  );
  const legend = div(
    `top:46px;left:10px;z-index:30;font-size:12px;line-height:19px;color:${t.dim}`,
    `${span(`color:${t.text};font-size:13px`, `${market} · ${TV_LEGEND[tf]}`)} &nbsp;` +
      ["O", "H", "L", "C"]
        .map((k, i) => `${k} ${span(`color:${col}`, num([b.open, b.high, b.low, b.close][i], d, true))}`)
        .join(" &nbsp;"),
  );
  const chart = div(
    `top:${chartTop}px;left:${pad}px;width:${mainW}px;height:${chartH}px;background:${t.box};border-radius:6px;overflow:hidden`,
    tabs + plotDiv("top:41px;left:0;right:0;bottom:0") + legend,
  );
  const bottom = div(
    `left:${pad}px;width:${mainW}px;bottom:${pad}px;height:${bottomH}px;font-size:13px;color:${t.dim}`,
    `<div style="display:flex;gap:6px">${["Positions", "Orders", "Trades", "Claims"].map((x, i) => span(`padding:8px 14px;border-radius:6px;${i === 0 ? `background:${t.box2};color:${t.text}` : ""}`, x)).join("")}</div>` +
      `<div style="margin-top:8px;background:${t.box};border-radius:6px;padding:10px 14px">${`<div style="display:flex">${["Position", "Size", "Net Value", "Collateral", "Entry Price", "Mark Price", "Liq. Price"].map((x) => span("flex:1", x)).join("")}</div>`}<div style="padding:18px 0 6px">No open positions</div></div>`,
  );
  const field = (k: string, right: string, val: string) =>
    `<div style="margin-top:10px;background:${t.box2};border-radius:6px;padding:10px 12px"><div style="display:flex;justify-content:space-between;color:${t.dim};font-size:12px">${span("", k)}${span("", right)}</div><div style="display:flex;justify-content:space-between;margin-top:6px;font-size:18px">${span(`color:${t.dim}`, "0.0")}${span(`color:${t.text};font-size:15px`, val)}</div></div>`;
  const side = div(
    `top:${top}px;right:${pad}px;width:${sideW}px;bottom:${pad}px;background:${t.box};border-radius:6px;box-sizing:border-box;padding:14px;font-size:13px;color:${t.text}`,
    `<div style="display:flex;background:${t.box2};border-radius:6px;padding:3px">${["Long", "Short", "Swap"].map((x, i) => span(`flex:1;text-align:center;padding:8px;border-radius:5px;${i === 0 ? `background:${t.blue}` : `color:${t.dim}`}`, x)).join("")}</div>` +
      `<div style="display:flex;gap:16px;margin-top:12px;color:${t.dim}">${span(`color:${t.text}`, "Market")}${span("", "Limit")}${span("", "TP/SL")}</div>` +
      field("Pay", "", "USDC ▾") +
      field("Long", "Leverage: 2.00x", `${bs} ▾`) +
      `<div style="margin-top:12px;display:flex;justify-content:space-between;color:${t.dim};font-size:11px">${["1.1x", "2x", "5x", "10x", "25x", "50x", "100x"].map((x) => span("", x)).join("")}</div>` +
      `<div style="margin-top:4px;height:4px;background:${t.box2};border-radius:2px"><div style="width:16%;height:4px;background:${t.blue};border-radius:2px"></div></div>` +
      `<div style="margin-top:14px;color:${t.dim};line-height:24px">Pool ${span(`float:right;color:${t.text}`, `${bs}-USDC ▾`)}<br>Collateral In ${span(`float:right;color:${t.text}`, "USDC ▾")}<br>Liquidation Price ${span(`float:right;color:${t.text}`, "-")}<br>Fees ${span(`float:right;color:${t.text}`, "-")}</div>` +
      `<div style="margin-top:14px;background:${t.blue};color:#fff;text-align:center;padding:12px;border-radius:6px;font-weight:600">Connect Wallet</div>`,
  );
  return {
    html: doc(w, h, t.bg, nav + header + chart + bottom + side, FONT),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.box,
      text: t.dim,
      fontSize: 11,
      fontFamily: PLOT_FONT,
      grid: { color: t.grid },
      series: "candles",
      look: candles(up, down),
      scale: { margins: { top: 0.14, bottom: 0.1 } },
      time: { rightOffset: 6 },
    }),
    ticker: `${bs}USD`,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const DEFI_LAYOUTS: Layout[] = [
  {
    id: "dydx-v4",
    app: "dYdX v4",
    page: dydx,
    renders: [
      { symbol: "ETHUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "BTCUSDT", tf: "15m", w: 1440, h: 900, jpeg: true },
      { symbol: "SOLUSDT", tf: "4h", w: 1366, h: 768 },
    ],
  },
  {
    id: "hyperliquid",
    app: "Hyperliquid",
    page: hyperliquid,
    renders: [
      { symbol: "BTCUSDT", tf: "1h", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "15m", w: 1440, h: 900 },
      { symbol: "SOLUSDT", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "dexscreener",
    app: "DEX Screener",
    page: dexScreener,
    renders: [
      { symbol: "PEPEUSDT", tf: "15m", w: 1920, h: 1080 },
      { symbol: "SOLUSDT", tf: "1h", w: 1440, h: 900 },
      { symbol: "PEPEUSDT", tf: "5m", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "gmx",
    app: "GMX",
    page: gmx,
    renders: [
      { symbol: "ETHUSD", tf: "5m", w: 1920, h: 1080 },
      { symbol: "BTCUSDT", tf: "1h", w: 1440, h: 900, jpeg: true },
      { symbol: "SOLUSDT", tf: "4h", w: 1366, h: 768 },
    ],
  },
];
