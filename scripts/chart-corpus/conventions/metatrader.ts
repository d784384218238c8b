// MetaTrader 4 and 5 as they draw a chart by default.
import {
  Tf,
  Ctx,
  ConvPage,
  num,
  lastOf,
  utc,
  pad2,
  TAHOMA,
  doc,
  div,
  plotDiv,
  row,
  span,
  plotScript,
  candles,
  MT,
  MT_DESCRIPTION,
} from "./common";

// ---------------------------------------------------------------------------------------------
// MetaTrader 4 and 5

export const mtTime = (t: number) => {
  const d = utc(t);
  return `${d.getUTCFullYear()}.${pad2(d.getUTCMonth() + 1)}.${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};

export function metaTrader4({ inst, tf, bars, w, h, variant, r }: Ctx): ConvPage {
  const b = lastOf(bars);
  const d = inst.decimals;
  const withFrame = variant !== 1;
  const top = withFrame ? 30 : 0;
  const bottom = withFrame ? 44 : 0;
  const periods = (["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[])
    .map((t) =>
      span(
        `padding:2px 5px;margin:0 1px;border:1px solid ${t === tf ? "#8c8c8c" : "transparent"};background:${t === tf ? "#d8d8d8" : "transparent"}`,
        MT[t],
      ),
    )
    .concat(span("padding:2px 5px", "MN"))
    .join("");
  const toolbar = row(
    `top:0;left:0;right:0;height:${top}px;background:#f0f0f0;border-bottom:1px solid #a0a0a0;font-size:11px;color:#000;gap:10px;padding-left:8px`,
    `${span("", "New Order")}${span("color:#2a7a2a", "AutoTrading")}<span style="width:30px"></span>${periods}`,
  );
  const others = ["GBPUSD,H4", "USDJPY,M15", "XAUUSD,D1"];
  const tabs = row(
    `bottom:22px;left:0;right:0;height:20px;background:#f0f0f0;border-top:1px solid #a0a0a0;font-size:11px;color:#000`,
    [`${inst.symbol},${MT[tf]}`, ...others]
      .map((t, i) =>
        span(
          `padding:2px 10px;border-right:1px solid #a0a0a0;background:${i === 0 ? "#fff" : "#f0f0f0"};${i === 0 ? "font-weight:bold" : ""}`,
          t,
        ),
      )
      .join(""),
  );
  const status = row(
    `bottom:0;left:0;right:0;height:22px;background:#f0f0f0;border-top:1px solid #c0c0c0;font-size:11px;color:#000;gap:28px;padding-left:6px`,
    [
      "For Help, press F1",
      "Default",
      mtTime(b.time),
      `O: ${num(b.open, d)}`,
      `H: ${num(b.high, d)}`,
      `L: ${num(b.low, d)}`,
      `C: ${num(b.close, d)}`,
      `V: ${Math.round(200 + r() * 3000)}`,
      `${Math.round(300 + r() * 2000)}/${Math.round(1 + r() * 9)} kb`,
    ]
      .map((t) => span("", t))
      .join(""),
  );
  const label = div(
    "top:3px;left:4px;z-index:30;color:#fff;font-size:11px;white-space:pre",
    `${inst.symbol},${MT[tf]}  ${num(b.open, d)} ${num(b.high, d)} ${num(b.low, d)} ${num(b.close, d)}`,
  );
  const chart = `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${h - top - bottom}px">${plotDiv("inset:0")}${label}</div>`;
  const useBars = variant % 2 === 0;
  return {
    html: doc(w, h, "#000", (withFrame ? toolbar + tabs + status : "") + chart, TAHOMA),
    script: plotScript({
      bars,
      decimals: d,
      bg: "#000000",
      text: "#ffffff",
      fontSize: 11,
      fontFamily: "Tahoma, 'Liberation Sans', 'DejaVu Sans', sans-serif",
      grid: variant === 3 ? undefined : { color: "#778899", style: 1 },
      series: useBars ? "bars" : "candles",
      look: useBars
        ? { upColor: "#00ff00", downColor: "#00ff00", thinBars: true }
        : candles("#000000", "#ffffff", ["#00ff00", "#00ff00"]),
      priceLine: { color: "#778899", style: 0 },
      scale: { border: "#ffffff" },
      time: { border: "#ffffff", format: "mt", rightOffset: 6 },
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}

/** MetaTrader 5's one-click trading panel: SELL and BUY with the price's big pips. */
export function oneClick(bid: number, d: number, dark: boolean) {
  const split = (v: number) => {
    const s = num(v, d);
    const cut = d >= 3 ? s.length - 3 : s.length - 2;
    const tail = d >= 3 ? s.slice(-1) : "";
    return `${span("font-size:12px", s.slice(0, cut))}${span("font-size:22px;font-weight:bold", d >= 3 ? s.slice(cut, -1) : s.slice(cut))}${span("font-size:11px;vertical-align:top", tail)}`;
  };
  const box = (label: string, v: number, color: string) =>
    `<div style="display:inline-block;width:92px;padding:2px 6px;border:1px solid ${color};color:${color};background:${dark ? "#111" : "#fff"}">${span("font-size:10px;display:block", label)}${split(v)}</div>`;
  const spread = 10 ** -d * 12;
  return `${box("SELL", bid, "#d32f2f")}<div style="display:inline-block;width:40px;text-align:center;font-size:11px;color:${dark ? "#ddd" : "#000"};vertical-align:middle">1.00</div>${box("BUY", bid + spread, "#1565c0")}`;
}

export function metaTrader5({ inst, tf, bars, w, h, variant }: Ctx): ConvPage {
  const dark = variant >= 3;
  const d = inst.decimals;
  const b = lastOf(bars);
  const fg = dark ? "#ffffff" : "#000000";
  const top = 32;
  const bottom = 22;
  const toolbar = row(
    `top:0;left:0;right:0;height:${top}px;background:#f5f6f7;border-bottom:1px solid #cfd3d7;font-size:12px;color:#222;gap:14px;padding-left:10px`,
    [
      "Algo Trading",
      "New Order",
      "|",
      ...(["1m", "5m", "15m", "30m", "1h", "4h", "1D", "1W"] as Tf[]).map((t) => MT[t]),
      "MN",
    ]
      .map((t) =>
        span(MT[tf] === t ? "padding:2px 4px;background:#cfe3fb;border:1px solid #7aa7e0" : "padding:2px 4px", t),
      )
      .join(""),
  );
  const tabs = row(
    `bottom:0;left:0;right:0;height:${bottom}px;background:#f5f6f7;border-top:1px solid #cfd3d7;font-size:11px;color:#222`,
    [`${inst.symbol},${MT[tf]}`, "USDJPY,H1", "XAUUSD,M30", "GBPUSD,D1"]
      .map((t, i) => span(`padding:3px 12px;${i === 0 ? "background:#fff;font-weight:bold" : ""}`, t))
      .join(""),
  );
  const title = div(
    `top:4px;left:6px;z-index:30;color:${fg};font-size:11px;white-space:pre`,
    `${inst.symbol}, ${MT[tf]}:  ${MT_DESCRIPTION[inst.symbol] ?? inst.name}`,
  );
  const panel = variant !== 1 ? div("top:22px;left:6px;z-index:30", oneClick(b.close, d, dark)) : "";
  // The Bid line's tag: light grey on white (low contrast) in the light variants.
  const tag = dark ? { bg: "#c0c0c0", text: "#000000" } : { bg: "#e3e3e3", text: "#8a8a8a" };
  const chartH = h - top - bottom;
  return {
    html: doc(
      w,
      h,
      dark ? "#000" : "#fff",
      toolbar +
        tabs +
        `<div style="position:absolute;top:${top}px;left:0;width:${w}px;height:${chartH}px">${plotDiv("inset:0")}${title}${panel}</div>`,
      TAHOMA,
    ),
    script: plotScript({
      bars,
      decimals: d,
      bg: dark ? "#000000" : "#ffffff",
      text: fg,
      fontSize: 11,
      fontFamily: "Tahoma, 'Liberation Sans', 'DejaVu Sans', sans-serif",
      grid: dark ? { color: "#505050", style: 1 } : undefined,
      series: dark && variant === 4 ? "bars" : "candles",
      look:
        dark && variant === 4
          ? { upColor: "#00ff00", downColor: "#00ff00", thinBars: true }
          : dark
            ? candles("#000000", "#ffffff", ["#00ff00", "#00ff00"])
            : candles("#ffffff", "#000000", ["#000000", "#000000"]),
      lastValue: false,
      priceLine: { visible: false },
      scale: { border: fg },
      time: { border: fg, format: "mt", rightOffset: 6 },
      extra: `s.createPriceLine({ price: last.close, color: "${tag.bg}", lineWidth: 1, lineStyle: 0, axisLabelVisible: true, axisLabelColor: "${tag.bg}", axisLabelTextColor: "${tag.text}" });`,
    }),
    ticker: inst.symbol,
    timeframe: tf,
    printed: true,
  };
}
