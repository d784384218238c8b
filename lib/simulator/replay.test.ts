import type { Candle } from "@/lib/providers/market/types";
import { replayTrade, type ReplayInput } from "./replay";

// Hand-made 5-minute bars starting at T0; `bars` are [open, high, low, close].
const T0 = Date.UTC(2026, 0, 5, 14, 0) / 1000;
const STEP = 300;
const series = (bars: [number, number, number, number][]): Candle[] =>
  bars.map(([open, high, low, close], k) => ({ time: T0 + k * STEP, open, high, low, close, volume: 1000 }));

const long = (candles: Candle[], over: Partial<ReplayInput> = {}): ReplayInput => ({
  candles,
  startMs: T0 * 1000,
  intervalMs: STEP * 1000,
  entry: 100,
  stop: 98,
  target: 104,
  investment: 1000,
  leverage: 1,
  now: new Date((T0 + 100 * STEP) * 1000),
  ...over,
});

describe("replayTrade", () => {
  it("loses at the stop when the stop is touched first", () => {
    const out = replayTrade(
      long(
        series([
          [100, 100.5, 99.5, 100],
          [100, 100.2, 97.9, 98.5],
          [98.5, 105, 98.2, 104.5],
        ]),
      ),
    );
    expect(out).toMatchObject({ direction: "long", result: "LOSS", exit: { price: 98, reason: "stop", gap: false } });
    expect(out.pnl).toBe(-20); // 2% of 1000
    expect(out.minutes).toBe(5);
    expect(out.rrRatio).toBe(2);
  });

  it("wins at the target when the target is touched first", () => {
    const out = replayTrade(
      long(
        series([
          [100, 100.5, 99.5, 100],
          [100, 102, 99, 101.5],
          [101.5, 104.2, 101, 104],
          [104, 104, 90, 91],
        ]),
      ),
    );
    expect(out).toMatchObject({ result: "WIN", exit: { price: 104, reason: "target" } });
    expect(out.pnl).toBe(40);
    expect(out.minutes).toBe(10);
    // the deepest dip before the exit was 99, 1% below entry
    expect(out.drawdownPct).toBe(1);
  });

  it("counts a bar touching both levels as a loss (stop first)", () => {
    const out = replayTrade(
      long(
        series([
          [100, 100.5, 99.5, 100],
          [100, 104.5, 97.5, 101],
        ]),
      ),
    );
    expect(out.result).toBe("LOSS");
    expect(out.exit?.price).toBe(98);
  });

  it("fills a gap through the stop at the bar's open, not at the stop", () => {
    const out = replayTrade(
      long(
        series([
          [100, 100.5, 99.5, 100],
          [100, 100.4, 99.6, 99.8],
          [96, 97, 95, 96.5],
        ]),
      ),
    );
    expect(out).toMatchObject({ result: "LOSS", exit: { price: 96, reason: "stop", gap: true } });
    expect(out.pnl).toBe(-40);
  });

  it("stays open when neither level is touched by now, marked at the last close", () => {
    const out = replayTrade(
      long(
        series([
          [100, 100.5, 99.5, 100],
          [100, 101, 99, 101],
          [101, 102, 100, 102],
        ]),
      ),
    );
    expect(out).toMatchObject({ result: "open", filled: true, exit: null, markPrice: 102, pnl: 20, returnPct: 2 });
  });

  it("ignores bars that have not closed at `now` (no look-ahead)", () => {
    const bars = series([
      [100, 100.5, 99.5, 100],
      [100, 101, 99, 101],
      [101, 105, 100, 104.5],
    ]);
    const now = new Date((T0 + 2 * STEP + 60) * 1000); // the third bar is still forming
    expect(replayTrade(long(bars, { now })).result).toBe("open");
  });

  it("ignores bars before the trade start and waits for the entry price to trade", () => {
    const bars = series([
      [90, 110, 85, 100],
      [103, 103.5, 102, 103],
      [103, 103, 99.8, 100.2],
      [100.2, 104.1, 100, 104],
    ]);
    const out = replayTrade(long(bars, { startMs: (T0 + STEP) * 1000 }));
    expect(out.entryTime).toBe(T0 + 2 * STEP);
    expect(out.result).toBe("WIN");
  });

  it("reports an unfilled order when the entry price never trades", () => {
    const out = replayTrade(
      long(
        series([
          [110, 112, 109, 111],
          [111, 113, 110, 112],
        ]),
      ),
    );
    expect(out).toMatchObject({ filled: false, result: "open", pnl: 0 });
  });

  it("mirrors a SELL: target below entry, stop above", () => {
    const bars = series([
      [100, 100.5, 99.5, 100],
      [100, 100.8, 98, 98.5],
      [98.5, 99, 95.9, 96],
    ]);
    const out = replayTrade(long(bars, { stop: 102, target: 96 }));
    expect(out).toMatchObject({ direction: "short", result: "WIN", exit: { price: 96 } });
    expect(out.pnl).toBe(40);
    expect(out.drawdownPct).toBe(0.8);
    const stopped = replayTrade(
      long(
        series([
          [100, 100.5, 99.5, 100],
          [100, 102.5, 99, 102],
        ]),
        { stop: 102, target: 96 },
      ),
    );
    expect(stopped).toMatchObject({ result: "LOSS", pnl: -20 });
  });

  it("multiplies P&L and drawdown by leverage", () => {
    const bars = series([
      [100, 100.5, 99.5, 100],
      [100, 102, 99, 101.5],
      [101.5, 104.2, 101, 104],
    ]);
    const out = replayTrade(long(bars, { leverage: 10 }));
    expect(out.pnl).toBe(400);
    expect(out.returnPct).toBe(40);
    expect(out.drawdownPct).toBe(10);
  });

  it("liquidates before a stop placed beyond the margin, losing the whole investment", () => {
    // leverage 50 on a long at 100 is liquidated at 98; the stop at 97 is never reached first
    const bars = series([
      [100, 100.5, 99.5, 100],
      [100, 100.2, 97.5, 97.8],
    ]);
    const out = replayTrade(long(bars, { leverage: 50, stop: 97 }));
    expect(out).toMatchObject({
      result: "LOSS",
      exit: { reason: "liquidation", price: 98 },
      pnl: -1000,
      drawdownPct: 100,
    });
  });
});
