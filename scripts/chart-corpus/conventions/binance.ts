// Binance's web spot trading page, with its order book.
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
  BINANCE_FONT,
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
  BINANCE,
} from "./common";

// ---------------------------------------------------------------------------------------------
// Binance web (spot trading page)

export function binance({ inst, tf, bars, w, h, r, variant }: Ctx): ConvPage {
  const d = inst.decimals;
  const b = lastOf(bars);
  const base = (inst.pair ?? inst.symbol).split("/")[0];
  const day = bars.slice(-Math.max(2, Math.min(bars.length, Math.round(86_400 / TF_SECONDS[tf]))));
  const open24 = day[0].open;
  const chg = b.close - open24;
  const green = "#0ecb81";
  const red = "#f6465d";
  const grey = "#848e9c";
  const vols = volumes(bars, r, 400);
  const up = chg >= 0;
  const stat = (k: string, v: string, color = "#eaecef") =>
    `<div style="display:flex;flex-direction:column;gap:2px">${span(`color:${grey};font-size:12px`, k)}${span(`color:${color};font-size:12px`, v)}</div>`;
  const header = row(
    "top:0;left:0;right:0;height:64px;background:#161a1e;border-bottom:1px solid #2b3139;gap:32px;padding-left:16px",
    [
      `<div>${span("color:#eaecef;font-size:20px;font-weight:600", inst.pair ?? inst.symbol)}<br>${span(`color:${grey};font-size:12px;text-decoration:underline`, `${base} Price`)}</div>`,
      `<div>${span(`color:${up ? green : red};font-size:20px`, num(b.close, d, true))}<br>${span("color:#eaecef;font-size:12px", `$${num(b.close, d, true)}`)}</div>`,
      stat("24h Change", `${num(chg, d, true)} ${sign((chg / open24) * 100, 2)}%`, up ? green : red),
      stat("24h High", num(Math.max(...day.map((x) => x.high)), d, true)),
      stat("24h Low", num(Math.min(...day.map((x) => x.low)), d, true)),
      stat(
        `24h Volume(${base})`,
        num(
          vols.slice(-day.length).reduce((a, v) => a + v, 0),
          2,
          true,
        ),
      ),
      stat("24h Volume(USDT)", num(vols.slice(-day.length).reduce((a, v) => a + v, 0) * b.close, 2, true)),
    ].join(""),
  );
  const bookW = 300;
  const chartW = w - bookW - 2;
  const intervals = row(
    `top:66px;left:0;width:${chartW}px;height:36px;background:#161a1e;border-bottom:1px solid #2b3139;gap:14px;padding-left:14px;font-size:13px;color:${grey}`,
    [
      span("", "Time"),
      ...(["15m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) =>
        span(t === tf ? "color:#f0b90b;font-weight:600" : "", BINANCE[t]),
      ),
      span("", "▾"),
      span("padding-left:26px", "Original"),
      span("color:#eaecef", "TradingView"),
      span("", "Depth"),
    ].join(""),
  );
  const amp = ((b.high - b.low) / b.low) * 100;
  const dt = utc(b.time);
  const m7 = ma(bars, 7);
  const m25 = ma(bars, 25);
  const m99 = ma(bars, Math.min(99, bars.length - 5));
  const legend = div(
    "top:4px;left:8px;z-index:30;font-size:12px;color:" + grey + ";line-height:18px",
    `${dt.getUTCFullYear()}/${pad2(dt.getUTCMonth() + 1)}/${pad2(dt.getUTCDate())} ` +
      ["Open", "High", "Low", "Close"]
        .map(
          (k, i) =>
            `${k}: ${span(`color:${b.close >= b.open ? green : red}`, num([b.open, b.high, b.low, b.close][i], d, true))}`,
        )
        .join(" ") +
      ` CHANGE: ${span(`color:${b.close >= b.open ? green : red}`, `${num(((b.close - b.open) / b.open) * 100, 2)}%`)} AMPLITUDE: ${span(`color:${b.close >= b.open ? green : red}`, `${num(amp, 2)}%`)}<br>` +
      `${span("color:#f0b90b", `MA(7): ${num(m7[m7.length - 1].value, d)}`)} ${span("color:#e377c2", `MA(25): ${num(m25[m25.length - 1].value, d)}`)} ${span("color:#8c6bd6", `MA(${Math.min(99, bars.length - 5)}): ${num(m99[m99.length - 1].value, d)}`)}`,
  );
  // Order book: asks above the last price, bids below, the last price in the middle.
  const tick = 10 ** -d * (d <= 1 ? 1 : 1);
  const level = (p: number, color: string, depth: number) => {
    const amount = 0.01 + r() * (variant === 1 ? 40 : 4);
    return `<div style="display:flex;justify-content:space-between;padding:1px 12px;font-size:12px;line-height:18px;background:linear-gradient(to left, ${color}22 ${depth}%, transparent ${depth}%)">${span(`color:${color};width:90px`, num(p, d, true))}${span("color:#eaecef;width:70px;text-align:right", amount.toFixed(5))}${span("color:#eaecef;width:90px;text-align:right", compact(amount * p).replace(" ", ""))}</div>`;
  };
  const rows = Math.max(8, Math.floor((h - 170) / 2 / 20));
  const asks = Array.from({ length: rows }, (_, i) => b.close + tick * (rows - i) * (1 + Math.floor(r() * 3)))
    .sort((a, c) => c - a)
    .map((p) => level(p, red, Math.round(r() * 90)))
    .join("");
  const bids = Array.from({ length: rows }, (_, i) => b.close - tick * (i + 1) * (1 + Math.floor(r() * 3)))
    .sort((a, c) => c - a)
    .map((p) => level(p, green, Math.round(r() * 90)))
    .join("");
  const book = div(
    `top:66px;right:0;width:${bookW}px;bottom:0;background:#161a1e;overflow:hidden`,
    `<div style="padding:10px 12px;color:#eaecef;font-size:14px;font-weight:600">Order Book</div>` +
      `<div style="display:flex;justify-content:space-between;padding:2px 12px;color:${grey};font-size:12px">${span("", "Price(USDT)")}${span("", `Amount(${base})`)}${span("", "Total")}</div>` +
      asks +
      `<div style="padding:6px 12px;font-size:20px;color:${up ? green : red}">${num(b.close, d, true)} ${up ? "↑" : "↓"} ${span(`font-size:12px;color:${grey}`, `$${num(b.close, d, true)}`)}</div>` +
      bids,
  );
  return {
    html: doc(
      w,
      h,
      "#0b0e11",
      header +
        intervals +
        book +
        `<div style="position:absolute;top:104px;left:0;width:${chartW}px;height:${h - 104}px">${plotDiv("inset:0")}${legend}</div>`,
      BINANCE_FONT,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#161a1e",
      text: grey,
      fontSize: 11,
      grid: { color: "#1f242a" },
      series: "candles",
      look: candles(green, red),
      scale: { margins: { top: 0.12, bottom: 0.22 } },
      time: { rightOffset: 6 },
      extra:
        volumeScript(vols, bars, "rgba(14,203,129,0.5)", "rgba(246,70,93,0.5)") +
        lineSeries(m7, "#f0b90b") +
        lineSeries(m25, "#e377c2") +
        lineSeries(m99, "#8c6bd6"),
      after: `ov("Vol(${base}): <span style='color:#eaecef'>${compact(vols[vols.length - 1]).replace(" ", "")}</span>", "left:8px;top:" + Math.round(paneH * 0.8) + "px;font-size:12px;color:${grey}");`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}
