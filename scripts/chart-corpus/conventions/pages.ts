// A phone app, and layouts that print no interval: a broker's page, a widget, a bot's report.
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
  compact,
  plotScript,
  candles,
} from "./common";

// ---------------------------------------------------------------------------------------------
// A phone app (Binance-like, portrait): labels inside the plot, interval row, bottom tab bar

export function phone({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const dark = variant !== 1;
  const bg = dark ? "#181a20" : "#ffffff";
  const fg = dark ? "#eaecef" : "#1e2329";
  const grey = "#848e9c";
  const green = "#2ebd85";
  const red = "#f6465d";
  const day = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(86_400 / TF_SECONDS[tf]))));
  const chg = ((b.close - day[0].open) / day[0].open) * 100;
  const status = row(
    `top:0;left:0;right:0;height:44px;color:${fg};font-size:15px;font-weight:600;padding:0 26px;justify-content:space-between`,
    `${span("", "9:41")}${span("font-size:12px", "▂▄▆ ◔ ▮▮▮")}`,
  );
  const head = div(
    `top:48px;left:0;right:0;height:40px;color:${fg};font-size:18px;font-weight:600;padding-left:16px;line-height:40px`,
    `← ${inst.symbol} ▾ ${span(`font-size:11px;color:${grey};background:${dark ? "#2b3139" : "#f5f5f5"};padding:1px 4px;margin-left:4px`, "10x")}`,
  );
  const stats = (k: string, v: string) =>
    `<div style="display:flex;justify-content:space-between;gap:10px">${span(`color:${grey}`, k)}${span(`color:${fg}`, v)}</div>`;
  const price = div(
    `top:92px;left:16px;right:16px;height:90px;display:flex;justify-content:space-between`,
    `<div>${span(`font-size:30px;font-weight:600;color:${chg >= 0 ? green : red}`, num(b.close, d, true))}<br>${span(`font-size:13px;color:${fg}`, `≈$${num(b.close, d, true)}`)} ${span(`font-size:13px;color:${chg >= 0 ? green : red}`, `${sign(chg, 2)}%`)}</div>` +
      `<div style="font-size:11px;line-height:20px;width:150px">${stats("24h High", num(Math.max(...day.map((x) => x.high)), d, true))}${stats("24h Low", num(Math.min(...day.map((x) => x.low)), d, true))}${stats("24h Vol", compact(4e6 + d * 1e5).replace(" ", ""))}</div>`,
  );
  const intervals = row(
    `top:186px;left:0;right:0;height:36px;padding-left:16px;gap:20px;font-size:14px;color:${grey};border-bottom:1px solid ${dark ? "#2b3139" : "#eaecef"}`,
    [...(["15m", "1h", "4h", "1D"] as Tf[]).map((t) => [t, t] as const), ["More ▾", null] as const]
      .map(([label, t]) =>
        span(
          t === tf
            ? `color:${fg};font-weight:700;border-bottom:2px solid #f0b90b;padding-bottom:4px`
            : "padding-bottom:6px",
          label,
        ),
      )
      .join("") + span(`margin-left:auto;padding-right:16px`, "⚙"),
  );
  const plotTop = 226;
  const tabBar = row(
    `bottom:0;left:0;right:0;height:76px;background:${bg};border-top:1px solid ${dark ? "#2b3139" : "#eaecef"};justify-content:space-around;font-size:11px;color:${grey}`,
    ["Home", "Markets", "Trade", "Futures", "Assets"]
      .map(
        (x, i) =>
          `<div style="text-align:center">${span("font-size:20px", "◉")}<br>${span(i === 2 ? `color:${fg}` : "", x)}</div>`,
      )
      .join(""),
  );
  const buttons = row(
    `bottom:80px;left:16px;right:16px;height:44px;gap:10px`,
    `${span(`flex:1;text-align:center;background:${green};color:#fff;border-radius:6px;padding:11px 0;font-size:15px;font-weight:600`, "Buy")}${span(`flex:1;text-align:center;background:${red};color:#fff;border-radius:6px;padding:11px 0;font-size:15px;font-weight:600`, "Sell")}`,
  );
  const plotH = h - plotTop - 130;
  return {
    html: doc(
      w,
      h,
      bg,
      status +
        head +
        price +
        intervals +
        plotDiv(`top:${plotTop}px;left:0;width:${w}px;height:${plotH}px`) +
        buttons +
        tabBar,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg,
      text: grey,
      fontSize: 10,
      grid: { color: dark ? "#22262d" : "#f3f3f3", horz: false },
      series: "candles",
      look: candles(green, red),
      lastValue: false,
      priceLine: { color: chg >= 0 ? green : red, style: 2 },
      scale: { visible: false, margins: { top: 0.08, bottom: 0.08 } },
      time: { rightOffset: 10 },
      after: `
const pTop = s.coordinateToPrice(0), pBot = s.coordinateToPrice(paneH);
const raw = (pTop - pBot) / 6, mag = Math.pow(10, Math.floor(Math.log10(raw)));
const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((v) => v >= raw);
const dec = ${d};
for (let v = Math.ceil(pBot / step) * step; v < pTop; v += step) {
  const yy = y(v); if (yy < 12 || yy > paneH - 12) continue;
  ov("", "left:0;width:" + paneW + "px;top:" + yy + "px;height:1px;background:${dark ? "#22262d" : "#f3f3f3"}");
  ov(v.toFixed(dec), "right:4px;top:" + (yy - 14) + "px;font-size:10px;color:${grey}");
}
const ly = y(last.close);
ov(last.close.toFixed(dec), "right:0;top:" + (ly - 8) + "px;font-size:10px;color:#fff;background:${chg >= 0 ? green : red};padding:1px 4px;border-radius:2px");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Layouts that print no interval

/** A broker's web quote page: name, big price, an area chart and a range picker (a period; labelled as the timeframe, as charts-real is). */
export function brokerRange({ inst, bars, w, h, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const first = bars[0];
  const chg = b.close - first.open;
  const col = chg >= 0 ? "#00c805" : "#ff5000";
  const head = div(
    "top:28px;left:40px;color:#1e2124",
    `${span("font-size:30px;font-weight:600", inst.name)}<br>${span("font-size:14px;color:#6f7377", `${inst.exchange}: ${inst.symbol}`)}<br>` +
      `${span("font-size:36px;font-weight:500;line-height:56px", `$${num(b.close, d, true)}`)}<br>${span(`font-size:14px;color:${col}`, `${sign(chg, d)} (${sign((chg / first.open) * 100, 2)}%)`)} ${span("font-size:14px;color:#6f7377", ["Today", "Past week", "Past month"][variant % 3])}`,
  );
  const ranges = row(
    `left:40px;top:${h - 60}px;gap:28px;font-size:14px;font-weight:600;color:#1e2124`,
    ["1D", "1W", "1M", "3M", "YTD", "1Y", "5Y", "MAX"]
      .map((x, i) =>
        span(
          i === variant % 3 ? `color:${col};border-bottom:2px solid ${col};padding-bottom:6px` : "padding-bottom:8px",
          x,
        ),
      )
      .join(""),
  );
  const side = div(
    `top:28px;right:30px;width:300px;border:1px solid #e3e5e8;border-radius:8px;padding:18px;font-size:14px;color:#1e2124;line-height:30px`,
    `<b>Buy ${inst.symbol}</b><br>Order type: Market<br>Shares: 0<br>Market price: $${num(b.close, d, true)}<br>Estimated cost: $0.00<br><div style="background:${col};color:#fff;text-align:center;border-radius:20px;margin-top:10px">Review order</div>`,
  );
  return {
    html: doc(
      w,
      h,
      "#fff",
      head + side + plotDiv(`top:210px;left:30px;width:${w - 400}px;height:${h - 290}px`) + ranges,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#6f7377",
      series: "line",
      look: { color: col, lineWidth: 2 },
      lastValue: false,
      priceLine: { visible: false },
      scale: { visible: false },
      time: { visible: false, rightOffset: 2 },
    }),
    ticker: inst.symbol,
    // The selected range button counts as the chart's timeframe: that is how the labelled real set
    // (charts-real's phone app, "1W range button selected (a range, not a bar interval)") is labelled.
    timeframe: ["1D", "1W", "1M"][variant % 3],
    printed: true,
  };
}

/** An embedded chart widget: candles and both axes, the symbol only as a faint watermark, no tag. */
export function watermarkWidget({ inst, bars, w, h, variant }: Ctx): ConvPage {
  const dark = variant === 0;
  return {
    html: doc(w, h, dark ? "#131722" : "#fff", plotDiv(`top:0;left:0;width:${w}px;height:${h}px`)),
    script: plotScript({
      bars,
      decimals: inst.decimals,
      bg: dark ? "#131722" : "#ffffff",
      text: dark ? "#b2b5be" : "#434651",
      grid: { color: dark ? "#1e222d" : "#f0f3fa" },
      series: "candles",
      look: candles("#26a69a", "#ef5350"),
      lastValue: false,
      priceLine: { visible: false },
      logo: true,
      extra: `LightweightCharts.createTextWatermark(chart.panes()[0], { horzAlign: "center", vertAlign: "center", lines: [{ text: "${inst.pair ?? inst.symbol}", color: "${dark ? "rgba(255,255,255,0.12)" : "rgba(0,0,0,0.1)"}", fontSize: ${Math.round(h / 9)} }] });`,
    }),
    ticker: inst.symbol,
    timeframe: null,
    printed: false,
  };
}

/** A trading bot's backtest report: a stats table, candles with buy/sell marks priced in their text. */
export function botReport({ inst, bars, w, h, r }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const t0 = utc(bars[0].time);
  const t1 = utc(b.time);
  const day = (x: Date) => `${x.getUTCFullYear()}-${pad2(x.getUTCMonth() + 1)}-${pad2(x.getUTCDate())}`;
  const marks: { time: number; position: string; color: string; shape: string; text: string }[] = [];
  for (let i = 10; i < bars.length - 3; i += 9 + Math.floor(r() * 8)) {
    const buy = marks.length % 2 === 0;
    marks.push({
      time: bars[i].time,
      position: buy ? "belowBar" : "aboveBar",
      color: buy ? "#2e7d32" : "#c62828",
      shape: buy ? "arrowUp" : "arrowDown",
      text: `${buy ? "Buy" : "Sell"} @ ${num(bars[i].close, d)}`,
    });
  }
  const stats = [
    ["Net profit", `${num(4 + r() * 10, 2)}%`],
    ["Win rate", `${Math.round(45 + r() * 20)}%`],
    ["Trades", String(marks.length)],
    ["Max drawdown", `-${num(3 + r() * 6, 2)}%`],
    ["Sharpe", num(0.8 + r(), 2)],
  ];
  const table = div(
    `top:70px;right:20px;width:260px;font-size:14px;color:#24292f;line-height:30px;border:1px solid #d0d7de;border-radius:6px;padding:10px 16px`,
    stats
      .map(
        ([k, v]) =>
          `<div style="display:flex;justify-content:space-between">${span("color:#57606a", k)}${span("font-weight:600", v)}</div>`,
      )
      .join(""),
  );
  return {
    html: doc(
      w,
      h,
      "#fff",
      div(
        "top:18px;left:24px;font-size:22px;font-weight:600;color:#24292f",
        `${inst.pair ?? inst.symbol} — backtest ${day(t0)} → ${day(t1)}`,
      ) +
        table +
        plotDiv(`top:70px;left:20px;width:${w - 320}px;height:${h - 90}px;border:1px solid #d0d7de`),
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#ffffff",
      text: "#24292f",
      grid: { color: "#eef1f4" },
      series: "candles",
      look: candles("#26a69a", "#ef5350"),
      extra: `LightweightCharts.createSeriesMarkers(s, ${JSON.stringify(marks)});`,
    }),
    ticker: inst.symbol,
    timeframe: null,
    printed: true,
  };
}
