import type { Candle, DataSource, Interval } from "@/lib/providers/market/types";
import type { ExitReason } from "./replay";
import type { TradeType } from "./schemas";

// POST /api/trade-simulator's answer: the spec's fields (part 1 section 3) first, then what the
// result card needs to draw the replayed trade. Shared by the service and the dashboard card.
export type SimulationResponse = {
  success: boolean;
  result: "WIN" | "LOSS" | "open";
  /** Money made (0 unless positive), leverage included; unrealised for an open trade. */
  profit: number;
  /** Money lost as a positive number (0 unless negative). */
  loss: number;
  /** Human text, e.g. "2h 15m". */
  duration: string;
  durationMinutes: number;
  rrRatio: number;
  /** Maximum adverse excursion while in the trade, % of the investment, leverage included. */
  drawdown: number;
  aiFeedback: string;
  feedbackSource: "rules" | "ai";
  /** Why the rule-based text stands although an AI coach is configured (it failed or timed out). */
  feedbackNote?: string;
  message: string;
  id: string;
  ticker: string;
  tradeType: TradeType;
  direction: "long" | "short";
  returnPct: number;
  interval: Interval | null;
  source: DataSource;
  levels: { entry: number; stopLoss: number; takeProfit: number };
  entry: { time: number; price: number } | null;
  exit: { time: number; price: number; reason: ExitReason; gap: boolean } | null;
  markPrice: number | null;
  candles: Candle[];
};
