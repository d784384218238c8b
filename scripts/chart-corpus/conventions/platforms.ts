// Desktop trading platforms of the fourth batch: Sierra Chart, ProRealTime, Tradovate and a
// StockCharts.com SharpChart, drawn as each is documented and commonly looks by default (not from
// any screenshot). Futures print the front contract ("ESZ24-CME", "ESZ4"); the truth is the root.
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
  ma,
  lineSeries,
  compact,
  volumeScript,
} from "./common";

const LIBERATION = "font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const LIB_JS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Futures contract codes: the front quarterly contract at the last bar's date (rolled in the
// second week of the expiry month), "ESZ24" (Sierra Chart, CQG style) or "ESZ4" (Tradovate).

const QUARTER = ["H", "M", "U", "Z"];
function frontContract(inst: Instrument, bars: Bar[], digits: 1 | 2): string {
  const d = utc(lastOf(bars).time);
  let m = d.getUTCMonth(); // 0..11
  let y = d.getUTCFullYear();
  // Expiry months: Mar(2) Jun(5) Sep(8) Dec(11).
  let q = Math.ceil((m + 1) / 3) - 1; // quarter whose expiry month is >= m
  if (m === q * 3 + 2 && d.getUTCDate() > 12) q++;
  if (q > 3) {
    q = 0;
    y++;
  }
  m = q;
  return `${inst.symbol}${QUARTER[m]}${digits === 2 ? String(y).slice(2) : String(y).slice(3)}`;
}

// ---------------------------------------------------------------------------------------------
// Sierra Chart: the chart window's title bar carries "Symbol [flags] Bar Period #ChartNumber"
// ("ESZ24-CME [CB] 5 Min #1"; a Historical Daily chart reads "Daily"); black chart background,
// OHLC bars or candlesticks, the Chart Values scale on the right with the Last Trade Price Box.

export const SIERRA: Record<Tf, string> = {
  "1m": "1 Min",
  "5m": "5 Min",
  "15m": "15 Min",
  "30m": "30 Min",
  "1h": "60 Min",
  "4h": "240 Min",
  "1D": "Daily",
  "1W": "Weekly",
};

export function sierraChart({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const contract = `${frontContract(inst, bars, 2)}-${inst.exchange}`;
  const daily = TF_SECONDS[tf] >= 86_400;
  const chartNo = daily ? 2 : 1;
  const flags = daily ? "[C]" : "[CB]";
  const chg = b.close - prev.close;
  const vols = volumes(bars, r, daily ? 1_400_000 : 18_000);
  const menu = row(
    "top:0;left:0;right:0;height:20px;background:#f0f0f0;color:#000;font-size:12px;gap:14px;padding-left:8px;border-bottom:1px solid #d0d0d0",
    ["File", "Edit", "Chart", "Analysis", "Trade", "Global Settings", "Window", "Help"]
      .map((t) => span("", t))
      .join(""),
  );
  // The Control Bar: buttons and the connection status box.
  const control = row(
    "top:21px;left:0;right:0;height:24px;background:#d4d0c8;color:#000;font-size:11px;gap:3px;padding-left:4px;border-bottom:1px solid #808080",
    [
      ...["New Chart", "Trade DOM", "Time & Sales", "Chart Values", "Draw", "Trade Window", "Replay"].map((t) =>
        span("background:#e6e3dc;border:1px solid #8a8a8a;padding:1px 6px", t),
      ),
      span("margin-left:16px;background:#2fa32f;color:#fff;padding:2px 10px", "Connected"),
      span("margin-left:8px", "Sim1"),
    ].join(""),
  );
  const tabs = row(
    "top:46px;left:0;right:0;height:20px;background:#2b2b2b;font-size:11px;color:#c8c8c8;gap:2px;padding-left:4px",
    [
      `${contract} ${SIERRA[tf]} #${chartNo}`,
      ...(["1m", "5m", "1D"] as Tf[]).filter((t) => t !== tf).map((t, i) => `${contract} ${SIERRA[t]} #${i + 3}`),
    ]
      .map((t, i) => span(`padding:2px 10px;${i === 0 ? "background:#4a6d9c;color:#fff" : "background:#3a3a3a"}`, t))
      .join(""),
  );
  // The chart window's own title bar (an MDI child window).
  const title = row(
    "top:67px;left:0;right:0;height:20px;background:#1f3d66;color:#ffffff;font-size:12px;padding-left:6px;gap:14px",
    `${span("", `${contract} ${flags} ${SIERRA[tf]} #${chartNo}`)}${span("color:#cfd8e6", `| ${num(b.close, d)} ${sign(chg, d)}`)}${span("color:#cfd8e6", "| Sim1")}<span style="flex:1"></span>${span("padding-right:8px", "_ ▫ ✕")}`,
  );
  const top = 88;
  const dataLine = div(
    "top:3px;left:4px;z-index:30;color:#ffffff;font-size:11px;white-space:pre",
    `O: ${num(b.open, d)}  H: ${num(b.high, d)}  L: ${num(b.low, d)}  C: ${num(b.close, d)}  V: ${num(vols[vols.length - 1], 0)}`,
  );
  const useBars = variant !== 1;
  return {
    html: doc(
      w,
      h,
      "#000",
      menu +
        control +
        tabs +
        title +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top}px">${plotDiv("inset:0")}${dataLine}</div>`,
      LIBERATION,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#ffffff",
      fontSize: 12,
      fontFamily: LIB_JS,
      grid: { color: "#303030", style: 0 },
      series: useBars ? "bars" : "candles",
      look: useBars
        ? { upColor: "#00ff00", downColor: "#ff0000", thinBars: false, openVisible: true }
        : candles("#00ff00", "#ff0000", ["#00ff00", "#ff0000"]),
      lastValue: false,
      priceLine: { visible: false },
      scale: { border: "#808080" },
      time: { border: "#808080", format: "dm", rightOffset: 8 },
      extra:
        volumeScript(vols, bars, "#00c000", "#c00000", 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.16));
s.createPriceLine({ price: last.close, color: "rgba(0,0,0,0)", lineWidth: 1, lineStyle: 0, lineVisible: false, axisLabelVisible: true, axisLabelColor: "#ffff00", axisLabelTextColor: "#000000" });`,
      after: `ov("Volume  ${num(vols[vols.length - 1], 0)}", "left:4px;top:" + (paneH + 3) + "px;font-size:11px;color:#00c0ff");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// ProRealTime (v12, web/desktop): the instrument's name and code in the chart's header, the
// interval selector written out ("5 minutes", "1 hour", "Daily"), candles, the last price tagged
// on the right scale; a light theme by default, a dark one as an option.

export const PRT: Record<Tf, string> = {
  "1m": "1 minute",
  "5m": "5 minutes",
  "15m": "15 minutes",
  "30m": "30 minutes",
  "1h": "1 hour",
  "4h": "4 hours",
  "1D": "Daily",
  "1W": "Weekly",
};
const PRT_NAME: Record<string, string> = {
  EURUSD: "EUR/USD",
  GBPUSD: "GBP/USD",
  XAUUSD: "Gold spot (E)",
  AAPL: "APPLE INC.",
  MSFT: "MICROSOFT CORP.",
  TSLA: "TESLA INC.",
  SPX: "S&P 500 Index",
};

export function proRealTime({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const dark = variant === 1;
  const bg = dark ? "#181b23" : "#ffffff";
  const chrome = dark ? "#22262f" : "#f3f4f6";
  const border = dark ? "#353a45" : "#d5d8dd";
  const fg = dark ? "#e2e5ea" : "#1c1f24";
  const muted = dark ? "#8f96a3" : "#6b7280";
  const up = "#1aa260";
  const down = "#e0403a";
  const chg = b.close - prev.close;
  const pct = (chg / prev.close) * 100;
  const name = PRT_NAME[inst.symbol] ?? inst.name;
  const code = inst.pair ?? inst.symbol;
  const menu = row(
    `top:0;left:0;right:0;height:30px;background:${dark ? "#11141a" : "#1d2a3a"};color:#e8ecf1;font-size:13px;gap:22px;padding-left:12px`,
    [
      span("font-weight:bold;letter-spacing:0.5px", "ProRealTime"),
      ...["Display", "Trading", "Screeners", "Backtesting", "Workspaces", "Help"].map((t) => span("color:#b9c3cf", t)),
    ].join(""),
  );
  const toolbar = row(
    `top:30px;left:0;right:0;height:34px;background:${chrome};border-bottom:1px solid ${border};color:${fg};font-size:12px;gap:10px;padding-left:10px`,
    [
      span(
        `background:${bg};border:1px solid ${border};padding:3px 10px;min-width:110px;font-weight:bold`,
        `${code} ▾`,
      ),
      span(`background:${bg};border:1px solid ${border};padding:3px 10px`, `${PRT[tf]} ▾`),
      span(
        `background:${bg};border:1px solid ${border};padding:3px 10px`,
        `${TF_SECONDS[tf] < 86_400 ? "5 days" : "2 years"} ▾`,
      ),
      span(`color:${muted};padding-left:6px`, "Candlesticks"),
      span(`color:${muted}`, "Indicators"),
      span(`color:${muted}`, "Drawing"),
      span(`color:${muted}`, "Alerts"),
    ].join(""),
  );
  // The chart header: name, code and market, the last price with its change.
  const header = row(
    `top:64px;left:0;right:0;height:30px;background:${bg};border-bottom:1px solid ${border};color:${fg};font-size:13px;gap:14px;padding-left:12px`,
    [
      span("font-weight:bold", name),
      span(
        `color:${muted};font-size:12px`,
        `${inst.symbol} · ${inst.exchange === "OANDA" || inst.exchange === "FXCM" ? "Forex" : inst.exchange}`,
      ),
      span("font-weight:bold;font-size:14px", num(b.close, d)),
      span(`color:${chg >= 0 ? up : down}`, `${sign(pct, 2)}%`),
    ].join(""),
  );
  const top = 95;
  const legend = div(
    `top:4px;left:8px;z-index:30;color:${fg};font-size:11px;white-space:pre`,
    `${name} - ${PRT[tf]}   ${span(`color:${muted}`, `O: ${num(b.open, d)}  H: ${num(b.high, d)}  L: ${num(b.low, d)}  C: ${num(b.close, d)}`)}`,
  );
  return {
    html: doc(
      w,
      h,
      bg,
      menu +
        toolbar +
        header +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top}px">${plotDiv("inset:0")}${legend}</div>`,
      LIBERATION,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dark ? "#aab1bd" : "#3d434d",
      fontSize: 11,
      fontFamily: LIB_JS,
      grid: { color: dark ? "#262a33" : "#eceef1", style: 0 },
      series: "candles",
      look: candles(up, down),
      priceLine: { style: 2 },
      scale: { border: border },
      time: { border: border },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Tradovate (desktop / web): a chart module with the contract in its own field ("ESZ4"), the
// timeframe dropdown ("5 min", "1 hour", "1 day"), a legend with the contract and OHLC, the last
// price tagged on the right; dark by default, light as an option.

export const TRADOVATE: Record<Tf, string> = {
  "1m": "1 min",
  "5m": "5 min",
  "15m": "15 min",
  "30m": "30 min",
  "1h": "1 hour",
  "4h": "4 hour",
  "1D": "1 day",
  "1W": "1 week",
};

export function tradovate({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const dark = variant !== 1;
  const bg = dark ? "#1b2029" : "#ffffff";
  const panel = dark ? "#232a35" : "#f1f3f6";
  const border = dark ? "#343d4b" : "#d7dbe1";
  const fg = dark ? "#dfe4ea" : "#1d2430";
  const muted = dark ? "#8a94a3" : "#6b7482";
  const up = "#26a65b";
  const down = "#e04b4b";
  const contract = frontContract(inst, bars, 1);
  const side = 210;
  // The application bar and the account strip.
  const appBar = row(
    `top:0;left:0;right:0;height:36px;background:${dark ? "#141820" : "#e8ebef"};color:${fg};font-size:12px;gap:18px;padding-left:12px;border-bottom:1px solid ${border}`,
    [
      span("font-weight:bold;font-size:14px;color:#3f8cff", "tradovate"),
      span(`color:${muted}`, "DEMO1234567"),
      span("", `Balance ${span("font-weight:bold", "$50,000.00")}`),
      span("", `Open P&L ${span(`color:${up}`, "$0.00")}`),
      span(`color:${muted}`, "Trading"),
      span(`color:${muted}`, "Analysis"),
    ].join(""),
  );
  const chartBar = row(
    `top:36px;left:0;width:${w - side}px;height:32px;background:${panel};color:${fg};font-size:12px;gap:8px;padding-left:8px;border-bottom:1px solid ${border}`,
    [
      span(`background:${bg};border:1px solid ${border};padding:3px 12px;font-weight:bold`, contract),
      span(`background:${bg};border:1px solid ${border};padding:3px 10px`, `${TRADOVATE[tf]} ▾`),
      span(`background:${bg};border:1px solid ${border};padding:3px 10px`, "Candlestick ▾"),
      span(`color:${muted};padding-left:6px`, "ƒx Indicators"),
      span(`color:${muted}`, "✎ Drawing"),
      span(`color:${muted}`, "⚙"),
    ].join(""),
  );
  // The order ticket on the right.
  const spread = inst.tick ?? 10 ** -d;
  const ticket = div(
    `top:36px;right:0;width:${side}px;bottom:0;background:${panel};border-left:1px solid ${border};color:${fg};font-size:12px;padding:10px;box-sizing:border-box`,
    [
      `<div style="font-weight:bold;font-size:13px">${contract}</div>`,
      `<div style="color:${muted};margin:2px 0 10px">${inst.name}</div>`,
      `<div style="display:flex;gap:6px"><div style="flex:1;background:${down};color:#fff;text-align:center;padding:6px 0">SELL MKT<br>${num(b.close, d)}</div><div style="flex:1;background:#2f7de1;color:#fff;text-align:center;padding:6px 0">BUY MKT<br>${num(b.close + spread, d)}</div></div>`,
      `<div style="margin-top:10px;color:${muted}">Qty</div><div style="border:1px solid ${border};padding:4px 8px;margin-top:2px">1</div>`,
      `<div style="margin-top:10px;color:${muted}">Position</div><div style="margin-top:2px">0 @ —</div>`,
    ].join(""),
  );
  const top = 69;
  const legend = div(
    `top:5px;left:8px;z-index:30;color:${fg};font-size:12px;white-space:pre`,
    `${span("font-weight:bold", contract)}  ${TRADOVATE[tf]}   ${span(`color:${muted}`, "O")} ${num(b.open, d)}  ${span(`color:${muted}`, "H")} ${num(b.high, d)}  ${span(`color:${muted}`, "L")} ${num(b.low, d)}  ${span(`color:${muted}`, "C")} ${num(b.close, d)}`,
  );
  return {
    html: doc(
      w,
      h,
      bg,
      appBar +
        chartBar +
        ticket +
        `<div style="position:absolute;top:${top}px;left:0;width:${w - side - 1}px;height:${h - top}px">${plotDiv("inset:0")}${legend}</div>`,
      LIBERATION,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dark ? "#a7b0bd" : "#414a57",
      fontSize: 11,
      fontFamily: LIB_JS,
      grid: { color: dark ? "#242b36" : "#eef0f3", style: 0 },
      series: "candles",
      look: candles(up, down),
      priceLine: { style: 2 },
      scale: { border },
      time: { border, format: "dm" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// StockCharts.com SharpCharts: a static chart image on the workbench page. The chart header:
// "$SPX S&P 500 Large Cap Index INDX" and "© StockCharts.com", a quote line with the date,
// Open / High / Low / Last / Volume / Chg, and the legend "■ $SPX (Daily) 5,210.30". Candles are
// hollow when the close is up on the day's open, red when the close is below the previous close;
// the last close is tagged on the right axis.

export const SHARP: Record<Tf, string> = {
  "1m": "1 Minute",
  "5m": "5 Minute",
  "15m": "15 Minute",
  "30m": "30 Minute",
  "1h": "60 Minute",
  "4h": "240 Minute",
  "1D": "Daily",
  "1W": "Weekly",
};
const SHARP_SYMBOL: Record<string, [string, string, string]> = {
  SPX: ["$SPX", "S&P 500 Large Cap Index", "INDX"],
  AAPL: ["AAPL", "Apple Inc.", "Nasdaq GS"],
  MSFT: ["MSFT", "Microsoft Corp.", "Nasdaq GS"],
  NVDA: ["NVDA", "NVIDIA Corp.", "Nasdaq GS"],
  SPY: ["SPY", "SPDR S&P 500 ETF", "NYSE Arca"],
  TSLA: ["TSLA", "Tesla, Inc.", "Nasdaq GS"],
};

export function sharpCharts({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const [sym, name, exch] = SHARP_SYMBOL[inst.symbol] ?? [inst.symbol, inst.name, inst.exchange];
  const vols = volumes(bars, r, inst.symbol === "SPX" ? 2_400_000_000 : 48_000_000);
  const chg = b.close - prev.close;
  const dt = utc(b.time);
  const intraday = TF_SECONDS[tf] < 86_400;
  const when = `${pad2(dt.getUTCDate())}-${MONTHS[dt.getUTCMonth()]}-${dt.getUTCFullYear()}${
    intraday
      ? ` ${((dt.getUTCHours() + 11) % 12) + 1}:${pad2(dt.getUTCMinutes())}${dt.getUTCHours() < 12 ? "am" : "pm"}`
      : ""
  }`;
  // The site around the image: navigation, the symbol box, Period and Range.
  const nav = row(
    "top:0;left:0;right:0;height:44px;background:#0b3a6e;color:#fff;font-size:14px;gap:24px;padding-left:18px",
    [
      span("font-weight:bold;font-size:18px", "StockCharts.com"),
      ...["Charts & Tools", "Your Dashboard", "Members", "ChartSchool", "Market Summary"].map((t) =>
        span("color:#d7e3f1", t),
      ),
    ].join(""),
  );
  const controls = row(
    "top:44px;left:0;right:0;height:40px;background:#eef1f5;border-bottom:1px solid #cfd6df;color:#222;font-size:13px;gap:10px;padding-left:18px",
    [
      span("background:#fff;border:1px solid #9aa6b5;padding:3px 10px;min-width:80px;font-weight:bold", sym),
      span("background:#1f6fb8;color:#fff;padding:3px 12px", "Update"),
      span("padding-left:12px", "Period"),
      span("background:#fff;border:1px solid #9aa6b5;padding:3px 8px", `${SHARP[tf]} ▾`),
      span("padding-left:8px", "Range"),
      span(
        "background:#fff;border:1px solid #9aa6b5;padding:3px 8px",
        `${intraday ? "10 Days" : tf === "1W" ? "3 Years" : "1 Year"} ▾`,
      ),
      span("padding-left:8px", "Type"),
      span("background:#fff;border:1px solid #9aa6b5;padding:3px 8px", "Candlesticks ▾"),
    ].join(""),
  );
  // The image: 900+ px wide, centred, its own white background and grey header band.
  const imgW = Math.min(w - 60, Math.max(900, Math.round(w * 0.62)));
  const imgH = h - 84 - 24;
  const left = Math.round((w - imgW) / 2);
  const fmt = (v: number) => num(v, d, true);
  const headerBand = div(
    "top:0;left:0;right:0;height:52px;background:#ffffff;border-bottom:1px solid #b0b0b0;font-size:12px;color:#000",
    [
      div("top:4px;left:6px;font-weight:bold;font-size:13px", `${sym} ${name} ${exch}`),
      div("top:4px;right:8px;font-size:11px;color:#333", "@ StockCharts.com"),
      div(
        "top:24px;left:6px;font-size:11px;white-space:pre",
        `${when}   Open ${fmt(b.open)}  High ${fmt(b.high)}  Low ${fmt(b.low)}  Last ${fmt(b.close)}  Volume ${compact(vols[vols.length - 1]).replace(" ", "")}  Chg ${sign(chg, d, true)} (${sign((chg / prev.close) * 100, 2)}%) ${span(`color:${chg >= 0 ? "#008000" : "#d00000"}`, chg >= 0 ? "▲" : "▼")}`,
      ),
    ].join(""),
  );
  const legend = div(
    "top:4px;left:6px;z-index:30;font-size:11px;color:#000;white-space:pre;line-height:15px",
    `${span("color:#000", "■")} ${sym} (${SHARP[tf]}) ${fmt(b.close)}\n${span("color:#1f5fd1", "—")} MA(50) ${fmt(ma(bars, 50).at(-1)?.value ?? b.close)}\n${span("color:#d12f2f", "—")} MA(200) (n/a)`,
  );
  // SharpCharts' colouring: hollow (white) when the close is above the open, filled when below;
  // red outline and fill when the close is below the previous close, black otherwise.
  const coloured = bars.map((x, i) => {
    const red = i > 0 && x.close < bars[i - 1].close;
    const edge = red ? "#e00000" : "#000000";
    return { ...x, color: x.close >= x.open ? "#ffffff" : edge, borderColor: edge, wickColor: edge };
  });
  const tagColor = chg >= 0 ? "#000000" : "#e00000";
  const image = `<div style="position:absolute;top:96px;left:${left}px;width:${imgW}px;height:${imgH - 12}px;background:#fff;border:1px solid #8a8a8a">${headerBand}<div style="position:absolute;top:53px;left:0;right:0;bottom:0">${plotDiv("inset:0")}${legend}</div></div>`;
  return {
    html: doc(w, h, "#dde3ea", nav + controls + image, LIBERATION),
    script: plotScript({
      bars: coloured,
      decimals: d,
      bg: "#ffffff",
      text: "#000000",
      fontSize: 11,
      fontFamily: LIB_JS,
      grid: { color: "#e4e4e4", style: 0 },
      series: "candles",
      look: { borderVisible: true, wickVisible: true },
      lastValue: false,
      priceLine: { visible: false },
      scale: { border: "#8a8a8a" },
      time: { border: "#8a8a8a", rightOffset: 3 },
      extra:
        lineSeries(ma(bars, 50), "#1f5fd1") +
        `s.createPriceLine({ price: last.close, color: "${tagColor}", lineWidth: 1, lineStyle: 0, lineVisible: false, axisLabelVisible: true, axisLabelColor: "${tagColor}", axisLabelTextColor: "#ffffff" });` +
        volumeScript(vols, bars, "rgba(80,110,160,0.35)", "rgba(200,60,60,0.35)"),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const PLATFORM_LAYOUTS: Layout[] = [
  {
    id: "sierra-chart",
    app: "Sierra Chart",
    page: sierraChart,
    renders: [
      { symbol: "ES", tf: "5m", w: 1920, h: 1080 },
      { symbol: "NQ", tf: "1h", w: 1600, h: 900 },
      { symbol: "ES", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "prorealtime",
    app: "ProRealTime",
    page: proRealTime,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "AAPL", tf: "5m", w: 1440, h: 900 },
      { symbol: "XAUUSD", tf: "1D", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "tradovate",
    app: "Tradovate",
    page: tradovate,
    renders: [
      { symbol: "ES", tf: "15m", w: 1920, h: 1080 },
      { symbol: "NQ", tf: "1m", w: 1600, h: 900 },
      { symbol: "ES", tf: "4h", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "stockcharts",
    app: "StockCharts.com SharpCharts",
    page: sharpCharts,
    renders: [
      { symbol: "SPX", tf: "1D", w: 1920, h: 1080 },
      { symbol: "AAPL", tf: "1W", w: 1440, h: 900, bars: 110 },
      { symbol: "MSFT", tf: "1h", w: 1600, h: 900, jpeg: true },
    ],
  },
];
