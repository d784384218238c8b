// Phone apps (portrait) as they draw a chart by default: MetaTrader 5 mobile, the TradingView app,
// Robinhood's stock page and the Binance app, written from each app's documentation and common
// knowledge of its default look (no screenshot). Plots are lightweight-charts styled like the app;
// status bars, headers, pickers and tab bars are HTML.
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
  ma,
  volumes,
  compact,
  plotScript,
  candles,
  volumeScript,
  lineSeries,
  MT,
  MT_DESCRIPTION,
  TV_LEGEND,
  TV_BUTTON,
} from "./common";

const PHONE_FONT = "font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const PHONE_FONT_JS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/** The phone's status bar: the clock on the left, signal, wifi and battery on the right. */
const statusBar = (fg: string, bg: string, clock = "9:41") =>
  row(
    `top:0;left:0;right:0;height:44px;background:${bg};color:${fg};font-size:15px;font-weight:600;padding:0 24px;justify-content:space-between;z-index:40`,
    `${span("", clock)}${span("font-size:11px;letter-spacing:1px", "▂▄▆█ ◠ ▮▮▮▯")}`,
  );

// ---------------------------------------------------------------------------------------------
// MetaTrader 5 mobile: black chart, "EURUSD, H1" and the description at the top left, an OHLC
// line, the Bid line's tag on the right scale; tapping the chart shows the period bar.

export function mt5Mobile({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const ios = variant === 1;
  const periodBar = variant === 1;
  const bg = "#000000";
  const fg = "#ffffff";
  const dim = "#9e9e9e";
  const blue = ios ? "#0a84ff" : "#3d8bfd";
  const barBg = ios ? "#1c1c1e" : "#212121";
  // The app bar: the chart's tools as icons (crosshair, indicators, objects, period), Trade on the right.
  const appBarH = 48;
  const appBar = row(
    `top:44px;left:0;right:0;height:${appBarH}px;background:${barBg};color:${fg};font-size:20px;gap:26px;padding-left:18px`,
    ["✛", "ƒ", "△", "◷"].map((x) => span("", x)).join("") +
      span(`margin-left:auto;padding-right:18px;font-size:15px;color:${blue}`, ios ? "Trade" : "⊕"),
  );
  const chartTop = 44 + appBarH;
  const tabH = ios ? 80 : 60;
  const tabs = ios
    ? ["Quotes", "Chart", "Trade", "History", "Settings"]
    : ["Quotes", "Chart", "Trade", "History", "Messages"];
  const tabBar = row(
    `bottom:0;left:0;right:0;height:${tabH}px;background:${barBg};border-top:1px solid #333;justify-content:space-around;font-size:11px;color:${dim};align-items:flex-start;padding-top:8px`,
    tabs
      .map(
        (x, i) =>
          `<div style="text-align:center;${i === 1 ? `color:${blue}` : ""}">${span("font-size:20px", ["⇅", "▟", "↗", "◷", ios ? "⚙" : "✉"][i])}<br>${x}</div>`,
      )
      .join(""),
  );
  const periods = (["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) => [MT[t], t === tf] as const);
  const bar = periodBar
    ? row(
        `top:0;left:0;right:0;height:40px;background:rgba(28,28,30,0.96);justify-content:space-around;font-size:14px;color:${fg};z-index:35;border-bottom:1px solid #333`,
        [...periods, ["MN", false] as const]
          .map(([label, on]) =>
            span(
              on
                ? `color:#fff;background:${blue};border-radius:6px;padding:4px 6px;font-weight:700`
                : "padding:4px 2px",
              label,
            ),
          )
          .join(""),
      )
    : "";
  const labelTop = periodBar ? 46 : 6;
  const desc = MT_DESCRIPTION[inst.symbol] ?? inst.name;
  const ohlc = `O ${num(b.open, d)}  H ${num(b.high, d)}  L ${num(b.low, d)}  C ${num(b.close, d)}`;
  const label = div(
    `top:${labelTop}px;left:8px;z-index:30;color:${fg};font-size:13px;line-height:17px;white-space:pre`,
    `${span("font-weight:700", `${inst.symbol}, ${MT[tf]}`)}\n${span(`color:${dim};font-size:11px`, desc)}\n${span(`color:${dim};font-size:11px`, ohlc)}`,
  );
  const chartH = h - chartTop - tabH;
  const up = "#00c853";
  const down = "#ff1744";
  const useBars = variant === 2;
  return {
    html: doc(
      w,
      h,
      bg,
      statusBar(fg, barBg) +
        appBar +
        `<div style="position:absolute;top:${chartTop}px;left:0;width:${w}px;height:${chartH}px">${plotDiv("inset:0")}${bar}${label}</div>` +
        tabBar,
      PHONE_FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: "#c8c8c8",
      fontSize: 10,
      fontFamily: PHONE_FONT_JS,
      grid: { color: "#3a3a3a", style: 1 },
      series: useBars ? "bars" : "candles",
      look: useBars ? { upColor: up, downColor: down, thinBars: true } : candles(up, down),
      lastValue: false,
      priceLine: { visible: false },
      scale: { border: "#5a5a5a", margins: { top: periodBar ? 0.2 : 0.16, bottom: 0.08 } },
      time: { border: "#5a5a5a", format: "mt", rightOffset: 5 },
      // The Bid line (grey, its tag on the scale); the Ask line is off by default.
      extra: `s.createPriceLine({ price: last.close, color: "#9e9e9e", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "#9e9e9e", axisLabelTextColor: "#000000" });`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// TradingView app (dark): symbol and interval buttons on the top bar, legend "AAPL · 1D · NASDAQ"
// with O H L C, the last price's tag on the right scale, volume, and the bottom tab bar.

export function tvMobile({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const bg = variant === 1 ? "#131722" : "#0f0f0f";
  const panel = bg;
  const border = variant === 1 ? "#2a2e39" : "#2e2e2e";
  const fg = "#d1d4dc";
  const dim = "#787b86";
  const upC = "#089981";
  const downC = "#f23645";
  const accent = "#2962ff";
  const barCol = b.close >= b.open ? upC : downC;
  const topH = 50;
  const top = row(
    `top:44px;left:0;right:0;height:${topH}px;background:${panel};border-bottom:1px solid ${border};color:${fg};font-size:16px;gap:14px;padding-left:12px`,
    span(`width:26px;height:26px;border-radius:50%;background:${accent};display:inline-block`, "") +
      span("font-weight:700", inst.symbol) +
      span(`padding:4px 8px;border-radius:6px;background:${border};font-weight:600`, TV_BUTTON[tf]) +
      span("font-size:18px", "▯▮") +
      span("font-size:15px", "ƒx") +
      span(`margin-left:auto;padding-right:14px;font-size:18px;color:${fg}`, "⌕ ⋯"),
  );
  const chartTop = 44 + topH;
  const tabH = 78;
  const tabBar = row(
    `bottom:0;left:0;right:0;height:${tabH}px;background:${panel};border-top:1px solid ${border};justify-content:space-around;font-size:11px;color:${dim};align-items:flex-start;padding-top:8px`,
    ["Watchlist", "Chart", "Explore", "Community", "Menu"]
      .map(
        (x, i) =>
          `<div style="text-align:center;${i === 1 ? `color:${fg}` : ""}">${span("font-size:20px", ["☆", "▟", "◎", "◌", "☰"][i])}<br>${x}</div>`,
      )
      .join(""),
  );
  const chg = b.close - prev.close;
  const val = (k: string, v: number) => `${k}${span(`color:${barCol}`, num(v, d, true))}`;
  const legend = div(
    `top:6px;left:8px;z-index:30;color:${fg};font-size:12px;line-height:18px;white-space:nowrap`,
    `${span(`width:8px;height:8px;border-radius:50%;background:${upC};display:inline-block;margin-right:5px`, "")}${inst.symbol} · ${TV_LEGEND[tf]} · ${inst.exchange}<br>` +
      `${val("O", b.open)} ${val("H", b.high)}<br>${val("L", b.low)} ${val("C", b.close)} ${span(`color:${barCol}`, `${sign(chg, d, true)} (${sign((chg / prev.close) * 100, 2)}%)`)}`,
  );
  const vols = volumes(bars, r, inst.price > 1000 ? 900 : 2_400_000);
  const volLegend = `Vol ${span(`color:${barCol}`, compact(vols[vols.length - 1]).replace(" ", ""))}`;
  const chartH = h - chartTop - tabH;
  return {
    html: doc(
      w,
      h,
      bg,
      statusBar(fg, panel) +
        top +
        `<div style="position:absolute;top:${chartTop}px;left:0;width:${w}px;height:${chartH}px">${plotDiv("inset:0")}${legend}${div(`top:62px;left:8px;z-index:30;color:${fg};font-size:12px`, volLegend)}</div>` +
        tabBar,
      PHONE_FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: fg,
      fontSize: 11,
      fontFamily: PHONE_FONT_JS,
      grid: { color: variant === 1 ? "#1e222d" : "#1d1d1d" },
      series: "candles",
      look: candles(upC, downC),
      priceLine: { color: b.close >= prev.close ? upC : downC, style: 2 },
      scale: { margins: { top: 0.16, bottom: 0.2 } },
      time: { rightOffset: 5 },
      logo: true,
      extra: volumeScript(vols, bars, "rgba(8,153,129,0.5)", "rgba(242,54,69,0.5)"),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Robinhood (stocks): the name and a big price at the top, a line chart without a price axis (the
// previous close dotted), range buttons "LIVE 1D 1W 1M 3M YTD 1Y 5Y" with the selected one green.

const RH_RANGE: Partial<Record<Tf, string>> = { "5m": "1D", "1h": "1W", "1D": "1M" };

export function robinhood({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const range = RH_RANGE[tf] ?? "1D";
  const dark = variant === 1;
  const bg = dark ? "#000000" : "#ffffff";
  const fg = dark ? "#ffffff" : "#000000";
  const dim = dark ? "#a0a0a0" : "#6f6f6f";
  const ref = range === "1D" ? bars[0].open : bars[0].close;
  const chg = b.close - ref;
  const col = chg >= 0 ? "#00c805" : "#ff5000";
  const when = { "1D": "Today", "1W": "Past week", "1M": "Past month" }[range] ?? "Today";
  const nav = row(
    `top:44px;left:0;right:0;height:44px;color:${fg};font-size:22px;padding:0 16px;justify-content:space-between`,
    span("", "‹") +
      span("font-size:16px;font-weight:700", inst.symbol) +
      span("font-size:18px;letter-spacing:14px", "♡⌁"),
  );
  const head = div(
    `top:96px;left:20px;right:20px;color:${fg}`,
    `${span("font-size:26px;font-weight:700;display:block;line-height:34px", inst.name.replace(/,? Inc\.?$|,? Corporation$/, ""))}` +
      `${span("font-size:34px;font-weight:700;display:block;line-height:44px", `$${num(b.close, d, true)}`)}` +
      `${span(`font-size:14px;color:${col};font-weight:600`, `${chg >= 0 ? "▲" : "▼"} $${num(Math.abs(chg), d, true)} (${num(Math.abs((chg / ref) * 100), 2)}%)`)} ${span(`font-size:14px;color:${dim}`, when)}`,
  );
  const plotTop = 220;
  const rangesTop = Math.round(h * 0.62);
  const plotH = rangesTop - plotTop - 12;
  const ranges = row(
    `top:${rangesTop}px;left:12px;right:12px;height:34px;justify-content:space-between;font-size:13px;font-weight:700;color:${fg}`,
    ["LIVE", "1D", "1W", "1M", "3M", "YTD", "1Y", "5Y"]
      .map((x) =>
        span(
          x === range
            ? `color:${col};background:${chg >= 0 ? "rgba(0,200,5,0.14)" : "rgba(255,80,0,0.14)"};border-radius:14px;padding:6px 9px`
            : "padding:6px 4px",
          x,
        ),
      )
      .join("") + span(`color:${dim};font-size:16px;padding:0 4px`, "⚙"),
  );
  const below = div(
    `top:${rangesTop + 56}px;left:20px;right:20px;color:${fg};border-top:1px solid ${dark ? "#222" : "#e3e5e8"};padding-top:16px`,
    `${span("font-size:20px;font-weight:700;display:block", "About")}` +
      `${span(`font-size:14px;color:${dim};line-height:20px;display:block;margin-top:8px`, `${inst.name} is listed on ${inst.exchange}. Show more`)}`,
  );
  const trade = div(
    `bottom:34px;right:20px;background:${col};color:${dark ? "#000" : "#fff"};font-size:16px;font-weight:700;border-radius:24px;padding:13px 34px;z-index:40`,
    "Trade",
  );
  return {
    html: doc(
      w,
      h,
      bg,
      statusBar(fg, bg) +
        nav +
        head +
        plotDiv(`top:${plotTop}px;left:0;width:${w}px;height:${plotH}px`) +
        ranges +
        below +
        trade,
      PHONE_FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dim,
      series: "line",
      look: { color: col, lineWidth: 2, crosshairMarkerVisible: false },
      lastValue: false,
      priceLine: { visible: false },
      scale: { visible: false, margins: { top: 0.08, bottom: 0.08 } },
      time: { visible: false, rightOffset: range === "1D" ? 14 : 1 },
      // On 1D the previous close is a dotted grey line across the chart.
      extra:
        range === "1D"
          ? `s.createPriceLine({ price: ${ref}, color: "${dark ? "#555555" : "#b0b0b0"}", lineWidth: 1, lineStyle: 1, axisLabelVisible: false });`
          : "",
      after: `ov("", "left:" + (x(last.time) - 4) + "px;top:" + (y(last.close) - 4) + "px;width:8px;height:8px;border-radius:50%;background:${col}");`,
    }),
    ticker: inst.symbol,
    // As the broker-range convention (pages.ts brokerRange) and charts-real label it: the selected
    // range button stands for the chart's timeframe when it is the only interval-like control.
    timeframe: range,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The Binance app (dark): pair header with the big price and 24h stats, interval tabs
// "Time 15m 1h 4h 1D More" (selected one highlighted), candles with MA(7/25/99), a price tag, volume.

const BINANCE_APP: Record<Tf, string> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1h",
  "4h": "4h",
  "1D": "1D",
  "1W": "1W",
};

export function binanceApp({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const base = (inst.pair ?? inst.symbol).split("/")[0];
  const dark = variant !== 2;
  const bg = dark ? "#181a20" : "#ffffff";
  const fg = dark ? "#eaecef" : "#1e2329";
  const grey = dark ? "#848e9c" : "#707a8a";
  const line = dark ? "#2b3139" : "#eaecef";
  const green = "#2ebd85";
  const red = "#f6465d";
  const day = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(86_400 / TF_SECONDS[tf]))));
  const chg = b.close - day[0].open;
  const pct = (chg / day[0].open) * 100;
  const col = chg >= 0 ? green : red;
  const vols = volumes(bars, r, 400);
  const head = row(
    `top:44px;left:0;right:0;height:44px;color:${fg};font-size:18px;font-weight:700;padding:0 14px;gap:10px`,
    span("", "←") +
      span("", `${inst.pair ?? inst.symbol} ▾`) +
      span(`margin-left:auto;font-size:16px;color:${grey};letter-spacing:10px`, "☆ ⇪ ⋯"),
  );
  const stat = (k: string, v: string) =>
    `<div style="display:flex;justify-content:space-between;gap:8px">${span(`color:${grey}`, k)}${span(`color:${fg}`, v)}</div>`;
  const sum = vols.slice(-day.length).reduce((a, v) => a + v, 0);
  const price = div(
    `top:92px;left:14px;right:14px;height:84px;display:flex;justify-content:space-between`,
    `<div>${span(`font-size:28px;font-weight:700;color:${col}`, num(b.close, d, true))}<br>${span(`font-size:12px;color:${fg}`, `$${num(b.close, d, true)}`)} ${span(`font-size:12px;color:${col}`, `${sign(pct, 2)}%`)}</div>` +
      `<div style="font-size:10px;line-height:16px;width:${Math.min(170, w * 0.42)}px">${stat("24h High", num(Math.max(...day.map((x) => x.high)), d, true))}${stat("24h Low", num(Math.min(...day.map((x) => x.low)), d, true))}${stat(`24h Vol(${base})`, compact(sum).replace(" ", ""))}${stat("24h Vol(USDT)", compact(sum * b.close).replace(" ", ""))}</div>`,
  );
  const tabsTop = 180;
  const tabs = row(
    `top:${tabsTop}px;left:0;right:0;height:34px;padding:0 14px;gap:16px;font-size:13px;color:${grey};border-bottom:1px solid ${line}`,
    [
      span("", "Time"),
      ...(["15m", "1h", "4h", "1D"] as Tf[]).map((t) =>
        span(
          t === tf
            ? `color:${fg};font-weight:700;background:${dark ? "#2b3139" : "#f5f5f5"};border-radius:4px;padding:3px 7px`
            : "padding:3px 0",
          BINANCE_APP[t],
        ),
      ),
      span("", "More ▾"),
      span("margin-left:auto", "Depth"),
      span("", "⚙"),
    ].join(""),
  );
  const plotTop = tabsTop + 36;
  const bottomH = 96;
  const plotH = h - plotTop - bottomH;
  const m7 = ma(bars, 7);
  const m25 = ma(bars, 25);
  const n99 = Math.min(99, bars.length - 5);
  const m99 = ma(bars, n99);
  const legend = div(
    `top:4px;left:8px;z-index:30;font-size:10px;white-space:nowrap`,
    `${span("color:#f0b90b", `MA(7): ${num(m7[m7.length - 1].value, d, true)}`)}  ${span("color:#e377c2", `MA(25): ${num(m25[m25.length - 1].value, d, true)}`)}  ${span("color:#8c6bd6", `MA(${n99}): ${num(m99[m99.length - 1].value, d, true)}`)}`,
  );
  const buttons = row(
    `bottom:0;left:0;right:0;height:${bottomH}px;background:${bg};border-top:1px solid ${line};gap:10px;padding:0 14px 24px;color:${grey};font-size:11px`,
    `${["Markets", "Alert", "More"].map((x, i) => `<div style="text-align:center;width:40px">${span("font-size:18px", ["▤", "◔", "⋯"][i])}<br>${x}</div>`).join("")}` +
      `${span(`flex:1;text-align:center;background:${green};color:#fff;border-radius:6px;padding:11px 0;font-size:15px;font-weight:700`, "Buy")}${span(`flex:1;text-align:center;background:${red};color:#fff;border-radius:6px;padding:11px 0;font-size:15px;font-weight:700`, "Sell")}`,
  );
  return {
    html: doc(
      w,
      h,
      bg,
      statusBar(fg, bg) +
        head +
        price +
        tabs +
        `<div style="position:absolute;top:${plotTop}px;left:0;width:${w}px;height:${plotH}px">${plotDiv("inset:0")}${legend}</div>` +
        buttons,
      PHONE_FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: grey,
      fontSize: 10,
      fontFamily: PHONE_FONT_JS,
      grid: { color: dark ? "#22262d" : "#f3f3f3" },
      series: "candles",
      look: candles(green, red),
      priceLine: { color: col, style: 2 },
      scale: { margins: { top: 0.1, bottom: 0.26 } },
      time: { rightOffset: 6 },
      extra:
        volumeScript(vols, bars, "rgba(46,189,133,0.5)", "rgba(246,70,93,0.5)") +
        lineSeries(m7, "#f0b90b") +
        lineSeries(m25, "#e377c2") +
        lineSeries(m99, "#8c6bd6"),
      after: `ov("Vol(${base}): <span style='color:${fg}'>${compact(vols[vols.length - 1]).replace(" ", "")}</span>", "left:8px;top:" + Math.round(paneH * 0.76) + "px;font-size:10px;color:${grey}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const PHONE_LAYOUTS: Layout[] = [
  {
    id: "mt5-mobile",
    app: "MetaTrader 5 mobile",
    page: mt5Mobile,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 412, h: 915, scale: 2, bars: 60 },
      { symbol: "XAUUSD", tf: "15m", w: 390, h: 844, scale: 3, bars: 55, jpeg: true },
      { symbol: "GBPUSD", tf: "4h", w: 360, h: 800, scale: 3, bars: 50 },
    ],
  },
  {
    id: "tv-mobile",
    app: "TradingView app",
    page: tvMobile,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 393, h: 852, scale: 3, bars: 70 },
      { symbol: "BTCUSDT", tf: "1h", w: 412, h: 915, scale: 2, bars: 70, jpeg: true },
      { symbol: "NVDA", tf: "15m", w: 430, h: 932, scale: 3, bars: 70 },
    ],
  },
  {
    id: "robinhood",
    app: "Robinhood (range picker: the selected range is the timeframe)",
    page: robinhood,
    renders: [
      { symbol: "AAPL", tf: "5m", w: 390, h: 844, scale: 3, bars: 78 },
      { symbol: "TSLA", tf: "1h", w: 428, h: 926, scale: 3, bars: 40, jpeg: true },
      { symbol: "SPY", tf: "1D", w: 375, h: 812, scale: 3, bars: 22 },
    ],
  },
  {
    id: "binance-app",
    app: "Binance app",
    page: binanceApp,
    renders: [
      { symbol: "BTCUSDT", tf: "15m", w: 390, h: 844, scale: 3, bars: 110 },
      { symbol: "ETHUSDT", tf: "4h", w: 412, h: 915, scale: 2, bars: 110, jpeg: true },
      { symbol: "BNBUSDT", tf: "1h", w: 430, h: 932, scale: 3, bars: 110 },
    ],
  },
];
