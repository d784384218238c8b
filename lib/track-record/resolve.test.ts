import type { Candle } from "@/lib/providers/market/types";
import { alwaysLong, isValidCall, resolveCall, type Call } from "./resolve";

// Hand-made 1-hour bars (swing calls replay on 1h candles) starting at the call.
const T0 = Date.UTC(2026, 0, 5, 10);
const HOUR = 3_600_000;
const bar = (i: number, open: number, high: number, low: number, close: number): Candle => ({
  time: (T0 + i * HOUR) / 1000,
  open,
  high,
  low,
  close,
  volume: 1000,
});
const buy: Call = {
  direction: "BUY",
  entry: 100,
  stop: 95,
  target: 110,
  createdAt: new Date(T0),
  investmentType: "swing",
};
const sell: Call = {
  direction: "SELL",
  entry: 100,
  stop: 105,
  target: 90,
  createdAt: new Date(T0),
  investmentType: "swing",
};
const later = new Date(T0 + 30 * 86_400_000);

describe("resolveCall", () => {
  it("is a loss when the stop is touched before the target", () => {
    const out = resolveCall(
      buy,
      [bar(0, 100, 102, 99, 101), bar(1, 101, 101, 94, 96), bar(2, 96, 112, 96, 111)],
      later,
    );
    expect(out.status).toBe("loss");
    expect(out.exitPrice).toBe(95);
    expect(out.resolvedAt).toEqual(new Date(T0 + 2 * HOUR));
  });

  it("is a win when the target is touched before the stop", () => {
    const out = resolveCall(
      buy,
      [bar(0, 100, 105, 99, 104), bar(1, 104, 111, 103, 110), bar(2, 110, 110, 90, 91)],
      later,
    );
    expect(out.status).toBe("win");
    expect(out.exitPrice).toBe(110);
    expect(out.maxFavorable).toBeCloseTo(11);
  });

  it("counts a bar touching both stop and target as a loss", () => {
    expect(resolveCall(buy, [bar(0, 100, 111, 94, 100)], later).status).toBe("loss");
    expect(resolveCall(sell, [bar(0, 100, 106, 89, 100)], later).status).toBe("loss");
  });

  it("mirrors the rules for a SELL", () => {
    expect(resolveCall(sell, [bar(0, 100, 101, 95, 96), bar(1, 96, 97, 89, 90)], later).status).toBe("win");
    expect(resolveCall(sell, [bar(0, 100, 106, 99, 104)], later).status).toBe("loss");
  });

  it("fills a gap through the stop at the bar's open", () => {
    const out = resolveCall(buy, [bar(0, 100, 101, 99, 100), bar(1, 90, 92, 88, 91)], later);
    expect(out).toMatchObject({ status: "loss", exitPrice: 90 });
  });

  it("expires when neither level is reached within the window", () => {
    const bars = Array.from({ length: 21 * 24 + 5 }, (_, i) => bar(i, 100, 101, 99, 100.5));
    const out = resolveCall(buy, bars, later);
    expect(out.status).toBe("expired");
    expect(out.exitPrice).toBe(100.5);
    expect(out.resolvedAt).toEqual(new Date(T0 + 21 * 86_400_000));
  });

  it("ignores a hit after the window closed", () => {
    const bars = [bar(0, 100, 101, 99, 100), bar(21 * 24, 100, 120, 100, 119)];
    expect(resolveCall(buy, bars, later).status).toBe("expired");
  });

  it("stays open inside the window when nothing was hit", () => {
    const out = resolveCall(buy, [bar(0, 100, 101, 99, 100)], new Date(T0 + 2 * HOUR));
    expect(out).toMatchObject({ status: "open", resolvedAt: null, exitPrice: null });
  });

  it("never looks at bars before the call or bars not yet closed", () => {
    const before = bar(-1, 100, 120, 80, 100);
    const unfinished = bar(1, 100, 120, 100, 115);
    expect(resolveCall(buy, [before, bar(0, 100, 101, 99, 100), unfinished], new Date(T0 + 1.5 * HOUR)).status).toBe(
      "open",
    );
  });

  it("uses the investment type's window: scalping calls expire after one day", () => {
    const scalp = { ...buy, investmentType: "scalping" };
    const fiveMinute = (i: number): Candle => ({ ...bar(0, 100, 101, 99, 100), time: (T0 + i * 300_000) / 1000 });
    const quiet = Array.from({ length: 300 }, (_, i) => fiveMinute(i));
    expect(resolveCall(scalp, quiet, new Date(T0 + 86_400_000 - 1)).status).toBe("open");
    expect(resolveCall(scalp, quiet, new Date(T0 + 86_400_000))).toMatchObject({ status: "expired", exitPrice: 100 });
  });

  it("starts the window at the first bar after the call (a call made on a closed market)", () => {
    const saturday = { ...buy, createdAt: new Date(T0 - 2 * 86_400_000) };
    const bars = Array.from({ length: 24 * 20 }, (_, i) => bar(i, 100, 101, 99, 100));
    // 21 days after the call but only 19 after the first bar: still open.
    expect(resolveCall(saturday, bars, new Date(T0 + 19 * 86_400_000)).status).toBe("open");
  });

  it("expires a call that never got a single bar, a few days after its window", () => {
    expect(resolveCall(buy, [], new Date(T0 + 22 * 86_400_000)).status).toBe("open");
    expect(resolveCall(buy, [], new Date(T0 + 25 * 86_400_000))).toMatchObject({ status: "expired", exitPrice: null });
  });
});

describe("alwaysLong baseline", () => {
  it("turns a SELL into a BUY with the same distances", () => {
    expect(alwaysLong(sell)).toMatchObject({ direction: "BUY", entry: 100, stop: 95, target: 110 });
    expect(alwaysLong(buy)).toBe(buy);
  });
});

describe("isValidCall", () => {
  it("refuses levels on the wrong side of the entry", () => {
    expect(isValidCall(buy)).toBe(true);
    expect(isValidCall({ ...buy, stop: 101 })).toBe(false);
    expect(isValidCall({ ...sell, target: 101 })).toBe(false);
  });
});
