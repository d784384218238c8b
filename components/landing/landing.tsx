import type { ReactNode } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { PublicTrackRecord } from "@/lib/track-record/public-stats";
import { PlansSection } from "./plans-section";
import { TrackRecordSection } from "./track-record-section";

const DISCLAIMER =
  "The analyses provided by the AI do not constitute financial advice, nor a recommendation to buy or sell financial instruments.";

// The signed-out home page: the spec's tagline, Get Started, credit line and disclaimer, plus what a
// visitor needs to decide: what an analysis gives (a live example, passed in as
// `sample`), the plans and price, and how the track record keeps the app honest. A server
// component: no client JS.
export function Landing({ record = null, sample }: { record?: PublicTrackRecord | null; sample?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-10 p-6">
      <section className="flex flex-col items-center gap-6 pt-10 text-center">
        <h1 className="text-4xl font-bold">Candlewise</h1>
        <p className="text-lg text-muted-foreground">A New Way To Invest with artificial intelligence</p>
        <Button asChild size="lg">
          <Link href="/login">Get Started</Link>
        </Button>
        <p className="text-xs text-muted-foreground">Created by Candlewise Labs</p>
        <p className="max-w-md text-xs text-muted-foreground">{DISCLAIMER}</p>
      </section>
      <section aria-labelledby="what-title" className="space-y-3">
        <h2 id="what-title" className="text-xl font-semibold">
          What Candlewise does
        </h2>
        <p className="text-sm text-muted-foreground">
          Upload a screenshot of a chart and say your budget, profit goal, risk and leverage. Candlewise reads the
          chart, checks it against market data, backtests the setup on the instrument&apos;s history and answers BUY,
          SELL, WAIT or AVOID, with the entry, stop, targets and a position size that keeps to your risk.
        </p>
        {sample}
      </section>
      <PlansSection />
      <TrackRecordSection record={record} />
    </main>
  );
}
