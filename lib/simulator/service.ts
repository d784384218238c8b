import "server-only";
import type { User } from "@/lib/auth/tables";
import type { Db } from "@/lib/db/client";
import { logActivity } from "@/lib/auth/activity-log";
import type { MarketData } from "@/lib/providers/market/types";
import { atrBefore, coachFeedback } from "./coach";
import { chartWindow } from "./chart-window";
import { loadReplayCandles } from "./load-candles";
import { outcomeMessage, unfilledMessage } from "./messages";
import { formatUsd } from "@/lib/format/price";
import { replayTrade } from "./replay";
import { tradeStart, type SimulatorRequest } from "./schemas";
import { simulations } from "./tables";
import { INTERVAL_MS } from "@/lib/providers/market/candles";
import { formatDuration } from "./trade-types";
import type { SimulationResponse } from "./types";

export type CoachWriter = (facts: {
  input: SimulatorRequest;
  summary: string;
  rules: string[];
  /** Prices the replay used, the only ones the coach's text may name. */
  prices: number[];
}) => Promise<string | null>;

// Shown beside the rule-based text when an AI coach was configured but gave no usable answer.
export const AI_COACH_OFFLINE = "The AI coach did not answer; this is the rule-based coach.";

type RunArgs = {
  db: Db;
  user: User;
  input: SimulatorRequest;
  now: Date;
  market: MarketData;
  /** Optional AI coach; its answer replaces the rules' text only when it returns one. */
  aiCoach?: CoachWriter;
};

/** Replays the trade on the market's candles, writes the coach's feedback, saves the run. */
export async function runSimulation({ db, user, input, now, market, aiCoach }: RunArgs): Promise<SimulationResponse> {
  const instrument = await market.resolve(input.ticker);
  const symbol = instrument.symbol;
  const start = tradeStart(input.tradeDate);
  const base = {
    id: "",
    ticker: symbol,
    tradeType: input.tradeType,
    direction: input.takeProfit > input.entryPrice ? "long" : "short",
    source: market.source,
    levels: { entry: input.entryPrice, stopLoss: input.stopLoss, takeProfit: input.takeProfit },
  } as const;

  const loaded = await loadReplayCandles(market, symbol, input.tradeType, start, now);
  if (!loaded) {
    return save(db, user, input, {
      ...base,
      ...empty(input),
      success: false,
      interval: null,
      candles: [],
      message: `No market data for ${symbol} from ${input.tradeDate}: the simulation needs candles after the trade date.`,
    });
  }

  const { interval, candles, end } = loaded;
  const outcome = replayTrade({
    candles,
    startMs: start.getTime(),
    intervalMs: INTERVAL_MS[interval],
    entry: input.entryPrice,
    stop: input.stopLoss,
    target: input.takeProfit,
    investment: input.investmentAmount,
    leverage: input.leverage,
    now: end,
  });
  const atr = atrBefore(candles, outcome.entryTime ?? Math.floor(start.getTime() / 1000));
  const rules = coachFeedback({
    tradeType: input.tradeType,
    entry: input.entryPrice,
    stop: input.stopLoss,
    target: input.takeProfit,
    leverage: input.leverage,
    atr,
    outcome,
  });

  if (!outcome.filled) {
    const after = candles.filter((c) => c.time * 1000 >= start.getTime());
    const range = after.length
      ? { low: Math.min(...after.map((c) => c.low)), high: Math.max(...after.map((c) => c.high)) }
      : null;
    return save(db, user, input, {
      ...base,
      ...empty(input),
      success: false,
      interval,
      rrRatio: outcome.rrRatio,
      aiFeedback: rules.join(" "),
      message: unfilledMessage(symbol, input.entryPrice, start, end, range),
      candles: chartWindow(after, null, null),
    });
  }

  const message = outcomeMessage(symbol, outcome, end);
  const prices = [input.entryPrice, input.stopLoss, input.takeProfit, outcome.exit?.price, outcome.markPrice];
  const written = aiCoach
    ? await aiCoach({ input, summary: message, rules, prices: prices.filter((p): p is number => p != null) }).catch(
        () => null,
      )
    : null;
  return save(db, user, input, {
    ...base,
    success: true,
    result: outcome.result,
    profit: Math.max(0, outcome.pnl),
    loss: Math.max(0, -outcome.pnl),
    duration: formatDuration(outcome.minutes),
    durationMinutes: Math.round(outcome.minutes),
    rrRatio: outcome.rrRatio,
    drawdown: outcome.drawdownPct,
    returnPct: outcome.returnPct,
    aiFeedback: written ?? rules.join(" "),
    feedbackSource: written ? "ai" : "rules",
    ...(aiCoach && !written ? { feedbackNote: AI_COACH_OFFLINE } : {}),
    message,
    interval,
    entry: { time: outcome.entryTime!, price: input.entryPrice },
    exit: outcome.exit,
    markPrice: outcome.markPrice,
    candles: chartWindow(candles, outcome.entryTime, outcome.exit?.time ?? null),
  });
}

function empty(input: SimulatorRequest) {
  return {
    result: "open" as const,
    profit: 0,
    loss: 0,
    duration: formatDuration(0),
    durationMinutes: 0,
    rrRatio:
      Math.round((Math.abs(input.takeProfit - input.entryPrice) / Math.abs(input.entryPrice - input.stopLoss)) * 100) /
      100,
    drawdown: 0,
    returnPct: 0,
    aiFeedback: "",
    feedbackSource: "rules" as const,
    entry: null,
    exit: null,
    markPrice: null,
  };
}

/** Stores the run (without the chart's candles) and an activity row; returns it with its id. */
async function save(
  db: Db,
  user: User,
  input: SimulatorRequest,
  response: SimulationResponse,
): Promise<SimulationResponse> {
  const { candles, ...stored } = response;
  const [row] = await db
    .insert(simulations)
    .values({ userId: user.id, request: input, result: stored })
    .returning({ id: simulations.id });
  const pnl =
    response.profit > 0
      ? `+${formatUsd(response.profit)}`
      : response.loss > 0
        ? `-${formatUsd(response.loss)}`
        : formatUsd(0);
  const what = response.success ? `${response.result} ${pnl}` : "not filled";
  await logActivity(
    db,
    user.id,
    "simulation",
    `Simulated a ${response.direction} ${response.ticker} ${input.tradeType} trade from ${input.tradeDate}: ${what}`,
  );
  return { ...response, id: row.id, candles };
}
