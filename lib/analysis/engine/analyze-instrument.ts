// The engine without images or a database: market data in, a grounded call out. Used by the
// analysis service and by the trade-ideas scan. `now` is passed in so results are reproducible.
import { AppError } from "@/lib/errors";
import type { Candle, Instrument, MarketData, Quote } from "@/lib/providers/market/types";
import type { InvestmentType } from "../schemas";
import type { Backtest, DetectedPattern, EnhancedAnalysis, Indicators, Recommendation, Signal, Trend } from "../types";
import { probabilityFrom, runBacktest, signalAt, trendAt } from "./backtest";
import { computeSeries, indicatorsAt, WARMUP_BARS } from "./indicator-series";
import { groupCandles } from "@/lib/providers/market/candles";
import { multiTimeframe, type TimeframeView } from "./multi-timeframe";
import { currentPatterns } from "./patterns";
import { scoreSignal } from "./signal";
import { supportResistance } from "./structure";
import { planDecimals } from "@/lib/format/price";
import { pairAgainstBudget, sizeStep } from "./size-step";
import { backtestEdge, calibratedEdgeReason, type BacktestBasis } from "./edge";
import { goalAmountOf, planStrategy, type StrategyPlan } from "./strategy";
import { INTERVAL_SECONDS, timeframes, type TimeframePlan } from "./timeframes";
import { DAY_MS } from "@/lib/time";
import {
  calibrate,
  calibrationTable,
  noEdgeReason,
  outOfReachReason,
  type CalibrationTable,
} from "../calibration/apply";
import { windowFor } from "@/lib/outcome-rules/windows";
import { callWindowMs, closesAtSessionEnd } from "@/lib/outcome-rules/session";
import { randomWalkProbability } from "../calibration/random-walk";
import { marketFeatures, type MarketFeatures } from "./market-features";
import { directionCheckReason } from "./direction-gate";

export interface AnalyzeInstrumentInput {
  symbol: string;
  investmentType: InvestmentType;
  budget: number;
  budgetCurrency?: string;
  profitGoal: { value: number; type: string };
  riskPercentage: number;
  leverage: number;
  now: Date;
  market: MarketData;
  instrument?: Instrument; // already resolved
  light?: boolean; // skip pattern statistics (for scans of many instruments)
  /** The fitted calibration (default: the committed table); null shows the raw backtest rate. */
  calibration?: CalibrationTable | null;
  onStage?: (stage: "market_data" | "indicators" | "backtest") => void;
}

export interface InstrumentAnalysis {
  instrument: Instrument;
  quote: Quote;
  timeframe: TimeframePlan;
  candles: Candle[];
  indicators: Indicators;
  trend: Trend;
  higherTrend: Trend | null; // the next interval up's trend (null when too little history)
  support: number;
  resistance: number;
  signal: Signal;
  signalScore: number;
  signalReasons: string[];
  recommendation: Recommendation;
  decisionReason: string | null; // why WAIT or AVOID
  plan: StrategyPlan;
  goalAmount: number;
  successProbability: number; // calibrated: how often such calls reached TP1 before the stop in the window
  backtestProbability: number; // the raw win rate of these rules on this symbol (same meaning), before calibration
  backtestBasis: BacktestBasis; // the trades backtestProbability was counted on (the call's side's, or all)
  randomWalkProbability: number | null; // a driftless random walk at this volatility: TP1 before the stop in the window
  tp1Probability: number | null; // share of backtested trades that reached TP1, null when too few
  backtest: Backtest;
  /** What the market looked like (regime, structure, momentum, gaps): what the direction checks read. */
  features: MarketFeatures;
  patterns: DetectedPattern[];
  multiTimeframe: EnhancedAnalysis["multiTimeframeAnalysis"];
  warnings: string[];
}

const engineFailure = (detail: string) => new AppError("unavailable", `Analysis generation failed: ${detail}`);

export async function analyzeInstrument(input: AnalyzeInstrumentInput): Promise<InstrumentAnalysis> {
  const { market, now } = input;
  const tf = timeframes[input.investmentType];
  const barMs = INTERVAL_SECONDS[tf.interval] * 1000;
  input.onStage?.("market_data");
  const instrument = input.instrument ?? (await market.resolve(input.symbol));
  const from = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const sameInterval = tf.higher === tf.interval;
  const [quotes, candles, higherRaw] = await Promise.all([
    market.quotes([instrument.symbol]),
    market.candles({ symbol: instrument.symbol, interval: tf.interval, from: from(tf.lookbackDays), to: now }),
    sameInterval
      ? Promise.resolve(null)
      : market.candles({ symbol: instrument.symbol, interval: tf.higher, from: from(tf.higherLookbackDays), to: now }),
  ]);
  const quote = quotes.find((q) => q.symbol === instrument.symbol) ?? quotes[0];
  if (!quote || !(quote.price > 0)) throw engineFailure(`no live quote for ${instrument.symbol}`);
  if (candles.length < WARMUP_BARS + 10) throw engineFailure(`not enough price history for ${instrument.symbol}`);

  input.onStage?.("indicators");
  const series = computeSeries(candles);
  const last = candles.length - 1;
  const indicators = indicatorsAt(series, candles, last);
  const trend = trendAt(candles, series, last);
  if (!indicators || !trend) throw engineFailure(`indicators unavailable for ${instrument.symbol}`);

  const higherCandles = higherRaw ?? groupCandles(candles, 4);
  const higherSeries = computeSeries(higherCandles);
  const hLast = higherCandles.length - 1;
  const higherInd = indicatorsAt(higherSeries, higherCandles, hLast);
  const higherTrend = trendAt(higherCandles, higherSeries, hLast);

  const price = quote.price;
  const scored = scoreSignal({ price, indicators, trend, higherTrend });
  const views: TimeframeView[] = [{ interval: tf.interval, price, trend, signal: scored.signal, indicators }];
  if (higherInd && higherTrend) {
    views.push({
      interval: sameInterval ? "4wk" : tf.higher,
      price,
      trend: higherTrend,
      signal: signalAt(higherCandles, higherSeries, hLast, null) ?? "WAIT",
      indicators: higherInd,
    });
  }
  const mtf = multiTimeframe(views, scored.signal);

  const { support, resistance } = supportResistance(candles, last, price);
  const direction: "BUY" | "SELL" =
    scored.signal === "SELL" || (scored.signal === "WAIT" && scored.score < 0) ? "SELL" : "BUY";
  const atr = indicators.atr;
  // Buying into an overbought market (or selling into an oversold one) waits for the nearest level.
  const near = direction === "BUY" ? support : resistance;
  const stretched = direction === "BUY" ? indicators.rsi > 70 : indicators.rsi < 30;
  const side = direction === "BUY" ? 1 : -1;
  const level = stretched && Math.abs(price - near) <= 1.5 * atr ? near + side * 0.25 * atr : null;
  // A limit waits on its own side of the market: one at or beyond the price would fill at once,
  // a market order in disguise. The price already sits at the level then, so the plan says "market".
  const limitLevel = level != null && side * (price - level) > 0 ? level : null;

  const warnings: string[] = [];
  const fx = await conversion(market, instrument.currency, input.budgetCurrency ?? "USD", warnings);
  const profitFx =
    input.profitGoal.type === "%"
      ? 1
      : await conversion(market, input.profitGoal.type, input.budgetCurrency ?? "USD", warnings);
  const goalAmount = goalAmountOf(input.budget, input.profitGoal.value, input.profitGoal.type, profitFx);
  const plan = planStrategy({
    direction,
    price,
    atr,
    support,
    resistance,
    limitLevel,
    fx,
    goalAmount,
    budget: input.budget,
    riskPercentage: input.riskPercentage,
    leverage: input.leverage,
    maxMoveAtr: tf.maxMoveAtr,
    fxAt: pairAgainstBudget(instrument, input.budgetCurrency ?? "USD") ? (p: number) => 1 / p : undefined,
    decimals: planDecimals(instrument.symbol, price, atr),
    sizeStep: sizeStep(instrument.type, price),
    budgetCurrency: input.budgetCurrency ?? "USD",
  });

  const features = marketFeatures({
    candles,
    barSeconds: barMs / 1000,
    trend,
    higherTrend: higherTrend ?? null,
    macdHistogram: indicators.macd.histogram,
    atr,
    stopDistance: Math.abs(plan.levels.entryPrice - plan.levels.stopLoss),
  });
  const randomWalk = randomWalkProbability({
    candles,
    entry: plan.levels.entryPrice,
    stop: plan.levels.stopLoss,
    target: plan.levels.takeProfit1,
    windowMs: callWindowMs(input.investmentType, candles, now.getTime(), barMs),
  });

  let recommendation: Recommendation = scored.signal === "WAIT" ? "WAIT" : direction;
  let decisionReason: string | null =
    scored.signal === "WAIT"
      ? "the indicators do not agree on a direction (signal score " + scored.score.toFixed(2) + ")"
      : null;
  if (!plan.feasible) {
    recommendation = "AVOID";
    decisionReason = plan.reason;
  }

  input.onStage?.("backtest");
  const higherPeriod = INTERVAL_SECONDS[tf.higher] * (sameInterval ? 4 : 1);
  const run = runBacktest({
    candles,
    series,
    horizon: tf.horizonBars,
    windowMs: windowFor(input.investmentType).days * DAY_MS,
    rewardRisk: plan.levels.riskRewardRatio,
    sessionBarMs: closesAtSessionEnd(input.investmentType) ? barMs : undefined,
    higherTrendAt: (t) => {
      // The higher bar whose close is already known at time t (no look-ahead).
      let k = -1;
      for (
        let j = 0;
        j < higherCandles.length && higherCandles[j].time + higherPeriod <= t + INTERVAL_SECONDS[tf.interval];
        j++
      )
        k = j;
      return k >= 0 ? trendAt(higherCandles, higherSeries, k) : null;
    },
  });
  const backtestProbability = probabilityFrom(run, direction);
  const sideRun = run.winRateByDirection[direction];
  const backtestBasis: BacktestBasis =
    run.summary.sufficient && sideRun.winRate === backtestProbability
      ? { side: direction, trades: sideRun.trades }
      : { side: null, trades: run.summary.trades };
  const table = input.calibration === undefined ? calibrationTable : input.calibration;
  const successProbability = run.summary.sufficient
    ? calibrate(backtestProbability, instrument.type, table, randomWalk, direction)
    : backtestProbability;
  // A call must have paid here: the same rules need a non-negative average trade and a win rate
  // above the break-even of this reward/risk, else the honest call is to wait.
  if (recommendation === "BUY" || recommendation === "SELL") {
    const edge = backtestEdge(run.summary, backtestProbability, plan.levels.riskRewardRatio, backtestBasis);
    if (!edge.ok) {
      recommendation = "WAIT";
      decisionReason = edge.reason.replace("{symbol}", instrument.symbol);
    }
  }
  // A target the window cannot reach at this volatility is not offered (the floor is the table's):
  // said before the break-even, which such a call rarely clears, because it is the reason why.
  const reach = outOfReachReason(randomWalk, table);
  if ((recommendation === "BUY" || recommendation === "SELL") && reach) {
    recommendation = "WAIT";
    decisionReason = reach;
  }
  // Calibration can pull a rate that beat its break-even below it: the shown figure decides.
  const belowBreakEven = calibratedEdgeReason(successProbability, plan.levels.riskRewardRatio);
  if ((recommendation === "BUY" || recommendation === "SELL") && belowBreakEven) {
    recommendation = "WAIT";
    decisionReason = belowBreakEven;
  }
  // Where the rules lost money out of sample for this asset class and style (npm run eval:history),
  // the product says so and waits rather than presenting a trade.
  const classGate = noEdgeReason(instrument.type, input.investmentType, table);
  if ((recommendation === "BUY" || recommendation === "SELL") && classGate) {
    recommendation = "WAIT";
    decisionReason = classGate;
  }
  // A direction the checks kept by cross-validation do not confirm waits, and says which check.
  const unconfirmed = directionCheckReason(direction, features, table);
  if ((recommendation === "BUY" || recommendation === "SELL") && unconfirmed) {
    recommendation = "WAIT";
    decisionReason = unconfirmed;
  }
  if (!run.summary.sufficient) {
    warnings.push(
      `Only ${run.summary.trades} comparable trades in this symbol's history: too few to measure an edge, so the analysis waits.`,
    );
  }
  const patterns = input.light ? [] : currentPatterns(candles, series, tf.horizonBars);

  return {
    instrument,
    quote,
    timeframe: tf,
    candles,
    indicators,
    trend,
    higherTrend: higherTrend ?? null,
    support,
    resistance,
    signal: scored.signal,
    signalScore: scored.score,
    signalReasons: scored.reasons,
    recommendation,
    decisionReason,
    plan,
    goalAmount,
    successProbability,
    backtestProbability,
    backtestBasis,
    randomWalkProbability: randomWalk,
    tp1Probability: run.tp1HitRate,
    backtest: run.summary,
    features,
    patterns,
    multiTimeframe: mtf,
    warnings,
  };
}

/** Budget currency per unit of `from`; 1 when they match or no rate is known (and we say so). */
async function conversion(market: MarketData, from: string, to: string, warnings: string[]): Promise<number> {
  if (!from || from === to) return 1;
  try {
    const [direct] = await market.forex([`${from}/${to}`]);
    if (direct?.rate > 0) return direct.rate;
    const [inverse] = await market.forex([`${to}/${from}`]);
    if (inverse?.rate > 0) return 1 / inverse.rate;
  } catch {
    // fall through to the warning below
  }
  warnings.push(`No ${from}/${to} rate was available: amounts in ${from} are treated as ${to}.`);
  return 1;
}
