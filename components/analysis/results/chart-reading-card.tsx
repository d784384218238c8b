"use client";
import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import type { AnalysisResult, StoredChartReading } from "@/lib/analysis/types";
import { formatPrice } from "@/lib/format/price";
import { instrumentName } from "@/lib/format/instrument";
import { Section } from "./section";
import { Stat } from "@/components/ui/stat";

// The uploaded screenshot beside what was read from it: ticker, timeframe, price
// range, last price, and the read swing levels drawn over the image, so the trader sees at a
// glance whether the chart was understood. The chart-vs-market gap leads the card.

type Plot = NonNullable<StoredChartReading["plot"]>;

/** Vertical position (fraction of the image) of a price, through the read axis. */
export function plotY(plot: Plot, price: number): number | null {
  const t = (v: number) => (plot.scale === "log" ? Math.log(v) : v);
  const span = t(plot.priceTop) - t(plot.priceBottom);
  if (!span || (plot.scale === "log" && price <= 0)) return null;
  const y = plot.top + ((t(plot.priceTop) - t(price)) / span) * (plot.bottom - plot.top);
  return y >= 0 && y <= 1 ? y : null;
}

function Overlay({ read, symbol }: { read: StoredChartReading; symbol: string }) {
  const plot = read.plot;
  if (!plot) return null;
  const lines: { price: number; label: string; colour: string }[] = [];
  if (read.lastPrice != null)
    lines.push({ price: read.lastPrice, label: `last ${formatPrice(read.lastPrice, symbol)}`, colour: "#2962ff" });
  if (read.levels?.resistance != null)
    lines.push({
      price: read.levels.resistance,
      label: `swing high ${formatPrice(read.levels.resistance, symbol)}`,
      colour: "#ef5350",
    });
  if (read.levels?.support != null)
    lines.push({
      price: read.levels.support,
      label: `swing low ${formatPrice(read.levels.support, symbol)}`,
      colour: "#26a69a",
    });
  return (
    <svg
      className="pointer-events-none absolute inset-0 size-full"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {lines.map((l) => {
        const y = plotY(plot, l.price);
        if (y == null) return null;
        return (
          <line
            key={l.label}
            x1={plot.left * 100}
            x2={plot.right * 100}
            y1={y * 100}
            y2={y * 100}
            stroke={l.colour}
            strokeWidth={0.6}
            strokeDasharray="2 1.2"
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
      {read.series?.swings.map((s) => {
        const y = plotY(plot, s.price);
        return y == null || !(s.x >= 0 && s.x <= 1) ? null : (
          <circle
            key={`${s.kind}-${s.x}`}
            cx={s.x * 100}
            cy={y * 100}
            r={0.9}
            fill={s.kind === "high" ? "#ef5350" : "#26a69a"}
          />
        );
      })}
    </svg>
  );
}

/** What the marks drawn over the screenshot mean. */
function OverlayLegend({ read }: { read: StoredChartReading }) {
  const items: [string, string, "line" | "dot"][] = [];
  if (read.lastPrice != null) items.push(["last price read", "#2962ff", "line"]);
  if (read.levels?.resistance != null) items.push(["swing high (resistance)", "#ef5350", "line"]);
  if (read.levels?.support != null) items.push(["swing low (support)", "#26a69a", "line"]);
  if (read.series?.swings.some((s) => s.kind === "high")) items.push(["swing highs read", "#ef5350", "dot"]);
  if (read.series?.swings.some((s) => s.kind === "low")) items.push(["swing lows read", "#26a69a", "dot"]);
  if (!items.length) return null;
  return (
    <figcaption>
      <ul
        className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground"
        aria-label="Marks on your chart"
        data-testid="chart-thumbnail-legend"
      >
        {items.map(([label, colour, kind]) => (
          <li key={label} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={
                kind === "dot" ? "inline-block size-2 rounded-full" : "inline-block h-0 w-4 border-t-2 border-dashed"
              }
              style={kind === "dot" ? { backgroundColor: colour } : { borderColor: colour }}
            />
            {label}
          </li>
        ))}
      </ul>
    </figcaption>
  );
}

/** Where the last price came from, in words that agree with the price range beside it: a "label"
 * price with no axis read was printed on the chart (its header), not read from the axis. */
export function lastPriceSourceText(
  read: Pick<StoredChartReading, "lastPrice" | "lastPriceSource" | "axis" | "check">,
) {
  if (read.lastPrice == null) return read.check ? "vision model" : undefined;
  if (read.lastPriceSource === "label") return read.axis ? "price label on the axis" : "price printed on the chart";
  if (read.lastPriceSource === "series") return "last candle, via the axis";
  if (read.lastPriceSource === "vision") return "vision model";
  return undefined;
}

export function ChartReadingCard({ analysis }: { analysis: AnalysisResult }) {
  const read = analysis.chartReading;
  const [imageOk, setImageOk] = useState(true);
  if (!read) return null;
  const symbol = analysis.symbol;
  const p = (v: number | null | undefined) => (v == null ? "—" : formatPrice(v, symbol));
  const showImage = imageOk && analysis.metadata?.imagesStored > 0;
  const name = instrumentName(symbol, analysis.instrumentName);
  // The price the check used: the one read off the image, else the vision model's (no axis read).
  const lastPrice = read.lastPrice ?? read.check?.chartPrice ?? null;
  const source = lastPriceSourceText(read);
  return (
    <Section title="What we read on your chart">
      {read.check?.mismatch && (
        <p
          role="alert"
          className="mb-3 flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm font-medium text-warning"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Your chart shows {name} near {p(read.check.chartPrice)}; {name} trades at {p(read.check.marketPrice)} now (
          {read.check.gapPercent}% apart). The levels below use current prices.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        {showImage && (
          // self-start: the figure is as tall as the image, not stretched to the taller panel beside
          // it, so the overlay's marks sit on the image (not below it).
          <figure className="self-start">
            <div className="relative overflow-hidden rounded-lg border border-border" data-testid="chart-thumbnail">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private, per-user image: no optimiser */}
              <img
                src={`/api/analysis/${encodeURIComponent(analysis.id)}/chart-image`}
                alt={`Your uploaded chart of ${read.ticker ?? symbol}`}
                className="block w-full"
                onError={() => setImageOk(false)}
              />
              <Overlay read={read} symbol={symbol} />
            </div>
            {read.plot && <OverlayLegend read={read} />}
          </figure>
        )}
        <dl className="grid grid-cols-2 content-start gap-2 text-sm">
          <Stat
            label="Ticker"
            value={read.ticker ? `${read.ticker}${read.exchange ? ` (${read.exchange})` : ""}` : "not shown"}
          />
          <Stat label="Timeframe" value={read.timeframe ?? "not shown"} />
          <Stat
            label="Price range"
            value={read.axis ? `${p(read.axis.min)} – ${p(read.axis.max)}` : "no price axis read"}
            hint={read.axis ? `${read.axis.scale} axis, ${read.axis.labels} labels` : undefined}
          />
          <Stat label="Last price" value={p(lastPrice)} hint={source} />
          {read.check && (
            <Stat
              label="Chart vs market"
              value={`${read.check.gapPercent}% apart`}
              hint={`normal move ±${read.check.tolerancePercent}%`}
              tone={read.check.mismatch ? "warning" : undefined}
            />
          )}
          {read.levels && (read.levels.support != null || read.levels.resistance != null) && (
            <Stat
              label="Swing levels from your chart"
              value={`${p(read.levels.support)} / ${p(read.levels.resistance)}`}
              hint="support / resistance candidates"
            />
          )}
        </dl>
      </div>
      {read.lastPriceReason && (
        <p className="mt-3 text-xs text-muted-foreground" data-testid="last-price-reason">
          {read.lastPriceReason}.
        </p>
      )}
    </Section>
  );
}
