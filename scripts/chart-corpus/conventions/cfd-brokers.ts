// Retail forex / CFD broker web platforms: XTB xStation 5, OANDA's fxTrade web trader, the Plus500
// WebTrader and IG's web platform, drawn as each is documented and commonly looks by default (no
// screenshot). The chart is the bid (sell) price: its last close is the bid tag, the Sell box.
import type { Instrument } from "../data";
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
  plotScript,
  candles,
  MT,
} from "./common";

const ARIAL = "font-family:Arial,'Liberation Sans','DejaVu Sans',sans-serif;";
const ARIAL_JS = "Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** A typical spread per instrument (the ask is the bid plus this). */
const SPREAD: Record<string, number> = {
  EURUSD: 0.00008,
  GBPUSD: 0.00013,
  USDJPY: 0.012,
  GBPJPY: 0.027,
  XAUUSD: 0.35,
  US30: 2.4,
};
const askOf = (inst: Instrument, bid: number) =>
  Number((bid + (SPREAD[inst.symbol] ?? 10 ** -inst.decimals * 10)).toFixed(inst.decimals));

/** The day's change: from the open a day ago (or the previous bar on daily and weekly bars). */
function dayChange(bars: Ctx["bars"], tf: Tf) {
  const b = lastOf(bars);
  const n = Math.max(2, Math.min(bars.length, 24, Math.round(86_400 / TF_SECONDS[tf])));
  const ref = TF_SECONDS[tf] >= 86_400 ? bars[bars.length - 2].close : bars[bars.length - n].open;
  return { chg: b.close - ref, pct: ((b.close - ref) / ref) * 100 };
}

/** The price with its "big figure" pips larger, as the dealing tickets write it. */
function bigPips(v: number, d: number, small: number, big: number) {
  const s = num(v, d);
  let head: string, pips: string, tail: string;
  if (d >= 3) {
    head = s.slice(0, -3);
    pips = s.slice(-3, -1);
    tail = s.slice(-1);
  } else {
    const [i, f] = s.split(".");
    head = i.slice(0, -2);
    pips = i.slice(-2);
    tail = f ? `.${f}` : "";
  }
  return `${span(`font-size:${small}px`, head)}${span(`font-size:${big}px;font-weight:700`, pips)}${span(`font-size:${small}px;vertical-align:${d >= 3 ? "top" : "baseline"}`, tail)}`;
}

/** The other rows of a watchlist: symbol, bid, decimals, change %. */
const WATCH: WatchRow[] = [
  ["EURUSD", 1.08512, 5, 0.12],
  ["GBPUSD", 1.27134, 5, -0.08],
  ["USDJPY", 151.482, 3, 0.21],
  ["GBPJPY", 192.614, 3, 0.15],
  ["XAUUSD", 2331.45, 2, 0.41],
  ["US30", 39_120.5, 1, -0.18],
  ["US500", 5210.3, 1, -0.11],
  ["DE40", 18_240.5, 1, 0.27],
  ["OILWTI", 82.14, 2, -0.64],
  ["BTCUSD", 64_250.1, 1, 1.32],
];
type WatchRow = [string, number, number, number];
/** The first n rows, the charted instrument's row with its own price (last if it would fall off the list). */
const watchFor = (inst: Instrument, close: number, pct: number, n: number): WatchRow[] => {
  const rows = WATCH.slice(0, n).map(([s, p, d, c]): WatchRow =>
    s === inst.symbol ? [s, close, inst.decimals, pct] : [s, p, d, c],
  );
  if (!rows.some((r) => r[0] === inst.symbol)) rows[rows.length - 1] = [inst.symbol, close, inst.decimals, pct];
  return rows;
};
const askOfSym = (s: string, bid: number, d: number) => Number((bid + (SPREAD[s] ?? 10 ** -d * 10)).toFixed(d));

// ---------------------------------------------------------------------------------------------
// XTB xStation 5: dark navy, market watch on the left, chart tabs, M1 ... MN1 in the chart toolbar,
// the one-click SELL / BUY box on the chart, bid and ask lines tagged on the axis

const XTB_NAME: Record<string, string> = {
  XAUUSD: "GOLD",
  OILWTI: "OIL.WTI",
  BTCUSD: "BITCOIN",
};
const XTB_DESC: Record<string, string> = {
  EURUSD: "Euro vs US Dollar",
  GBPUSD: "British Pound vs US Dollar",
  USDJPY: "US Dollar vs Japanese Yen",
  GBPJPY: "British Pound vs Japanese Yen",
  XAUUSD: "Gold",
  US30: "US Wall Street 30 Index (cash)",
};

export function xStation5({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const ask = askOf(inst, b.close);
  const { pct } = dayChange(bars, tf);
  const name = XTB_NAME[inst.symbol] ?? inst.symbol;
  const page = "#0e1620";
  const panel = "#16202b";
  const bg = "#121b25";
  const line = "#26323f";
  const fg = "#dfe6ee";
  const dim = "#7e8b99";
  const blue = "#2f8ef4";
  const red = "#e5484d";
  const green = "#21a869";
  const navW = 56;
  const watchW = w >= 1600 ? 340 : 300;
  const topH = 50;
  const bottomH = w >= 1600 ? 150 : 118;
  const top = row(
    `top:0;left:0;right:0;height:${topH}px;background:${page};border-bottom:1px solid ${line};padding-left:18px;gap:26px;color:${fg};font-size:13px`,
    span("font-size:24px;font-weight:800;color:#fff;letter-spacing:1px", "XTB") +
      span(`color:${dim};font-size:12px;margin-left:-18px`, "xStation 5") +
      span(`color:${dim}`, "Real  ▾  12345678") +
      span(
        `margin-left:auto;background:${green};color:#fff;font-weight:700;padding:7px 18px;border-radius:3px;font-size:12px`,
        "DEPOSIT",
      ) +
      span(`color:${dim};padding-right:18px`, "EN  ▾"),
  );
  const icon = (on: boolean) =>
    `<div style="width:22px;height:22px;margin:15px auto;border:2px solid ${on ? blue : "#4d5a68"};border-radius:4px"></div>`;
  const nav = div(
    `top:${topH + 1}px;left:0;width:${navW}px;bottom:0;background:${page};border-right:1px solid ${line}`,
    [true, false, false, false, false, false, false].map(icon).join(""),
  );
  const wRow = ([s, p, dd, c]: WatchRow, on: boolean) =>
    `<div style="display:flex;align-items:center;height:38px;padding:0 12px;border-bottom:1px solid ${line};${on ? `background:#1e2a38;border-left:3px solid ${blue}` : "border-left:3px solid transparent"}">` +
    `${span(`flex:1;color:${fg};font-size:13px;font-weight:700`, XTB_NAME[s] ?? s)}` +
    `${span(`width:62px;text-align:right;font-size:12px;color:${c >= 0 ? green : red}`, `${sign(c, 2)}%`)}` +
    `${span(`width:78px;text-align:right;font-size:13px;color:${fg}`, num(p, dd))}` +
    `${span(`width:78px;text-align:right;font-size:13px;color:${fg}`, num(askOfSym(s, p, dd), dd))}</div>`;
  const watch = div(
    `top:${topH + 1}px;left:${navW + 1}px;width:${watchW}px;bottom:${bottomH + 1}px;background:${panel};border-right:1px solid ${line};overflow:hidden`,
    `<div style="height:40px;line-height:40px;padding-left:14px;color:${fg};font-size:13px;font-weight:700;letter-spacing:.5px">MARKET WATCH</div>` +
      `<div style="margin:0 12px 8px;height:30px;line-height:30px;border-radius:3px;background:#0f1720;color:${dim};font-size:12px;padding-left:10px">Search instrument</div>` +
      `<div style="display:flex;padding:0 12px 6px;color:${dim};font-size:11px;border-bottom:1px solid ${line}">${span("flex:1", "INSTRUMENT")}${span("width:62px;text-align:right", "CHANGE")}${span("width:78px;text-align:right", "SELL")}${span("width:78px;text-align:right", "BUY")}</div>` +
      watchFor(inst, b.close, pct, 10)
        .map((r) => wRow(r, r[0] === inst.symbol))
        .join(""),
  );
  const left = navW + watchW + 2;
  const tabs = row(
    `top:${topH + 1}px;left:${left}px;right:0;height:34px;background:${page};border-bottom:1px solid ${line};font-size:13px`,
    span(
      `height:34px;line-height:34px;padding:0 16px;background:${panel};color:${fg};font-weight:700;border-top:2px solid ${blue}`,
      `${name} <span style="color:${dim};font-weight:400;padding-left:10px">×</span>`,
    ) +
      span(`padding:0 16px;color:${dim}`, `${inst.symbol === "US500" ? "DE40" : "US500"}  ×`) +
      span(`padding:0 12px;color:${dim};font-size:16px`, "+"),
  );
  const tfs: Tf[] = ["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"];
  const toolbar = row(
    `top:${topH + 36}px;left:${left}px;right:0;height:34px;background:${panel};border-bottom:1px solid ${line};padding-left:10px;gap:2px;font-size:12px;color:${dim}`,
    tfs
      .map((t) =>
        span(
          `padding:4px 7px;border-radius:2px;${t === tf ? `background:${blue};color:#fff;font-weight:700` : ""}`,
          MT[t],
        ),
      )
      .join("") +
      span("padding:4px 7px", "MN1") +
      span(`width:1px;height:18px;background:${line};margin:0 10px`, "") +
      span("padding:4px 7px", "Candles ▾") +
      span("padding:4px 7px", "Indicators") +
      span("padding:4px 7px", "Drawing tools") +
      span(`margin-left:auto;padding:4px 14px`, "1-Click  ▾"),
  );
  const box = (label: string, v: number, color: string) =>
    `<div style="width:104px;padding:3px 8px 4px;background:${color};color:#fff;border-radius:2px">${span("font-size:10px;font-weight:700;display:block;opacity:.9", label)}${bigPips(v, d, 12, 20)}</div>`;
  const oneClick = div(
    `top:10px;left:10px;z-index:30;display:flex;align-items:stretch;gap:2px;${ARIAL}`,
    box("SELL", b.close, red) +
      `<div style="width:58px;background:#0f1720;border:1px solid ${line};color:${fg};font-size:12px;display:flex;align-items:center;justify-content:center">0.01</div>` +
      box("BUY", ask, green),
  );
  const caption = div(
    `top:64px;left:12px;z-index:30;font-size:11px;color:${dim};white-space:nowrap`,
    XTB_DESC[inst.symbol] ?? inst.name,
  );
  const bottom = div(
    `left:${navW + 1}px;right:0;bottom:0;height:${bottomH}px;background:${panel};border-top:1px solid ${line};font-size:12px;color:${dim}`,
    `<div style="display:flex;gap:24px;height:34px;line-height:34px;padding-left:14px;border-bottom:1px solid ${line}">${span(`color:${fg};font-weight:700;border-bottom:2px solid ${blue}`, "OPEN POSITIONS")}${span("", "PENDING ORDERS")}${span("", "CASH OPERATIONS")}${span("", "HISTORY")}</div>` +
      `<div style="display:flex;gap:60px;padding:8px 14px">${["POSITION", "TYPE", "VOLUME", "OPEN PRICE", "SL", "TP", "MARKET PRICE", "PROFIT"].map((x) => span("font-size:11px", x)).join("")}</div>` +
      `<div style="position:absolute;left:0;right:0;bottom:0;height:34px;display:flex;gap:30px;align-items:center;padding-left:14px;border-top:1px solid ${line};font-size:12px">${[
        ["Balance", "10 000.00"],
        ["Equity", "10 000.00"],
        ["Margin", "0.00"],
        ["Free margin", "10 000.00"],
        ["Margin level", "-"],
      ]
        .map(([k, v]) => `${span("", k)} ${span(`color:${fg};font-weight:700`, v)}`)
        .join("")}</div>`,
  );
  const plotTop = topH + 71;
  return {
    html: doc(
      w,
      h,
      page,
      top +
        nav +
        watch +
        tabs +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${left}px;right:0;bottom:${bottomH + 1}px">${plotDiv("inset:0")}${oneClick}${caption}</div>` +
        bottom,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: "#9aa6b2",
      fontSize: 11,
      fontFamily: ARIAL_JS,
      grid: { color: "#1c2733" },
      series: "candles",
      look: candles(green, red),
      lastValue: false,
      priceLine: { visible: false },
      scale: { border: line, margins: { top: 0.16, bottom: 0.08 } },
      time: { border: line, rightOffset: 8 },
      extra:
        `s.createPriceLine({ price: last.close, color: "${red}", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "${red}", axisLabelTextColor: "#ffffff" });` +
        `s.createPriceLine({ price: ${ask}, color: "${green}", lineWidth: 1, lineStyle: 2, axisLabelVisible: true, axisLabelColor: "${green}", axisLabelTextColor: "#ffffff" });`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// OANDA fxTrade web trader (light): rates list with big-pip SELL / BUY, the chart's instrument and
// granularity drop-downs ("EUR/USD", "1 Hour"), price scale on the right, trades table below

export const OANDA_GRANULARITY: Record<Tf, string> = {
  "1m": "1 Minute",
  "5m": "5 Minutes",
  "15m": "15 Minutes",
  "30m": "30 Minutes",
  "1h": "1 Hour",
  "4h": "4 Hours",
  "1D": "1 Day",
  "1W": "1 Week",
};
const OANDA_PAIR: Record<string, string> = {
  EURUSD: "EUR/USD",
  GBPUSD: "GBP/USD",
  USDJPY: "USD/JPY",
  GBPJPY: "GBP/JPY",
  XAUUSD: "XAU/USD",
  US30: "US30/USD",
  US500: "SPX500/USD",
  DE40: "DE30/EUR",
  OILWTI: "WTICO/USD",
  BTCUSD: "BTC/USD",
};

export function oandaWeb({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = dayChange(bars, tf);
  const pair = OANDA_PAIR[inst.symbol] ?? inst.pair ?? inst.symbol;
  const bg = "#ffffff";
  const page = "#f2f3f5";
  const line = "#dcdfe3";
  const ink = "#1f2328";
  const grey = "#6a717b";
  const up = "#1f9d55";
  const down = "#d8323c";
  const blue = "#1767b5";
  const topH = 54;
  const sideW = w >= 1600 ? 360 : 310;
  const bottomH = Math.round(h * 0.2);
  const header = row(
    `top:0;left:0;right:0;height:${topH}px;background:#000;color:#fff;padding-left:18px;gap:28px;font-size:13px`,
    span("font-size:20px;font-weight:800;letter-spacing:3px", "OANDA") +
      ["Trade", "Account", "Tools", "Help"]
        .map((x) => span(x === "Trade" ? "font-weight:700" : "color:#b9bec5", x))
        .join("") +
      `<div style="margin-left:auto;display:flex;gap:24px;padding-right:22px;font-size:12px">${[
        ["Balance", "10,000.00"],
        ["Unrealized P/L", "0.00"],
        ["NAV", "10,000.00"],
        ["Margin Used", "0.00"],
        ["Margin Available", "10,000.00"],
      ]
        .map(
          ([k, v]) =>
            `<div>${span("color:#9aa0a8;font-size:11px;display:block", k)}${span("font-weight:700", `${v} USD`)}</div>`,
        )
        .join("")}</div>`,
  );
  const rate = ([s, p, dd, c]: WatchRow, on: boolean) => {
    const a = askOfSym(s, p, dd);
    const cell = (v: number, label: string, col: string) =>
      `<div style="flex:none;width:${sideW >= 360 ? 104 : 92}px;border:1px solid ${line};border-radius:3px;padding:2px 6px;background:#fff;color:${ink}">${span(`font-size:10px;color:${col};font-weight:700;display:block`, label)}${bigPips(v, dd, 12, 20)}</div>`;
    return (
      `<div style="display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid ${line};${on ? "background:#e8f1fb" : ""}">` +
      `<div style="flex:1;min-width:0">${span(`display:block;font-weight:700;color:${ink};font-size:13px`, OANDA_PAIR[s] ?? s)}${span(`font-size:11px;color:${c >= 0 ? up : down}`, `${sign(c, 2)}%`)}</div>` +
      cell(p, "SELL", down) +
      cell(a, "BUY", up) +
      `</div>`
    );
  };
  const nRates = Math.max(4, Math.floor((h - topH - 90) / 58));
  const side = div(
    `top:${topH}px;left:0;width:${sideW}px;bottom:0;background:${bg};border-right:1px solid ${line};overflow:hidden`,
    `<div style="height:40px;line-height:40px;padding-left:14px;font-weight:700;color:${ink};font-size:14px;border-bottom:1px solid ${line}">Rates <span style="float:right;padding-right:14px;color:${grey};font-weight:400;font-size:12px">All ▾</span></div>` +
      `<div style="margin:8px 12px;height:28px;line-height:28px;border:1px solid ${line};border-radius:3px;color:${grey};font-size:12px;padding-left:8px">Search instruments</div>` +
      watchFor(inst, b.close, pct, nRates)
        .map((r) => rate(r, r[0] === inst.symbol))
        .join(""),
  );
  const left = sideW + 1;
  const tabs = row(
    `top:${topH}px;left:${left}px;right:0;height:36px;background:${page};border-bottom:1px solid ${line};font-size:13px;color:${grey}`,
    span(
      `height:36px;line-height:36px;padding:0 18px;background:${bg};color:${ink};font-weight:700;border-top:2px solid ${blue}`,
      "Chart",
    ) +
      span("padding:0 18px", "Order Book") +
      span("padding:0 18px", "Position Ratios") +
      span("padding:0 18px", "Economic Calendar"),
  );
  const dd = (text: string, css = "") =>
    span(
      `border:1px solid #c4c9cf;border-radius:3px;padding:4px 10px;background:#fff;color:${ink};${css}`,
      `${text} <span style="color:${grey};padding-left:6px">▾</span>`,
    );
  const toolbar = row(
    `top:${topH + 37}px;left:${left}px;right:0;height:42px;background:${bg};border-bottom:1px solid ${line};padding-left:12px;gap:10px;font-size:13px`,
    dd(pair, "font-weight:700;min-width:90px") +
      dd(OANDA_GRANULARITY[tf]) +
      dd("Candlestick") +
      dd("Bid") +
      span(`color:${ink};padding:4px 6px`, "Indicators") +
      span(`color:${ink};padding:4px 6px`, "Drawing Tools") +
      span(`margin-left:auto;padding-right:16px;color:${chg >= 0 ? up : down};font-size:12px`, `${sign(pct, 2)}%`),
  );
  const bottom = div(
    `left:${left}px;right:0;bottom:0;height:${bottomH}px;background:${bg};border-top:1px solid ${line};font-size:12px;color:${grey}`,
    `<div style="display:flex;gap:4px;height:34px;line-height:34px;padding-left:8px;background:${page};border-bottom:1px solid ${line}">${["Trades (0)", "Orders (0)", "Positions (0)", "Activity"].map((x, i) => span(`padding:0 14px;${i === 0 ? `background:${bg};color:${ink};font-weight:700` : ""}`, x)).join("")}</div>` +
      `<div style="display:flex;gap:54px;padding:8px 14px;font-weight:700">${["Ticket", "Market", "Units", "Side", "Entry Price", "Current Price", "Take Profit", "Stop Loss", "Unrealized P/L"].map((x) => span("", x)).join("")}</div>` +
      `<div style="padding:10px 14px">No open trades</div>`,
  );
  const plotTop = topH + 80;
  return {
    html: doc(
      w,
      h,
      page,
      header +
        side +
        tabs +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${left}px;right:0;bottom:${bottomH + 1}px">${plotDiv("inset:0")}</div>` +
        bottom,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: "#4a5058",
      fontSize: 11,
      fontFamily: ARIAL_JS,
      grid: { color: "#eef0f2" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: "#4a5058", style: 2 },
      scale: { border: line, margins: { top: 0.1, bottom: 0.08 } },
      time: { border: line, rightOffset: 5 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Plus500 WebTrader: instruments table (Sell / Buy columns), the selected instrument's chart on the
// right with its name ("Gold", "EUR/USD"), Sell and Buy price boxes and "1m ... 1w" buttons

const PLUS_NAME: Record<string, string> = {
  EURUSD: "EUR/USD",
  GBPUSD: "GBP/USD",
  USDJPY: "USD/JPY",
  GBPJPY: "GBP/JPY",
  XAUUSD: "Gold",
  US30: "USA 30",
  US500: "USA 500",
  DE40: "Germany 40",
  OILWTI: "Oil",
  BTCUSD: "Bitcoin",
};
export const PLUS_TF: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "1d",
  "1W": "1w",
};

export function plus500({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const ask = askOf(inst, b.close);
  const { chg, pct } = dayChange(bars, tf);
  const dark = variant === 1;
  const page = dark ? "#0d1b2a" : "#eef1f5";
  const panel = dark ? "#13253a" : "#ffffff";
  const bg = panel;
  const line = dark ? "#22384f" : "#dfe4ea";
  const ink = dark ? "#e9eef4" : "#172b3e";
  const grey = dark ? "#8fa1b4" : "#6b7a8a";
  const blue = "#1a6ee8";
  const sell = "#e0453c";
  const buy = "#1a6ee8";
  const up = dark ? "#20b26b" : "#1e9f5f";
  const down = "#e0453c";
  const name = PLUS_NAME[inst.symbol] ?? inst.pair ?? inst.symbol;
  const topH = 56;
  const menuW = 190;
  const listW = Math.round((w - menuW) * 0.42);
  const header = row(
    `top:0;left:0;right:0;height:${topH}px;background:${dark ? "#0a1622" : "#0f2b4a"};color:#fff;padding-left:22px;gap:34px;font-size:13px`,
    span("font-size:22px;font-weight:800;letter-spacing:.5px", "PLUS500") +
      `<div style="display:flex;gap:28px;margin-left:auto;padding-right:24px">${[
        ["Equity", "€10,000.00"],
        ["P/L", "€0.00"],
        ["Available", "€10,000.00"],
        ["Margin", "€0.00"],
      ]
        .map(
          ([k, v]) =>
            `<div>${span("color:#9bb1c9;font-size:11px;display:block", k)}${span("font-weight:700", v)}</div>`,
        )
        .join("")}</div>`,
  );
  const menu = div(
    `top:${topH}px;left:0;width:${menuW}px;bottom:0;background:${panel};border-right:1px solid ${line};font-size:14px;color:${ink}`,
    ["Trade", "Open Positions", "Orders", "Closed Positions", "Alerts", "Funds Management", "Settings"]
      .map(
        (x, i) =>
          `<div style="padding:13px 20px;${i === 0 ? `color:${blue};font-weight:700;border-left:3px solid ${blue}` : "border-left:3px solid transparent"}">${x}</div>`,
      )
      .join(""),
  );
  const cat = ["Popular", "Forex", "Commodities", "Indices", "Crypto", "Shares"];
  const activeCat =
    inst.pair && inst.symbol !== "XAUUSD" ? "Forex" : inst.symbol === "XAUUSD" ? "Commodities" : "Indices";
  const priceBox = (v: number, dd: number, col: string) =>
    span(
      `display:inline-block;width:84px;text-align:center;border:1px solid ${col};color:${col};border-radius:3px;padding:5px 0;font-weight:700;font-size:13px`,
      num(v, dd),
    );
  const lRow = ([s, p, dd, c]: WatchRow, on: boolean) =>
    `<div style="display:flex;align-items:center;height:46px;padding:0 14px;border-bottom:1px solid ${line};${on ? `background:${dark ? "#1a3150" : "#e7f0fd"}` : ""}">` +
    `${span(`flex:1;color:${ink};font-size:13px;font-weight:700`, PLUS_NAME[s] ?? s)}` +
    `${span(`width:66px;font-size:12px;color:${c >= 0 ? up : down}`, `${sign(c, 2)}%`)}` +
    `${priceBox(p, dd, sell)}&nbsp;&nbsp;${priceBox(askOfSym(s, p, dd), dd, buy)}</div>`;
  const list = div(
    `top:${topH}px;left:${menuW + 1}px;width:${listW}px;bottom:0;background:${panel};border-right:1px solid ${line};overflow:hidden`,
    `<div style="display:flex;gap:18px;height:44px;line-height:44px;padding-left:14px;font-size:13px;color:${grey};border-bottom:1px solid ${line}">${cat.map((x) => span(x === activeCat ? `color:${blue};font-weight:700;border-bottom:2px solid ${blue}` : "", x)).join("")}</div>` +
      `<div style="display:flex;padding:8px 14px;font-size:11px;color:${grey};border-bottom:1px solid ${line}">${span("flex:1", "Instrument")}${span("width:66px", "Change")}${span("width:86px;text-align:center", "Sell")}&nbsp;&nbsp;${span("width:86px;text-align:center", "Buy")}</div>` +
      watchFor(inst, b.close, pct, 10)
        .map((r) => lRow(r, r[0] === inst.symbol))
        .join(""),
  );
  const left = menuW + listW + 2;
  const big = (label: string, v: number, col: string) =>
    `<div style="width:120px;background:${col};color:#fff;border-radius:4px;text-align:center;padding:6px 0">${span("font-size:12px;display:block", label)}${span("font-size:17px;font-weight:700", num(v, d))}</div>`;
  const head = div(
    `top:${topH}px;left:${left}px;right:0;height:78px;background:${panel};border-bottom:1px solid ${line};display:flex;align-items:center;padding:0 18px;gap:14px`,
    `<div style="flex:1">${span(`display:block;font-size:22px;font-weight:700;color:${ink}`, name)}${span(`font-size:13px;color:${chg >= 0 ? up : down}`, `${sign(pct, 2)}%`)} ${span(`font-size:12px;color:${grey};padding-left:10px`, `High: ${num(Math.max(...bars.slice(-24).map((x) => x.high)), d)}  Low: ${num(Math.min(...bars.slice(-24).map((x) => x.low)), d)}`)}</div>` +
      big("Sell", b.close, sell) +
      big("Buy", ask, buy),
  );
  const tfs: Tf[] = ["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"];
  const toolbar = row(
    `top:${topH + 79}px;left:${left}px;right:0;height:40px;background:${panel};border-bottom:1px solid ${line};padding-left:14px;gap:4px;font-size:13px;color:${grey}`,
    tfs
      .map((t) =>
        span(
          `padding:4px 9px;border-radius:3px;${t === tf ? `background:${blue};color:#fff;font-weight:700` : ""}`,
          PLUS_TF[t],
        ),
      )
      .join("") +
      span(`width:1px;height:20px;background:${line};margin:0 8px`, "") +
      span("padding:4px 6px", "Candlestick ▾") +
      span("padding:4px 6px", "Indicators"),
  );
  const plotTop = topH + 120;
  return {
    html: doc(
      w,
      h,
      page,
      header +
        menu +
        list +
        head +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${left}px;right:0;bottom:0">${plotDiv("inset:0")}</div>`,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: grey,
      fontSize: 11,
      fontFamily: ARIAL_JS,
      grid: { color: dark ? "#1a2e45" : "#f0f2f5" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: sell, style: 2 },
      scale: { border: line, margins: { top: 0.1, bottom: 0.08 } },
      time: { border: line, rightOffset: 5 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// IG web platform: watchlist on the left, the chart panel titled with the market's name ("Wall
// Street Cash ($1)"), SELL / BUY prices in its header, the interval chooser ("5 min", "4 hours", "Daily")

export const IG_INTERVAL: Record<Tf, string> = {
  "1m": "1 min",
  "5m": "5 min",
  "15m": "15 min",
  "30m": "30 min",
  "1h": "1 hour",
  "4h": "4 hours",
  "1D": "Daily",
  "1W": "Weekly",
};
const IG_NAME: Record<string, string> = {
  EURUSD: "EUR/USD",
  GBPUSD: "GBP/USD",
  USDJPY: "USD/JPY",
  GBPJPY: "GBP/JPY",
  XAUUSD: "Spot Gold",
  US30: "Wall Street Cash ($1)",
  US500: "US 500 Cash ($1)",
  DE40: "Germany 40 Cash (€1)",
  OILWTI: "US Crude Oil",
  BTCUSD: "Bitcoin",
};

export function igWeb({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const ask = askOf(inst, b.close);
  const { chg, pct } = dayChange(bars, tf);
  const name = IG_NAME[inst.symbol] ?? inst.pair ?? inst.symbol;
  const page = "#e9ecef";
  const panel = "#ffffff";
  const line = "#d6dadf";
  const ink = "#1b2733";
  const grey = "#66717d";
  const navy = "#0b2540";
  const sell = "#e0483e";
  const buy = "#1f6fd1";
  const up = "#2a9d66";
  const down = "#d9463d";
  const topH = 52;
  const sideW = w >= 1600 ? 400 : 340;
  const header = row(
    `top:0;left:0;right:0;height:${topH}px;background:${navy};color:#fff;padding-left:16px;gap:26px;font-size:13px`,
    span(
      "display:inline-block;background:#e2231a;color:#fff;font-weight:900;font-size:18px;padding:4px 8px;border-radius:2px",
      "IG",
    ) +
      ["Trade", "Watchlists", "Positions", "Orders", "History"]
        .map((x, i) => span(i === 0 ? "font-weight:700" : "color:#b7c3d0", x))
        .join("") +
      `<div style="margin-left:auto;display:flex;gap:22px;padding-right:20px;font-size:12px">${[
        ["Funds", "£10,000.00"],
        ["Margin", "£0.00"],
        ["P&amp;L", "£0.00"],
        ["Available", "£10,000.00"],
      ]
        .map(
          ([k, v]) =>
            `<div>${span("color:#9fb0c2;font-size:11px;display:block", k)}${span("font-weight:700", v)}</div>`,
        )
        .join("")}</div>`,
  );
  const wRow = ([s, p, dd, c]: WatchRow, on: boolean) =>
    `<div style="display:flex;align-items:center;height:40px;padding:0 12px;border-bottom:1px solid ${line};font-size:13px;${on ? "background:#eaf2fc" : ""}">` +
    `${span(`flex:1;color:${ink};overflow:hidden;text-overflow:ellipsis;white-space:nowrap`, IG_NAME[s] ?? s)}` +
    `${span(`width:78px;text-align:right;color:${sell}`, num(p, dd))}` +
    `${span(`width:78px;text-align:right;color:${buy}`, num(askOfSym(s, p, dd), dd))}` +
    `${span(`width:60px;text-align:right;font-size:12px;color:${c >= 0 ? up : down}`, `${sign(c, 2)}%`)}</div>`;
  const side = div(
    `top:${topH + 8}px;left:8px;width:${sideW}px;bottom:8px;background:${panel};border:1px solid ${line};overflow:hidden`,
    `<div style="height:38px;line-height:38px;padding-left:12px;background:#f5f7f9;border-bottom:1px solid ${line};font-weight:700;color:${ink};font-size:13px">Popular markets ▾</div>` +
      `<div style="display:flex;padding:6px 12px;font-size:11px;color:${grey};border-bottom:1px solid ${line}">${span("flex:1", "Market")}${span("width:78px;text-align:right", "Sell")}${span("width:78px;text-align:right", "Buy")}${span("width:60px;text-align:right", "Change")}</div>` +
      watchFor(inst, b.close, pct, 10)
        .map((r) => wRow(r, r[0] === inst.symbol))
        .join(""),
  );
  const left = sideW + 18;
  const top = topH + 8;
  const priceBtn = (label: string, v: number, col: string) =>
    `<div style="width:112px;border:1px solid ${col};border-radius:3px;text-align:center;padding:3px 0;background:#fff">${span(`font-size:10px;font-weight:700;color:${col};display:block`, label)}${span(`font-size:16px;font-weight:700;color:${col}`, num(v, d))}</div>`;
  const title = div(
    `top:${top}px;left:${left}px;right:8px;height:56px;background:#f5f7f9;border:1px solid ${line};display:flex;align-items:center;gap:10px;padding:0 12px`,
    `<div style="flex:1;white-space:nowrap">${span(`font-size:16px;font-weight:700;color:${ink}`, name)} ${span(`font-size:12px;color:${chg >= 0 ? up : down};padding-left:10px`, `${sign(chg, d)} (${sign(pct, 2)}%)`)}</div>` +
      priceBtn("SELL", b.close, sell) +
      priceBtn("BUY", ask, buy) +
      span(`color:${grey};font-size:16px;padding-left:8px`, "×"),
  );
  const toolbar = row(
    `top:${top + 57}px;left:${left}px;right:8px;height:38px;background:${panel};border:1px solid ${line};border-top:none;padding-left:10px;gap:10px;font-size:13px;color:${ink}`,
    span(
      `border:1px solid #b9c1ca;border-radius:3px;padding:4px 10px;background:#fff`,
      `${IG_INTERVAL[tf]} <span style="color:${grey};padding-left:6px">▾</span>`,
    ) +
      span("padding:4px 8px", "Candlestick ▾") +
      span("padding:4px 8px", "Indicators") +
      span("padding:4px 8px", "Drawings") +
      span(`margin-left:auto;padding:4px 14px;color:${grey}`, "Mid price ▾"),
  );
  const plotTop = top + 96;
  return {
    html: doc(
      w,
      h,
      page,
      header +
        side +
        title +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${left}px;right:8px;bottom:8px;border:1px solid ${line};border-top:none;background:${panel}">${plotDiv("inset:0")}</div>`,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: panel,
      text: "#4b5661",
      fontSize: 11,
      fontFamily: ARIAL_JS,
      grid: { color: "#eef1f4" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: "#4b5661", style: 2 },
      scale: { border: line, margins: { top: 0.1, bottom: 0.08 } },
      time: { border: line, rightOffset: 5 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const CFD_LAYOUTS: Layout[] = [
  {
    id: "xtb-xstation5",
    app: "XTB xStation 5 (web)",
    page: xStation5,
    renders: [
      { symbol: "EURUSD", tf: "15m", w: 1920, h: 1080 },
      { symbol: "US30", tf: "1h", w: 1440, h: 900, jpeg: true },
      { symbol: "GBPJPY", tf: "4h", w: 1366, h: 768 },
    ],
  },
  {
    id: "oanda-web",
    app: "OANDA fxTrade web trader",
    page: oandaWeb,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "XAUUSD", tf: "15m", w: 1440, h: 900, jpeg: true },
      { symbol: "GBPJPY", tf: "1D", w: 1366, h: 768 },
    ],
  },
  {
    id: "plus500-web",
    app: "Plus500 WebTrader",
    page: plus500,
    renders: [
      { symbol: "XAUUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "EURUSD", tf: "5m", w: 1440, h: 900, jpeg: true },
      { symbol: "GBPJPY", tf: "1D", w: 1366, h: 768 },
    ],
  },
  {
    id: "ig-web",
    app: "IG web platform",
    page: igWeb,
    renders: [
      { symbol: "US30", tf: "5m", w: 1920, h: 1080 },
      { symbol: "GBPJPY", tf: "4h", w: 1440, h: 900 },
      { symbol: "USDJPY", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
];
