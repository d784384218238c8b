// Desktop platforms: thinkorswim, NinjaTrader 8, cTrader and Interactive Brokers TWS.
import {
  Tf,
  TF_SECONDS,
  Ctx,
  ConvPage,
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
  volumes,
  plotScript,
  candles,
  volumeScript,
  CTRADER,
  NT8,
  TOS,
  MT_DESCRIPTION,
  futuresName,
} from "./common";

// ---------------------------------------------------------------------------------------------
// thinkorswim

export function thinkorswim({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const prev = bars[bars.length - 2];
  const up = "#00d600";
  const down = "#ff2a2a";
  const vols = volumes(bars, r, 2_500_000);
  const date = utc(b.time);
  const intraday = TF_SECONDS[tf] < 86_400;
  const when = `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${String(date.getUTCFullYear()).slice(2)}${
    intraday
      ? ` ${((date.getUTCHours() + 11) % 12) + 1}:${pad2(date.getUTCMinutes())} ${date.getUTCHours() < 12 ? "AM" : "PM"}`
      : ""
  }`;
  const [period, agg] = TOS[tf];
  const chg = b.close - prev.close;
  const header = row(
    "top:0;left:0;right:0;height:34px;background:#202020;border-bottom:1px solid #3a3a3a;font-size:12px;color:#e0e0e0;gap:12px;padding-left:8px",
    [
      span(
        "background:#000;border:1px solid #555;padding:3px 10px;font-weight:bold;color:#fff;font-size:13px",
        inst.symbol,
      ),
      span("color:#aaa;font-size:11px", `${inst.name.toUpperCase()}`),
      span(`color:${chg >= 0 ? up : down};font-weight:bold`, `${num(b.close, d)} ${sign(chg, d)}`),
      span("background:#3c3c3c;border:1px solid #6a6a6a;border-radius:3px;padding:2px 8px", `${period} ${agg}`),
      span("color:#bbb", "Style"),
      span("color:#bbb", "Drawings"),
      span("color:#bbb", "Studies"),
      span("color:#bbb", "Patterns"),
    ].join(""),
  );
  const dataLine = div(
    "top:4px;left:6px;z-index:30;font-size:11px;color:#c8c8c8;white-space:pre",
    `D: ${when}  O: ${num(b.open, d)}  H: ${num(b.high, d)}  L: ${num(b.low, d)}  C: ${num(b.close, d)}  R: ${num(b.high - b.low, d)}`,
  );
  return {
    html: doc(
      w,
      h,
      "#000",
      header +
        `<div style="position:absolute;top:35px;left:0;width:${w}px;height:${h - 35}px">${plotDiv("inset:0")}${dataLine}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#d0d0d0",
      fontSize: 11,
      grid: { color: "#2a2a2a", style: 1 },
      series: variant === 2 ? "bars" : "candles",
      look: variant === 2 ? { upColor: up, downColor: down, thinBars: false } : candles(up, down),
      priceLine: { visible: false },
      scale: { border: "#444444" },
      time: { border: "#444444", format: "dm" },
      extra:
        variant === 1
          ? ""
          : volumeScript(vols, bars, "#00a000", "#c00000", 1) +
            `chart.panes()[1].setHeight(Math.round(el.clientHeight * 0.2));`,
      after:
        variant === 1
          ? ""
          : `ov("Volume  <span style='color:#2f9bff'>${num(vols[vols.length - 1], 0, true)}</span>", "left:6px;top:" + (paneH + 4) + "px;font-size:11px;color:#c8c8c8");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// NinjaTrader 8

export function ninjaTrader({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const name = `${futuresName(inst)} (${NT8[tf]})`;
  const frame = row(
    "top:0;left:0;right:0;height:26px;background:#1f1f1f;color:#e6e6e6;font-size:12px;padding-left:8px;gap:8px",
    `${span("padding:4px 14px;background:#3a3a3a;border-top:2px solid #f0a30a", name)}${span("color:#999;padding:4px 10px", "+")}`,
  );
  const toolbar = row(
    "top:26px;left:0;right:0;height:28px;background:#2d2d30;color:#e6e6e6;font-size:12px;gap:16px;padding-left:8px;border-bottom:1px solid #444",
    [futuresName(inst) + " ▾", "☰", "⬚", "✎", "⌕", "◐"].map((t) => span("padding:2px 6px", t)).join(""),
  );
  const label = div("top:4px;left:6px;z-index:30;color:#000;font-size:12px", name);
  return {
    html: doc(
      w,
      h,
      "#fff",
      frame +
        toolbar +
        `<div style="position:absolute;top:55px;left:0;width:${w}px;height:${h - 55}px">${plotDiv("inset:0")}${label}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#000000",
      fontSize: 12,
      grid: { color: "#e1e1e1" },
      series: "candles",
      look: candles("#32cd32", "#ff0000", ["#000000", "#000000"], ["#000000", "#000000"]),
      priceLine: { visible: false },
      scale: { border: "#000000" },
      time: { border: "#000000", format: "dm" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// cTrader

export function cTrader({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const spread = 10 ** -d * 15;
  const bg = "#1b1f26";
  const toolbar = row(
    "top:0;left:0;right:0;height:32px;background:#232831;border-bottom:1px solid #333a45;color:#c7ccd4;font-size:12px;gap:4px;padding-left:10px",
    [
      span("font-weight:bold;color:#fff;padding-right:14px", inst.symbol),
      ...(["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) =>
        span(`padding:3px 7px;border-radius:3px;${t === tf ? "background:#2f6fd6;color:#fff" : ""}`, CTRADER[t]),
      ),
      span("padding-left:18px", "Candlesticks ▾"),
      span("padding-left:8px", "Indicators"),
    ].join(""),
  );
  const label = div(
    "top:6px;left:8px;z-index:30;color:#e8eaed;font-size:12px",
    `${inst.symbol}, ${CTRADER[tf]}${variant === 2 ? "" : span("color:#8a919c;padding-left:8px", MT_DESCRIPTION[inst.symbol] ?? inst.name)}`,
  );
  const quick = div(
    "top:28px;left:8px;z-index:30;display:flex;gap:2px;font-size:12px;color:#fff",
    `${span("background:#c62828;padding:4px 10px", `SELL<br><b>${num(b.close, d)}</b>`)}${span("background:#2b313b;padding:4px 8px;align-self:center", "1")}${span("background:#1e63c9;padding:4px 10px", `BUY<br><b>${num(b.close + spread, d)}</b>`)}`,
  );
  return {
    html: doc(
      w,
      h,
      bg,
      toolbar +
        `<div style="position:absolute;top:33px;left:0;width:${w}px;height:${h - 33}px">${plotDiv("inset:0")}${label}${quick}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: "#a9b0bb",
      fontSize: 11,
      grid: { color: "#262b34" },
      series: "candles",
      look: candles("#1e9e6a", "#d64541"),
      priceLine: { color: "#8a919c", style: 2 },
      scale: { border: "#333a45" },
      time: { border: "#333a45" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Interactive Brokers TWS: dark chart window, "Time Period" and "Bar Size" selectors

export const TWS_BAR: Record<Tf, string> = {
  "1m": "1 min",
  "5m": "5 mins",
  "15m": "15 mins",
  "30m": "30 mins",
  "1h": "1 hour",
  "4h": "4 hours",
  "1D": "1 day",
  "1W": "1 week",
};
export const TWS_PERIOD: Record<Tf, string> = {
  "1m": "1 D",
  "5m": "2 D",
  "15m": "1 W",
  "30m": "2 W",
  "1h": "1 M",
  "4h": "3 M",
  "1D": "6 M",
  "1W": "2 Y",
};

export function ibTws({ inst, tf, bars, w, h }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const select = (label: string, value: string) =>
    `${span("color:#9aa4b1", label)}${span("background:#2b2f36;border:1px solid #4a505a;padding:2px 10px;color:#e6e6e6", `${value} ▾`)}`;
  const title = row(
    "top:0;left:0;right:0;height:26px;background:#3b3f46;color:#e6e6e6;font-size:12px;padding-left:8px",
    `${inst.symbol} ${inst.exchange === "NASDAQ" ? "NASDAQ.NMS" : inst.exchange} @SMART  –  ${inst.name}`,
  );
  const toolbar = row(
    "top:26px;left:0;right:0;height:32px;background:#22252a;border-bottom:1px solid #3a3f47;font-size:12px;gap:8px;padding-left:8px",
    `${span("background:#000;border:1px solid #4a505a;padding:2px 10px;color:#fff;font-weight:bold", inst.symbol)}${select("Time Period", TWS_PERIOD[tf])}${select("Bar Size", TWS_BAR[tf])}${span("color:#9aa4b1;padding-left:14px", "Studies")}${span("color:#9aa4b1", "Drawing")}${span("color:#9aa4b1", "Trade")}`,
  );
  const legend = div(
    "top:4px;left:6px;z-index:30;color:#d6d6d6;font-size:11px;white-space:pre",
    `${inst.symbol}  O ${num(b.open, d)}  H ${num(b.high, d)}  L ${num(b.low, d)}  C ${num(b.close, d)}`,
  );
  return {
    html: doc(
      w,
      h,
      "#111",
      title +
        toolbar +
        `<div style="position:absolute;top:59px;left:0;width:${w}px;height:${h - 59}px">${plotDiv("inset:0")}${legend}</div>`,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#c8c8c8",
      fontSize: 11,
      grid: { color: "#1c1f24", style: 1 },
      series: "candles",
      look: candles("#000000", "#e03c3c", ["#2fb34a", "#e03c3c"], ["#2fb34a", "#e03c3c"]),
      priceLine: { visible: false },
      scale: { border: "#3a3f47" },
      time: { border: "#3a3f47", format: "dm" },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}
