import { ATR } from "trading-signals";
import type { Candle } from "@/lib/providers/market/types";
import type { ReplayOutcome } from "./replay";
import type { TradeType } from "./schemas";
import { formatDuration, TRADE_TYPE_PROFILES } from "./trade-types";

// The offline coach: a few rules a trading mentor would apply to any simulated trade. It judges the
// plan (stop against the market's normal range, reward/risk, leverage) and the result (holding
// time against the trade type's typical duration, gaps, liquidation). Thresholds are ordinary
// risk-management rules of thumb, stated next to each rule.
export type CoachInput = {
  tradeType: TradeType;
  entry: number;
  stop: number;
  target: number;
  leverage: number;
  /** Average true range of the bars before the entry (no look-ahead), or null when too few bars. */
  atr: number | null;
  outcome: ReplayOutcome;
};

/** ATR(14) over the bars that closed before `beforeTime` (Unix seconds). */
export function atrBefore(candles: Candle[], beforeTime: number, period = 14): number | null {
  const atr = new ATR(period);
  let value: number | null = null;
  for (const c of candles) {
    if (c.time >= beforeTime) break;
    const v = atr.add({ high: c.high, low: c.low, close: c.close });
    if (typeof v === "number" && Number.isFinite(v)) value = v;
  }
  return value;
}

export function coachFeedback(input: CoachInput): string[] {
  const { tradeType, entry, stop, leverage, atr, outcome } = input;
  const profile = TRADE_TYPE_PROFILES[tradeType];
  const notes: string[] = [];
  const riskPct = (Math.abs(entry - stop) / entry) * 100;
  const name = profile.label.toLowerCase();
  const kind = `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;

  // Stop against the normal range: inside half an ATR is noise, beyond 3 ATR risks too much per trade.
  if (atr && atr > 0) {
    const stopAtr = Math.abs(entry - stop) / atr;
    const where = `${stopAtr.toFixed(1)}x the average true range (ATR ${fmt(atr)}) of the bars before entry`;
    if (stopAtr < 0.5)
      notes.push(
        `Your stop sat ${where}: inside normal noise, so ordinary swings can stop you out. Give it at least 1x ATR or reduce the size.`,
      );
    else if (stopAtr > 3)
      notes.push(
        `Your stop sat ${where}: wide for ${kind} trade. Consider a tighter structural stop and a smaller loss per trade.`,
      );
    else notes.push(`Your stop sat ${where}: a sensible distance from normal price noise.`);
  }

  // Reward/risk: below 1 needs a high win rate to pay; 2 or more lets a minority of winners carry the book.
  const rr = outcome.rrRatio;
  if (rr < 1)
    notes.push(
      `Reward/risk was ${rr.toFixed(2)}: you risked more than you aimed to make, so you need to win well over half of such trades just to break even.`,
    );
  else if (rr < 2)
    notes.push(
      `Reward/risk was ${rr.toFixed(2)}: acceptable, though a target of at least 2x the risk makes losing streaks easier to absorb.`,
    );
  else if (rr > 5)
    notes.push(
      `Reward/risk was ${rr.toFixed(2)}: the target is ambitious for ${kind} trade, so expect it to be reached rarely.`,
    );
  else notes.push(`Reward/risk was ${rr.toFixed(2)}: a healthy ratio.`);

  // Leverage: the loss at the stop on the money put up; beyond 5x a normal stop costs a large share.
  const lossAtStop = Math.min(100, riskPct * leverage);
  if (outcome.exit?.reason === "liquidation") {
    notes.push(
      `At ${leverage}x leverage the position was liquidated before your stop: a ${(100 / leverage).toFixed(2)}% move wipes out the margin. Lower the leverage or tighten the stop.`,
    );
  } else if (leverage > 20) {
    notes.push(
      `Leverage of ${leverage}x turns the ${riskPct.toFixed(2)}% stop distance into a ${lossAtStop.toFixed(0)}% loss of the investment: very aggressive.`,
    );
  } else if (leverage > 5) {
    notes.push(
      `Leverage of ${leverage}x means the stop would cost ${lossAtStop.toFixed(0)}% of the investment; keep the loss per trade to a few percent of your account.`,
    );
  } else if (leverage > 1) {
    notes.push(
      `Leverage of ${leverage}x is moderate; the stop would cost ${lossAtStop.toFixed(1)}% of the investment.`,
    );
  }

  if (!outcome.filled) return notes;

  // Holding time against the trade type's typical duration (spec part 1 section 9).
  const held = formatDuration(outcome.minutes);
  const { min, max } = profile.typicalMinutes;
  if (outcome.result === "open") {
    if (outcome.minutes > max)
      notes.push(
        `The trade has been open ${held}, longer than a typical ${profile.label.toLowerCase()} trade (${profile.typicalText}). Decide whether the idea still holds or close it.`,
      );
    else
      notes.push(
        `The trade has been open ${held}; a typical ${profile.label.toLowerCase()} trade lasts ${profile.typicalText}.`,
      );
  } else if (outcome.minutes > max) {
    notes.push(
      `It took ${held} to resolve, longer than a typical ${profile.label.toLowerCase()} trade (${profile.typicalText}): the levels may suit a longer trade type.`,
    );
  } else if (outcome.minutes < min) {
    notes.push(
      `It resolved within ${held}, faster than a typical ${profile.label.toLowerCase()} trade (${profile.typicalText}): the levels may be too close for this timeframe.`,
    );
  } else {
    notes.push(
      `It resolved in ${held}, in line with a typical ${profile.label.toLowerCase()} trade (${profile.typicalText}).`,
    );
  }

  if (outcome.exit?.gap && outcome.exit.reason !== "target") {
    notes.push(
      `Price gapped through your stop and filled at ${fmt(outcome.exit.price)}: stops do not protect against gaps, so size positions for that risk.`,
    );
  }
  if (outcome.result === "WIN" && outcome.drawdownPct >= 50) {
    notes.push(
      `A win, but the trade went ${outcome.drawdownPct.toFixed(0)}% against the investment first: with less room it would have been a loss.`,
    );
  }
  if (outcome.result === "LOSS" && rr >= 1.5 && outcome.exit?.reason === "stop") {
    notes.push("The plan was sound even though this one lost: judge the setup over many trades, not one.");
  }
  return notes;
}

const fmt = (v: number) => Number(v.toPrecision(6)).toString();
