"use client";
import Link from "next/link";
import dynamic from "next/dynamic";
import { BarChart3, History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AnalysisOverview } from "./analysis-overview";
import { MotivationalText } from "./motivational-text";
import { TipsPanel } from "./tips-panel";
import { TrialChallengeCard } from "./trial-challenge-card";
import { TrialEndingDialog } from "./trial-ending-dialog";
import { DeferredSection } from "./deferred-section";

// Below the first screen: split off and mounted when scrolled near, focused or after a moment
// (deferred-section.tsx), so the first screen hydrates without them. Each reserves about the
// height of its smallest usual state (a free trader's locked example; measured on a phone and at
// 1350 px), so nothing collapses under the reader while it loads and no gap is left after.
const TradeIdeas = dynamic(() => import("@/components/ideas/trade-ideas").then((m) => m.TradeIdeas), { ssr: false });
const TradeSimulator = dynamic(() => import("@/components/simulator/trade-simulator").then((m) => m.TradeSimulator), {
  ssr: false,
});
const PersonalScoreCard = dynamic(() => import("./personal-score-card").then((m) => m.PersonalScoreCard), {
  ssr: false,
});
const MarketWidgets = dynamic(() => import("@/components/market/market-widgets").then((m) => m.MarketWidgets), {
  ssr: false,
});
const FurtherWidgets = dynamic(() => import("./further-widgets").then((m) => m.FurtherWidgets), { ssr: false });

// The signed-in home (/ and /dashboard). Sections follow the spec's order (part 1 section 2);
// each section is a self-contained component from its own domain folder.
export function Dashboard() {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <MotivationalText />
      <AnalysisOverview />
      <section aria-label="Analysis actions" className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="h-14 text-base">
          <Link href="/new-analysis">
            <BarChart3 aria-hidden="true" /> Generate Analysis
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="h-14 text-base">
          <Link href="/saved-analyses">
            <History aria-hidden="true" /> View History
          </Link>
        </Button>
      </section>
      <TipsPanel />
      <TrialChallengeCard />
      <DeferredSection label="Daily Trade Ideas" className="min-h-[37rem] md:min-h-[19rem]">
        <TradeIdeas />
      </DeferredSection>
      <DeferredSection label="Trade Simulator" className="min-h-[26rem] md:min-h-[19rem]">
        <TradeSimulator />
      </DeferredSection>
      <DeferredSection label="Personal Score" className="min-h-[24rem] md:min-h-[17rem]">
        <PersonalScoreCard />
      </DeferredSection>
      <DeferredSection label="Market widgets" className="min-h-[128rem] md:min-h-[56rem]">
        <MarketWidgets />
      </DeferredSection>
      <DeferredSection label="More insights" className="min-h-[48rem] md:min-h-[26rem]">
        <FurtherWidgets />
      </DeferredSection>
      <TrialEndingDialog />
    </main>
  );
}
