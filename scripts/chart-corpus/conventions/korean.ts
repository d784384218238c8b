// Korean and Chinese-interface apps: the Upbit web exchange (BTC/KRW, Korean-won prices with
// thousands separators, a TradingView-style chart with a Korean interval menu, Upbit's order book
// on the side), Kiwoom Securities' HTS 영웅문4 chart window (005930 삼성전자: 틱 분 일 주 월 년
// buttons with the minute numbers, right price axis, 거래량 pane), a Korean exchange's phone app
// (Bithumb style: 차트 호가 시세 정보 tabs, "1분 ... 일 주" interval chips), and TradingView in
// its Simplified Chinese interface ("1小时", "4小时", "1日" in the toolbar and the legend). Written
// from each app's documentation and common knowledge of its default look (no screenshot). Korean
// apps draw rising candles red and falling ones blue.
// Their text needs a font with Hangul (and Chinese for TradingView): register them only when
// hasCjkFont() && hasKoreanFont() (fontconfig; Debian's fonts-wqy-microhei has both).
import { execSync } from "node:child_process";
import type { Bar } from "../data";
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
} from "./common";
import { TV_DARK, TV_BLACK, TV_LIGHT, type TvTheme } from "./tradingview";

/** A font with Hangul is installed (fontconfig lists one for Korean). */
export const hasKoreanFont = (): boolean => {
  try {
    return execSync("fc-list :lang=ko", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().length > 0;
  } catch {
    return false;
  }
};

const KO_SANS =
  "font-family:'Malgun Gothic','Apple SD Gothic Neo','Noto Sans CJK KR','WenQuanYi Micro Hei','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const KO_JS =
  "'Malgun Gothic', 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'WenQuanYi Micro Hei', 'Liberation Sans', Arial, sans-serif";
/** The HTS's small bitmap-era faces (돋움, 굴림) first. */
const HTS_SANS =
  "font-family:Dotum,'돋움',Gulim,'굴림','Noto Sans CJK KR','WenQuanYi Micro Hei','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const HTS_JS = "Dotum, Gulim, 'Noto Sans CJK KR', 'WenQuanYi Micro Hei', 'Liberation Sans', Arial, sans-serif";
const ZH_SANS =
  "font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei','Liberation Sans','DejaVu Sans',Arial,sans-serif;";
const ZH_JS =
  "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Liberation Sans', Arial, sans-serif";

/** Korean interval names (exchange menus and chips): minutes 분, hours 시간, the day 일 and the week 주. */
export const KO_INTERVAL: Record<Tf, string> = {
  "1m": "1분",
  "5m": "5분",
  "15m": "15분",
  "30m": "30분",
  "1h": "1시간",
  "4h": "4시간",
  "1D": "일",
  "1W": "주",
};
/** TradingView's Korean legend: a count before every unit ("1일", "1주"). */
const KO_LEGEND: Record<Tf, string> = { ...KO_INTERVAL, "1D": "1일", "1W": "1주" };
/** TradingView's Simplified Chinese toolbar and legend. */
export const ZH_INTERVAL: Record<Tf, string> = {
  "1m": "1分钟",
  "5m": "5分钟",
  "15m": "15分钟",
  "30m": "30分钟",
  "1h": "1小时",
  "4h": "4小时",
  "1D": "1日",
  "1W": "1周",
};

/** The price axis and its tag with thousands separators ("95,120,000"), as Korean apps print won. */
const groupedAxis = (d: number, tick: number) =>
  `s.applyOptions({ priceFormat: { type: "custom", minMove: ${tick}, formatter: (p) => { const [i, f] = p.toFixed(${d}).split("."); return i.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ",") + (f ? "." + f : ""); } } });`;

/** The time axis with months written in the interface's language ("5월", "5月"), days as numbers, times as 10:30. */
const monthTicks = (unit: string) =>
  `chart.applyOptions({ timeScale: { tickMarkFormatter: (t, type) => { const d = new Date(t * 1000); const p = (n) => String(n).padStart(2, "0");
  return type === 0 ? String(d.getUTCFullYear()) : type === 1 ? (d.getUTCMonth() + 1) + "${unit}" : type === 2 ? String(d.getUTCDate()) : p(d.getUTCHours()) + ":" + p(d.getUTCMinutes()); } } });`;
/** Korean time (UTC+9): the bars' 00:00 UTC is the Korea Exchange's 09:00 open. */
const KST = 9 * 3600;
/** An HTS's axis in Korean time: "2024/05", "05/02", "10:30". */
const HTS_TICKS = `chart.applyOptions({ timeScale: { tickMarkFormatter: (t, type) => { const d = new Date((t + ${KST}) * 1000); const p = (n) => String(n).padStart(2, "0");
  return type === 0 ? String(d.getUTCFullYear()) : type === 1 ? d.getUTCFullYear() + "/" + p(d.getUTCMonth() + 1) : type === 2 ? p(d.getUTCMonth() + 1) + "/" + p(d.getUTCDate()) : p(d.getUTCHours()) + ":" + p(d.getUTCMinutes()); } } });`;

/** Korean large-number units: 1,172억, 3.2조. */
const eok = (v: number) =>
  v >= 1e12 ? `${num(v / 1e12, 1)}조` : v >= 1e8 ? `${num(v / 1e8, 0, true)}억` : `${num(v / 1e4, 0, true)}만`;

/** The last 24 hours (the previous bar on daily and weekly bars): the change from the reference close, high, low, volume. */
function day24(bars: Bar[], tf: Tf, vols: number[]) {
  const daily = TF_SECONDS[tf] >= 86_400;
  const n = daily ? 1 : Math.max(2, Math.min(bars.length - 1, Math.round(86_400 / TF_SECONDS[tf])));
  const day = bars.slice(-n);
  const ref = bars[bars.length - n - 1].close;
  const close = lastOf(bars).close;
  return {
    ref,
    chg: close - ref,
    pct: ((close - ref) / ref) * 100,
    high: Math.max(...day.map((x) => x.high)),
    low: Math.min(...day.map((x) => x.low)),
    vol: vols.slice(-n).reduce((a, v) => a + v, 0),
  };
}

const base = (pair: string) => pair.split(/[/-]/)[0];
const quote = (pair: string) => pair.split(/[/-]/)[1] ?? "KRW";
/** Volumes per bar in the base asset, to three decimals (about a hundred bitcoins an hour). */
const coinVolumes = (bars: Bar[], tf: Tf, r: () => number) =>
  volumes(bars, r, Math.round((100_000 * TF_SECONDS[tf]) / 3600)).map((v) => v / 1000);

// ---------------------------------------------------------------------------------------------
// Upbit web exchange (light): navy top bar, coin header (비트코인 BTC/KRW, the price in won, 전일대비),
// the chart box with its interval menu (1분 ... 4시간 in a drop-down, 일 주 월 buttons) over a
// TradingView-style plot, Upbit's order book (asks in blue over bids in red, price and % in the
// middle column), and the KRW market list on the right.

const UPBIT_MINUTES: [string, Tf | null][] = [
  ["1분", "1m"],
  ["3분", null],
  ["5분", "5m"],
  ["10분", null],
  ["15분", "15m"],
  ["30분", "30m"],
  ["1시간", "1h"],
  ["4시간", "4h"],
];

/** KRW market rows beside the selected coin: name, code, a price in won. */
const UPBIT_MARKET: [string, string, number][] = [
  ["이더리움", "ETH", 4_812_000],
  ["리플", "XRP", 845],
  ["솔라나", "SOL", 203_400],
  ["도지코인", "DOGE", 218],
  ["에이다", "ADA", 612],
  ["트론", "TRX", 172],
  ["체인링크", "LINK", 19_850],
  ["아발란체", "AVAX", 48_230],
  ["비트코인캐시", "BCH", 654_500],
  ["스텔라루멘", "XLM", 132],
  ["이더리움클래식", "ETC", 36_420],
  ["폴카닷", "DOT", 9915],
  ["샌드박스", "SAND", 612],
  ["헤데라", "HBAR", 104],
  ["수이", "SUI", 1874],
  ["폴리곤", "POL", 731],
  ["시바이누", "SHIB", 0.0341],
  ["앱토스", "APT", 12_350],
];

const KO_COIN: Record<string, string> = { BTC: "비트코인", ETH: "이더리움", SOL: "솔라나", BNB: "바이낸스코인" };

/**
 * Upbit's order book: ask rows (blue) over bid rows (red), three columns (ask sizes, prices with
 * their change from the previous close, bid sizes); the last trade's price boxed. `right` fills the
 * space beside the asks (the day's statistics), `left` the space beside the bids (the last trades).
 */
function upbitBook(
  close: number,
  ref: number,
  d: number,
  tick: number,
  rows: number,
  r: () => number,
  o: { up: string; down: string; fs: number; rowH: number; left: string; right: string },
) {
  const pctOf = (p: number) => `${sign(((p - ref) / ref) * 100, 2)}%`;
  const qty = () => 0.001 + r() * r() * 3.2;
  const asks: number[] = [];
  const bids: number[] = [];
  for (let i = 1; i <= rows; i++) asks.push(close + i * tick);
  for (let i = 0; i < rows; i++) bids.push(close - i * tick);
  const aQ = asks.map(qty);
  const bQ = bids.map(qty);
  const max = Math.max(...aQ, ...bQ);
  const cell = (css: string, inner: string) =>
    `<div style="height:${o.rowH}px;display:flex;align-items:center;box-sizing:border-box;border-bottom:1px solid #fff;${css}">${inner}</div>`;
  const priceCell = (p: number, bg: string, boxed: boolean) =>
    cell(
      `background:${bg};justify-content:space-between;padding:0 8px;${boxed ? "outline:2px solid #222;outline-offset:-2px;font-weight:700" : ""}`,
      span(`color:${p >= ref ? o.up : o.down}`, num(p, d, true)) +
        span(`color:${p >= ref ? o.up : o.down};font-size:${o.fs - 1}px`, pctOf(p)),
    );
  const qtyCell = (q: number, bg: string, bar: string, side: "left" | "right") =>
    cell(
      `background:linear-gradient(to ${side}, ${bar} ${Math.round((q / max) * 100)}%, ${bg} ${Math.round((q / max) * 100)}%);justify-content:${side === "left" ? "flex-start" : "flex-end"};padding:0 8px;color:#333`,
      q.toFixed(3),
    );
  const askBg = "#eef2fb";
  const bidBg = "#fbf1ef";
  const col = (inner: string, css = "") => `<div style="flex:1;min-width:0;${css}">${inner}</div>`;
  const askRows = asks
    .map((p, i) => [p, aQ[i]] as const)
    .reverse()
    .map(([p, q]) => ({ q: qtyCell(q, askBg, "rgba(18,97,196,0.16)", "left"), p: priceCell(p, askBg, false) }));
  const bidRows = bids.map((p, i) => ({
    q: qtyCell(bQ[i], bidBg, "rgba(200,74,49,0.16)", "right"),
    p: priceCell(p, bidBg, i === 0),
  }));
  const hgt = rows * o.rowH;
  return (
    `<div style="display:flex;font-size:${o.fs}px">` +
    col(askRows.map((x) => x.q).join("") + `<div style="height:${hgt}px;overflow:hidden">${o.left}</div>`) +
    col(askRows.map((x) => x.p).join("") + bidRows.map((x) => x.p).join(""), "flex:1.4") +
    col(`<div style="height:${hgt}px;overflow:hidden">${o.right}</div>` + bidRows.map((x) => x.q).join("")) +
    `</div>`
  );
}

export function upbit({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const tick = inst.tick ?? 10 ** -d;
  const b = lastOf(bars);
  const pair = inst.pair ?? inst.symbol;
  const bs = base(pair);
  const qt = quote(pair);
  const krw = qt === "KRW";
  const vols = coinVolumes(bars, tf, r);
  const s = day24(bars, tf, vols);
  const up = "#c84a31";
  const down = "#1261c4";
  const navy = "#093687";
  const ink = "#333";
  const grey = "#666";
  const line = "#e3e5ec";
  const col = s.chg >= 0 ? up : down;
  // Variants: the order book beside the chart (0), under it with the order form (1), the interval menu opened (2).
  const stacked = variant === 1;
  const menuOpen = variant === 2;
  const navH = 60;
  const nav = row(
    `top:0;left:0;right:0;height:${navH}px;background:${navy};color:#fff;font-size:15px;gap:34px;padding-left:${Math.max(20, (w - 1880) / 2)}px`,
    span("font-size:24px;font-weight:800;letter-spacing:-0.5px;padding-right:20px", "UPbit") +
      ["거래소", "입출금", "투자내역", "코인동향", "서비스+", "고객센터"]
        .map((x, i) => span(i === 0 ? "font-weight:700" : "color:#c9d3ea", x))
        .join("") +
      span(`margin-left:auto;margin-right:${Math.max(20, (w - 1880) / 2)}px;font-size:13px`, "로그인 &nbsp; 회원가입"),
  );
  const cw = Math.min(w - 16, 1880);
  const x0 = Math.round((w - cw) / 2);
  const listW = Math.round(Math.min(420, Math.max(330, cw * 0.27)));
  const mainW = cw - listW - 10;
  const headTop = navH + 8;
  const headH = 104;
  const name = KO_COIN[bs] ?? bs;
  const stat = (k: string, v: string, c = ink) =>
    `<div style="display:flex;justify-content:space-between;gap:14px;border-bottom:1px solid ${line};padding:4px 0">${span(`color:${grey}`, k)}${span(`color:${c}`, v)}</div>`;
  const header = div(
    `top:${headTop}px;left:${x0}px;width:${mainW}px;height:${headH}px;background:#fff;color:${ink}`,
    row(
      `top:0;left:0;right:0;height:38px;border-bottom:1px solid ${line};padding-left:14px;gap:8px`,
      span(`width:22px;height:22px;border-radius:50%;background:#f7931a;display:inline-block`, "") +
        span("font-size:18px;font-weight:700", name) +
        span(`font-size:12px;color:${grey}`, pair) +
        `<div style="margin-left:auto;display:flex;font-size:13px">${span(`padding:10px 18px;border-bottom:3px solid ${navy};color:${navy};font-weight:700`, "시세")}${span(`padding:10px 18px;color:${grey}`, "정보")}</div>`,
    ) +
      div(
        `top:46px;left:14px`,
        `<div>${span(`color:${col};font-size:30px;font-weight:700`, num(b.close, d, true))} ${span(`color:${col};font-size:13px`, qt)}</div>` +
          `<div style="font-size:12px;margin-top:2px">${span(`color:${grey}`, "전일대비")} ${span(`color:${col}`, `${sign(s.pct, 2)}% ${s.chg >= 0 ? "▲" : "▼"}${num(Math.abs(s.chg), d, true)}`)}</div>`,
      ) +
      div(
        `top:44px;right:14px;display:grid;grid-template-columns:repeat(2,${Math.round(Math.min(250, mainW * 0.26))}px);column-gap:24px;font-size:12px`,
        stat("고가", num(s.high, d, true), up) +
          stat("거래량(24H)", `${num(s.vol, 3, true)} ${bs}`) +
          stat("저가", num(s.low, d, true), down) +
          stat("거래대금(24H)", `${num(s.vol * b.close, 0, true)} ${qt}`),
      ),
  );
  const top = headTop + headH + 8;
  const bookW = stacked ? Math.round(mainW / 2 - 4) : Math.round(Math.max(420, mainW * 0.34));
  const chartW = stacked ? mainW : mainW - bookW - 8;
  const chartH = stacked ? Math.round((h - top - 8) * 0.64) : h - top - 8;
  // The chart box: the toolbar (interval drop-down, 일 주 월, chart tools), then the plot.
  const minute = TF_SECONDS[tf] < 86_400;
  const btn = (text: string, on: boolean, extra = "") =>
    span(
      `padding:4px 10px;border:1px solid ${on ? navy : "#d6d9e0"};${on ? `background:${navy};color:#fff;font-weight:700` : "background:#fff"};${extra}`,
      text,
    );
  const toolH = 38;
  const tools = row(
    `top:0;left:0;right:0;height:${toolH}px;border-bottom:1px solid ${line};gap:4px;padding-left:10px;font-size:12px;color:${ink}`,
    btn(`${minute ? KO_INTERVAL[tf] : "분"} ▾`, minute, "min-width:46px") +
      (["1D", "1W"] as Tf[]).map((x) => btn(KO_INTERVAL[x], x === tf)).join("") +
      btn("월", false) +
      span(`padding:0 8px;color:#c3c7d0`, "|") +
      ["차트유형 ▾", "지표 ▾", "그리기 ▾", "설정"].map((x) => span(`padding:0 6px;color:${grey}`, x)).join("") +
      `<div style="margin-left:auto;display:flex;padding-right:10px">${span(`padding:4px 10px;border:1px solid ${navy};background:${navy};color:#fff`, "업비트 차트")}${span(`padding:4px 10px;border:1px solid #d6d9e0;color:${grey}`, "트레이딩뷰")}</div>`,
  );
  const menu = menuOpen
    ? div(
        `top:${toolH - 2}px;left:10px;width:110px;z-index:50;background:#fff;border:1px solid #c9cdd6;box-shadow:0 3px 8px rgba(0,0,0,0.18);font-size:12px;color:${ink}`,
        UPBIT_MINUTES.map(([label, t]) =>
          t === tf
            ? `<div style="padding:7px 12px;background:#eef2fb;color:${navy};font-weight:700">${label} ✓</div>`
            : `<div style="padding:7px 12px">${label}</div>`,
        ).join(""),
      )
    : "";
  const prev = bars[bars.length - 2];
  const c1 = b.close - prev.close;
  const lc = c1 >= 0 ? up : down;
  const m5 = ma(bars, 5);
  const m20 = ma(bars, 20);
  const m60 = ma(bars, Math.min(60, bars.length - 5));
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d, true);
  const code = variant === 0 ? `${qt}-${bs}` : pair;
  const legend = div(
    `top:6px;left:10px;z-index:30;font-size:12px;line-height:19px;color:${ink};white-space:nowrap`,
    `<div>${span("font-size:13px", `${code} · ${KO_LEGEND[tf]} · UPBIT`)} ` +
      ["시", "고", "저", "종"]
        .map((k, i) => `${k} ${span(`color:${lc}`, num([b.open, b.high, b.low, b.close][i], d, true))}`)
        .join(" ") +
      ` ${span(`color:${lc}`, `${sign(c1, d, true)} (${sign((c1 / prev.close) * 100, 2)}%)`)}</div>` +
      `<div style="color:${grey}">이동평균선 ${span("color:#e8a300", `5 ${lastV(m5)}`)} ${span("color:#d63cbc", `20 ${lastV(m20)}`)} ${span("color:#2c9c5a", `${Math.min(60, bars.length - 5)} ${lastV(m60)}`)}</div>` +
      `<div style="color:${grey}">거래량 ${span(`color:${lc}`, num(vols[vols.length - 1], 3, true))}</div>`,
  );
  const chartBox = div(
    `top:${top}px;left:${x0}px;width:${chartW}px;height:${chartH}px;background:#fff`,
    tools +
      menu +
      `<div style="position:absolute;top:${toolH}px;left:0;right:0;bottom:0">${plotDiv("inset:0")}${legend}</div>`,
  );
  // The order book: 호가 tabs, then the rows; beside the asks the day's statistics, beside the bids the last trades.
  const bookTop = stacked ? top + chartH + 8 : top;
  const bookH = h - bookTop - 8;
  const rowH = 30;
  const rows = Math.max(4, Math.floor((bookH - 40) / 2 / rowH));
  const statsHtml =
    `<div style="padding:8px 6px;font-size:10.5px;line-height:20px;color:${grey};white-space:nowrap">` +
    [
      ["거래량", `${num(s.vol, 3, true)} ${bs}`],
      ["거래대금", krw ? `${num((s.vol * b.close) / 1e6, 0, true)} 백만원` : num(s.vol * b.close, 0, true)],
      ["52주 최고", num(s.high * 1.14, d, true)],
      ["52주 최저", num(s.low * 0.56, d, true)],
      ["전일종가", num(s.ref, d, true)],
      ["당일고가", num(s.high, d, true)],
      ["당일저가", num(s.low, d, true)],
    ]
      .map(
        ([k, v]) =>
          `<div style="display:flex;justify-content:space-between;gap:6px">${span("", k)}${span(`color:${ink}`, v)}</div>`,
      )
      .join("") +
    `</div>`;
  const trades =
    `<div style="padding:8px 6px;font-size:10.5px;line-height:19px;color:${grey};white-space:nowrap">` +
    `<div style="display:flex;justify-content:space-between;gap:6px">${span("", "체결강도")}${span(`color:${up}`, `+${num(95 + r() * 40, 2)}%`)}</div>` +
    `<div style="display:flex;justify-content:space-between;border-bottom:1px solid ${line}">${span("", "체결가")}${span("", "체결량")}</div>` +
    Array.from({ length: rows }, (_, i) => {
      const p = b.close + tick * Math.round((r() - 0.5) * 4) * (i === 0 ? 0 : 1);
      return `<div style="display:flex;justify-content:space-between;gap:6px">${span(`color:${p >= s.ref ? up : down}`, num(p, d, true))}${span(`color:${ink}`, (r() * 0.4).toFixed(4))}</div>`;
    }).join("") +
    `</div>`;
  const book = div(
    `top:${bookTop}px;left:${stacked ? x0 : x0 + chartW + 8}px;width:${bookW}px;height:${bookH}px;background:#fff;overflow:hidden`,
    `<div style="display:flex;font-size:13px;border-bottom:1px solid ${line}">${["일반호가", "누적호가", "호가주문"].map((x, i) => span(`flex:1;text-align:center;padding:10px 0;${i === 0 ? `color:${navy};font-weight:700;border-bottom:3px solid ${navy}` : `color:${grey}`}`, x)).join("")}</div>` +
      upbitBook(b.close, s.ref, d, tick, rows, r, { up, down, fs: 12, rowH, left: trades, right: statsHtml }),
  );
  const form = stacked
    ? div(
        `top:${bookTop}px;left:${x0 + bookW + 8}px;width:${mainW - bookW - 8}px;height:${bookH}px;background:#fff;font-size:13px;color:${ink}`,
        `<div style="display:flex;border-bottom:1px solid ${line}">${["매수", "매도", "간편주문", "거래내역"].map((x, i) => span(`flex:1;text-align:center;padding:10px 0;${i === 0 ? `color:${up};font-weight:700;border-bottom:3px solid ${up}` : `color:${grey}`}`, x)).join("")}</div>` +
          `<div style="padding:14px;line-height:34px">` +
          [
            ["주문구분", "◉ 지정가 ○ 시장가 ○ 예약-지정가"],
            ["주문가능", `0 ${qt}`],
            [`매수가격 (${qt})`, num(b.close, d, true)],
            [`주문수량 (${bs})`, "0"],
            [`주문총액 (${qt})`, "0"],
          ]
            .map(
              ([k, v]) =>
                `<div style="display:flex;justify-content:space-between;border-bottom:1px solid ${line}">${span(`color:${grey}`, k)}${span("", v)}</div>`,
            )
            .join("") +
          `<div style="margin-top:14px;display:flex;gap:8px">${span(`flex:1;text-align:center;background:#e3e5ec;color:${grey};line-height:38px`, "초기화")}${span(`flex:2;text-align:center;background:${up};color:#fff;font-weight:700;line-height:38px`, "로그인")}</div></div>`,
      )
    : "";
  // The market list: search, market tabs, one row per coin (the selected one shaded).
  const listRows = Math.max(6, Math.floor((h - headTop - 110) / 46));
  const mkRow = (nm: string, cd: string, price: number, pct: number, turnover: number, on: boolean) =>
    `<div style="display:flex;align-items:center;height:45px;border-bottom:1px solid ${line};padding:0 10px;font-size:12px;${on ? "background:#f4f5f8" : ""}">` +
    `<div style="flex:1.3;line-height:16px">${span("font-weight:700;color:" + ink, nm)}<br>${span(`color:${grey};font-size:11px`, `${cd}/${qt}`)}</div>` +
    span(
      `flex:1.1;text-align:right;color:${pct >= 0 ? up : down};font-weight:700`,
      num(price, price < 1 ? 4 : price < 100 ? 2 : 0, true),
    ) +
    span(`flex:0.8;text-align:right;color:${pct >= 0 ? up : down}`, `${sign(pct, 2)}%`) +
    span(`flex:1;text-align:right;color:${grey}`, `${num(turnover, 0, true)}백만`) +
    `</div>`;
  const others = UPBIT_MARKET.slice(0, listRows - 1).map(([nm, cd, p]) => {
    const pct = (r() - 0.45) * 8;
    return mkRow(nm, cd, p * (1 + pct / 100), pct, 1000 + r() * 400_000, false);
  });
  const list = div(
    `top:${headTop}px;left:${x0 + mainW + 10}px;width:${listW}px;bottom:8px;background:#fff;overflow:hidden`,
    `<div style="margin:10px;border:1px solid #d6d9e0;padding:8px 10px;font-size:12px;color:#999">코인명/심볼검색 ⌕</div>` +
      `<div style="display:flex;font-size:13px;border-bottom:1px solid ${line}">${["원화", "BTC", "USDT", "보유", "관심"].map((x, i) => span(`flex:1;text-align:center;padding:9px 0;${i === (krw ? 0 : 2) ? `color:${navy};font-weight:700;border-bottom:3px solid ${navy}` : `color:${grey}`}`, x)).join("")}</div>` +
      `<div style="display:flex;padding:6px 10px;font-size:11px;color:${grey};background:#f9fafc;border-bottom:1px solid ${line}">${span("flex:1.3", "한글명")}${span("flex:1.1;text-align:right", "현재가")}${span("flex:0.8;text-align:right", "전일대비")}${span("flex:1;text-align:right", "거래대금")}</div>` +
      mkRow(name, bs, b.close, s.pct, (s.vol * b.close) / 1e6, true) +
      others.join(""),
  );
  return {
    html: doc(w, h, "#e9ecf1", nav + header + chartBox + book + form + list, KO_SANS),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: ink,
      fontSize: 11,
      fontFamily: KO_JS,
      grid: { color: "#f1f2f5" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: col, style: 2 },
      scale: { border: line, margins: { top: 0.16, bottom: 0.2 } },
      time: { border: line, rightOffset: 6 },
      extra:
        groupedAxis(d, tick) +
        monthTicks("월") +
        volumeScript(vols, bars, "rgba(200,74,49,0.45)", "rgba(18,97,196,0.45)") +
        lineSeries(m5, "#e8a300") +
        lineSeries(m20, "#d63cbc") +
        lineSeries(m60, "#2c9c5a"),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Kiwoom Securities HTS 영웅문4, [0600] 키움종합차트 (light Windows chrome): the frame's menu and
// toolbar, the chart window's code box (005930 삼성전자), period buttons 틱 분 일 주 월 년 with the
// minute numbers 1 3 5 10 15 30 60, a legend "삼성전자 [일] 시 고 저 종", moving averages
// 5 10 20 60 120, the 최고 / 최저 marks, the price axis on the right with its tag, the 거래량 pane.

const KR_STOCK: Record<string, string> = { "005930": "삼성전자" };
const HTS_PERIODS = ["틱", "분", "일", "주", "월", "년"];
const HTS_NUMBERS = [1, 3, 5, 10, 15, 30, 60];
/** The pressed period button and the pressed minute number. */
const htsPeriod = (tf: Tf): [string, number | null] =>
  tf === "1D" ? ["일", null] : tf === "1W" ? ["주", null] : ["분", TF_SECONDS[tf] / 60];

export function kiwoom({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const tick = inst.tick ?? 1;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const name = KR_STOCK[inst.symbol] ?? inst.name;
  const up = "#e3001b";
  const down = "#0046d5";
  const chrome = "#f0f0f0";
  const edge = "#a9b4c2";
  const ink = "#111";
  const grey = "#555";
  const chg = b.close - prev.close;
  const col = chg >= 0 ? up : down;
  const vols = volumes(bars, r, TF_SECONDS[tf] >= 86_400 ? 12_000_000 : 400_000);
  const [period, minutes] = htsPeriod(tf);
  const label = minutes ? `${minutes}분` : period;
  // The frame: title, menu bar, the icon toolbar.
  const title = row(
    `top:0;left:0;right:0;height:28px;background:#fff;border-bottom:1px solid #d0d0d0;gap:10px;padding-left:10px;font-size:12px;color:${ink}`,
    span("width:14px;height:14px;background:#6a2c91;border-radius:3px;display:inline-block", "") +
      span("font-weight:700", "영웅문4") +
      span(`color:${grey}`, "키움증권") +
      span("margin-left:auto;padding-right:14px;letter-spacing:18px;color:#333", "─□✕"),
  );
  const menuBar = row(
    `top:29px;left:0;right:0;height:22px;background:${chrome};border-bottom:1px solid #d0d0d0;gap:16px;padding-left:10px;font-size:12px;color:${ink}`,
    [
      "화면",
      "주식",
      "ELW/ETF/ETN",
      "선물옵션",
      "해외",
      "채권",
      "금융상품",
      "신용/대출",
      "투자정보",
      "차트",
      "주문",
      "계좌",
      "고객서비스",
      "도움말",
    ]
      .map((x) => span("", x))
      .join(""),
  );
  const tools = row(
    `top:52px;left:0;right:0;height:40px;background:linear-gradient(#fbfbfc,#e6e9ee);border-bottom:1px solid ${edge};gap:4px;padding-left:6px;font-size:11px;color:${ink}`,
    ["관심종목", "현재가", "주문", "잔고", "차트", "체결", "뉴스", "조건검색", "투자자", "시황", "환경설정"]
      .map(
        (x) =>
          `<div style="text-align:center;width:58px;line-height:14px">${span(`display:inline-block;width:16px;height:16px;border-radius:3px;background:${["#2f6fd1", "#d14b2f", "#3a9d5d", "#8a5ad1", "#e0a020"][x.length % 5]}`, "")}<br>${x}</div>`,
      )
      .join(""),
  );
  // The chart window (MDI child).
  const winTop = 96;
  const statusH = 22;
  const winH = h - winTop - statusH - 4;
  const winTitle = row(
    `top:0;left:0;right:0;height:24px;background:linear-gradient(#5b7fb4,#3d5f92);gap:8px;padding-left:8px;font-size:12px;color:#fff`,
    span("font-weight:700", "[0600] 키움종합차트") +
      span("color:#dfe7f3", `- ${name}`) +
      span("margin-left:auto;padding-right:8px;letter-spacing:10px", "_□×"),
  );
  const pressed = (on: boolean) =>
    on
      ? "background:#3a62a7;color:#fff;border:1px solid #27477f;font-weight:700"
      : "background:linear-gradient(#ffffff,#e4e7ec);border:1px solid #9aa6b6";
  const winTools = row(
    `top:24px;left:0;right:0;height:30px;background:#e9edf2;border-bottom:1px solid ${edge};gap:3px;padding-left:6px;font-size:12px;color:${ink}`,
    span("background:#fff;border:1px solid #7f8da0;padding:2px 6px;width:56px;font-weight:700", inst.symbol) +
      span("border:1px solid #9aa6b6;background:#fff;padding:1px 4px", "⌕") +
      span(`padding:0 10px 0 4px;font-weight:700;color:${ink}`, name) +
      HTS_PERIODS.map((x) => span(`padding:2px 7px;${pressed(x === period)}`, x)).join("") +
      span("width:8px", "") +
      HTS_NUMBERS.map((n) => span(`padding:2px 6px;${pressed(n === minutes)}`, String(n))).join("") +
      span("padding-left:10px", "☑ 수정주가") +
      span("padding-left:8px;color:" + grey, "봉수") +
      span("background:#fff;border:1px solid #9aa6b6;padding:1px 6px", String(bars.length)) +
      span(
        "border:1px solid #9aa6b6;background:linear-gradient(#ffffff,#e4e7ec);padding:2px 10px;margin-left:6px",
        "조회",
      ) +
      span(`margin-left:auto;padding-right:10px;color:${grey}`, "지표 ▾ &nbsp;설정 ▾"),
  );
  const stripW = 26;
  const strip = div(
    `top:55px;left:0;width:${stripW}px;bottom:0;background:#eef1f5;border-right:1px solid ${edge};font-size:14px;text-align:center;line-height:28px;color:#445`,
    ["↖", "╱", "─", "│", "⌇", "△", "□", "◯", "T", "⤢", "✕"].map((i) => `<div>${i}</div>`).join(""),
  );
  // The default moving averages 5 10 20 60 120, those the window has bars for.
  const mas = (
    [
      [5, "#ff00ff"],
      [10, "#0070c0"],
      [20, "#f08c00"],
      [60, "#00a050"],
      [120, "#808080"],
    ] as [number, string][]
  ).filter(([n]) => n <= bars.length - 5);
  const lines = mas.map(([n, c]) => [ma(bars, n), c] as const);
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d, true);
  const legend = div(
    `top:4px;left:6px;z-index:30;font-size:12px;line-height:18px;color:${ink};white-space:pre`,
    `${span("font-weight:700", `${name} [${label}]`)}  시 ${span(`color:${col}`, num(b.open, d, true))}  고 ${span(`color:${col}`, num(b.high, d, true))}  저 ${span(`color:${col}`, num(b.low, d, true))}  종 ${span(`color:${col}`, num(b.close, d, true))}  ${span(`color:${col}`, `${chg >= 0 ? "▲" : "▼"} ${num(Math.abs(chg), d, true)} (${sign((chg / prev.close) * 100, 2)}%)`)}<br>` +
      `이동평균 ${lines.map(([x, c], i) => span(`color:${c}`, `${mas[i][0]}: ${lastV(x)}`)).join("  ")}`,
  );
  // 최고 / 최저: the highest high and lowest low of the window, marked at their bars.
  const hiI = bars.reduce((k, x, i) => (x.high > bars[k].high ? i : k), 0);
  const loI = bars.reduce((k, x, i) => (x.low < bars[k].low ? i : k), 0);
  const md = (t: number) => {
    const x = utc(t + KST);
    return TF_SECONDS[tf] >= 86_400
      ? `${x.getUTCFullYear()}/${pad2(x.getUTCMonth() + 1)}/${pad2(x.getUTCDate())}`
      : `${pad2(x.getUTCMonth() + 1)}/${pad2(x.getUTCDate())} ${pad2(x.getUTCHours())}:${pad2(x.getUTCMinutes())}`;
  };
  const mark = (i: number, high: boolean) => {
    const p = high ? bars[i].high : bars[i].low;
    const pct = ((b.close - p) / p) * 100;
    const text = `${high ? "최고" : "최저"} ${num(p, d, true)} (${md(bars[i].time)}, ${sign(pct, 2)}%)`;
    const right = i > bars.length * 0.6;
    return `{ const tx = x(${bars[i].time}), ty = y(${p}); const m = ov(${JSON.stringify(right ? `${text} →` : `← ${text}`)}, "font-size:11px;color:${high ? up : down};top:" + (ty - ${high ? 14 : 0}) + "px"); if (${right}) m.style.right = (el.clientWidth - tx + 4) + "px"; else m.style.left = (tx + 4) + "px"; }`;
  };
  const hollow = variant === 1;
  const plotLeft = stripW + 1;
  const win = div(
    `top:${winTop}px;left:4px;width:${w - 8}px;height:${winH}px;background:#fff;border:1px solid #6d7f99;box-sizing:border-box;overflow:hidden`,
    winTitle +
      winTools +
      strip +
      `<div style="position:absolute;top:55px;left:${plotLeft}px;right:0;bottom:0">${plotDiv("inset:0")}${legend}</div>`,
  );
  const now = utc(
    TF_SECONDS[tf] < 86_400 ? b.time + KST + TF_SECONDS[tf] / 2 : Date.UTC(2024, 0, 1, 15, 42, 17) / 1000,
  );
  const status = row(
    `bottom:0;left:0;right:0;height:${statusH}px;background:${chrome};border-top:1px solid #c8c8c8;gap:18px;padding-left:10px;font-size:11px;color:${grey}`,
    span("", "KOSPI 2,731.56 ▲ 8.12") +
      span("", "KOSDAQ 862.34 ▼ 1.05") +
      span("margin-left:auto", "접속서버: 실서버") +
      span(
        "padding-right:12px",
        `${pad2(now.getUTCHours())}:${pad2(now.getUTCMinutes())}:${pad2(now.getUTCSeconds())}`,
      ),
  );
  return {
    html: doc(w, h, chrome, title + menuBar + tools + win + status, HTS_SANS),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: ink,
      fontSize: 11,
      fontFamily: HTS_JS,
      grid: { color: "#d9dde3", style: 1 },
      series: "candles",
      look: hollow ? candles("#ffffff", down, [up, down]) : candles(up, down),
      priceLine: { color: col, style: 2 },
      scale: { border: "#7f8da0", margins: { top: 0.14, bottom: 0.08 }, minWidth: 64 },
      time: { border: "#7f8da0", rightOffset: 4 },
      extra:
        groupedAxis(d, tick) +
        HTS_TICKS +
        lines.map(([x, c]) => lineSeries(x, c)).join("") +
        volumeScript(vols, bars, up, down, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.24));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "#7f8da0" } } });`,
      after:
        mark(hiI, true) +
        mark(loI, false) +
        `ov("거래량 <span style='color:${col}'>${num(vols[vols.length - 1], 0, true)}</span>  <span style='color:#f08c00'>MA 5: ${num(vols.slice(-5).reduce((a, v) => a + v, 0) / 5, 0, true)}</span>", "left:6px;top:" + (paneH + 4) + "px;font-size:12px;color:${ink}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// A Korean exchange's phone app (Bithumb style; light, or dark): the coin's Korean name over its
// pair, the price in won with 전일대비, 차트 호가 시세 정보 tabs, interval chips 1분 ... 4시간 일 주
// (the selected one orange), candles red and blue with moving averages, 거래량, 매수 / 매도 buttons.

const BITHUMB_CHIPS: Tf[] = ["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"];

export function bithumbApp({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const tick = inst.tick ?? 10 ** -d;
  const b = lastOf(bars);
  const pair = inst.pair ?? inst.symbol;
  const bs = base(pair);
  const dark = variant === 2;
  const bg = dark ? "#16171a" : "#ffffff";
  const fg = dark ? "#eceef1" : "#1a1a1a";
  const grey = dark ? "#8b9098" : "#8a8a8a";
  const line = dark ? "#26282d" : "#eeeeee";
  const up = "#f75467";
  const down = "#4386f9";
  const orange = "#f37321";
  const vols = coinVolumes(bars, tf, r);
  const s = day24(bars, tf, vols);
  const col = s.chg >= 0 ? up : down;
  const status = row(
    `top:0;left:0;right:0;height:44px;padding:0 24px;justify-content:space-between;font-size:15px;font-weight:600;color:${fg};background:${bg}`,
    span("", "9:41") + span("font-size:11px;letter-spacing:1px", "▂▄▆█ ◠ ▮▮▮▯"),
  );
  const nav = row(
    `top:44px;left:0;right:0;height:48px;padding:0 14px;gap:10px;color:${fg}`,
    span("font-size:24px", "‹") +
      `<div style="flex:1;text-align:center;line-height:18px">${span("font-size:16px;font-weight:700", KO_COIN[bs] ?? bs)}<br>${span(`font-size:11px;color:${grey}`, pair)}</div>` +
      span("font-size:18px", "☆") +
      span("font-size:18px", "⋯"),
  );
  const stat = (k: string, v: string, c = fg) =>
    `<div style="display:flex;justify-content:space-between;gap:6px">${span(`color:${grey}`, k)}${span(`color:${c}`, v)}</div>`;
  const price = div(
    `top:96px;left:14px;right:14px;height:84px;display:flex;justify-content:space-between`,
    `<div>${span(`font-size:26px;font-weight:700;color:${col}`, num(b.close, d, true))}<br>` +
      `${span(`font-size:12px;color:${grey}`, "전일대비")} ${span(`font-size:12px;color:${col}`, `${s.chg >= 0 ? "▲" : "▼"}${num(Math.abs(s.chg), d, true)} ${sign(s.pct, 2)}%`)}</div>` +
      `<div style="font-size:10.5px;line-height:17px;width:${Math.round(w * 0.42)}px">${stat("고가", num(s.high, d, true), up)}${stat("저가", num(s.low, d, true), down)}${stat("거래량", `${num(s.vol, 2, true)} ${bs}`)}${stat("거래대금", eok(s.vol * b.close))}</div>`,
  );
  const tabsTop = 184;
  const tabs = row(
    `top:${tabsTop}px;left:0;right:0;height:40px;border-bottom:1px solid ${line};font-size:14px;color:${grey}`,
    ["차트", "호가", "시세", "정보"]
      .map((x, i) =>
        span(
          `flex:1;text-align:center;line-height:38px;${i === 0 ? `color:${fg};font-weight:700;border-bottom:2px solid ${fg}` : ""}`,
          x,
        ),
      )
      .join(""),
  );
  const chipsTop = tabsTop + 42;
  const chips = row(
    `top:${chipsTop}px;left:0;right:0;height:34px;padding:0 10px;gap:4px;font-size:12px;color:${grey};border-bottom:1px solid ${line}`,
    BITHUMB_CHIPS.map((x) =>
      span(
        x === tf
          ? `color:${orange};font-weight:700;background:${dark ? "#3a2616" : "#fff1e7"};border-radius:4px;padding:4px 6px`
          : "padding:4px 5px",
        KO_INTERVAL[x],
      ),
    ).join("") + span("margin-left:auto;font-size:15px", "⚙"),
  );
  const plotTop = chipsTop + 36;
  const bottomH = 92;
  const plotH = h - plotTop - bottomH - 4;
  const m5 = ma(bars, 5);
  const m20 = ma(bars, 20);
  const n60 = Math.min(60, bars.length - 5);
  const m60 = ma(bars, n60);
  const lastV = (x: { value: number }[]) => num(x[x.length - 1].value, d, true);
  const legend = div(
    `top:4px;left:8px;z-index:30;font-size:10px;white-space:nowrap;color:${grey}`,
    `이평 ${span("color:#e8a300", `5: ${lastV(m5)}`)} ${span("color:#d63cbc", `20: ${lastV(m20)}`)} ${span("color:#2c9c5a", `${n60}: ${lastV(m60)}`)}`,
  );
  const buttons = row(
    `bottom:0;left:0;right:0;height:${bottomH}px;background:${bg};border-top:1px solid ${line};gap:10px;align-items:flex-start;padding:12px 14px 0;font-size:16px;font-weight:700;color:#fff`,
    span(`flex:1;text-align:center;background:${up};border-radius:8px;padding:13px 0`, "매수") +
      span(`flex:1;text-align:center;background:${down};border-radius:8px;padding:13px 0`, "매도"),
  );
  return {
    html: doc(
      w,
      h,
      bg,
      status +
        nav +
        price +
        tabs +
        chips +
        `<div style="position:absolute;top:${plotTop}px;left:0;width:${w}px;height:${plotH}px">${plotDiv("inset:0")}${legend}</div>` +
        buttons,
      KO_SANS,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: grey,
      fontSize: 10,
      fontFamily: KO_JS,
      grid: { color: dark ? "#1f2125" : "#f4f4f4" },
      series: "candles",
      look: candles(up, down),
      priceLine: { color: col, style: 2 },
      scale: { margins: { top: 0.1, bottom: 0.06 } },
      time: { rightOffset: 4 },
      extra:
        groupedAxis(d, tick) +
        monthTicks("월") +
        lineSeries(m5, "#e8a300") +
        lineSeries(m20, "#d63cbc") +
        lineSeries(m60, "#2c9c5a") +
        volumeScript(vols, bars, up, down, 1) +
        `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));` +
        `chart.applyOptions({ layout: { panes: { separatorColor: "${line}" } } });`,
      after: `ov("거래량 <span style='color:${fg}'>${num(vols[vols.length - 1], 3, true)}</span>", "left:8px;top:" + (paneH + 4) + "px;font-size:10px;color:${grey}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// TradingView in its Simplified Chinese interface (cn.tradingview.com): the same layout as the
// English one (tradingview.ts), every word translated: toolbar intervals "15分钟 1小时 4小时 1日 1周",
// 指标 / 提醒 / 回放, the legend "比特币/泰达币 · 4小时 · BINANCE" with 开 高 低 收, 卖出 / 买入, 成交量,
// the range bar 1天 5天 1个月 ... 全部, and the last price's tag on the axis.

const ZH_DESCRIPTION: Record<string, string> = {
  BTCUSDT: "比特币/泰达币",
  ETHUSDT: "以太坊/泰达币",
  SOLUSDT: "SOL/泰达币",
  BNBUSDT: "币安币/泰达币",
};

export function tradingViewZh({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const t: TvTheme = variant === 1 ? TV_LIGHT : variant === 2 ? TV_BLACK : TV_DARK;
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const fs = 13;
  const topH = 38;
  const leftW = 52;
  const rightW = 46;
  const bottomH = 32;
  const vols = volumes(bars, r, inst.price > 1000 ? 900 : 2_400_000);
  const intervals = (["1m", "5m", "15m", "1h", "4h", "1D", "1W"] as Tf[])
    .map((x) =>
      span(
        `padding:4px 6px;border-radius:4px;${x === tf ? `color:${t.accent};background:${t.accentBg}` : ""}`,
        ZH_INTERVAL[x],
      ),
    )
    .join("");
  const top = row(
    `top:0;left:0;right:0;height:${topH}px;background:${t.panel};border-bottom:4px solid ${t.border};color:${t.text};font-size:${fs + 1}px;gap:8px;padding-left:10px`,
    [
      span(`width:28px;height:28px;border-radius:50%;background:${t.border};display:inline-block`, ""),
      span("font-weight:600;padding:4px 8px", `⌕ ${inst.symbol}`),
      span(`color:${t.dim};padding:0 6px`, "+"),
      intervals,
      span("padding-left:8px", "▯▮"),
      span("", "ƒx 指标"),
      span("", "⊞"),
      span("", "◷ 提醒"),
      span("", "◀◀ 回放"),
    ].join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:12px">${span("", "未命名")}${span("", "保存")}${span(`background:${t.accent};color:#fff;padding:4px 12px;border-radius:4px`, "发布")}</div>`,
  );
  const icons = ["✛", "╱", "☰", "⟋", "⌇", "✎", "T", "☺", "⚲", "⌖", "⊘", "✕"];
  const left = div(
    `top:${topH + 4}px;left:0;width:${leftW}px;bottom:0;background:${t.panel};border-right:4px solid ${t.border};color:${t.text};font-size:18px;text-align:center;line-height:42px`,
    icons.map((i) => `<div>${i}</div>`).join(""),
  );
  const right = div(
    `top:${topH + 4}px;right:0;width:${rightW}px;bottom:0;background:${t.panel};border-left:4px solid ${t.border};color:${t.dim};font-size:18px;text-align:center;line-height:44px`,
    ["☰", "◷", "✉", "▦", "☼", "?"].map((i) => `<div>${i}</div>`).join(""),
  );
  const now = utc(b.time + TF_SECONDS[tf] / 2);
  const bottom = row(
    `bottom:0;left:${leftW + 4}px;right:${rightW + 4}px;height:${bottomH}px;background:${t.panel};border-top:4px solid ${t.border};color:${t.text};font-size:${fs - 1}px;gap:12px;padding-left:10px`,
    ["1天", "5天", "1个月", "3个月", "6个月", "今年", "1年", "5年", "全部"].map((x) => span("", x)).join("") +
      `<div style="margin-left:auto;display:flex;gap:14px;padding-right:10px">${span("", `${pad2(now.getUTCHours())}:${pad2(now.getUTCMinutes())}:${pad2(now.getUTCSeconds())} (UTC)`)}${span("", "%")}${span("", "对数")}${span(`color:${t.accent}`, "自动")}</div>`,
  );
  const chg = b.close - prev.close;
  const col = chg >= 0 ? t.up : t.down;
  const spread = 10 ** -d * 2;
  const desc = ZH_DESCRIPTION[inst.symbol] ?? inst.name;
  const legend = div(
    `top:8px;left:10px;z-index:30;color:${t.text};font-size:${fs}px;line-height:${fs + 10}px`,
    `<div>${span(`font-size:${fs + 1}px`, `${desc} · ${ZH_INTERVAL[tf]} · ${inst.exchange}`)} ${span(`color:${t.up}`, "●")} ` +
      ["开", "高", "低", "收"]
        .map((k, i) => `${k}${span(`color:${col}`, num([b.open, b.high, b.low, b.close][i], d))}`)
        .join(" ") +
      ` ${span(`color:${col}`, `${sign(chg, d)} (${sign((chg / prev.close) * 100, 2)}%)`)}</div>` +
      `<div style="display:flex;gap:2px;margin:4px 0;font-size:${fs - 1}px;line-height:16px">${span(`border:1px solid ${t.down};color:${t.down};padding:3px 8px;border-radius:4px`, `${num(b.close - spread, d)}<br>卖出`)}${span(`padding:10px 6px;color:${t.dim}`, num(spread * 2, d))}${span(`border:1px solid ${t.accent};color:${t.accent};padding:3px 8px;border-radius:4px`, `${num(b.close + spread, d)}<br>买入`)}</div>` +
      `<div>${span("", "成交量")} · ${base(inst.pair ?? inst.symbol)} ${span(`color:${col}`, compact(vols[vols.length - 1]).replace(" ", ""))}</div>`,
  );
  const chartCss = `top:${topH + 4}px;left:${leftW + 4}px;width:${w - leftW - rightW - 8}px;height:${h - topH - 4 - bottomH - 4}px`;
  return {
    html: doc(
      w,
      h,
      t.border,
      top + left + right + bottom + `<div style="position:absolute;${chartCss}">${plotDiv("inset:0")}${legend}</div>`,
      ZH_SANS,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: t.bg,
      text: t.text,
      fontSize: fs - 1,
      fontFamily: ZH_JS,
      grid: { color: t.grid },
      series: "candles",
      look: candles(t.up, t.down),
      scale: { margins: { top: 0.14, bottom: 0.22 } },
      time: { rightOffset: 8 },
      logo: true,
      extra: monthTicks("月") + volumeScript(vols, bars, `${t.up}80`, `${t.down}80`),
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// The layouts and their renders

export const KOREAN_LAYOUTS: Layout[] = [
  {
    id: "upbit-web",
    app: "Upbit web exchange (Korean UI)",
    page: upbit,
    renders: [
      // The order book beside the chart, the legend with Upbit's market code "KRW-BTC".
      { symbol: "BTCKRW", tf: "1h", w: 1920, h: 1080 },
      // The order book and the order form under the chart.
      { symbol: "BTCKRW", tf: "1D", w: 1440, h: 900, scale: 2 },
      // The interval drop-down open over the plot (15분 checked).
      { symbol: "BTCKRW", tf: "15m", w: 1600, h: 900, jpeg: true },
    ],
  },
  {
    id: "kiwoom-hts",
    app: "Kiwoom Securities HTS 영웅문4 (키움종합차트)",
    page: kiwoom,
    renders: [
      { symbol: "005930", tf: "1D", w: 1920, h: 1080 },
      // 양봉 hollow.
      { symbol: "005930", tf: "5m", w: 1600, h: 900, jpeg: true },
      { symbol: "005930", tf: "1W", w: 1366, h: 768 },
    ],
  },
  {
    id: "bithumb-phone",
    app: "Korean exchange phone app (Bithumb style)",
    page: bithumbApp,
    renders: [
      { symbol: "BTCKRW", tf: "15m", w: 390, h: 844, scale: 3, bars: 72 },
      { symbol: "BTCKRW", tf: "1h", w: 390, h: 844, scale: 3, bars: 68, jpeg: true },
      // Dark mode.
      { symbol: "BTCKRW", tf: "1D", w: 390, h: 844, scale: 3, bars: 66 },
    ],
  },
  {
    id: "tv-zh",
    app: "TradingView (Simplified Chinese interface)",
    page: tradingViewZh,
    renders: [
      { symbol: "BTCUSDT", tf: "4h", w: 1920, h: 1080 },
      { symbol: "ETHUSDT", tf: "15m", w: 1440, h: 900, scale: 2 },
      { symbol: "BTCUSDT", tf: "1D", w: 1600, h: 900, jpeg: true },
    ],
  },
];
