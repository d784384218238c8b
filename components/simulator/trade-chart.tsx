"use client";
import { useEffect, useRef } from "react";
import {
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  LineStyle,
  type SeriesMarker,
  type UTCTimestamp,
} from "lightweight-charts";
import type { SimulationResponse } from "@/lib/simulator/types";
import { instrumentName } from "@/lib/format/instrument";

// The replayed trade on its candles: entry, stop and target as price lines, markers where the
// order filled and where it closed. The canvas cannot read CSS variables, so the theme's colours
// are repeated here as hex (globals.css: bull, bear, primary, muted-foreground, border).
const COLORS = { bull: "#22c55e", bear: "#ef4444", entry: "#1fb0ef", text: "#94a3b8", grid: "#1e293b" };

/** The chart's own bar at or before `time` (merged bars may not carry the exact time). */
function snap(times: number[], time: number): number {
  let found = times[0];
  for (const t of times) {
    if (t > time) break;
    found = t;
  }
  return found;
}

export function TradeChart({ sim }: { sim: SimulationResponse }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || sim.candles.length === 0) return;
    const chart = createChart(el, {
      height: 280,
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: COLORS.text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: COLORS.grid },
      rightPriceScale: { borderColor: COLORS.grid },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: COLORS.bull,
      downColor: COLORS.bear,
      wickUpColor: COLORS.bull,
      wickDownColor: COLORS.bear,
      borderVisible: false,
    });
    series.setData(
      sim.candles.map((c) => ({
        time: c.time as UTCTimestamp,
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
      })),
    );
    const line = (price: number, color: string, title: string) =>
      series.createPriceLine({
        price,
        color,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title,
      });
    line(sim.levels.entry, COLORS.entry, "Entry");
    line(sim.levels.stopLoss, COLORS.bear, "Stop");
    line(sim.levels.takeProfit, COLORS.bull, "Target");

    const times = sim.candles.map((c) => c.time);
    const long = sim.direction === "long";
    const markers: SeriesMarker<UTCTimestamp>[] = [];
    if (sim.entry) {
      markers.push({
        time: snap(times, sim.entry.time) as UTCTimestamp,
        position: long ? "belowBar" : "aboveBar",
        color: COLORS.entry,
        shape: long ? "arrowUp" : "arrowDown",
        text: "Entry",
      });
    }
    if (sim.exit) {
      const won = sim.exit.reason === "target";
      markers.push({
        time: snap(times, sim.exit.time) as UTCTimestamp,
        position: "aboveBar",
        color: won ? COLORS.bull : COLORS.bear,
        shape: "circle",
        text: won ? "Target hit" : sim.exit.reason === "liquidation" ? "Liquidated" : "Stopped",
      });
    }
    createSeriesMarkers(series, markers);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [sim]);

  const label = `${instrumentName(sim.ticker)} ${sim.interval ?? ""} candles from the trade date with entry, stop loss and take profit lines${sim.exit ? " and the exit" : ""}`;
  return <div ref={box} role="img" aria-label={label} className="h-[280px] w-full" />;
}
