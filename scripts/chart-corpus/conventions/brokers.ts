// Retail stock broker / portal charts: Yahoo Finance's interactive chart, Webull desktop, Zerodha
// Kite (ChartIQ and TradingView engines) and TradeStation's Chart Analysis window, written from
// each app's documentation and common knowledge of its default look (no screenshot).
import {
  Tf,
  TF_SECONDS,
  Ctx,
  ConvPage,
  Layout,
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
  ma,
  volumes,
  compact,
  plotScript,
  candles,
  volumeScript,
  lineSeries,
  TV_LEGEND,
} from "./common";

const HELV = "font-family:'Helvetica Neue',Helvetica,'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const HELV_JS = "'Helvetica Neue', Helvetica, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/** The day's change: from the open of the last few bars (the generated walks move a lot), or from the previous close on daily and weekly bars. */
function dayChange(bars: Ctx["bars"], tf: Tf) {
  const b = lastOf(bars);
  const n = Math.max(2, Math.min(bars.length, 12, Math.round(23_400 / TF_SECONDS[tf])));
  const ref = TF_SECONDS[tf] >= 86_400 ? bars[bars.length - 2].close : bars[bars.length - n].open;
  return { chg: b.close - ref, pct: ((b.close - ref) / ref) * 100, ref };
}

// ---------------------------------------------------------------------------------------------
// Yahoo Finance: the full-screen interactive chart (light), range buttons and an interval menu

export const YAHOO_INTERVAL: Record<Tf, string> = {
  "1m": "1 min",
  "5m": "5 min",
  "15m": "15 min",
  "30m": "30 min",
  "1h": "1 hour",
  "4h": "4 hour",
  "1D": "1 day",
  "1W": "1 week",
};
const YAHOO_RANGE: Record<Tf, string> = {
  "1m": "1D",
  "5m": "1D",
  "15m": "5D",
  "30m": "5D",
  "1h": "1M",
  "4h": "6M",
  "1D": "6M",
  "1W": "5Y",
};
const YAHOO_EXCHANGE: Record<string, string> = { NASDAQ: "NasdaqGS", AMEX: "NYSEArca", NYSE: "NYSE" };

export function yahooFinance({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = dayChange(bars, tf);
  const green = "#008a00";
  const red = "#d60a22";
  const col = chg >= 0 ? green : red;
  const purple = "#6001d2";
  const ink = "#232a31";
  const grey = "#5b636a";
  const date = utc(b.time);
  const intraday = TF_SECONDS[tf] < 86_400;
  const asOf = intraday
    ? `As of ${((date.getUTCHours() + 11) % 12) + 1}:${pad2(date.getUTCMinutes())} ${date.getUTCHours() < 12 ? "AM" : "PM"} EDT. Market Open.`
    : "At close: 4:00:00 PM EDT";
  const nav = row(
    "top:0;left:0;right:0;height:60px;background:#fff;border-bottom:1px solid #e0e4e9;gap:28px;padding-left:28px",
    `${span(`color:${purple};font-size:26px;font-weight:800;letter-spacing:-1px`, "yahoo<span style='font-weight:400'>!</span>finance")}` +
      span(
        "width:420px;height:36px;line-height:36px;border-radius:18px;background:#f0f3f5;color:#828c93;font-size:14px;padding-left:18px",
        "Search for news, symbols or companies",
      ) +
      ["News", "Finance", "Sports", "More ▾"].map((x) => span(`color:${ink};font-size:14px`, x)).join(""),
  );
  const tabs = row(
    `top:60px;left:0;right:0;height:40px;gap:26px;padding-left:28px;font-size:14px;font-weight:600;color:${ink};border-bottom:1px solid #e0e4e9`,
    ["My Portfolio", "Markets", "Research", "Personal Finance", "Videos"].map((x) => span("", x)).join(""),
  );
  const head = div(
    `top:114px;left:28px;color:${ink};${HELV}`,
    `${span("font-size:24px;font-weight:700", `${inst.name} (${inst.symbol})`)}<br>` +
      `${span(`font-size:12px;color:${grey};line-height:22px`, `${YAHOO_EXCHANGE[inst.exchange] ?? inst.exchange} - ${YAHOO_EXCHANGE[inst.exchange] ?? inst.exchange} Real Time Price • USD`)}<br>` +
      `${span("font-size:36px;font-weight:700;line-height:50px", num(b.close, d, true))} ` +
      `${span(`font-size:22px;font-weight:600;color:${col};padding-left:8px`, `${sign(chg, d)} (${sign(pct, 2)}%)`)}<br>` +
      span(`font-size:12px;color:${grey}`, asOf),
  );
  const range = YAHOO_RANGE[tf];
  const toolbarTop = 240;
  const btn = (x: string, on: boolean) =>
    span(
      on
        ? `color:${purple};font-weight:700;border-bottom:3px solid ${purple};padding:0 2px 8px`
        : `color:${ink};padding:0 2px 11px`,
      x,
    );
  const toolbar = row(
    `top:${toolbarTop}px;left:28px;right:28px;height:44px;gap:18px;font-size:14px;border-bottom:1px solid #e0e4e9;${HELV}`,
    ["1D", "5D", "1M", "6M", "YTD", "1Y", "5Y", "Max"].map((x) => btn(x, x === range)).join("") +
      span("width:1px;height:22px;background:#d8dde2;margin:0 6px 8px", "") +
      span(
        `border:1px solid #c6cbd1;border-radius:4px;padding:4px 10px;color:${ink};margin-bottom:8px`,
        `${YAHOO_INTERVAL[tf]} ▾`,
      ) +
      span(`color:${ink};margin-bottom:8px`, variant === 1 ? "Candle ▾" : "Mountain ▾") +
      span(`color:${ink};margin-bottom:8px`, "Indicators ▾") +
      span(`color:${ink};margin-bottom:8px`, "Comparison ▾") +
      span(`color:${ink};margin-bottom:8px`, "Events ▾") +
      span(`margin-left:auto;color:${ink};margin-bottom:8px`, "Settings ⚙"),
  );
  const plotTop = toolbarTop + 56;
  const vols = volumes(bars, r, 3_000_000);
  const blue = "#0081f2";
  const mountain = variant !== 1;
  return {
    html: doc(
      w,
      h,
      "#fff",
      nav +
        tabs +
        head +
        toolbar +
        plotDiv(`top:${plotTop}px;left:28px;width:${w - 56}px;height:${h - plotTop - 20}px`),
      HELV,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: grey,
      fontSize: 12,
      fontFamily: HELV_JS,
      grid: { color: "#eef1f4", vert: false },
      series: mountain ? "area" : "candles",
      look: mountain
        ? { lineColor: blue, lineWidth: 2, topColor: "rgba(0,129,242,0.25)", bottomColor: "rgba(0,129,242,0.02)" }
        : candles("#00b061", "#ff333a"),
      priceLine: { color: mountain ? blue : col, style: 2 },
      scale: { margins: { top: 0.08, bottom: 0.22 } },
      time: { rightOffset: 3 },
      extra:
        volumeScript(vols, bars, "rgba(0,176,97,0.3)", "rgba(255,51,58,0.3)") +
        `vol.priceScale().applyOptions({ scaleMargins: { top: 0.88, bottom: 0 } });`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Webull desktop: dark by default (a light theme exists), interval tabs, OHLC and MA lines, volume pane

export const WEBULL_TAB: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "D",
  "1W": "W",
};

export function webull({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = dayChange(bars, tf);
  const dark = variant !== 2;
  const bg = dark ? "#121314" : "#ffffff";
  const panel = dark ? "#1b1c1f" : "#f5f6f8";
  const line = dark ? "#2a2c31" : "#e3e5e9";
  const fg = dark ? "#e8e9eb" : "#1a1b1e";
  const dim = dark ? "#8b8e95" : "#7a7e86";
  const up = "#0dbb7c";
  const down = "#f24a57";
  const blue = "#2b7cff";
  const col = chg >= 0 ? up : down;
  const vols = volumes(bars, r, 1_800_000);
  const dayBars = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(23_400 / TF_SECONDS[tf]))));
  const stat = (k: string, v: string) =>
    `<div style="display:flex;flex-direction:column;gap:3px">${span(`color:${dim};font-size:12px`, k)}${span(`color:${fg};font-size:13px`, v)}</div>`;
  const header = row(
    `top:0;left:0;right:0;height:70px;background:${panel};border-bottom:1px solid ${line};gap:28px;padding-left:18px`,
    [
      `<div>${span(`color:${fg};font-size:20px;font-weight:700`, inst.symbol)} ${span(`color:${dim};font-size:13px;padding-left:6px`, inst.name)}<br>${span(`color:${dim};font-size:12px`, `${inst.exchange} · Open`)}</div>`,
      `<div>${span(`color:${col};font-size:26px;font-weight:700`, num(b.close, d, true))}<br>${span(`color:${col};font-size:13px`, `${sign(chg, d)}  ${sign(pct, 2)}%`)}</div>`,
      stat("Open", num(dayBars[0].open, d, true)),
      stat("High", num(Math.max(...dayBars.map((x) => x.high)), d, true)),
      stat("Low", num(Math.min(...dayBars.map((x) => x.low)), d, true)),
      stat("Volume", compact(vols.slice(-dayBars.length).reduce((a, v) => a + v, 0)).replace(" ", "")),
      stat("Turnover", compact(b.close * vols.slice(-dayBars.length).reduce((a, v) => a + v, 0)).replace(" ", "")),
    ].join(""),
  );
  const tabRow = row(
    `top:71px;left:0;right:0;height:34px;background:${bg};border-bottom:1px solid ${line};gap:4px;padding-left:12px;font-size:13px;color:${dim}`,
    (["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[])
      .map((t) =>
        span(
          `padding:4px 9px;border-radius:3px;${t === tf ? `color:${blue};background:${dark ? "#1d2a44" : "#e6efff"};font-weight:700` : ""}`,
          WEBULL_TAB[t],
        ),
      )
      .join("") +
      span("padding:4px 9px", "M") +
      span(`padding:4px 9px;border-left:1px solid ${line};margin-left:8px`, "Candles ▾") +
      span("padding:4px 9px", "Indicators") +
      span("padding:4px 9px", "Drawing"),
  );
  const ma5 = ma(bars, 5);
  const ma10 = ma(bars, 10);
  const ma20 = ma(bars, 20);
  const lastV = (s: { value: number }[]) => num(s[s.length - 1].value, d);
  const ohlc = div(
    `top:4px;left:8px;z-index:30;font-size:12px;color:${dim};white-space:pre;line-height:18px`,
    `O:${span(`color:${fg}`, num(b.open, d))}  H:${span(`color:${fg}`, num(b.high, d))}  L:${span(`color:${fg}`, num(b.low, d))}  C:${span(`color:${fg}`, num(b.close, d))}  ${span(`color:${col}`, `${sign(b.close - b.open, d)} ${sign(((b.close - b.open) / b.open) * 100, 2)}%`)}<br>` +
      `${span("color:#f5c342", `MA5:${lastV(ma5)}`)}  ${span("color:#e463e6", `MA10:${lastV(ma10)}`)}  ${span("color:#3fa7ff", `MA20:${lastV(ma20)}`)}`,
  );
  const top = 106;
  return {
    html: doc(
      w,
      h,
      bg,
      header +
        tabRow +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top}px">${plotDiv("inset:0")}${ohlc}</div>`,
      HELV,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dim,
      fontSize: 11,
      fontFamily: HELV_JS,
      grid: { color: dark ? "#1d1f23" : "#f0f1f3" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: col, style: 2 },
      scale: { border: line, margins: { top: 0.12, bottom: 0.06 } },
      time: { border: line, rightOffset: 6 },
      extra:
        lineSeries(ma5, "#f5c342") +
        lineSeries(ma10, "#e463e6") +
        lineSeries(ma20, "#3fa7ff") +
        volumeScript(vols, bars, up, down, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "${line}" } } });`,
      after: `ov("VOL:<span style='color:${fg}'>${compact(vols[vols.length - 1]).replace(" ", "")}</span>", "left:8px;top:" + (paneH + 6) + "px;font-size:12px;color:${dim}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Zerodha Kite web: marketwatch on the left, the chart (ChartIQ engine by default, TradingView on request)

/** Kite's ChartIQ periodicity button. */
export const KITE_CIQ: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "1D",
  "1W": "1W",
};
const KITE_WATCH: [string, number, number][] = [
  ["NIFTY 50", 22_419.95, 0.42],
  ["INFY", 1_436.1, -0.61],
  ["HDFCBANK", 1_528.45, 0.18],
  ["TCS", 3_912.3, 0.74],
  ["ITC", 428.65, -0.23],
  ["SBIN", 812.55, 1.06],
  ["ICICIBANK", 1_108.2, 0.35],
];

export function zerodhaKite({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = dayChange(bars, tf);
  const dark = variant === 2;
  const tvEngine = variant === 1;
  const bg = dark ? "#191919" : "#ffffff";
  const panel = dark ? "#1f1f1f" : "#ffffff";
  const line = dark ? "#333" : "#eeeeee";
  const fg = dark ? "#e0e0e0" : "#444444";
  const dim = dark ? "#9b9b9b" : "#9b9b9b";
  const green = "#4caf50";
  const red = "#df514c";
  const blue = "#387ed1";
  const col = chg >= 0 ? green : red;
  const sideW = 420;
  const nav = row(
    `top:0;left:0;right:0;height:60px;background:${panel};border-bottom:1px solid ${line};font-size:13px;color:${fg}`,
    `<div style="width:${sideW - 16}px;display:flex;gap:16px;padding-left:16px;font-size:12px">` +
      `${span("", `NIFTY 50 ${span(`color:${green}`, "22,419.95")} ${span(`color:${dim};font-size:11px`, "94.40 (0.42%)")}`)}` +
      `${span("", `SENSEX ${span(`color:${green}`, "73,876.82")} ${span(`color:${dim};font-size:11px`, "272.21 (0.37%)")}`)}</div>` +
      span(
        `display:inline-block;width:14px;height:14px;background:#ff5722;transform:rotate(45deg);margin:0 34px 0 14px`,
        "",
      ) +
      ["Dashboard", "Orders", "Holdings", "Positions", "Bids", "Funds"]
        .map((x) => span(`padding:0 16px;${x === "Dashboard" ? "color:#ff5722" : ""}`, x))
        .join("") +
      span(`margin-left:auto;padding-right:24px;color:${dim}`, "ZX1234"),
  );
  const watchRow = (name: string, price: number, p: number, on = false) =>
    `<div style="display:flex;justify-content:space-between;height:44px;line-height:44px;padding:0 16px;border-bottom:1px solid ${line};${on ? `background:${dark ? "#262626" : "#f9f9f9"}` : ""}">` +
    `${span(`color:${p >= 0 ? green : red}`, name)}${span(`color:${dim};font-size:12px`, `${p >= 0 ? "" : "-"}${num(Math.abs(p), 2)} %`)}${span(`color:${p >= 0 ? green : red};width:80px;text-align:right`, num(price, 2, true))}</div>`;
  const side = div(
    `top:61px;left:0;width:${sideW}px;bottom:0;background:${panel};border-right:1px solid ${line};font-size:13px`,
    `<div style="height:48px;line-height:48px;padding-left:16px;color:${dim};border-bottom:1px solid ${line}">⌕ Search eg: infy bse, nifty fut, gold mcx <span style="float:right;padding-right:16px">${KITE_WATCH.length + 1} / 50</span></div>` +
      watchRow(inst.symbol, b.close, pct, true) +
      KITE_WATCH.map(([n, p, c]) => watchRow(n, p, c)).join("") +
      `<div style="position:absolute;bottom:0;left:0;right:0;height:40px;border-top:1px solid ${line};display:flex;color:${dim}">${[1, 2, 3, 4, 5, 6, 7].map((i) => span(`flex:1;text-align:center;line-height:40px;${i === 1 ? `color:${"#ff5722"}` : ""}`, String(i))).join("")}</div>`,
  );
  const left = sideW + 1;
  const chartW = w - left;
  let toolbar: string;
  let legend: string;
  if (tvEngine) {
    // TradingView engine: intervals as TV writes them, the legend "RELIANCE · 15 · NSE" with OHLC
    toolbar = row(
      `top:61px;left:${left}px;right:0;height:38px;background:${panel};border-bottom:1px solid ${line};font-size:13px;color:${fg};gap:4px;padding-left:10px`,
      span("padding:4px 10px;font-weight:700", `⌕ ${inst.symbol}`) +
        span(`width:1px;height:20px;background:${line}`, "") +
        (["1m", "5m", "15m", "1h", "1D", "1W"] as Tf[])
          .map((t) =>
            span(
              `padding:4px 8px;border-radius:3px;${t === tf ? `color:${blue};background:${dark ? "#1c2a3d" : "#e8f0fb"}` : ""}`,
              { "1m": "1m", "5m": "5m", "15m": "15m", "30m": "30m", "1h": "1h", "4h": "4h", "1D": "D", "1W": "W" }[t],
            ),
          )
          .join("") +
        span(`width:1px;height:20px;background:${line}`, "") +
        span("padding:4px 10px", "Indicators") +
        span(`margin-left:auto;padding:4px 10px;color:${blue}`, "ChartIQ") +
        span("padding:4px 14px", "⤢"),
    );
    const ohlc = (k: string, v: number) => `${span(`color:${fg}`, k)}${span(`color:${col}`, num(v, d, true))}`;
    legend = div(
      `top:8px;left:10px;z-index:30;font-size:13px;color:${fg};white-space:pre`,
      `${span("font-size:14px", `${inst.symbol} · ${TV_LEGEND[tf]} · NSE`)}  ${ohlc("O", b.open)} ${ohlc("H", b.high)} ${ohlc("L", b.low)} ${ohlc("C", b.close)} ${span(`color:${col}`, `${sign(b.close - b.open, d)} (${sign(((b.close - b.open) / b.open) * 100, 2)}%)`)}`,
    );
  } else {
    // ChartIQ engine (Kite's default): symbol box, periodicity button, title with price and change
    toolbar = row(
      `top:61px;left:${left}px;right:0;height:42px;background:${panel};border-bottom:1px solid ${line};font-size:13px;color:${fg};gap:14px;padding-left:12px`,
      span(`border:1px solid ${line};padding:5px 12px;width:150px`, `${inst.symbol}`) +
        span(`border:1px solid ${line};padding:5px 10px`, `${KITE_CIQ[tf]} ▾`) +
        span("padding:5px 4px", "Candle ▾") +
        span("padding:5px 4px", "Studies ▾") +
        span("padding:5px 4px", "Draw") +
        span(`margin-left:auto;padding:5px 4px;color:${blue}`, "TradingView") +
        span("padding:5px 14px", "⤢"),
    );
    legend = div(
      `top:10px;left:12px;z-index:30;color:${fg};white-space:pre`,
      `${span("font-size:15px;font-weight:700", `${inst.symbol} · ${KITE_CIQ[tf]}`)}  ${span(`font-size:15px;color:${col}`, num(b.close, d, true))}  ${span(`font-size:13px;color:${col}`, `${sign(chg, d)} (${sign(pct, 2)}%)`)}<br>` +
        span(`font-size:12px;color:${dim}`, `NSE · ${inst.name}`),
    );
  }
  const plotTop = tvEngine ? 100 : 104;
  return {
    html: doc(
      w,
      h,
      bg,
      nav +
        side +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${left}px;width:${chartW}px;height:${h - plotTop}px">${plotDiv("inset:0")}${legend}</div>`,
      HELV,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dark ? "#b0b0b0" : "#555555",
      fontSize: tvEngine ? 12 : 11,
      fontFamily: HELV_JS,
      grid: { color: dark ? "#262626" : tvEngine ? "#f0f3fa" : "#eceff1" },
      series: "candles",
      look: tvEngine ? candles("#26a69a", "#ef5350") : candles(green, red),
      priceLine: { color: col, style: tvEngine ? 2 : 1 },
      scale: { border: line, margins: { top: 0.14, bottom: 0.08 } },
      time: { border: line },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// TradeStation 10: Chart Analysis window (dark), interval "5 min" / "60 min" / "Daily", status line

export const TS_INTERVAL: Record<Tf, string> = {
  "1m": "1 min",
  "5m": "5 min",
  "15m": "15 min",
  "30m": "30 min",
  "1h": "60 min",
  "4h": "240 min",
  "1D": "Daily",
  "1W": "Weekly",
};

export function tradeStation({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = dayChange(bars, tf);
  const future = inst.exchange === "CME";
  const sym = future ? `@${inst.symbol}` : inst.symbol;
  const exch = future ? "CME" : inst.exchange;
  const tick = inst.tick ?? 10 ** -d;
  const up = "#00e000";
  const down = "#ff2020";
  const col = chg >= 0 ? up : down;
  const vols = volumes(bars, r, future ? 90_000 : 1_500_000);
  const dayBars = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(23_400 / TF_SECONDS[tf]))));
  const menu = row(
    "top:0;left:0;right:0;height:24px;background:#2b2b2b;color:#dcdcdc;font-size:12px;gap:18px;padding-left:10px",
    ["File", "Data", "Trading", "Analysis", "Tools", "View", "Window", "Help"].map((x) => span("", x)).join(""),
  );
  const title = row(
    "top:24px;left:0;right:0;height:26px;background:#1e1e1e;border-bottom:1px solid #3c3c3c;color:#dcdcdc;font-size:12px;padding-left:10px",
    `Chart Analysis - ${sym} ${TS_INTERVAL[tf]}`,
  );
  const toolbar = row(
    "top:51px;left:0;right:0;height:30px;background:#262626;border-bottom:1px solid #3c3c3c;color:#dcdcdc;font-size:12px;gap:8px;padding-left:8px",
    span("background:#000;border:1px solid #5a5a5a;padding:2px 10px;width:90px;color:#fff", sym) +
      span("background:#000;border:1px solid #5a5a5a;padding:2px 10px", `${TS_INTERVAL[tf]} ▾`) +
      ["⌕", "✎", "⊞", "Studies", "Strategies", "Trade Bar"]
        .map((x) => span("padding:2px 8px;color:#bdbdbd", x))
        .join(""),
  );
  const status = div(
    "top:4px;left:6px;z-index:30;font-size:12px;color:#e6e6e6;white-space:pre",
    `${sym} - ${TS_INTERVAL[tf]} - ${exch}    L=${span(`color:${col}`, num(b.close, d))}  ${span(`color:${col}`, sign(chg, d))}  ${span(`color:${col}`, `${sign(pct, 2)}%`)}  B=${num(b.close - tick, d)}  A=${num(b.close + tick, d)}  O=${num(dayBars[0].open, d)}  Hi=${num(Math.max(...dayBars.map((x) => x.high)), d)}  Lo=${num(Math.min(...dayBars.map((x) => x.low)), d)}  V=${num(
      vols.slice(-dayBars.length).reduce((a, v) => a + v, 0),
      0,
      true,
    )}`,
  );
  const top = 82;
  const candlesStyle = variant === 1;
  return {
    html: doc(
      w,
      h,
      "#000",
      menu +
        title +
        toolbar +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top}px">${plotDiv("inset:0")}${status}</div>`,
      "font-family:'Segoe UI','Liberation Sans','DejaVu Sans',Arial,sans-serif;",
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#e0e0e0",
      fontSize: 11,
      fontFamily: "'Segoe UI', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
      grid: { color: "#262626", style: 1 },
      series: candlesStyle ? "candles" : "bars",
      look: candlesStyle ? candles(up, down) : { upColor: up, downColor: down, thinBars: false, openVisible: true },
      priceLine: { visible: false },
      scale: { border: "#5a5a5a" },
      time: { border: "#5a5a5a", format: "dm" },
      extra:
        volumeScript(vols, bars, "#00a0ff", "#00a0ff", 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.18));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "#5a5a5a" } } });`,
      after: `ov("Volume (${sym})  <span style='color:#00a0ff'>${num(vols[vols.length - 1], 0, true)}</span>", "left:6px;top:" + (paneH + 4) + "px;font-size:12px;color:#e6e6e6");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const BROKER_LAYOUTS: Layout[] = [
  {
    id: "yahoo-finance",
    app: "Yahoo Finance (interactive chart)",
    page: yahooFinance,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "15m", w: 1440, h: 900, jpeg: true },
      { symbol: "MSFT", tf: "5m", w: 1366, h: 768 },
    ],
  },
  {
    id: "webull",
    app: "Webull desktop",
    page: webull,
    renders: [
      { symbol: "NVDA", tf: "5m", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "1h", w: 1600, h: 900, jpeg: true },
      { symbol: "SPY", tf: "1D", w: 1440, h: 900 },
    ],
  },
  {
    id: "zerodha-kite",
    app: "Zerodha Kite web",
    page: zerodhaKite,
    renders: [
      { symbol: "RELIANCE", tf: "15m", w: 1440, h: 900 },
      { symbol: "RELIANCE", tf: "1D", w: 1920, h: 1080 },
      { symbol: "RELIANCE", tf: "5m", w: 1280, h: 720, jpeg: true },
    ],
  },
  {
    id: "tradestation",
    app: "TradeStation 10 (Chart Analysis)",
    page: tradeStation,
    renders: [
      { symbol: "MSFT", tf: "5m", w: 1920, h: 1080 },
      { symbol: "ES", tf: "1D", w: 1600, h: 900 },
      { symbol: "AAPL", tf: "1h", w: 1366, h: 768, jpeg: true },
    ],
  },
];
