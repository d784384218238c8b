import { hitRateSentence, MIN_VERIFIED_CASES } from "./hit-rate-text";
import { wilsonInterval } from "./wilson";

describe("wilsonInterval", () => {
  it("matches the textbook 95% interval", () => {
    // 54% of 212 (114.48 -> 114 successes): Wilson 95% ~ 47.0-60.4
    expect(wilsonInterval(114, 212)).toEqual({ cases: 212, successes: 114, rate: 53.8, low: 47.1, high: 60.4 });
    expect(wilsonInterval(0, 10)).toMatchObject({ rate: 0, low: 0, high: 27.8 });
    expect(wilsonInterval(10, 10)).toMatchObject({ rate: 100, low: 72.2, high: 100 });
  });

  it("has no rate without cases", () => {
    expect(wilsonInterval(0, 0)).toEqual({ cases: 0, successes: 0, rate: null, low: null, high: null });
  });
});

describe("hitRateSentence", () => {
  const record = (successes: number, cases: number) => ({ interval: "1d", ...wilsonInterval(successes, cases) });

  it("states rate, sample size and interval from 30 verified cases", () => {
    expect(MIN_VERIFIED_CASES).toBe(30);
    expect(hitRateSentence(record(114, 212))).toBe(
      "On the daily chart this pattern reached its target in 54% of 212 verified cases, 95% CI 47-60%.",
    );
    expect(hitRateSentence(record(15, 30))).toBe(
      "On the daily chart this pattern reached its target in 50% of 30 verified cases, 95% CI 33-67%.",
    );
  });

  it("says the sample is too small below 30, without a rate", () => {
    const text = hitRateSentence(record(15, 29));
    expect(text).toBe(
      "On the daily chart this pattern has 29 verified cases so far: the sample is too small to state a hit rate (30 needed).",
    );
    expect(text).not.toMatch(/%/);
  });
});
