import { coachFeedback, type CoachInput } from "./coach";
import type { ReplayOutcome } from "./replay";

const outcome = (over: Partial<ReplayOutcome> = {}): ReplayOutcome => ({
  direction: "long",
  result: "WIN",
  filled: true,
  entryTime: 0,
  exit: { time: 3600, price: 104, reason: "target", gap: false },
  markPrice: null,
  pnl: 40,
  returnPct: 4,
  drawdownPct: 1,
  minutes: 60,
  rrRatio: 2,
  barsReplayed: 12,
  ...over,
});
const input = (over: Partial<CoachInput> = {}): CoachInput => ({
  tradeType: "intraday",
  entry: 100,
  stop: 98,
  target: 104,
  leverage: 1,
  atr: 1.5,
  outcome: outcome(),
  ...over,
});
const text = (over: Partial<CoachInput> = {}) => coachFeedback(input(over)).join(" ");

describe("coachFeedback", () => {
  it("compares the stop with the ATR before entry", () => {
    expect(text()).toMatch(/1\.3x the average true range .* sensible distance/);
    expect(text({ atr: 10 })).toMatch(/inside normal noise/);
    expect(text({ atr: 0.5 })).toMatch(/wide for an intraday trade/);
  });

  it("warns about a reward/risk below 1", () => {
    expect(text({ outcome: outcome({ rrRatio: 0.5 }) })).toMatch(/Reward\/risk was 0\.50: you risked more/);
  });

  it("puts high leverage in money terms and explains a liquidation", () => {
    expect(text({ leverage: 25 })).toMatch(/Leverage of 25x turns the 2\.00% stop distance into a 50% loss/);
    const liquidated = outcome({ result: "LOSS", exit: { time: 600, price: 98, reason: "liquidation", gap: false } });
    expect(text({ leverage: 50, stop: 97, outcome: liquidated })).toMatch(/liquidated before your stop: a 2\.00% move/);
  });

  it("judges holding time against the trade type's typical duration", () => {
    expect(text()).toMatch(/in line with a typical intraday trade \(15 minutes to 2 hours\)/);
    expect(text({ outcome: outcome({ minutes: 3 * 1440 }) })).toMatch(/longer than a typical intraday trade/);
    expect(text({ tradeType: "swing", outcome: outcome({ minutes: 30 }) })).toMatch(
      /faster than a typical swing trade \(1-7 days\)/,
    );
  });

  it("names a gap through the stop", () => {
    const gapped = outcome({ result: "LOSS", pnl: -40, exit: { time: 600, price: 96, reason: "stop", gap: true } });
    expect(text({ outcome: gapped })).toMatch(/gapped through your stop and filled at 96/);
  });
});
