// What the timeframe was read from, said to the trader. The choice itself is made where the
// interval's place is known (header.ts: INTERVAL_PLACES, strongest first; ticker-rank.ts).
import type { IntervalPlace } from "../header";

const REASONS: Record<IntervalPlace, string> = {
  legend: "Timeframe from the chart's legend or title",
  symbol: "Timeframe written beside the symbol",
  picker: "Timeframe from the selected button of the interval picker",
  loose: "Timeframe from the chart's header",
};

export const timeframeReason = (place: IntervalPlace | null) => (place ? REASONS[place] : "No timeframe shown");
