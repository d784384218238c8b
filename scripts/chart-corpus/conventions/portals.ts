// Finance web portals and embedded charting widgets: Investing.com's interactive chart page,
// Google Finance's quote page, a Highcharts Stock widget embedded in an article, and eToro's asset
// chart, written from each site's documentation and common knowledge of its default look (no
// screenshot). Where only a RANGE picker is shown (Google Finance, Highcharts), the truth follows
// pages.ts brokerRange: the selected range button is the timeframe ("1D", "5D", "1M", "3M"), and a
// range that names no span the reader can express ("All", "YTD", "1Y", "Max") is no timeframe (null).
import {
  EXCHANGE_CHIPS,
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
  compact,
  plotScript,
  candles,
  TV_LEGEND,
} from "./common";

const ARIAL = "font-family:Arial,'Liberation Sans','DejaVu Sans',sans-serif;";
const ARIAL_JS = "Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
const ROBOTO = "font-family:Roboto,Arial,'Liberation Sans','DejaVu Sans',sans-serif;";
const LUCIDA_JS = "'Lucida Grande', 'Lucida Sans Unicode', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** The session's change: from the open of the last few bars, or from the previous close on daily bars. */
function sessionChange(bars: Ctx["bars"], tf: Tf) {
  const b = lastOf(bars);
  const n = Math.max(2, Math.min(bars.length, 12, Math.round(23_400 / TF_SECONDS[tf])));
  const ref = TF_SECONDS[tf] >= 86_400 ? bars[bars.length - 2].close : bars[bars.length - n].open;
  return { chg: b.close - ref, pct: ((b.close - ref) / ref) * 100, ref };
}

const hm12 = (t: number) => {
  const d = utc(t);
  const h = d.getUTCHours();
  return `${((h + 11) % 12) + 1}:${pad2(d.getUTCMinutes())} ${h < 12 ? "AM" : "PM"}`;
};
const monthDay = (t: number) => `${MONTHS[utc(t).getUTCMonth()]} ${utc(t).getUTCDate()}`;

// ---------------------------------------------------------------------------------------------
// Investing.com: the instrument's interactive chart page (TradingView-based chart, light site)

/** Investing.com's chart interval buttons ("1m 5m 15m 30m 1H 5H 1D 1W 1M"). */
export const INVESTING_BUTTONS = ["1m", "5m", "15m", "30m", "1H", "5H", "1D", "1W", "1M"];
const INVESTING_TF: Partial<Record<Tf, string>> = {
  "1m": "1m",
  "5m": "5m",
  "15m": "15m",
  "30m": "30m",
  "1h": "1H",
  "1D": "1D",
  "1W": "1W",
};
const INVESTING_TITLE: Record<string, string> = {
  EURUSD: "EUR/USD - Euro US Dollar",
  GBPUSD: "GBP/USD - British Pound US Dollar",
  USDJPY: "USD/JPY - US Dollar Japanese Yen",
  XAUUSD: "XAU/USD - Gold Spot US Dollar",
};
const INVESTING_SIDE: [string, number, number, number][] = [
  ["EUR/USD", 1.0852, 5, 0.11],
  ["GBP/USD", 1.2713, 5, -0.08],
  ["USD/JPY", 151.32, 3, 0.21],
  ["AUD/USD", 0.6548, 5, -0.15],
  ["USD/CAD", 1.3642, 5, 0.04],
  ["EUR/JPY", 164.21, 3, 0.33],
  ["USD/CHF", 0.9071, 5, -0.02],
  ["Gold", 2330.45, 2, 0.41],
  ["Crude Oil WTI", 78.62, 2, -1.12],
  ["US 500", 5210.3, 2, 0.27],
];

export function investing({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = sessionChange(bars, tf);
  const green = "#007c32";
  const red = "#d91400";
  const col = chg >= 0 ? green : red;
  const ink = "#181c21";
  const grey = "#5b616e";
  const line = "#e6e9eb";
  const fx = !!inst.pair;
  const title = INVESTING_TITLE[inst.symbol] ?? `${inst.name} (${inst.symbol})`;
  const sideW = 300;
  const nav = row(
    `top:0;left:0;right:0;height:56px;background:#fff;border-bottom:1px solid ${line};gap:22px;padding-left:32px;color:${ink};font-size:14px`,
    span("font-size:24px;font-weight:700;letter-spacing:-0.5px", `Investing<span style="color:#f7931a">.</span>com`) +
      span(
        `width:${Math.min(520, w * 0.3)}px;height:34px;line-height:34px;border-radius:17px;background:#f7f7f8;border:1px solid ${line};color:#8c929c;padding-left:16px`,
        "⌕ Search the website...",
      ) +
      span("font-weight:600", "Investing<span style='color:#f7931a'>Pro</span>") +
      `<div style="margin-left:auto;display:flex;gap:18px;padding-right:32px;align-items:center">${span("", "Sign In")}${span("background:#1256a0;color:#fff;border-radius:4px;padding:7px 14px;font-weight:600", "Free Sign Up")}</div>`,
  );
  const menu = row(
    `top:57px;left:0;right:0;height:40px;gap:26px;padding-left:32px;font-size:14px;font-weight:600;color:${ink};border-bottom:1px solid ${line}`,
    ["Markets", "My Watchlist", "News", "Analysis", "Charts", "Technical", "Brokers", "Tools", "Academy", "More"]
      .map((x) => span("", x))
      .join(""),
  );
  const date = utc(b.time + TF_SECONDS[tf]);
  const head = div(
    `top:110px;left:32px;right:${sideW + 60}px;color:${ink}`,
    `${span(`font-size:12px;color:${grey}`, `Markets › ${fx ? "Currencies" : "Stocks"} › ${fx ? inst.pair : inst.name}`)}<br>` +
      `<div style="font-size:26px;font-weight:700;line-height:42px">${title}</div>` +
      span(
        `font-size:12px;color:${grey}`,
        `${fx ? "Real-time Data" : `${inst.exchange} · Real-time Data`} · ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())} · Currency in ${fx ? inst.pair!.split("/")[1] : "USD"}`,
      ) +
      `<div style="display:flex;align-items:baseline;gap:12px;margin-top:6px">${span("font-size:34px;font-weight:700", num(b.close, d, true))}${span(`font-size:18px;font-weight:600;color:${col}`, `${sign(chg, d)} (${sign(pct, 2)}%)`)}</div>`,
  );
  const tabsTop = 232;
  const tabs = row(
    `top:${tabsTop}px;left:32px;right:${sideW + 60}px;height:36px;gap:24px;font-size:14px;font-weight:600;color:${grey};border-bottom:1px solid ${line}`,
    ["Overview", "Chart", "News & Analysis", "Technical", "Forum"]
      .map((x) => span(x === "Chart" ? `color:${ink};border-bottom:3px solid #1256a0;padding:9px 0 6px` : "", x))
      .join(""),
  );
  const chartTop = tabsTop + 48;
  const chartLeft = 32;
  const chartW = w - sideW - 60 - chartLeft;
  const toolbar = row(
    `top:${chartTop}px;left:${chartLeft}px;width:${chartW}px;height:36px;gap:2px;font-size:13px;color:${ink};border:1px solid ${line};border-bottom:none;padding-left:6px;box-sizing:border-box;background:#fff`,
    span("font-weight:700;padding:4px 8px", `⌕ ${fx ? inst.pair : inst.symbol}`) +
      span(`width:1px;height:20px;background:${line};margin:0 4px`, "") +
      INVESTING_BUTTONS.map((x) =>
        span(
          x === INVESTING_TF[tf]
            ? "padding:4px 7px;border-radius:3px;color:#fff;background:#1256a0;font-weight:700"
            : "padding:4px 7px",
          x,
        ),
      ).join("") +
      span(`width:1px;height:20px;background:${line};margin:0 4px`, "") +
      span("padding:4px 8px", "▮▯ Candles") +
      span("padding:4px 8px", "ƒx Indicators") +
      span("padding:4px 8px", "Templates") +
      span("margin-left:auto;padding:4px 10px", "⚙  ⤢"),
  );
  const plotTop = chartTop + 36;
  const plotH = h - plotTop - 70;
  const prev = bars[bars.length - 2];
  const lc = b.close - prev.close;
  const lcol = lc >= 0 ? "#26a69a" : "#ef5350";
  const legend = div(
    `top:6px;left:8px;z-index:30;font-size:13px;color:#131722;white-space:pre`,
    `${span("", `${fx ? inst.pair : inst.name} · ${TV_LEGEND[tf]} · ${fx ? "FX" : inst.exchange}`)}  ` +
      ["O", "H", "L", "C"]
        .map((k, i) => `${k}${span(`color:${lcol}`, num([b.open, b.high, b.low, b.close][i], d))}`)
        .join(" ") +
      `  ${span(`color:${lcol}`, `${sign(lc, d)} (${sign((lc / prev.close) * 100, 2)}%)`)}`,
  );
  const sideRow = (name: string, price: number, dec: number, p: number, on = false) =>
    `<div style="display:flex;justify-content:space-between;padding:7px 12px;border-bottom:1px solid ${line};${on ? "background:#f5f9ff" : ""}">${span(`color:#1256a0;font-weight:600;width:120px`, name)}${span("width:80px;text-align:right", num(price, dec, true))}${span(`width:60px;text-align:right;color:${p >= 0 ? green : red}`, `${sign(p, 2)}%`)}</div>`;
  const side = div(
    `top:110px;right:32px;width:${sideW}px;font-size:13px;color:${ink}`,
    `<div style="font-size:18px;font-weight:700;padding:0 0 8px 2px">${fx ? "Currencies" : "Most Active Stocks"}</div>` +
      `<div style="border:1px solid ${line};border-radius:4px">` +
      INSTRUMENT_SIDE(inst.symbol, fx, b.close, pct, r, sideRow) +
      `</div>` +
      `<div style="font-size:18px;font-weight:700;padding:18px 0 8px 2px">Most Popular News</div>` +
      [
        "Dollar steadies ahead of key inflation data; euro edges lower",
        "Stocks mixed as traders weigh Fed rate path, earnings",
        "Gold holds near highs on safe-haven demand",
        "Oil slips as inventories rise more than expected",
        "Asian markets: yen weakens past key level",
      ]
        .map(
          (t, i) =>
            `<div style="padding:6px 2px;line-height:18px;border-bottom:1px solid ${line}"><b>${t}</b><br>${span(`color:${grey};font-size:11px`, `Investing.com · ${i + 1} hour${i ? "s" : ""} ago`)}</div>`,
        )
        .join(""),
  );
  const footer = div(
    `top:${plotTop + plotH + 14}px;left:32px;right:${sideW + 60}px;font-size:12px;color:${grey};line-height:17px`,
    `<b style="color:${ink}">${fx ? inst.pair : inst.symbol} Chart</b> — Use the interactive chart to analyse ${fx ? inst.pair : inst.name} price action. Change the time frame, add indicators and draw on the chart. Risk Disclosure: Trading in financial instruments and/or cryptocurrencies involves high risks including the risk of losing some, or all, of your investment amount.`,
  );
  return {
    html: doc(
      w,
      h,
      "#fff",
      nav +
        menu +
        head +
        tabs +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${chartLeft}px;width:${chartW - 2}px;height:${plotH}px;border:1px solid ${line}">${plotDiv("inset:0")}${legend}</div>` +
        side +
        footer,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#131722",
      fontSize: 12,
      fontFamily: ARIAL_JS,
      grid: { color: "#f0f3fa" },
      series: "candles",
      look: candles("#26a69a", "#ef5350"),
      priceLine: { style: 2 },
      scale: { border: "#e0e3eb", margins: { top: 0.12, bottom: 0.08 } },
      time: { border: "#e0e3eb", rightOffset: 6 },
      logo: true,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

/** The sidebar's quotes: the page's instrument with its own price, then others. */
function INSTRUMENT_SIDE(
  symbol: string,
  fx: boolean,
  last: number,
  pct: number,
  r: () => number,
  sideRow: (name: string, price: number, dec: number, p: number, on?: boolean) => string,
) {
  if (fx)
    return INVESTING_SIDE.map(([n, p, dec, c]) =>
      n.replace("/", "") === symbol
        ? sideRow(n, last, dec, pct, true)
        : sideRow(n, p * (1 + (r() - 0.5) * 0.004), dec, c),
    ).join("");
  const stocks: [string, number][] = [
    ["Apple", 148.2],
    ["Tesla", 251.3],
    ["NVIDIA", 880.4],
    ["Microsoft", 412.5],
    ["Amazon.com", 178.15],
    ["Meta Platforms", 493.5],
    ["Alphabet A", 155.72],
    ["AMD", 162.64],
  ];
  const own: Record<string, string> = { AAPL: "Apple", TSLA: "Tesla", NVDA: "NVIDIA", MSFT: "Microsoft" };
  return stocks
    .map(([n, p]) =>
      own[symbol] === n ? sideRow(n, last, 2, pct, true) : sideRow(n, p * (1 + (r() - 0.5) * 0.02), 2, (r() - 0.5) * 4),
    )
    .join("");
}

// ---------------------------------------------------------------------------------------------
// Google Finance: the quote page (light), a line chart with range tabs; no interval printed

const GOOGLE_RANGES = ["1D", "5D", "1M", "6M", "YTD", "1Y", "5Y", "MAX"];

export function googleFinance({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const range = ["1D", "5D", "1M"][variant % 3];
  const first = bars[0];
  const ref = first.open;
  const chg = b.close - ref;
  const pct = (chg / ref) * 100;
  const up = chg >= 0;
  const green = "#137333";
  const red = "#a50e0e";
  const col = up ? green : red;
  const ink = "#202124";
  const grey = "#5f6368";
  const line = "#dadce0";
  const blue = "#1a73e8";
  const logo = ["#4285f4", "#ea4335", "#fbbc05", "#4285f4", "#34a853", "#ea4335"]
    .map((c, i) => span(`color:${c}`, "Google"[i]))
    .join("");
  const top = row(
    `top:0;left:0;right:0;height:64px;border-bottom:1px solid ${line};gap:22px;padding-left:24px;color:${grey}`,
    span("font-size:22px", "☰") +
      span("font-size:22px;letter-spacing:-0.5px", `${logo} ${span(`color:${grey}`, "Finance")}`) +
      span(
        `width:${Math.min(680, w * 0.4)}px;height:46px;line-height:46px;border-radius:8px;background:#f1f3f4;color:${grey};font-size:15px;padding-left:18px;margin-left:40px`,
        "⌕  Search for stocks, ETFs &amp; more",
      ) +
      `<div style="margin-left:auto;display:flex;gap:22px;padding-right:24px;align-items:center;font-size:18px">${span("", "⚙")}${span("", "⋮⋮⋮")}${span("width:32px;height:32px;border-radius:50%;background:#8e63ce;display:inline-block", "")}</div>`,
  );
  const mainL = Math.round(Math.max(40, (w - 1180) / 2));
  const colW = Math.min(760, w - mainL * 2 - 360);
  const last = utc(b.time);
  // The generated session starts at midnight UTC: shown as the US session (9:30 AM on).
  const session = 9.5 * 3600;
  const when = `${MONTHS[last.getUTCMonth()]} ${last.getUTCDate()}, ${hm12(b.time + 300 + session)} GMT-4`;
  const bigPrice = `$${num(b.close, d, true)}`;
  const head = div(
    `top:84px;left:${mainL}px;width:${colW}px;color:${ink};${ROBOTO}`,
    `${span(`font-size:12px;color:${grey};letter-spacing:0.5px`, `HOME › ${inst.symbol} • ${inst.exchange}`)}<br>` +
      `<div style="font-size:24px;line-height:44px">${inst.name}</div>` +
      `<div style="display:flex;align-items:center;gap:12px">${span("font-size:36px;line-height:48px", bigPrice)}` +
      span(
        `font-size:16px;font-weight:500;color:${col};background:${up ? "#e6f4ea" : "#fce8e6"};border-radius:8px;padding:3px 8px`,
        `${up ? "↑" : "↓"} ${num(Math.abs(pct), 2)}%`,
      ) +
      span(
        `font-size:16px;color:${col}`,
        `${sign(chg, d)} ${range === "1D" ? "Today" : range === "5D" ? "past 5 days" : "past month"}`,
      ) +
      `</div>` +
      span(
        `font-size:12px;color:${grey};line-height:26px`,
        `${range === "1D" ? "Closed" : "Open"}: ${when} · USD · ${inst.exchange} · Disclaimer`,
      ),
  );
  const buttons = row(
    `top:96px;left:${mainL + colW + 40}px;gap:10px;font-size:14px;color:${blue}`,
    span(`border:1px solid ${line};border-radius:18px;padding:7px 16px`, "☆ Follow") +
      span(`border:1px solid ${line};border-radius:18px;padding:7px 16px`, "⤴ Share"),
  );
  const tabsTop = 262;
  const tabs = row(
    `top:${tabsTop}px;left:${mainL}px;width:${colW}px;height:38px;font-size:14px;font-weight:500;color:${grey};border-bottom:1px solid ${line};${ROBOTO}`,
    GOOGLE_RANGES.map((x) =>
      span(
        x === range
          ? `color:${blue};padding:10px 16px 7px;border-bottom:3px solid ${blue};border-radius:2px`
          : "padding:10px 16px",
        x,
      ),
    ).join(""),
  );
  const plotTop = tabsTop + 54;
  const plotH = Math.min(300, h - plotTop - 150);
  const stats: [string, string][] = [
    [
      "Previous close",
      `$${num(range === "1D" ? ref : bars[Math.max(0, bars.length - 1 - Math.round(86_400 / TF_SECONDS[tf]))].close, d, true)}`,
    ],
    [
      "Day range",
      `$${num(Math.min(...bars.slice(-12).map((x) => x.low)), d, true)} - $${num(Math.max(...bars.slice(-12).map((x) => x.high)), d, true)}`,
    ],
    ["Year range", `$${num(inst.price * 0.78, d, true)} - $${num(inst.price * 1.21, d, true)}`],
    ["Market cap", `${num(inst.price * (10 + r() * 10), 2)}B USD`],
    ["Avg Volume", compact(volumes(bars, r, 40_000_000)[0]).replace(" ", "")],
    ["P/E ratio", num(20 + r() * 30, 2)],
    ["Dividend yield", `${num(r() * 1.5, 2)}%`],
    ["Primary exchange", inst.exchange],
  ];
  const statBox = div(
    `top:${tabsTop - 10}px;left:${mainL + colW + 40}px;width:320px;font-size:14px;color:${ink};${ROBOTO}`,
    stats
      .map(
        ([k, v]) =>
          `<div style="display:flex;justify-content:space-between;padding:12px 4px;border-bottom:1px solid ${line}">${span(`color:${grey};font-size:12px;letter-spacing:0.4px`, k.toUpperCase())}${span("font-weight:500", v)}</div>`,
      )
      .join(""),
  );
  const news = div(
    `top:${plotTop + plotH + 40}px;left:${mainL}px;width:${colW}px;font-size:14px;color:${ink};${ROBOTO}`,
    `<div style="display:flex;gap:12px;margin-bottom:14px">${["Compare to", "Nasdaq-100", "Dow Jones", "S&amp;P 500"].map((x, i) => span(i ? `border:1px solid ${line};border-radius:8px;padding:6px 12px` : `color:${grey};padding:6px 0`, x)).join("")}</div>` +
      `<div style="font-size:20px;line-height:36px">In the news</div>` +
      [
        `${inst.name} shares edge higher as investors weigh outlook`,
        "Wall Street ends mixed ahead of inflation report",
        "What analysts expect from the next earnings season",
      ]
        .map(
          (t, i) =>
            `<div style="padding:10px 0;border-top:1px solid ${line}">${span(`color:${grey};font-size:12px`, ["Reuters", "CNBC", "Bloomberg"][i] + ` · ${i + 2} hours ago`)}<br>${t}</div>`,
        )
        .join(""),
  );
  // Few axis labels: four prices on the left above their grid lines, four times or dates under the plot.
  const xIdx = [0.12, 0.38, 0.63, 0.88].map((f) => Math.floor(f * (bars.length - 1)));
  const xLabel = (t: number) => (range === "1D" ? hm12(t + session).replace(":00", "") : monthDay(t));
  return {
    html: doc(
      w,
      h,
      "#fff",
      top +
        head +
        buttons +
        tabs +
        plotDiv(`top:${plotTop}px;left:${mainL}px;width:${colW}px;height:${plotH}px`) +
        statBox +
        news,
      ROBOTO,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: grey,
      series: "area",
      look: {
        lineColor: up ? "#1e8e3e" : "#d93025",
        lineWidth: 2,
        topColor: up ? "rgba(30,142,62,0.22)" : "rgba(217,48,37,0.22)",
        bottomColor: "rgba(255,255,255,0)",
        crosshairMarkerVisible: false,
      },
      lastValue: false,
      priceLine: { visible: false },
      scale: { visible: false, margins: { top: 0.1, bottom: 0.12 } },
      time: { visible: false, rightOffset: 0 },
      // The dotted previous-close line: on the 1D range only.
      extra:
        range === "1D"
          ? `s.createPriceLine({ price: ${ref}, color: "#9aa0a6", lineWidth: 1, lineStyle: 3, axisLabelVisible: false });`
          : "",
      after: `
const pTop = s.coordinateToPrice(0), pBot = s.coordinateToPrice(paneH);
const raw = (pTop - pBot) / 4, mag = Math.pow(10, Math.floor(Math.log10(raw)));
const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((v) => v >= raw);
const dec = step >= 1 ? 0 : Math.min(${d}, Math.ceil(-Math.log10(step)));
for (let v = Math.ceil(pBot / step) * step; v < pTop; v += step) {
  const yy = y(v); if (yy < 14 || yy > paneH - 4) continue;
  ov("", "left:0;width:" + paneW + "px;top:" + yy + "px;height:1px;background:#e8eaed");
  ov(v.toLocaleString("en-US", { minimumFractionDigits: dec, maximumFractionDigits: dec }), "left:0;top:" + (yy - 16) + "px;font-size:12px;color:${grey}");
}
ov("", "left:0;width:" + paneW + "px;top:" + (paneH - 1) + "px;height:1px;background:#dadce0");
${JSON.stringify(xIdx.map((i) => [bars[i].time, xLabel(bars[i].time)]))}.forEach(([t, l]) => ov(l, "left:" + (x(t) - 20) + "px;top:" + (paneH + 6) + "px;font-size:12px;color:${grey}"));
el.style.overflow = "visible";`,
    }),
    ticker: inst.symbol,
    // The selected range tab is the timeframe (pages.ts brokerRange's convention).
    timeframe: range,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// A Highcharts Stock widget embedded in an article: title, range selector, candles, navigator

interface HcTheme {
  page: string;
  pageInk: string;
  bg: string;
  text: string;
  title: string;
  grid: string;
  btn: string;
  btnText: string;
  btnOn: string;
  btnOnText: string;
  up: string;
  down: string;
  outline: string;
  mask: string;
  navLine: string;
  scrollbar: string;
  track: string;
}
const HC_LIGHT: HcTheme = {
  page: "#f4f5f7",
  pageInk: "#222",
  bg: "#ffffff",
  text: "#666666",
  title: "#333333",
  grid: "#e6e6e6",
  btn: "#f7f7f7",
  btnText: "#333333",
  btnOn: "#e6e9ff",
  btnOnText: "#000000",
  up: "#ffffff",
  down: "#2caffe",
  outline: "#000000",
  mask: "rgba(102,133,194,0.3)",
  navLine: "#2caffe",
  scrollbar: "#cccccc",
  track: "#f2f2f2",
};
/** Highcharts' "dark-unica" theme. */
const HC_DARK: HcTheme = {
  page: "#1c1c1d",
  pageInk: "#e0e0e3",
  bg: "#2a2a2b",
  text: "#e0e0e3",
  title: "#e0e0e3",
  grid: "#707073",
  btn: "#505053",
  btnText: "#cccccc",
  btnOn: "#000003",
  btnOnText: "#ffffff",
  up: "#ffffff",
  down: "#2b908f",
  outline: "#e0e0e3",
  mask: "rgba(255,255,255,0.1)",
  navLine: "#7798BF",
  scrollbar: "#808083",
  track: "#404043",
};
const HC_BUTTONS = ["1m", "3m", "6m", "YTD", "1y", "All"];
/** A selected Highcharts range button as the canonical timeframe ("1m" is a month): null where it names no span. */
const HC_TRUTH: Record<string, string | null> = {
  "1m": "1M",
  "3m": "3M",
  "6m": "6M",
  YTD: null,
  "1y": null,
  All: null,
};

export function highchartsStock({ inst, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const t = variant === 1 ? HC_DARK : HC_LIGHT;
  const selected = ["3m", "All", "1m"][variant % 3];
  const first = utc(bars[0].time);
  const last = utc(lastOf(bars).time);
  const longDate = (x: Date) => `${MONTHS[x.getUTCMonth()]} ${x.getUTCDate()}, ${x.getUTCFullYear()}`;
  const siteBar = row(
    `top:0;left:0;right:0;height:58px;background:${variant === 1 ? "#111" : "#0b3d5c"};color:#fff;gap:26px;padding-left:40px;font-size:15px`,
    span("font-size:22px;font-weight:700", "MarketLens") +
      ["Stocks", "ETFs", "Crypto", "Forex", "Guides", "Newsletter"].map((x) => span("opacity:0.85", x)).join(""),
  );
  const artW = Math.min(1100, w - 80);
  const artL = Math.round((w - artW) / 2);
  const intro = div(
    `top:78px;left:${artL}px;width:${artW}px;color:${t.pageInk};font-family:Georgia,'DejaVu Serif','Liberation Serif',serif`,
    `<div style="font-size:30px;font-weight:700;line-height:40px">${inst.name} (${inst.symbol}): what the chart says this quarter</div>` +
      `<div style="font-size:13px;opacity:0.7;line-height:30px;font-family:Arial,'Liberation Sans',sans-serif">By Staff Writer · Updated ${longDate(last)}</div>` +
      `<div style="font-size:16px;line-height:25px">The interactive chart below shows daily candles for ${inst.symbol}. Use the zoom buttons to change the visible range, or drag the handles of the navigator under the chart to pick any period you like.</div>`,
  );
  const boxTop = 210;
  const boxH = h - boxTop - 60;
  const boxW = artW;
  // Highcharts' own layout inside its container: title, range selector row, plot, x labels, navigator, scrollbar, credits.
  const titleH = 40;
  const rsTop = titleH + 6;
  const plotTop = rsTop + 40;
  const navH = 40;
  const scrollH = 14;
  const plotH = boxH - plotTop - 26 - navH - scrollH - 34;
  const navTop = plotTop + plotH + 26;
  const btn = (x: string) =>
    span(
      `display:inline-block;min-width:32px;text-align:center;padding:4px 0;border-radius:2px;margin-right:4px;background:${x === selected ? t.btnOn : t.btn};color:${x === selected ? t.btnOnText : t.btnText};${x === selected ? "font-weight:700" : ""}`,
      x,
    );
  const input = (s: string) =>
    span(
      `display:inline-block;padding:3px 6px;border:1px solid ${variant === 1 ? "#505053" : "#cccccc"};border-radius:2px;color:${t.btnText}`,
      s,
    );
  const widget =
    div(
      `top:0;left:0;width:${boxW}px;height:${titleH}px;line-height:${titleH + 10}px;text-align:center;font-size:18px;color:${t.title};${variant === 1 ? "text-transform:uppercase;font-size:20px" : ""}`,
      `${inst.symbol} Stock Price`,
    ) +
    row(
      `top:${rsTop}px;left:10px;font-size:13px;color:${t.text};gap:6px`,
      `${span("margin-right:6px", "Zoom")}${HC_BUTTONS.map(btn).join("")}`,
    ) +
    row(
      `top:${rsTop}px;right:10px;font-size:13px;color:${t.text};gap:6px`,
      `${input(longDate(first))}${span("", "→")}${input(longDate(last))}`,
    ) +
    `<div style="position:absolute;top:${plotTop}px;left:0;width:${boxW}px;height:${plotH + 26}px">${plotDiv("inset:0")}</div>` +
    `<div id="nav" style="position:absolute;top:${navTop}px;left:10px;width:${boxW - 20}px;height:${navH}px;border-top:1px solid ${t.grid};border-bottom:1px solid ${t.grid}"></div>` +
    row(
      `top:${navTop + navH + 2}px;left:10px;width:${boxW - 20}px;height:${scrollH}px;background:${t.track};font-size:9px;color:${t.text}`,
      span(`width:14px;height:14px;line-height:14px;text-align:center;background:${t.scrollbar};color:#333`, "◀") +
        span(`flex:1`, "") +
        span(`width:14px;height:14px;line-height:14px;text-align:center;background:${t.scrollbar};color:#333`, "▶"),
    ) +
    div(`bottom:4px;right:10px;font-size:9px;color:#999999`, "Highcharts.com");
  const after = div(
    `top:${boxTop + boxH + 16}px;left:${artL}px;width:${artW}px;font-size:14px;color:${t.pageInk};opacity:0.75`,
    "Data is delayed and provided for informational purposes only. Not investment advice.",
  );
  // The plot shows the selected range (the render's bars); the navigator the whole history: a year of
  // earlier closes walked back from the first bar (none for "All"), with the window over the plot's span.
  const history: { time: number; value: number }[] = [];
  if (selected !== "All") {
    let v = bars[0].open;
    for (let i = 1; i <= 365 - bars.length; i++) {
      v = v / (1 + (r() - 0.5) * 2 * inst.vol);
      history.unshift({ time: bars[0].time - i * 86_400, value: Number(v.toFixed(d)) });
    }
  }
  const navData = [...history, ...bars.map((x) => ({ time: x.time, value: x.close }))];
  const share = bars.length / navData.length;
  return {
    html: doc(
      w,
      h,
      t.page,
      siteBar +
        intro +
        `<div style="position:absolute;top:${boxTop}px;left:${artL}px;width:${boxW}px;height:${boxH}px;background:${t.bg};border:1px solid ${variant === 1 ? "#333" : "#dddddd"};font-family:${LUCIDA_JS}">${widget}</div>` +
        after,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.bg,
      text: t.text,
      fontSize: 11,
      fontFamily: LUCIDA_JS,
      series: "candles",
      look: candles(t.up, t.down, [t.outline, t.outline], [t.outline, t.outline]),
      lastValue: false,
      priceLine: { visible: false },
      scale: { visible: false, margins: { top: 0.06, bottom: 0.04 } },
      time: { border: t.grid, rightOffset: 1 },
      extra: `
chart.applyOptions({ timeScale: { tickMarkFormatter: (tt) => { const dd = new Date(tt * 1000); return dd.getUTCDate() + " " + ${JSON.stringify(MONTHS)}[dd.getUTCMonth()]; } } });
const navChart = LightweightCharts.createChart(document.getElementById("nav"), { autoSize: true, layout: { background: { type: "solid", color: "${t.bg}" }, attributionLogo: false }, grid: { vertLines: { visible: false }, horzLines: { visible: false } }, rightPriceScale: { visible: false }, timeScale: { visible: false }, crosshair: { vertLine: { visible: false }, horzLine: { visible: false } }, handleScroll: false, handleScale: false });
const navS = navChart.addSeries(LightweightCharts.AreaSeries, { lineColor: "${t.navLine}", lineWidth: 1, topColor: "${t.navLine}22", bottomColor: "${t.navLine}08", lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false });
navS.setData(${JSON.stringify(navData)});
navChart.timeScale().fitContent();`,
      after: `
const pTop = s.coordinateToPrice(0), pBot = s.coordinateToPrice(paneH);
const raw = (pTop - pBot) / 5, mag = Math.pow(10, Math.floor(Math.log10(raw)));
const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((v) => v >= raw);
const dec = step >= 1 ? 0 : Math.min(${d}, Math.ceil(-Math.log10(step)));
for (let v = Math.ceil(pBot / step) * step; v < pTop; v += step) {
  const yy = y(v); if (yy < 12 || yy > paneH - 2) continue;
  ov("", "left:10px;width:" + (paneW - 20) + "px;top:" + yy + "px;height:1px;background:${t.grid};z-index:1");
  ov(v.toFixed(dec), "right:12px;top:" + (yy - 15) + "px;font-size:11px;color:${t.text}");
}
const nav = document.getElementById("nav"); const nw = nav.clientWidth, share = ${share};
const mx = (1 - share) * nw;
const m = document.createElement("div"); m.style.cssText = "position:absolute;z-index:5;top:0;bottom:0;left:" + mx + "px;right:0;background:${t.mask};border-left:1px solid #999;border-right:1px solid #999"; nav.appendChild(m);
for (const hx of [mx, nw - 1]) { const hd = document.createElement("div"); hd.style.cssText = "position:absolute;z-index:6;top:12px;width:7px;height:14px;left:" + (hx - 4) + "px;background:#f2f2f2;border:1px solid #999;border-radius:2px"; nav.appendChild(hd); }`,
    }),
    ticker: inst.symbol,
    // The selected zoom button is the timeframe (pages.ts brokerRange's convention): "1m" is one month.
    timeframe: HC_TRUTH[selected],
    printed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// eToro web: the asset page's Chart tab (TradingView-based chart, periodicity drop-down, default 1D)

/** eToro's periodicity names (the drop-down's value): written as the exchanges write their chips. */
export const ETORO_PERIOD = EXCHANGE_CHIPS;
const ETORO_NAME: Record<string, string> = {
  AAPL: "Apple",
  TSLA: "Tesla Motors, Inc.",
  MSFT: "Microsoft",
  NVDA: "NVIDIA Corporation",
  EURUSD: "EUR/USD",
  GBPUSD: "GBP/USD",
  XAUUSD: "Gold",
};

export function eToro({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const { chg, pct } = sessionChange(bars, tf);
  const dark = variant === 1;
  const bg = dark ? "#0f1418" : "#ffffff";
  const page = dark ? "#161c21" : "#f5f6fa";
  const panel = dark ? "#1d242a" : "#ffffff";
  const line = dark ? "#2c353c" : "#e4e6ee";
  const ink = dark ? "#eef0f2" : "#1c1c1c";
  const grey = dark ? "#8d969e" : "#6b6f7a";
  const green = "#13c636";
  const up = "#00b55d";
  const down = "#e0243a";
  const col = chg >= 0 ? up : down;
  const fx = !!inst.pair;
  const sideW = 220;
  const menuItems = ["Home", "Watchlists", "Portfolio", "Discover", "Copy Trader", "Smart Portfolios", "Markets"];
  const side = div(
    `top:0;left:0;width:${sideW}px;bottom:0;background:${dark ? "#11171b" : "#ffffff"};border-right:1px solid ${line};color:${ink};font-size:15px`,
    `<div style="height:70px;line-height:70px;padding-left:28px;font-size:30px;font-weight:800;color:${green};font-style:italic">eToro</div>` +
      `<div style="padding:10px 24px 18px;display:flex;align-items:center;gap:10px">${span(`width:36px;height:36px;border-radius:50%;background:${dark ? "#2c353c" : "#dde1ea"};display:inline-block`, "")}${span("font-weight:600", "trader_jo")}</div>` +
      menuItems
        .map(
          (x) => `<div style="padding:12px 28px;${x === "Markets" ? `color:${green};font-weight:700` : ""}">${x}</div>`,
        )
        .join("") +
      `<div style="position:absolute;bottom:24px;left:24px;right:24px;background:${green};color:#fff;text-align:center;border-radius:22px;padding:12px 0;font-weight:700">Deposit Funds</div>`,
  );
  const left = sideW + 1;
  const top = row(
    `top:0;left:${left}px;right:0;height:64px;background:${panel};border-bottom:1px solid ${line};padding-left:30px;gap:20px`,
    span(
      `width:${Math.min(460, w * 0.28)}px;height:38px;line-height:38px;border-radius:19px;background:${dark ? "#262e35" : "#f1f2f6"};color:${grey};font-size:14px;padding-left:18px`,
      "⌕ Search",
    ) +
      `<div style="margin-left:auto;display:flex;gap:18px;padding-right:30px;color:${grey};font-size:18px">${span("", "◔")}${span("", "✉")}</div>`,
  );
  const head = row(
    `top:80px;left:${left + 30}px;right:30px;height:86px;gap:16px;color:${ink}`,
    span(
      `width:56px;height:56px;border-radius:50%;background:${fx ? "#1d4ea8" : "#2b2b2b"};color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:18px;font-weight:700`,
      inst.symbol.slice(0, 1),
    ) +
      `<div>${span("font-size:24px;font-weight:700", inst.symbol)} ${span(`font-size:16px;color:${grey};padding-left:6px`, ETORO_NAME[inst.symbol] ?? inst.name)}<br>` +
      `${span("font-size:30px;font-weight:700;line-height:44px", num(b.close, d, true))} ${span(`font-size:16px;font-weight:600;color:${col};padding-left:6px`, `${sign(chg, d)} (${sign(pct, 2)}%)`)}<br>` +
      `${span(`font-size:12px;color:${grey}`, fx ? "Market Open · Prices by eToro" : "Market Open · Prices by Cboe BZX, in USD")}</div>` +
      `<div style="margin-left:auto;display:flex;gap:12px;align-items:center">${span(`border:1px solid ${line};border-radius:22px;padding:10px 18px;color:${ink};font-size:14px`, "☆")}${span(`border:1px solid ${line};border-radius:22px;padding:10px 18px;color:${ink};font-size:14px`, "◔ Set Price Alert")}${span(`background:${green};color:#fff;border-radius:22px;padding:11px 40px;font-size:16px;font-weight:700`, "Trade")}</div>`,
  );
  const tabs = row(
    `top:176px;left:${left + 30}px;right:30px;height:40px;gap:30px;font-size:15px;color:${grey};border-bottom:1px solid ${line}`,
    ["Overview", "Feed", "Chart", "Financials", "Research", "Stats"]
      .filter((x) => !(fx && (x === "Financials" || x === "Research")))
      .map((x) =>
        span(
          x === "Chart" ? `color:${ink};font-weight:700;border-bottom:3px solid ${green};padding:10px 0 7px` : "",
          x,
        ),
      )
      .join(""),
  );
  const chartTop = 228;
  const chartL = left + 30;
  const chartW = w - chartL - 30;
  const tbH = 40;
  const toolbar = row(
    `top:${chartTop}px;left:${chartL}px;width:${chartW}px;height:${tbH}px;background:${bg};border:1px solid ${line};border-bottom:none;box-sizing:border-box;gap:6px;padding-left:10px;font-size:13px;color:${ink}`,
    span(`padding:5px 10px;border:1px solid ${line};border-radius:4px;font-weight:700`, `${ETORO_PERIOD[tf]} ▾`) +
      span(`width:1px;height:22px;background:${line};margin:0 4px`, "") +
      span("padding:5px 8px", "▮▯ ▾") +
      span("padding:5px 8px", "ƒx Indicators") +
      span("padding:5px 8px", "✎") +
      span("padding:5px 8px", "⊕ Compare") +
      span(`margin-left:auto;padding:5px 10px;color:${grey}`, "⚙") +
      span(`padding:5px 12px;color:${grey}`, "⤢"),
  );
  const plotTop = chartTop + tbH;
  const plotH = h - plotTop - 20;
  const prev = bars[bars.length - 2];
  const lc = b.close - prev.close;
  const lcol = lc >= 0 ? up : down;
  const legend = div(
    `top:8px;left:10px;z-index:30;font-size:13px;color:${ink};white-space:pre`,
    `${span("font-weight:600", `${inst.symbol} · ${ETORO_PERIOD[tf]}`)}  ` +
      ["O", "H", "L", "C"]
        .map(
          (k, i) => `${span(`color:${grey}`, k)}${span(`color:${lcol}`, num([b.open, b.high, b.low, b.close][i], d))}`,
        )
        .join(" ") +
      `  ${span(`color:${lcol}`, `${sign(lc, d)} (${sign((lc / prev.close) * 100, 2)}%)`)}`,
  );
  return {
    html: doc(
      w,
      h,
      page,
      side +
        top +
        head +
        tabs +
        toolbar +
        `<div style="position:absolute;top:${plotTop}px;left:${chartL}px;width:${chartW - 2}px;height:${plotH}px;border:1px solid ${line}">${plotDiv("inset:0")}${legend}</div>`,
      ARIAL,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: grey,
      fontSize: 12,
      fontFamily: ARIAL_JS,
      grid: { color: dark ? "#1b2227" : "#f2f3f7" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: col, style: 2 },
      scale: { border: line, margins: { top: 0.12, bottom: 0.08 } },
      time: { border: line, rightOffset: 6 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const PORTAL_LAYOUTS: Layout[] = [
  {
    id: "investing-chart",
    app: "Investing.com (interactive chart page)",
    page: investing,
    renders: [
      { symbol: "EURUSD", tf: "1h", w: 1920, h: 1080 },
      { symbol: "AAPL", tf: "1D", w: 1440, h: 900 },
      { symbol: "USDJPY", tf: "5m", w: 1366, h: 768, jpeg: true },
    ],
  },
  {
    id: "google-finance",
    app: "Google Finance (range tabs: the selected range is the timeframe)",
    page: googleFinance,
    renders: [
      { symbol: "AAPL", tf: "5m", w: 1440, h: 900, bars: 78 },
      { symbol: "MSFT", tf: "1h", w: 1920, h: 1080, bars: 120 },
      { symbol: "NVDA", tf: "4h", w: 1366, h: 768, bars: 180, jpeg: true },
    ],
  },
  {
    id: "highcharts-stock",
    app: "Highcharts Stock widget (zoom buttons: the selected range is the timeframe)",
    page: highchartsStock,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1600, h: 900, bars: 92 },
      { symbol: "MSFT", tf: "1D", w: 1920, h: 1080, bars: 140 },
      { symbol: "TSLA", tf: "1D", w: 1280, h: 720, bars: 31, jpeg: true },
    ],
  },
  {
    id: "etoro",
    app: "eToro web (asset chart)",
    page: eToro,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "EURUSD", tf: "4h", w: 1600, h: 900 },
      { symbol: "TSLA", tf: "1h", w: 1440, h: 900, jpeg: true },
    ],
  },
];
