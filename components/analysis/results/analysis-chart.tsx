"use client";
import { useEffect, useRef } from "react";
import {
  CandlestickSeries,
  ColorType,
  createChart,
  LineStyle,
  type AutoscaleInfo,
  type UTCTimestamp,
} from "lightweight-charts";
import type { AnalysisResult } from "@/lib/analysis/types";
import { formatPrice } from "@/lib/format/price";
import { CHART_HEIGHT } from "./chart-height";
import { chartPriceRange } from "./chart-range";

// The analysis' own candles with entry, stop and both targets drawn as price lines. The canvas
// cannot read CSS variables, so the theme's colours are repeated as hex (globals.css).
const COLORS = {
  bull: "#22c55e",
  bear: "#ef4444",
  entry: "#1fb0ef",
  target: "#4ade80",
  text: "#94a3b8",
  grid: "#1e293b",
};

export interface ChartLevels {
  symbol: string;
  decimals: number;
  entry: number | null;
  stopLoss: number | null;
  takeProfit1: number | null;
  takeProfit2: number | null;
}

export function AnalysisChart({
  chart,
  levels,
  compact = false,
}: {
  chart: AnalysisResult["chart"];
  levels: ChartLevels;
  compact?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    const candles = chart?.candles ?? [];
    if (!el || candles.length === 0) return;
    const decimals = levels.decimals;
    const marks = [levels.entry, levels.stopLoss, levels.takeProfit1, levels.takeProfit2];
    const instance = createChart(el, {
      height: CHART_HEIGHT,
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: COLORS.text,
        attributionLogo: false,
        fontSize: compact ? 10 : 12,
      },
      grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
      // Empty bars on the right keep the line titles and the last price label off the last candles.
      timeScale: {
        timeVisible: chart.interval !== "1d" && chart.interval !== "1wk",
        secondsVisible: false,
        borderColor: COLORS.grid,
        rightOffset: compact ? 14 : 6,
      },
      rightPriceScale: { borderColor: COLORS.grid, scaleMargins: { top: 0.08, bottom: 0.08 } },
      handleScroll: { vertTouchDrag: false }, // let a phone scroll the page over the chart
    });
    const series = instance.addSeries(CandlestickSeries, {
      upColor: COLORS.bull,
      downColor: COLORS.bear,
      wickUpColor: COLORS.bull,
      wickDownColor: COLORS.bear,
      borderVisible: false,
      priceFormat: { type: "price", precision: decimals, minMove: 1 / 10 ** decimals },
      // The scale always spans entry, stop, TP1 and TP2, even when the targets lie far outside the candles.
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const range = chartPriceRange(original()?.priceRange ?? null, marks);
        return range ? { priceRange: range } : original();
      },
    });
    series.setData(
      candles.map((c) => ({ time: c.time as UTCTimestamp, open: c.open, high: c.high, low: c.low, close: c.close })),
    );
    const line = (price: number | null, color: string, title: string, style = LineStyle.Dashed) => {
      // On a phone the titles would sit over the last candles: the axis label and the legend name the line.
      if (price !== null)
        series.createPriceLine({
          price,
          color,
          lineWidth: 1,
          lineStyle: style,
          // A level's label on the axis would cover the axis' own numbers: the line's
          // title names it on the plot and the legend below gives its price.
          axisLabelVisible: false,
          title: compact ? "" : title,
        });
    };
    line(levels.entry, COLORS.entry, "Entry", LineStyle.Solid);
    line(levels.stopLoss, COLORS.bear, "Stop", LineStyle.Dashed);
    line(levels.takeProfit1, COLORS.target, "TP1");
    line(levels.takeProfit2, COLORS.bull, "TP2");
    instance.timeScale().fitContent();
    const visible = () => {
      const r = series.priceScale().getVisibleRange();
      if (r) el.dataset.visibleRange = `${r.from},${r.to}`;
    };
    const timer = window.setTimeout(visible, 50);
    return () => {
      window.clearTimeout(timer);
      instance.remove();
    };
  }, [
    chart,
    compact,
    levels.symbol,
    levels.decimals,
    levels.entry,
    levels.stopLoss,
    levels.takeProfit1,
    levels.takeProfit2,
  ]);

  const p = (v: number | null) => (v === null ? "—" : formatPrice(v, levels.symbol, levels.decimals));
  const label = `${levels.symbol} ${chart?.interval ?? ""} candles with the entry, stop loss, take profit 1 and take profit 2 lines`;
  const legend = [
    ["Entry", levels.entry, COLORS.entry],
    ["Stop", levels.stopLoss, COLORS.bear],
    ["TP1", levels.takeProfit1, COLORS.target],
    ["TP2", levels.takeProfit2, COLORS.bull],
  ] as const;
  return (
    <div>
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-testid="analysis-chart"
        data-levels={marks(levels).join(",")}
        style={{ height: CHART_HEIGHT }}
        className="w-full"
      />
      <ul
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        aria-label="Chart levels"
        data-testid="chart-legend"
      >
        {legend
          .filter(([, value]) => value !== null)
          .map(([name, value, color]) => (
            <li key={name} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-0.5 w-4" style={{ backgroundColor: color }} />
              {name} <span className="tabular-nums text-foreground">{p(value)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}

const marks = (l: ChartLevels) =>
  [l.entry, l.stopLoss, l.takeProfit1, l.takeProfit2].filter((v): v is number => v !== null);
