"use client";
import Link from "next/link";
import { BarChart3, History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MarketWidgets } from "@/components/market/market-widgets";
import { AnalysisOverview } from "./analysis-overview";
import { FurtherWidgets } from "./further-widgets";
import { MotivationalText } from "./motivational-text";
import { PersonalScoreCard } from "./personal-score-card";
import { TipsPanel } from "./tips-panel";
import { TrialChallengeCard } from "./trial-challenge-card";
import { TrialEndingDialog } from "./trial-ending-dialog";
import { TradeSimulator } from "@/components/simulator/trade-simulator";
import { TradeIdeas } from "@/components/ideas/trade-ideas";

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
      <TradeIdeas />
      <TradeSimulator />
      <PersonalScoreCard />
      <MarketWidgets />
      <FurtherWidgets />
      <TrialEndingDialog />
    </main>
  );
}
