"use client";
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { STAGE_LABELS, stageStates } from "@/lib/analysis/client/stages";
import type { AnalysisStage } from "@/lib/analysis/types";
import { cn } from "@/lib/ui/cn";

interface ProgressView {
  stage: AnalysisStage | "queued";
  stages: AnalysisStage[];
  percent: number;
  failed: boolean;
}

const POLL_MS = 800;
const ALL_STAGES = Object.keys(STAGE_LABELS) as AnalysisStage[];

// "queued" (or a failed poll) means the run has not reported a stage yet: keep waiting for the POST.
async function fetchProgress(id: string): Promise<ProgressView | null> {
  try {
    const res = await fetch(`/api/analyses/progress/${encodeURIComponent(id)}`, {
      credentials: "include",
      cache: "no-store",
    });
    return res.ok ? ((await res.json()) as ProgressView) : null;
  } catch {
    return null;
  }
}

function useElapsedSeconds() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

// 'Analyzing Market Data' (spec part 1 section 4) with the engine's real stages, polled while the POST runs.
export function AnalysisProgress({ progressId, finishing }: { progressId: string; finishing: boolean }) {
  const { data } = useQuery({
    queryKey: ["/api/analyses/progress", progressId],
    queryFn: () => fetchProgress(progressId),
    refetchInterval: finishing ? false : POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  const seconds = useElapsedSeconds();
  const ref = useRef<HTMLDivElement>(null);
  // Braces matter: Chromium's scrollIntoView returns a Promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, []);

  const current: AnalysisStage | null = finishing ? "done" : data && data.stage !== "queued" ? data.stage : null;
  const percent = finishing ? 100 : Math.max(3, data?.percent ?? 0);
  const states = stageStates(data?.stages ?? ALL_STAGES, current);
  const label = current ? STAGE_LABELS[current] : "Sending your screenshots";

  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      className="flex flex-col gap-4 rounded-lg border border-primary/30 bg-primary/5 p-4"
      data-testid="analysis-progress"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold">
          <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden="true" /> Analyzing Market Data
        </p>
        <span className="text-xs tabular-nums text-muted-foreground">{seconds} s</span>
      </div>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${finishing ? "Opening the results" : label}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol aria-label="Analysis stages" className="grid gap-1.5 text-sm">
        {states.map(({ stage, state }) => (
          <li
            key={stage}
            data-state={state}
            className={cn("flex items-center gap-2", state === "waiting" && "text-muted-foreground")}
          >
            {state === "done" ? (
              <CheckCircle2 className="h-4 w-4 text-success" aria-hidden="true" />
            ) : state === "current" ? (
              <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden="true" />
            ) : (
              <Circle className="h-4 w-4" aria-hidden="true" />
            )}
            <span>{STAGE_LABELS[stage]}</span>
            <span className="sr-only">
              {state === "done" ? "(done)" : state === "current" ? "(in progress)" : "(waiting)"}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        {finishing ? "Opening the results..." : "An analysis can take up to a minute. Keep this page open."}
      </p>
    </div>
  );
}
