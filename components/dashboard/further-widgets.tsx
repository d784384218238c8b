"use client";
import { MarketInsightsCard } from "./market-insights-card";
import { RecentActivityCard } from "./recent-activity-card";
import { RiskExposureCard } from "./risk-exposure-card";
import { TrackRecordCard } from "./track-record-card";

// The four further dashboard widgets (the spec leaves their content open).
export function FurtherWidgets() {
  // grid-cols-1: an explicit minmax(0, 1fr) track, so a long word in one card cannot widen the page on a phone.
  return (
    <section aria-label="More insights" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TrackRecordCard />
      <RiskExposureCard />
      <MarketInsightsCard />
      <RecentActivityCard />
    </section>
  );
}
