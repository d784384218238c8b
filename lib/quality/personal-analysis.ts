// Test 3 and the /personal-analysis-validation page: the engine on fixed sample inputs, eight
// checks per asset, and the page's components and core features. No tokens, nothing stored for users.
import "server-only";
import type { AiProvider, NarrativeFacts } from "@/lib/providers/ai/types";
import type { MarketData } from "@/lib/providers/market/types";
import { sanitizeError } from "@/lib/system/sanitize";
import { checkAsset, type AssetChecks } from "./asset-checks";
import { PERSONAL_CASES, variantOf } from "./personal-cases";
import { runSample, type Engine, type SampleCase } from "./sample-analysis";
import { statusForRate, type QualityStatus } from "./status";
import { validationLabel } from "./validation-labels";

export interface AssetResult {
  symbol: string;
  passed: number;
  total: number;
  details: AssetChecks;
  // The levels agree with the quote the market answered: true on the demo market too, where
  // "Real Prices" still fails, since a synthetic quote is not a real price.
  pricesConsistent: boolean;
  input: SampleCase;
  recommendation: string | null;
  successProbability: number | null;
  error?: string;
}

export interface PersonalValidation {
  // The validation page's shape (part 2 section 3)
  healthy: boolean;
  message: string;
  successRate: number;
  testsPassed: number;
  totalTests: number;
  timestamp: string;
  details: Record<
    | "yahooConnection"
    | "togetherAIConnection"
    | "badgeAlignmentTest"
    | "leverageRespectTest"
    | "riskCalculationTest"
    | "tp1tp2CalculationTest"
    | "successProbabilityTest"
    | "dataAuthenticityTest"
    | "frontendConsistencyTest"
    | "backendValidationTest",
    boolean
  >;
  testResults: AssetResult[];
  synthetic: boolean; // run on the demo market: no check about real prices can pass
  // The quality monitor's shape
  status: QualityStatus;
  success: boolean;
  accuracyPercentage: number;
  readyForRealTrading: boolean;
  verificationReport: { testCase: SampleCase; dataSource: string; engine: string; assets: number };
  summary: string;
  testType: "personal-analysis";
  error: string | null;
}

const NO_CHECKS: AssetChecks = {
  badgeAlignment: false,
  leverageRespected: false,
  riskCalculationCorrect: false,
  hasTP1TP2: false,
  successProbabilityDynamic: false,
  hasRealisticPrices: false,
  hasCompleteData: false,
  frontendReady: false,
};

export interface PersonalDeps {
  market: MarketData; // the configured provider behind its cache, as analyses use it
  ai: AiProvider;
  now: Date;
  engine?: Engine;
  cases?: SampleCase[];
}

/** Both providers answer: a live quote, and one narrative of the first sample's facts. */
async function connections(deps: PersonalDeps, facts: NarrativeFacts | null) {
  const market = await deps.market
    .quotes(["AAPL"])
    .then((q) => (q[0]?.price ?? 0) > 0)
    .catch(() => false);
  const ai = facts
    ? await deps.ai
        .narrate(facts, [])
        .then((n) => n.reasoning.trim().length > 0)
        .catch(() => false)
    : false;
  return { market, ai };
}

export async function runPersonalValidation(deps: PersonalDeps): Promise<PersonalValidation> {
  const cases = deps.cases ?? PERSONAL_CASES;
  const synthetic = deps.market.source === "demo";
  const testResults: AssetResult[] = [];
  let facts: NarrativeFacts | null = null;
  for (const c of cases) {
    try {
      const run = await runSample(c, deps);
      facts ??= run.facts;
      const variant = await runSample(variantOf(c), deps).catch(() => null);
      const checked = checkAsset(run, variant);
      const details = { ...checked, hasRealisticPrices: checked.hasRealisticPrices && !synthetic };
      const passed = Object.values(details).filter(Boolean).length;
      testResults.push({
        symbol: c.symbol,
        passed,
        total: 8,
        details,
        pricesConsistent: checked.hasRealisticPrices,
        input: c,
        recommendation: run.result.recommendation,
        successProbability: run.result.successProbability,
      });
    } catch (error) {
      testResults.push({
        symbol: c.symbol,
        passed: 0,
        total: 8,
        details: NO_CHECKS,
        pricesConsistent: false,
        input: c,
        recommendation: null,
        successProbability: null,
        error: sanitizeError(error),
      });
    }
  }
  const all = (k: keyof AssetChecks) => testResults.length > 0 && testResults.every((r) => r.details[k]);
  const conn = await connections(deps, facts);
  const testsPassed = testResults.reduce((s, r) => s + r.passed, 0);
  const totalTests = testResults.length * 8;
  const successRate = totalTests ? Math.round((testsPassed / totalTests) * 1000) / 10 : 0;
  const details = {
    yahooConnection: conn.market,
    togetherAIConnection: conn.ai,
    badgeAlignmentTest: all("badgeAlignment"),
    leverageRespectTest: all("leverageRespected"),
    riskCalculationTest: all("riskCalculationCorrect"),
    tp1tp2CalculationTest: all("hasTP1TP2"),
    successProbabilityTest: all("successProbabilityDynamic"),
    // Consistent prices from a synthetic market are not authentic data: the demo market fails this
    // one, and each asset's "Real Prices" with it, so the totals above never say 100% beside it.
    dataAuthenticityTest: all("hasRealisticPrices"),
    frontendConsistencyTest: all("frontendReady"),
    backendValidationTest: all("hasCompleteData") && testResults.every((r) => !r.error),
  };
  const failedAssets = testResults.filter((r) => r.error).length;
  const engineFailed = failedAssets === testResults.length;
  const status: QualityStatus = engineFailed ? "FAILED" : statusForRate(successRate);
  const coreOk = Object.values(details).every(Boolean);
  const failing = (Object.keys(details) as (keyof typeof details)[]).filter((k) => !details[k]);
  const message = engineFailed
    ? `The engine could not analyse any sample asset (${testResults[0]?.error ?? "no cases"})`
    : `${testsPassed}/${totalTests} checks passed on ${testResults.length} assets (${deps.market.source} market data)` +
      (failing.length ? `; not passing: ${failing.map(validationLabel).join(", ")}` : "") +
      (synthetic ? ". Demo data is synthetic, not authentic prices." : ".");
  return {
    healthy: coreOk,
    message,
    successRate,
    testsPassed,
    totalTests,
    timestamp: deps.now.toISOString(),
    details,
    testResults,
    synthetic,
    status,
    success: !engineFailed,
    accuracyPercentage: successRate,
    readyForRealTrading: coreOk && successRate >= 90,
    verificationReport: {
      testCase: cases[0],
      dataSource: deps.market.source,
      engine: "builtin narrative over the analysis engine",
      assets: testResults.length,
    },
    summary: message,
    testType: "personal-analysis",
    error: engineFailed ? (testResults[0]?.error ?? "Unknown error") : null,
  };
}
