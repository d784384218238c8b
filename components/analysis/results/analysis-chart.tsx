"use client";
import { useEffect, useRef } from "react";
import { CandlestickSeries, ColorType, createChart, LineStyle, type UTCTimestamp } from "lightweight-charts";
import type { AnalysisResult } from "@/lib/analysis/types";
import { priceDecimals } from "@/lib/format/price";
import { CHART_HEIGHT } from "./chart-height";

// The analysis' own candles with entry, stop and both targets drawn as price lines. The canvas
// cannot read CSS variables, so the theme's colours are repeated as hex (globals.css).
const COLORS = { bull: "#22c55e", bear: "#ef4444", entry: "#1fb0ef", target: "#4ade80", text: "#94a3b8", grid: "#1e293b" };

export interface ChartLevels {
  symbol: string;
  entry: number | null;
  stopLoss: number | null;
  takeProfit1: number | null;
  takeProfit2: number | null;
}

export function AnalysisChart({ chart, levels }: { chart: AnalysisResult["chart"]; levels: ChartLevels }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    const candles = chart?.candles ?? [];
    if (!el || candles.length === 0) return;
    const decimals = priceDecimals(levels.symbol, candles[candles.length - 1].close);
    const instance = createChart(el, {
      height: CHART_HEIGHT,
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: "transparent" }, textColor: COLORS.text, attributionLogo: false },
      grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
      timeScale: { timeVisible: chart.interval !== "1d" && chart.interval !== "1wk", secondsVisible: false, borderColor: COLORS.grid },
      rightPriceScale: { borderColor: COLORS.grid },
      handleScroll: { vertTouchDrag: false }, // let a phone scroll the page over the chart
    });
    const series = instance.addSeries(CandlestickSeries, {
      upColor: COLORS.bull,
      downColor: COLORS.bear,
      wickUpColor: COLORS.bull,
      wickDownColor: COLORS.bear,
      borderVisible: false,
      priceFormat: { type: "price", precision: decimals, minMove: 1 / 10 ** decimals },
    });
    series.setData(candles.map((c) => ({ time: c.time as UTCTimestamp, open: c.open, high: c.high, low: c.low, close: c.close })));
    const line = (price: number | null, color: string, title: string, style = LineStyle.Dashed) => {
      if (price !== null) series.createPriceLine({ price, color, lineWidth: 1, lineStyle: style, axisLabelVisible: true, title });
    };
    line(levels.entry, COLORS.entry, "Entry", LineStyle.Solid);
    line(levels.stopLoss, COLORS.bear, "Stop");
    line(levels.takeProfit1, COLORS.target, "TP1");
    line(levels.takeProfit2, COLORS.bull, "TP2");
    instance.timeScale().fitContent();
    return () => instance.remove();
  }, [chart, levels.symbol, levels.entry, levels.stopLoss, levels.takeProfit1, levels.takeProfit2]);

  const label = `${levels.symbol} ${chart?.interval ?? ""} candles with the entry, stop loss, take profit 1 and take profit 2 lines`;
  return <div ref={box} role="img" aria-label={label} data-testid="analysis-chart" style={{ height: CHART_HEIGHT }} className="w-full" />;
}
