import type { Candle } from "@/lib/providers/market/types";
import { verificationLevels } from "./levels";
import { verifyPattern, type VerifyInput } from "./verify";

// Hourly bars from a pinned detection time; each test builds the path it needs.
const T0 = Date.UTC(2026, 0, 5, 10); // Monday 10:00 UTC
const H = 3_600_000;
const bar = (i: number, high: number, low: number, close = (high + low) / 2): Candle => ({
  time: (T0 + i * H) / 1000,
  open: close,
  high,
  low,
  close,
  volume: 1,
});
const flat = (from: number, n: number, around = 100) =>
  Array.from({ length: n }, (_, k) => bar(from + k, around + 0.5, around - 0.5));

const long: VerifyInput = {
  direction: "BULLISH",
  price: 100,
  levels: { target: 104, invalidation: 98, fallback: false },
  interval: "1h",
  detectedAt: new Date(T0),
};
const short: VerifyInput = {
  ...long,
  direction: "BEARISH",
  levels: { target: 96, invalidation: 102, fallback: false },
};
const at = (hours: number) => new Date(T0 + hours * H);

describe("verifyPattern", () => {
  it("counts a success when the target is reached before the invalidation", () => {
    const candles = [...flat(0, 5), bar(5, 104.2, 100), bar(6, 101, 97)];
    const v = verifyPattern(long, candles, at(30));
    expect(v).toMatchObject({
      status: "verified",
      outcome: "target",
      targetReached: true,
      maxFavorable: 4.2,
      maxAdverse: -0.5,
    });
    if (v.status === "verified") expect(v.decidedBy).toEqual(at(6));
  });

  it("counts a failure when the invalidation comes first, even if the target follows", () => {
    const candles = [...flat(0, 3), bar(3, 100, 97.9), bar(4, 105, 100)];
    expect(verifyPattern(long, candles, at(30))).toMatchObject({
      status: "verified",
      outcome: "invalidated",
      targetReached: false,
      maxAdverse: -2.1,
    });
  });

  it("counts a bar touching both levels as a failure", () => {
    expect(verifyPattern(long, [bar(0, 104.5, 97.5)], at(30))).toMatchObject({
      status: "verified",
      targetReached: false,
      outcome: "invalidated",
    });
    expect(verifyPattern(short, [bar(0, 102.1, 95.9)], at(30))).toMatchObject({
      status: "verified",
      targetReached: false,
    });
  });

  it("mirrors the rules for a bearish pattern", () => {
    expect(verifyPattern(short, [...flat(0, 2), bar(2, 100, 95.5)], at(30))).toMatchObject({
      targetReached: true,
      maxFavorable: 4.5,
    });
    expect(verifyPattern(short, [bar(0, 102, 99)], at(30))).toMatchObject({
      targetReached: false,
      outcome: "invalidated",
    });
  });

  it("judges nothing before 24 hours, even with the target already reached", () => {
    expect(verifyPattern(long, [bar(0, 110, 100)], at(23.9))).toEqual({ status: "pending", reason: "too_recent" });
    expect(verifyPattern(long, [bar(0, 110, 100)], at(24))).toMatchObject({ status: "verified", targetReached: true });
  });

  it("ignores bars from before detection and bars not closed yet", () => {
    const before = bar(-1, 120, 80);
    expect(verifyPattern(long, [before, ...flat(0, 30)], at(30))).toMatchObject({
      status: "pending",
      reason: "window_open",
    });
    // the target bar opens at hour 30 and is still forming at 30:30
    expect(verifyPattern(long, [...flat(0, 30), bar(30, 105, 100)], new Date(T0 + 30.5 * H))).toMatchObject({
      status: "pending",
    });
  });

  it("leaves the pattern pending on missing data", () => {
    expect(verifyPattern(long, [], at(200))).toEqual({ status: "pending", reason: "no_data" });
    // 1h window is 5 days; bars stop after day 2 with nothing reached and nothing proves the rest
    expect(verifyPattern(long, flat(0, 48), at(200))).toEqual({ status: "pending", reason: "no_data" });
  });

  it("fails a pattern that reached neither level within its window, once a later bar proves the window was served", () => {
    const candles = [...flat(0, 5 * 24), bar(5 * 24, 110, 100)];
    expect(verifyPattern(long, candles, at(200))).toMatchObject({
      status: "verified",
      outcome: "expired",
      targetReached: false,
      maxFavorable: 0.5,
    });
  });

  it("starts the window at the first bar after detection (a weekend is not charged)", () => {
    const candles = [...flat(48, 5 * 24), bar(48 + 5 * 24 - 1, 104.5, 100)];
    candles.splice(5 * 24 - 1, 1); // the last in-window bar reaches the target
    expect(verifyPattern(long, candles, at(300))).toMatchObject({ targetReached: true });
  });
});

describe("verificationLevels", () => {
  const lv = (patternType: string, direction: "BULLISH" | "BEARISH" | "NEUTRAL", target: number | null) =>
    verificationLevels({ patternType, direction, price: 100, target, interval: "1d" });

  it("keeps the engine's target and places the invalidation per pattern type", () => {
    expect(lv("bullish_engulfing", "BULLISH", 104)).toEqual({ target: 104, invalidation: 98, fallback: false }); // 2 ATR / 1 ATR
    expect(lv("bearish_engulfing", "BEARISH", 96)).toEqual({ target: 96, invalidation: 102, fallback: false });
    expect(lv("rsi_oversold_bounce", "BULLISH", 104)?.invalidation).toBe(98);
    expect(lv("rsi_overbought_reversal", "BEARISH", 96)?.invalidation).toBe(102);
    expect(lv("golden_cross", "BULLISH", 106)?.invalidation).toBe(98); // 3 ATR / 1 ATR
    expect(lv("death_cross", "BEARISH", 94)?.invalidation).toBe(102);
    expect(lv("breakout", "BULLISH", 105)?.invalidation).toBe(95); // measured move back
    expect(lv("breakdown", "BEARISH", 95)?.invalidation).toBe(105);
    expect(lv("double_bottom", "BULLISH", 110)?.invalidation).toBe(90); // back to the bottoms
    expect(lv("double_top", "BEARISH", 90)?.invalidation).toBe(110);
    expect(lv("some_new_pattern", "BULLISH", 103)?.invalidation).toBe(97);
  });

  it("falls back to the interval's move when the target is missing or on the wrong side", () => {
    expect(lv("breakout", "BULLISH", null)).toEqual({ target: 103, invalidation: 97, fallback: true });
    expect(lv("breakdown", "BEARISH", 101)).toEqual({ target: 97, invalidation: 103, fallback: true });
    expect(
      verificationLevels({ patternType: "breakout", direction: "BULLISH", price: 200, target: null, interval: "5m" }),
    ).toMatchObject({ target: 201, invalidation: 199 });
  });

  it("has nothing to verify for a pattern without direction", () => {
    expect(lv("doji", "NEUTRAL", 100)).toBeNull();
  });
});
