// App screens without a chart, which the reader must refuse.
import { EXTRA_INSTRUMENTS, INSTRUMENTS } from "../data";
import { Ctx, ConvPage, instrument, num, sign, TAHOMA, BINANCE_FONT, doc, row, span, compact } from "./common";
import { mtTime } from "./metatrader";

// ---------------------------------------------------------------------------------------------
// App screens without a chart: tables full of tickers and prices, to be refused

export const noChart = (html: string): ConvPage => ({
  html,
  script: "",
  ticker: null,
  timeframe: null,
  printed: false,
  nonChart: true,
});

/** Binance's spot markets list (dark): pairs, last prices, 24h change, high, low, volume. */
export function binanceMarkets({ w, h, r }: Ctx): ConvPage {
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
export function mt4History({ w, h, r }: Ctx): ConvPage {
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
