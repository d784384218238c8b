"use client";
import { MarketInsightsCard } from "./market-insights-card";
import { RecentActivityCard } from "./recent-activity-card";
import { RiskExposureCard } from "./risk-exposure-card";
import { TrackRecordCard } from "./track-record-card";

// The four further dashboard widgets (the spec leaves their content open).
export function FurtherWidgets() {
  return (
    <section aria-label="More insights" className="grid gap-4 md:grid-cols-2">
      <TrackRecordCard />
      <RiskExposureCard />
      <MarketInsightsCard />
      <RecentActivityCard />
    </section>
  );
}
