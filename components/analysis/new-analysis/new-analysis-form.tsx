"use client";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { BarChart3, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { newAnalysisDefaults, type NewAnalysisValues } from "@/lib/analysis/client/form-defaults";
import { storeLatestAnalysis } from "@/lib/analysis/client/latest-analysis";
import type { Prefill } from "@/lib/analysis/client/prefill";
import { NO_TOKENS } from "@/lib/analysis/client/no-tokens";
import { newProgressId } from "@/lib/analysis/client/progress-id";
import type { Submission } from "@/lib/analysis/client/run-analysis";
import type { CreatedAnalysis } from "@/lib/analysis/types";
import { MISSING_INFORMATION } from "@/lib/analysis/form-choices";
import type { CreateAnalysisInput } from "@/lib/analysis/schemas";
import { lazyResolver, usePreloadOnInteraction } from "@/lib/client/lazy-resolver";
import { whenInteracted } from "@/lib/client/when-idle";
import { USER_QUERY_KEY, useUser } from "@/lib/auth/use-user";
import { toast } from "@/lib/client/use-toast";
import { firstInvalid, focusField, NO_TICKER_NOR_CHART, TICKER_MESSAGES, type TradeField } from "./field-errors";
import { ScreenshotPicker, type Shot } from "./screenshot-picker";
import { RefusalNote, refusedSymbol, type Refusal } from "./refusal-note";
import { InstrumentPicker } from "./instrument-picker";
import { instrumentName } from "@/lib/format/instrument";
import { TradeFields } from "./trade-fields";

// The schema POST /api/analyses uses, fetched with zod at the first touch of the page (or the first validation).
const resolver = lazyResolver<NewAnalysisValues>(() => import("./resolver").then((m) => m.createAnalysisResolver));
const typedResolver = resolver as unknown as Resolver<NewAnalysisValues, unknown, CreateAnalysisInput>;
// The stage list shows only while an analysis runs (never on the server): its code loads at the
// first touch of the page, not with it. React.lazy, not next/dynamic: that one's loader code alone
// weighs about as much as the list.
const loadProgress = () => import("./analysis-progress");
const AnalysisProgress = lazy(() => loadProgress().then((m) => ({ default: m.AnalysisProgress })));
// The upload and the failure toasts, fetched the same way.
const loadRun = () => import("@/lib/analysis/client/run-analysis");

let shotCount = 0;

// The New Analysis screen's form (spec part 1 sections 2, 4, 5, 8 and 9): validated in the browser
// by the schema POST /api/analyses uses, posted as multipart, with the engine's stages while it runs.
export function NewAnalysisForm({
  initialTokens,
  prefill,
  learningNotice,
}: {
  initialTokens: number;
  prefill: Prefill | null;
  /** The static "how Candlewise learns" note, rendered on the server (no browser code for it). */
  learningNotice?: React.ReactNode;
}) {
  const router = useRouter();
  const client = useQueryClient();
  const { user } = useUser();
  const tokens = user?.tokensRemaining ?? initialTokens;
  usePreloadOnInteraction(resolver);
  useEffect(
    () =>
      whenInteracted(() => {
        void loadProgress();
        void loadRun();
      }),
    [],
  );
  const form = useForm<NewAnalysisValues, unknown, CreateAnalysisInput>({
    resolver: typedResolver,
    defaultValues: newAnalysisDefaults(prefill),
    shouldFocusError: false, // focusField scrolls the field clear of the header, bottom bar and toasts
  });
  const [shots, setShots] = useState<Shot[]>([]);
  // The last refusal, kept on the form beside the file until the next try, after its toast has gone.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [progressId, setProgressId] = useState<string | null>(null);
  // Until React has hydrated, a picked file or a submit would be lost (or posted natively): wait.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A field the server's answer points at (an unknown or unreadable ticker): focused once the form is
  // enabled again, since a disabled fieldset cannot take the focus.
  const focusAfterRun = useRef<TradeField | null>(null);

  const mutation = useMutation({
    mutationFn: async (s: Submission) => (await loadRun()).runAnalysis(s),
    onSuccess: (analysis: CreatedAnalysis) => {
      storeLatestAnalysis(analysis);
      for (const key of [
        ["/api/analyses"],
        USER_QUERY_KEY,
        ["/api/dashboard/analytics"],
        ["/api/dashboard/activity"],
      ]) {
        void client.invalidateQueries({ queryKey: key });
      }
      toast({
        title: "Analysis Created",
        description: `${instrumentName(analysis.symbol, analysis.instrumentName)}: ${analysis.recommendation}`,
      });
      router.push(`/analysis-results?id=${encodeURIComponent(analysis.id)}`);
    },
    onError: async (error) => {
      setProgressId(null);
      const run = await loadRun();
      const text = run.failureToast(error);
      const choices = run.failureChoices(error);
      // A question, not a failure: the instruments to pick from stay beside the file, no toast.
      if (run.asksForInstrument(error)) return setRefusal({ ...text, choices, ask: true });
      if (text.title === NO_TOKENS.title) void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ variant: "destructive", ...text });
      setRefusal({ ...text, choices, symbol: refusedSymbol(text.description) ?? form.getValues("ticker") });
      // The ticker's problems are also told on the ticker itself (spec titles stay in the toast).
      const onTicker =
        text.title === "Invalid Ticker"
          ? text.description
          : text.title === "Ticker Required"
            ? TICKER_MESSAGES.unreadable
            : null;
      if (onTicker) {
        form.setError("ticker", { type: "server", message: onTicker });
        focusAfterRun.current = "ticker";
      }
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;
  // After every render, not on busy's change: a fast failure may end the run before a busy render.
  useEffect(() => {
    if (busy || !focusAfterRun.current) return;
    focusField(focusAfterRun.current);
    focusAfterRun.current = null;
  });

  // Announced on arrival: the trade idea's values are in, or there is nothing left to spend. A task
  // later, because on a first page load the Toaster (rendered after the page) subscribes after us.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (prefill)
        toast({
          title: "Trade Idea Loaded",
          description: `${prefill.ticker} is ready: check your risk and generate the analysis.`,
        });
      if (initialTokens <= 0) toast({ variant: "destructive", ...NO_TOKENS });
    }, 0);
    return () => clearTimeout(timer);
  }, [prefill, initialTokens]);

  const addFiles = useCallback(
    async (files: File[]) => {
      setPreparing(true);
      // Checking and compressing screenshots: code fetched with the first screenshot, not the page.
      const { batchToasts, prepareScreenshots } = await import("@/lib/analysis/client/screenshot-files");
      const outcome = await prepareScreenshots(files);
      setPreparing(false);
      const added = outcome.accepted.map((p) => ({
        ...p,
        id: `shot-${++shotCount}`,
        url: URL.createObjectURL(p.file),
      }));
      setShots((prev) => [...prev, ...added]);
      const refused = batchToasts(outcome).find((t) => t.variant === "destructive");
      setRefusal(refused ? { title: refused.title, description: refused.description } : null);
      // With a chart to read it from, a missing ticker is no longer a mistake.
      if (added.length && form.getFieldState("ticker").error?.type === NO_TICKER_NOR_CHART) form.clearErrors("ticker");
      for (const t of batchToasts(outcome)) toast(t);
    },
    [form],
  );

  // Thumbnails hold object URLs: free them when the screen goes away.
  const shotsRef = useRef(shots);
  useEffect(() => {
    shotsRef.current = shots;
  }, [shots]);
  useEffect(() => () => shotsRef.current.forEach((s) => URL.revokeObjectURL(s.url)), []);

  // A screenshot in the clipboard can be pasted anywhere on the screen.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []);
      if (files.length && !busy) {
        e.preventDefault();
        void addFiles(files);
      }
    };
    window.addEventListener("paste", onPaste);
    return () => window.removeEventListener("paste", onPaste);
  }, [addFiles, busy]);

  const removeShot = (id: string) =>
    setShots((prev) => {
      const gone = prev.find((s) => s.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return prev.filter((s) => s.id !== id);
    });
  const makeChart = (id: string) =>
    setShots((prev) => [...prev.filter((s) => s.id === id), ...prev.filter((s) => s.id !== id)]);

  const onValid = (input: CreateAnalysisInput) => {
    if (tokens <= 0) return void toast({ variant: "destructive", ...NO_TOKENS });
    if (!input.ticker && shots.length === 0) {
      form.setError("ticker", { type: NO_TICKER_NOR_CHART, message: TICKER_MESSAGES[NO_TICKER_NOR_CHART] });
      focusField("ticker");
      return void toast({
        variant: "destructive",
        title: "Ticker Required",
        description: "Enter the ticker or add a chart screenshot.",
      });
    }
    setRefusal(null);
    const id = newProgressId();
    setProgressId(id);
    mutation.mutate({ input, images: shots.map((s) => s.file), progressId: id });
  };
  // The spec's toast for a cleared required field, and on the field itself: its message and the focus.
  const onInvalid = (errors: FieldErrors<NewAnalysisValues>) => {
    if (Object.values(errors).some((e) => e?.message === MISSING_INFORMATION)) {
      toast({ variant: "destructive", title: "Missing Information", description: MISSING_INFORMATION });
    }
    const first = firstInvalid(errors);
    if (first) focusField(first);
  };

  return (
    <form
      noValidate
      aria-label="New analysis"
      onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
      className="flex flex-col gap-5"
    >
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
        <Card>
          <CardHeader>
            <CardTitle>Screenshots</CardTitle>
            <CardDescription>A chart screenshot, and optionally a news screenshot.</CardDescription>
          </CardHeader>
          <CardContent>
            <ScreenshotPicker
              shots={shots}
              preparing={preparing}
              disabled={busy || !hydrated}
              onFiles={(f) => void addFiles(f)}
              onRemove={removeShot}
              onMakeChart={makeChart}
            />
            {refusal?.ask ? (
              <InstrumentPicker
                message={refusal.description ?? refusal.title}
                choices={refusal.choices ?? []}
                onPick={(symbol) => {
                  // The picked or typed ticker is sent as the form's ticker: it wins over the chart's.
                  form.setValue("ticker", symbol, { shouldValidate: true });
                  void form.handleSubmit(onValid, onInvalid)();
                }}
              />
            ) : (
              refusal && (
                <RefusalNote
                  refusal={refusal}
                  onPick={(symbol) => {
                    form.setValue("ticker", symbol, { shouldValidate: true });
                    focusField("ticker");
                  }}
                />
              )
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Your trade</CardTitle>
            <CardDescription>Budget, profit goal and risk shape the entry, stop and targets.</CardDescription>
          </CardHeader>
          <CardContent>
            <TradeFields form={form} hasChart={shots.length > 0} />
          </CardContent>
        </Card>
      </fieldset>
      {learningNotice}
      {/* Generate sits on the left from sm up: the bottom-right corner is where toasts appear. */}
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center sm:justify-end sm:gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {tokens > 0 ? `${tokens} token${tokens === 1 ? "" : "s"} remaining · one analysis uses one` : null}
        </p>
        <Button type="submit" size="lg" disabled={busy || !hydrated || tokens <= 0} className="w-full sm:w-auto">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
          {busy ? "Analyzing..." : "Generate Analysis"}
        </Button>
      </div>
      {tokens <= 0 && (
        <p role="alert" className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-warning">
          <span className="font-semibold">{NO_TOKENS.title}.</span> {NO_TOKENS.description}{" "}
          <Link href="/upgrade" className="underline underline-offset-2">
            See plans
          </Link>
        </p>
      )}
      {busy && progressId && (
        <Suspense fallback={null}>
          <AnalysisProgress progressId={progressId} finishing={mutation.isSuccess} />
        </Suspense>
      )}
    </form>
  );
}
