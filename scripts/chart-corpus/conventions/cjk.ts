// CJK app layouts: Futu NiuNiu / moomoo (Chinese UI), the East Money (东方财富) web quote page and a
// Japanese broker's chart window (Rakuten MARKETSPEED II / SBI style), written from each app's
// documentation and common knowledge of its default look (no screenshot). Chinese apps draw rising
// candles red and falling ones green; Japanese brokers draw 陽線 red and 陰線 blue. Instruments are
// the corpus's US stocks under their Chinese / Japanese names ("苹果 AAPL", "アップル AAPL").
// Their text needs a font with CJK glyphs: register them only when hasCjkFont() is true.
import { execSync } from "node:child_process";
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
  plotScript,
  candles,
  volumeScript,
  lineSeries,
} from "./common";

/** A font with CJK glyphs is installed (fontconfig lists one for Chinese). */
export const hasCjkFont = (): boolean => {
  try {
    return execSync("fc-list :lang=zh", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().length > 0;
  } catch {
    return false;
  }
};

const CJK_SANS =
  "font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const CJK_JS =
  "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Liberation Sans', Arial, sans-serif";
const JP_SANS =
  "font-family:Meiryo,'Hiragino Sans','Noto Sans CJK JP','WenQuanYi Micro Hei','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const JP_JS =
  "Meiryo, 'Hiragino Sans', 'Noto Sans CJK JP', 'WenQuanYi Micro Hei', 'Liberation Sans', Arial, sans-serif";

const ZH_NAME: Record<string, string> = {
  AAPL: "苹果",
  TSLA: "特斯拉",
  NVDA: "英伟达",
  MSFT: "微软",
  SPY: "标普500ETF-SPDR",
};
const JP_NAME: Record<string, string> = {
  AAPL: "アップル",
  TSLA: "テスラ",
  NVDA: "エヌビディア",
  MSFT: "マイクロソフト",
  SPY: "SPDR S&P500 ETF",
};

/** The time axis as Chinese and Japanese apps write it: "2024", "2024/05", "05/02", "10:30" (no English month names). */
const CJK_TICKS = `chart.applyOptions({ timeScale: { tickMarkFormatter: (t, type) => { const d = new Date(t * 1000); const p = (n) => String(n).padStart(2, "0");
  return type === 0 ? String(d.getUTCFullYear()) : type === 1 ? d.getUTCFullYear() + "/" + p(d.getUTCMonth() + 1) : type === 2 ? p(d.getUTCMonth() + 1) + "/" + p(d.getUTCDate()) : p(d.getUTCHours()) + ":" + p(d.getUTCMinutes()); } } });`;

/** Chinese large-number units: 1.23万, 4.56亿. */
const wan = (v: number) =>
  v >= 1e8 ? `${(v / 1e8).toFixed(2)}亿` : v >= 1e4 ? `${(v / 1e4).toFixed(2)}万` : v.toFixed(0);

/** The session's bars (a trading day's worth, or the last two on daily and weekly bars) and the change from the reference close. */
function session(bars: Ctx["bars"], tf: Tf) {
  const b = lastOf(bars);
  const daily = TF_SECONDS[tf] >= 86_400;
  const n = daily ? 1 : Math.max(2, Math.min(bars.length - 1, 12, Math.round(23_400 / TF_SECONDS[tf])));
  const day = bars.slice(-n);
  const ref = daily ? bars[bars.length - 2].close : bars[bars.length - n - 1].close;
  return {
    day,
    ref,
    chg: b.close - ref,
    pct: ((b.close - ref) / ref) * 100,
    open: day[0].open,
    high: Math.max(...day.map((x) => x.high)),
    low: Math.min(...day.map((x) => x.low)),
  };
}

// ---------------------------------------------------------------------------------------------
// Futu NiuNiu (富途牛牛) desktop, Chinese UI, dark theme: quote header, K-line tabs, MA legend, volume pane

/** Futu's K-line tabs: 分时 and 五日 are line views, then 日K..年K, then minute bars. */
const FUTU_TAB: Partial<Record<Tf, string>> = {
  "1m": "1分",
  "5m": "5分",
  "15m": "15分",
  "30m": "30分",
  "1h": "60分",
  "1D": "日K",
  "1W": "周K",
};

export function futu({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  // The third render is the 分时 (intraday time-share) view: a price line with its average, no interval.
  const timeShare = variant === 2;
  const s = session(bars, tf);
  const bg = "#16171b";
  const panel = "#1e2026";
  const line = "#2b2e36";
  const fg = "#e6e8ec";
  const dim = "#8a8f99";
  const red = "#f0434f";
  const green = "#16b979";
  const orange = "#ff8a00";
  const col = s.chg >= 0 ? red : green;
  const vols = volumes(bars, r, 420_000);
  const dayVol = vols.slice(-s.day.length).reduce((a, v) => a + v, 0);
  const name = ZH_NAME[inst.symbol] ?? inst.name;
  const dt = utc(b.time);
  const stat = (k: string, v: string, c = fg) =>
    `<div style="display:flex;gap:8px;width:150px">${span(`color:${dim}`, k)}${span(`color:${c}`, v)}</div>`;
  const header = div(
    `top:40px;left:0;right:0;height:96px;background:${bg};border-bottom:1px solid ${line};${CJK_SANS}`,
    row(
      "top:12px;left:18px;gap:10px",
      span(`color:${fg};font-size:20px;font-weight:700`, name) +
        span(`color:${fg};font-size:16px`, inst.symbol) +
        span(`font-size:11px;color:#fff;background:#3b6cf6;border-radius:2px;padding:0 4px`, "美") +
        span(
          `color:${dim};font-size:12px;padding-left:8px`,
          `交易中 ${pad2(dt.getUTCMonth() + 1)}/${pad2(dt.getUTCDate())} ${pad2(dt.getUTCHours())}:${pad2(dt.getUTCMinutes())} 美东`,
        ),
    ) +
      row(
        "top:46px;left:18px;gap:14px",
        span(`color:${col};font-size:30px;font-weight:700`, num(b.close, d)) +
          span(`color:${col};font-size:15px`, `${sign(s.chg, d)}  ${sign(s.pct, 2)}%`),
      ) +
      div(
        `top:16px;left:${Math.max(420, Math.round(w * 0.32))}px;display:grid;grid-template-columns:repeat(4,150px);row-gap:14px;font-size:13px`,
        stat("最高", num(s.high, d), s.high >= s.ref ? red : green) +
          stat("今开", num(s.open, d), s.open >= s.ref ? red : green) +
          stat("成交量", `${wan(dayVol)}股`) +
          stat("换手率", `${num(0.3 + r() * 0.8, 2)}%`) +
          stat("最低", num(s.low, d), s.low >= s.ref ? red : green) +
          stat("昨收", num(s.ref, d)) +
          stat("成交额", wan(dayVol * b.close)) +
          stat("市盈率TTM", num(20 + r() * 40, 2)),
      ),
  );
  const menu = row(
    `top:0;left:0;right:0;height:40px;background:${panel};border-bottom:1px solid ${line};gap:26px;padding-left:18px;font-size:14px;color:${dim};${CJK_SANS}`,
    span(`color:${orange};font-weight:700;font-size:15px`, "富途牛牛") +
      ["自选", "行情", "交易", "资讯", "社区"].map((x, i) => span(i === 1 ? `color:${fg}` : "", x)).join("") +
      span(
        `margin-left:auto;margin-right:18px;width:240px;height:26px;line-height:26px;border-radius:13px;background:${bg};padding-left:12px;font-size:12px`,
        "搜索 代码/名称/简拼",
      ),
  );
  const tabs: [string, boolean][] = [
    ["分时", timeShare],
    ["五日", false],
    ...(["1D", "1W"] as Tf[]).map((t) => [FUTU_TAB[t]!, !timeShare && t === tf] as [string, boolean]),
    ["月K", false],
    ["季K", false],
    ["年K", false],
    ...(["1m", "5m", "15m", "30m", "1h"] as Tf[]).map(
      (t) => [FUTU_TAB[t]!, !timeShare && t === tf] as [string, boolean],
    ),
  ];
  const tabTop = 137;
  const tabRow = row(
    `top:${tabTop}px;left:0;right:0;height:34px;background:${bg};border-bottom:1px solid ${line};gap:2px;padding-left:12px;font-size:13px;color:${dim};${CJK_SANS}`,
    tabs
      .map(([x, on]) =>
        span(`padding:4px 9px;border-radius:3px;${on ? `color:${orange};background:#2d2418;font-weight:700` : ""}`, x),
      )
      .join("") +
      span("padding:4px 9px", "更多 ▾") +
      span(`padding:4px 9px;border-left:1px solid ${line};margin-left:10px`, "复权 ▾") +
      span("padding:4px 9px", "指标") +
      span("padding:4px 9px", "画线"),
  );
  const top = tabTop + 35;
  const ma5 = ma(bars, 5);
  const ma10 = ma(bars, 10);
  const ma20 = ma(bars, 20);
  const ma60 = ma(bars, Math.min(60, bars.length - 5));
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d);
  // The 分时 view's average price line (均价): the volume-weighted running mean.
  let pv = 0;
  let vv = 0;
  const avg = bars.map((x, i) => {
    pv += ((x.high + x.low + x.close) / 3) * vols[i];
    vv += vols[i];
    return { time: x.time, value: pv / vv };
  });
  const legend = timeShare
    ? div(
        `top:4px;left:8px;z-index:30;font-size:12px;color:${dim};white-space:pre;${CJK_SANS}`,
        `${span(`color:#e8e8e8`, `价格:${num(b.close, d)}`)}  ${span(`color:${orange}`, `均价:${lastV(avg)}`)}`,
      )
    : div(
        `top:4px;left:8px;z-index:30;font-size:12px;color:${dim};white-space:pre;${CJK_SANS}`,
        `${span(`color:${dim}`, "MA")}  ${span("color:#f2c94c", `MA5:${lastV(ma5)}`)}  ${span("color:#e461d6", `MA10:${lastV(ma10)}`)}  ${span("color:#41a7ff", `MA20:${lastV(ma20)}`)}  ${span("color:#5fd38d", `MA${Math.min(60, bars.length - 5)}:${lastV(ma60)}`)}`,
      );
  return {
    html: doc(
      w,
      h,
      bg,
      menu +
        header +
        tabRow +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top}px">${plotDiv("inset:0")}${legend}</div>`,
      CJK_SANS,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dim,
      fontSize: 11,
      fontFamily: CJK_JS,
      grid: { color: "#23252b" },
      series: timeShare ? "line" : "candles",
      look: timeShare ? { color: "#e8e8e8", lineWidth: 1 } : candles(red, green),
      priceLine: { color: timeShare ? dim : col, style: 2 },
      scale: { border: line, margins: { top: 0.1, bottom: 0.06 } },
      time: { border: line, rightOffset: timeShare ? 1 : 5 },
      extra:
        CJK_TICKS +
        (timeShare
          ? lineSeries(avg, orange)
          : lineSeries(ma5, "#f2c94c") +
            lineSeries(ma10, "#e461d6") +
            lineSeries(ma20, "#41a7ff") +
            lineSeries(ma60, "#5fd38d")) +
        volumeScript(vols, bars, red, green, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "${line}" } } });`,
      after: `ov("成交量 <span style='color:#f2c94c'>VOL:${wan(vols[vols.length - 1])}</span>", "left:8px;top:" + (paneH + 6) + "px;font-size:12px;color:${dim}");`,
    }),
    ticker: inst.symbol,
    timeframe: timeShare ? null : tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// East Money (东方财富) web quote page, light: title with code, price and stats, K-line tabs, legend, 成交量

const EASTMONEY_TAB: Partial<Record<Tf, string>> = {
  "1D": "日K",
  "1W": "周K",
  "5m": "5分钟",
  "15m": "15分钟",
  "30m": "30分钟",
  "1h": "60分钟",
};

export function eastMoney({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const s = session(bars, tf);
  const red = "#e93030";
  const green = "#1a9b39";
  const blue = "#1d58b8";
  const ink = "#333";
  const grey = "#888";
  const line = "#e2e5ea";
  const col = s.chg >= 0 ? red : green;
  const vols = volumes(bars, r, 380_000);
  const dayVol = vols.slice(-s.day.length).reduce((a, v) => a + v, 0);
  const name = ZH_NAME[inst.symbol] ?? inst.name;
  const dt = utc(b.time);
  const nav = row(
    `top:0;left:0;right:0;height:34px;background:#f5f5f5;border-bottom:1px solid ${line};gap:22px;padding-left:24px;font-size:12px;color:#555`,
    span(`color:${red};font-weight:700;font-size:15px`, "东方财富") +
      ["首页", "行情中心", "数据中心", "股吧", "财经", "基金", "港股", "美股"].map((x) => span("", x)).join("") +
      span(
        `margin-left:auto;margin-right:24px;border:1px solid #ccc;background:#fff;width:220px;height:22px;line-height:22px;padding-left:8px;color:#aaa`,
        "输入代码、名称或简拼",
      ),
  );
  const cell = (k: string, v: string, c = ink) =>
    `<div style="display:flex;justify-content:space-between;width:130px">${span(`color:${grey}`, k)}${span(`color:${c}`, v)}</div>`;
  const head = div(
    `top:46px;left:24px;right:24px;height:92px;border-bottom:1px solid ${line}`,
    row(
      "top:4px;left:0;gap:10px",
      span(`color:${ink};font-size:22px;font-weight:700`, name) +
        span(`color:${ink};font-size:18px`, inst.symbol) +
        span(`font-size:11px;color:${blue};border:1px solid ${blue};padding:0 3px`, "美股"),
    ) +
      row(
        "top:40px;left:0;gap:12px",
        span(`color:${col};font-size:32px;font-weight:700`, num(b.close, d)) +
          span(`color:${col};font-size:14px;line-height:18px`, `${sign(s.chg, d)}<br>${sign(s.pct, 2)}%`),
      ) +
      div(
        `top:8px;left:340px;display:grid;grid-template-columns:repeat(4,130px);column-gap:28px;row-gap:10px;font-size:13px`,
        cell("今开", num(s.open, d), s.open >= s.ref ? red : green) +
          cell("最高", num(s.high, d), s.high >= s.ref ? red : green) +
          cell("成交量", wan(dayVol)) +
          cell("换手", `${num(0.2 + r(), 2)}%`) +
          cell("昨收", num(s.ref, d)) +
          cell("最低", num(s.low, d), s.low >= s.ref ? red : green) +
          cell("成交额", wan(dayVol * b.close)) +
          cell("市盈率", num(18 + r() * 40, 2)) +
          cell("振幅", `${num(((s.high - s.low) / s.ref) * 100, 2)}%`) +
          cell("总市值", `${num(1 + r() * 3, 2)}万亿`) +
          cell("52周高", num(s.high * 1.18, d)) +
          cell("52周低", num(s.low * 0.74, d)),
      ),
  );
  const tabTop = 148;
  const tabs = [
    "分时",
    "五日",
    EASTMONEY_TAB["1D"]!,
    EASTMONEY_TAB["1W"]!,
    "月K",
    EASTMONEY_TAB["5m"]!,
    EASTMONEY_TAB["15m"]!,
    EASTMONEY_TAB["30m"]!,
    EASTMONEY_TAB["1h"]!,
  ];
  const sel = EASTMONEY_TAB[tf];
  const tabRow = row(
    `top:${tabTop}px;left:24px;right:24px;height:30px;border:1px solid ${line};background:#fafafa;font-size:13px;color:${ink}`,
    tabs
      .map((x) =>
        span(
          `padding:0 14px;line-height:30px;border-right:1px solid ${line};${x === sel ? `background:${blue};color:#fff` : ""}`,
          x,
        ),
      )
      .join("") +
      span(`margin-left:auto;padding:0 12px;color:${grey}`, "前复权 ▾") +
      span(`padding:0 12px;color:${grey}`, "指标 ▾"),
  );
  const top = tabTop + 40;
  const ma5 = ma(bars, 5);
  const ma10 = ma(bars, 10);
  const ma20 = ma(bars, 20);
  const ma30 = ma(bars, 30);
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d);
  const date =
    TF_SECONDS[tf] >= 86_400
      ? `${dt.getUTCFullYear()}-${pad2(dt.getUTCMonth() + 1)}-${pad2(dt.getUTCDate())}`
      : `${pad2(dt.getUTCMonth() + 1)}-${pad2(dt.getUTCDate())} ${pad2(dt.getUTCHours())}:${pad2(dt.getUTCMinutes())}`;
  const legend = div(
    `top:4px;left:8px;z-index:30;font-size:12px;color:${grey};white-space:pre;line-height:18px`,
    `${span(`color:${ink}`, date)}  开:${span(`color:${col}`, num(b.open, d))} 高:${span(`color:${col}`, num(b.high, d))} 低:${span(`color:${col}`, num(b.low, d))} 收:${span(`color:${col}`, num(b.close, d))}<br>` +
      `${span("color:#f5a623", `MA5: ${lastV(ma5)}`)}  ${span("color:#2f80ed", `MA10: ${lastV(ma10)}`)}  ${span("color:#c04fd6", `MA20: ${lastV(ma20)}`)}  ${span("color:#27ae60", `MA30: ${lastV(ma30)}`)}`,
  );
  const hollow = variant !== 1;
  return {
    html: doc(
      w,
      h,
      "#fff",
      nav +
        head +
        tabRow +
        `<div style="position:absolute;top:${top}px;left:24px;width:${w - 48}px;height:${h - top - 12}px;border:1px solid ${line}">${plotDiv("inset:0")}${legend}</div>`,
      CJK_SANS,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#666",
      fontSize: 11,
      fontFamily: CJK_JS,
      grid: { color: "#f0f0f0", style: 2 },
      series: "candles",
      // East Money draws rising candles hollow (red outline) and falling ones solid green.
      look: hollow ? candles("#ffffff", green, [red, green]) : candles(red, green),
      priceLine: { color: col, style: 2 },
      scale: { border: line, margins: { top: 0.12, bottom: 0.06 } },
      time: { border: line, rightOffset: 3 },
      extra:
        CJK_TICKS +
        lineSeries(ma5, "#f5a623") +
        lineSeries(ma10, "#2f80ed") +
        lineSeries(ma20, "#c04fd6") +
        lineSeries(ma30, "#27ae60") +
        volumeScript(vols, bars, red, green, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.22));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "${line}" } } });`,
      after: `ov("成交量: <span style='color:#333'>${wan(vols[vols.length - 1])}</span>", "left:8px;top:" + (paneH + 6) + "px;font-size:12px;color:${grey}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// A Japanese broker's chart window (Rakuten MARKETSPEED II / SBI style), dark: title with code,
// 足種 buttons, 始値/高値/安値/終値 legend, moving averages, 出来高 pane, the price tag on the axis

const JP_TAB: Partial<Record<Tf, string>> = {
  "1m": "1分足",
  "5m": "5分足",
  "15m": "15分足",
  "30m": "30分足",
  "1h": "60分足",
  "1D": "日足",
  "1W": "週足",
};

export function japaneseBroker({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const s = session(bars, tf);
  const light = variant === 1;
  const bg = light ? "#ffffff" : "#0f1216";
  const panel = light ? "#eef1f5" : "#1a1f26";
  const line = light ? "#d5dae1" : "#2c333d";
  const fg = light ? "#222" : "#e4e7eb";
  const dim = light ? "#6b7380" : "#8d96a3";
  const up = "#e8383d";
  const down = "#2b7de9";
  const sel = light ? "#bf0000" : "#e0a43a";
  const col = s.chg >= 0 ? up : down;
  const vols = volumes(bars, r, 900_000);
  const name = JP_NAME[inst.symbol] ?? inst.name;
  const title = row(
    `top:0;left:0;right:0;height:34px;background:${panel};border-bottom:1px solid ${line};gap:14px;padding-left:12px;font-size:13px;color:${fg}`,
    span("font-weight:700", "チャート") +
      span(`color:${dim}`, "|") +
      span(`border:1px solid ${line};background:${bg};padding:2px 10px;width:170px`, `${inst.symbol} ▾`) +
      span(`color:${dim}`, "米国株式") +
      span(`margin-left:auto;padding-right:12px;color:${dim}`, "― □ ×"),
  );
  const head = row(
    `top:35px;left:0;right:0;height:48px;background:${bg};border-bottom:1px solid ${line};gap:22px;padding-left:14px;font-size:13px;color:${dim}`,
    `<span style="color:${fg};font-size:17px;font-weight:700">${name}</span>` +
      span(`color:${fg};font-size:15px`, `${inst.symbol}`) +
      span("", inst.exchange) +
      `<span>現在値 <b style="color:${col};font-size:22px">${num(b.close, d, true)}</b></span>` +
      span(`color:${col}`, `前日比 ${sign(s.chg, d)} (${sign(s.pct, 2)}%)`) +
      span("", `始値 ${span(`color:${fg}`, num(s.open, d, true))}`) +
      span("", `高値 ${span(`color:${fg}`, num(s.high, d, true))}`) +
      span("", `安値 ${span(`color:${fg}`, num(s.low, d, true))}`),
  );
  const tabTop = 84;
  const periods: Tf[] = ["1m", "5m", "15m", "30m", "1h", "1D", "1W"];
  const tabRow = row(
    `top:${tabTop}px;left:0;right:0;height:32px;background:${panel};border-bottom:1px solid ${line};gap:4px;padding-left:10px;font-size:12px;color:${fg}`,
    span(`color:${dim};padding-right:4px`, "足種") +
      periods
        .map((t) =>
          span(
            `padding:3px 9px;border:1px solid ${t === tf ? sel : line};border-radius:2px;${t === tf ? `background:${sel};color:#fff;font-weight:700` : `background:${bg}`}`,
            JP_TAB[t]!,
          ),
        )
        .join("") +
      span(`padding:3px 9px;border:1px solid ${line};border-radius:2px;background:${bg}`, "月足") +
      span(`margin-left:14px;color:${dim}`, "表示本数") +
      span(`padding:2px 8px;border:1px solid ${line};background:${bg}`, `${bars.length}本`) +
      span(`margin-left:14px;color:${dim}`, "テクニカル ▾") +
      span(`color:${dim}`, "描画 ▾"),
  );
  const top = tabTop + 33;
  const n1 = 5;
  const n2 = 25;
  const n3 = Math.min(75, bars.length - 5);
  const m1 = ma(bars, n1);
  const m2 = ma(bars, n2);
  const m3 = ma(bars, n3);
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d, true);
  const dt = utc(b.time);
  const when =
    TF_SECONDS[tf] >= 86_400
      ? `${dt.getUTCFullYear()}/${pad2(dt.getUTCMonth() + 1)}/${pad2(dt.getUTCDate())}`
      : `${pad2(dt.getUTCMonth() + 1)}/${pad2(dt.getUTCDate())} ${pad2(dt.getUTCHours())}:${pad2(dt.getUTCMinutes())}`;
  const legend = div(
    `top:4px;left:8px;z-index:30;font-size:12px;color:${dim};white-space:pre;line-height:18px`,
    `${span(`color:${fg}`, when)}  始値 ${span(`color:${fg}`, num(b.open, d, true))}  高値 ${span(`color:${fg}`, num(b.high, d, true))}  安値 ${span(`color:${fg}`, num(b.low, d, true))}  終値 ${span(`color:${fg}`, num(b.close, d, true))}<br>` +
      `単純移動平均  ${span("color:#f5c400", `(${n1}) ${lastV(m1)}`)}  ${span("color:#ff5fa2", `(${n2}) ${lastV(m2)}`)}  ${span("color:#3fc1ff", `(${n3}) ${lastV(m3)}`)}`,
  );
  return {
    html: doc(
      w,
      h,
      bg,
      title +
        head +
        tabRow +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top}px">${plotDiv("inset:0")}${legend}</div>`,
      JP_SANS,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dim,
      fontSize: 11,
      fontFamily: JP_JS,
      grid: { color: light ? "#eef0f3" : "#1b2027", style: 1 },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: col, style: 2 },
      scale: { border: line, margins: { top: 0.1, bottom: 0.06 } },
      time: { border: line, rightOffset: 5 },
      extra:
        CJK_TICKS +
        lineSeries(m1, "#f5c400") +
        lineSeries(m2, "#ff5fa2") +
        lineSeries(m3, "#3fc1ff") +
        volumeScript(vols, bars, up, down, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "${line}" } } });`,
      after: `ov("出来高 <span style='color:${fg}'>${num(vols[vols.length - 1], 0, true)}</span>", "left:8px;top:" + (paneH + 6) + "px;font-size:12px;color:${dim}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Futu NiuNiu / moomoo phone app (Chinese UI, dark): name and code, big price, tabs
// "分时 五日 日K 周K 月K 更多": a minute interval shows in place of 更多 ("15分 ▾") when selected.

export function futuPhone({ inst, tf, bars, w, h, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const s = session(bars, tf);
  const bg = "#111216";
  const line = "#25272d";
  const fg = "#eceef2";
  const dim = "#8a8f99";
  const red = "#f0434f";
  const green = "#16b979";
  const orange = "#ff8a00";
  const col = s.chg >= 0 ? red : green;
  const vols = volumes(bars, r, 420_000);
  const dayVol = vols.slice(-s.day.length).reduce((a, v) => a + v, 0);
  const status = row(
    `top:0;left:0;right:0;height:44px;padding:0 22px;justify-content:space-between;font-size:15px;font-weight:600;color:${fg}`,
    span("", "9:41") + span("", "▂▄▆ 5G ▮"),
  );
  const nav = row(
    `top:44px;left:0;right:0;height:44px;padding:0 14px;gap:10px;color:${fg}`,
    span("font-size:22px", "‹") +
      `<div style="flex:1;text-align:center;line-height:17px">${span("font-size:15px;font-weight:700", `${ZH_NAME[inst.symbol] ?? inst.name} ${inst.symbol}`)}<br>${span(`font-size:10px;color:${dim}`, "交易中 美东")}</div>` +
      span("font-size:18px", "⌕") +
      span("font-size:18px", "☆"),
  );
  const quote = div(
    `top:92px;left:14px;right:14px;height:96px`,
    row(
      "top:0;left:0;gap:10px",
      span(`color:${col};font-size:32px;font-weight:700`, num(b.close, d)) +
        span(`color:${col};font-size:13px;line-height:16px`, `${sign(s.chg, d)}<br>${sign(s.pct, 2)}%`),
    ) +
      div(
        `top:46px;left:0;right:0;display:grid;grid-template-columns:repeat(3,1fr);row-gap:6px;font-size:11px;color:${dim}`,
        [
          ["最高", num(s.high, d)],
          ["今开", num(s.open, d)],
          ["成交量", wan(dayVol)],
          ["最低", num(s.low, d)],
          ["昨收", num(s.ref, d)],
          ["成交额", wan(dayVol * b.close)],
        ]
          .map(([k, v]) => `<span>${k} <span style="color:${fg}">${v}</span></span>`)
          .join(""),
      ),
  );
  const minute = TF_SECONDS[tf] < 86_400;
  const tabs: [string, boolean][] = [
    ["分时", false],
    ["五日", false],
    ["日K", tf === "1D"],
    ["周K", tf === "1W"],
    ["月K", false],
    [minute ? `${FUTU_TAB[tf]} ▾` : "更多 ▾", minute],
  ];
  const tabTop = 194;
  const tabRow = row(
    `top:${tabTop}px;left:0;right:0;height:34px;border-top:1px solid ${line};border-bottom:1px solid ${line};justify-content:space-around;font-size:13px;color:${dim}`,
    tabs
      .map(([x, on]) =>
        span(
          on
            ? `color:${orange};font-weight:700;border-bottom:2px solid ${orange};padding-bottom:4px`
            : "padding-bottom:6px",
          x,
        ),
      )
      .join(""),
  );
  const top = tabTop + 36;
  const ma5 = ma(bars, 5);
  const ma10 = ma(bars, 10);
  const ma20 = ma(bars, 20);
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d);
  const legend = div(
    `top:3px;left:6px;z-index:30;font-size:10px;white-space:pre`,
    `${span("color:#f2c94c", `MA5:${lastV(ma5)}`)} ${span("color:#e461d6", `MA10:${lastV(ma10)}`)} ${span("color:#41a7ff", `MA20:${lastV(ma20)}`)}`,
  );
  const bottom = row(
    `bottom:0;left:0;right:0;height:64px;border-top:1px solid ${line};gap:10px;padding:0 14px;font-size:15px;font-weight:700;color:#fff`,
    span(`flex:1;text-align:center;line-height:40px;border-radius:6px;background:${red}`, "买入") +
      span(`flex:1;text-align:center;line-height:40px;border-radius:6px;background:${green}`, "卖出"),
  );
  const plotH = h - top - 66;
  return {
    html: doc(
      w,
      h,
      bg,
      status +
        nav +
        quote +
        tabRow +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${plotH}px">${plotDiv("inset:0")}${legend}</div>` +
        bottom,
      CJK_SANS,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: dim,
      fontSize: 10,
      fontFamily: CJK_JS,
      grid: { color: "#1c1e23" },
      series: "candles",
      look: candles(red, green),
      priceLine: { color: col, style: 2 },
      scale: { margins: { top: 0.1, bottom: 0.06 } },
      time: { rightOffset: 3 },
      extra:
        CJK_TICKS +
        lineSeries(ma5, "#f2c94c") +
        lineSeries(ma10, "#e461d6") +
        lineSeries(ma20, "#41a7ff") +
        volumeScript(vols, bars, red, green, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "${line}" } } });`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders (one jpeg each)

export const CJK_LAYOUTS: Layout[] = [
  {
    id: "futu-zh",
    app: "Futu NiuNiu (富途牛牛, Chinese UI)",
    page: futu,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "5m", w: 1440, h: 900, jpeg: true },
      // 分时: the intraday line view, no interval printed (truth null).
      { symbol: "NVDA", tf: "1m", w: 1600, h: 900 },
    ],
  },
  {
    id: "eastmoney",
    app: "East Money (东方财富) web quote page",
    page: eastMoney,
    renders: [
      { symbol: "NVDA", tf: "1D", w: 1600, h: 900 },
      { symbol: "AAPL", tf: "15m", w: 1920, h: 1080, jpeg: true },
      { symbol: "MSFT", tf: "1h", w: 1366, h: 768 },
    ],
  },
  {
    id: "jp-broker",
    app: "Japanese broker chart (MARKETSPEED II / SBI style)",
    page: japaneseBroker,
    renders: [
      { symbol: "AAPL", tf: "1W", w: 1920, h: 1080 },
      { symbol: "TSLA", tf: "1D", w: 1366, h: 768, jpeg: true },
      { symbol: "NVDA", tf: "5m", w: 1600, h: 900 },
    ],
  },
  {
    id: "futu-phone-zh",
    app: "Futu NiuNiu / moomoo phone app (Chinese UI)",
    page: futuPhone,
    renders: [
      { symbol: "AAPL", tf: "1D", w: 390, h: 844, scale: 3, jpeg: true, bars: 70 },
      { symbol: "TSLA", tf: "15m", w: 393, h: 852, scale: 3, bars: 72 },
    ],
  },
];
