"use client";
import { useCallback, useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/use-toast";
import { RUN_ALL_ORDER } from "@/lib/quality/catalog";
import type { QualityHistory } from "@/lib/quality/history";
import {
  FAILURE_MESSAGES,
  mapResponse,
  overallScore,
  tickerParts,
  type TestId,
  type TestResult,
} from "@/lib/quality/status";

// The monitor's state machine (part 2 section 4): GOOD with a 'Click Run Test...' message, RUNNING
// while called, then the mapped result, or FAILED on a non-OK answer or an exception.
export const RUN_ALL_PAUSE_MS = 1000;
export const HISTORY_KEY = "/api/test/history";

const endpoint = (id: TestId, batch?: string) => {
  const base = RUN_ALL_ORDER.find((e) => e.id === id)?.endpoint ?? "";
  const params = new URLSearchParams();
  if (id === "system-health") params.set("record", "1");
  if (batch) params.set("batch", batch);
  return params.size ? `${base}?${params}` : base;
};

const initial = (): Record<TestId, TestResult> =>
  Object.fromEntries(
    RUN_ALL_ORDER.map((e) => [
      e.id,
      {
        testName: e.testName,
        status: "GOOD",
        successRate: 0,
        message: `Click Run Test to measure ${e.testName}`,
        timestamp: "",
      },
    ]),
  ) as Record<TestId, TestResult>;

const newBatchId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

// The spec's toast text, N filled in with one decimal.
export const scoreText = (score: number) => "Overall system score: N%".replace("N", score.toFixed(1));

export async function callTest(id: TestId, batch?: string): Promise<TestResult & { body?: unknown }> {
  const timestamp = () => new Date().toISOString();
  const entry = RUN_ALL_ORDER.find((e) => e.id === id);
  if (!entry)
    return {
      testName: String(id),
      status: "FAILED",
      successRate: 0,
      message: "Unknown test type",
      timestamp: timestamp(),
    };
  const testName = entry.testName;
  try {
    const res = await fetch(endpoint(id, batch), { credentials: "include" });
    if (!res.ok)
      return { testName, status: "FAILED", successRate: 0, message: FAILURE_MESSAGES[id], timestamp: timestamp() };
    const body = (await res.json()) as Record<string, unknown>;
    const parts = id === "google-tickers" ? tickerParts(body) : undefined;
    return { testName, ...mapResponse(id, body), timestamp: timestamp(), details: body, body, parts };
  } catch (error) {
    return {
      testName,
      status: "FAILED",
      successRate: 0,
      message: error instanceof Error && error.message ? `Test failed: ${error.message}` : "Unknown error",
      timestamp: timestamp(),
    };
  }
}

export function useQualityMonitor() {
  const queryClient = useQueryClient();
  const history = useQuery<QualityHistory>({ queryKey: [HISTORY_KEY] });
  const [cards, setCards] = useState(initial);
  const [running, setRunning] = useState<TestId | null>(null);
  const [runningAll, setRunningAll] = useState(false);
  const [lastDetails, setLastDetails] = useState<{ id: TestId; body: unknown } | null>(null);

  // Stored results show after a reload; a run in this session replaces them.
  useEffect(() => {
    const latest = history.data?.latest;
    if (!latest) return;
    setCards((c) => {
      const next = { ...c };
      for (const e of RUN_ALL_ORDER) if (latest[e.id] && c[e.id].timestamp === "") next[e.id] = latest[e.id]!;
      return next;
    });
  }, [history.data]);

  const run = useCallback(async (id: TestId, batch?: string) => {
    setRunning(id);
    setCards((c) => ({ ...c, [id]: { ...c[id], status: "RUNNING", message: "Running test..." } }));
    const result = await callTest(id, batch);
    setCards((c) => ({ ...c, [id]: result }));
    if (result.body !== undefined) setLastDetails({ id, body: result.body });
    setRunning(null);
    return result;
  }, []);

  const runOne = useCallback(
    async (id: TestId) => {
      const r = await run(id);
      // No answer (refused, busy, an exception) is a failed test, never a red "Test Completed":
      // that title is for a test that ran, red only when its own result is FAILED (the spec).
      if (r.body === undefined) toast({ title: "Test Failed", description: r.message, variant: "destructive" });
      else
        toast({
          title: "Test Completed",
          description: `${r.testName}: ${r.message}`,
          variant: r.status === "FAILED" ? "destructive" : "default",
        });
      void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] });
    },
    [run, queryClient],
  );

  const runAll = useCallback(async () => {
    setRunningAll(true);
    const batch = newBatchId();
    const results: TestResult[] = [];
    for (const [i, e] of RUN_ALL_ORDER.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, RUN_ALL_PAUSE_MS));
      results.push(await run(e.id, batch));
    }
    const score = overallScore(results);
    toast({
      title: "All Tests Completed",
      description: scoreText(score),
      variant: score < 80 ? "destructive" : "default",
    });
    setRunningAll(false);
    void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] });
  }, [run, queryClient]);

  const score = overallScore(Object.values(cards));
  return {
    cards,
    running,
    runningAll,
    busy: runningAll || running !== null,
    runOne,
    runAll,
    score,
    history: history.data,
    lastDetails,
  };
}
