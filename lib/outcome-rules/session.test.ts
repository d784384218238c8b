import { callWindowMs, closesAtSessionEnd, sessionEndIndex, sessionLeftMs, SESSION_BREAK_MS } from "./session";
import type { Candle } from "@/lib/providers/market/types";

const FIVE_MIN = 5 * 60_000;
const bar = (ms: number): Candle => ({ time: ms / 1000, open: 1, high: 1, low: 1, close: 1, volume: 0 });
/** Bars every five minutes from `startMs`, `count` of them. */
const run = (startMs: number, count: number) => Array.from({ length: count }, (_, i) => bar(startMs + i * FIVE_MIN));

describe("the session a call is made in", () => {
  it("ends at the overnight pause: the first bar of the next day is where it stops", () => {
    const day1 = run(Date.UTC(2026, 0, 5, 14, 30), 78); // 14:30-20:55 UTC
    const day2 = run(Date.UTC(2026, 0, 6, 14, 30), 10);
    expect(sessionEndIndex([...day1, ...day2], 10, FIVE_MIN)).toBe(78);
  });

  it("never ends for a market that trades around the clock", () => {
    const bars = run(Date.UTC(2026, 0, 5), 600);
    expect(sessionEndIndex(bars, 0, FIVE_MIN)).toBe(600);
  });

  it("treats a missing bar or two as the same session, and a lunch break as an end", () => {
    const morning = run(Date.UTC(2026, 0, 5, 0, 0), 30);
    const gapOfTwoBars = run(Date.UTC(2026, 0, 5, 2, 40), 12); // two 5-minute bars missing
    const afternoon = run(Date.UTC(2026, 0, 5, 2, 40) + 12 * FIVE_MIN + SESSION_BREAK_MS + FIVE_MIN, 5);
    const bars = [...morning, ...gapOfTwoBars, ...afternoon];
    expect(sessionEndIndex(bars, 0, FIVE_MIN)).toBe(42);
  });

  it("starts counting at the bar given, not at the first", () => {
    const day1 = run(Date.UTC(2026, 0, 5, 14, 30), 20);
    const day2 = run(Date.UTC(2026, 0, 6, 14, 30), 20);
    expect(sessionEndIndex([...day1, ...day2], 25, FIVE_MIN)).toBe(40);
  });

  it("applies to scalping and intraday calls only", () => {
    expect(["scalping", "intraday", "swing", "position", "medium"].filter(closesAtSessionEnd)).toEqual([
      "scalping",
      "intraday",
    ]);
  });
});

describe("the time a call has before its session closes", () => {
  const day1 = run(Date.UTC(2026, 0, 5, 14, 30), 78); // 14:30-21:00 UTC
  const day2 = run(Date.UTC(2026, 0, 6, 14, 30), 40); // up to 17:50

  it("is the rest of today's session during the session", () => {
    expect(sessionLeftMs([...day1, ...day2], Date.UTC(2026, 0, 6, 18, 0), FIVE_MIN)).toBe(3 * 3_600_000);
  });

  it("is a whole session when the market is shut", () => {
    expect(sessionLeftMs([...day1, ...day2], Date.UTC(2026, 0, 6, 23, 0), FIVE_MIN)).toBe(6.5 * 3_600_000);
  });

  it("is unknown for a market whose bars never pause", () => {
    expect(sessionLeftMs(run(Date.UTC(2026, 0, 5), 600), Date.UTC(2026, 0, 6), FIVE_MIN)).toBeNull();
  });
});

describe("the window a call really has", () => {
  const day1 = run(Date.UTC(2026, 0, 5, 14, 30), 78);
  const day2 = run(Date.UTC(2026, 0, 6, 14, 30), 40);
  const bars = [...day1, ...day2];
  const at = Date.UTC(2026, 0, 6, 18, 0);

  it("is cut at the session's close for scalping and intraday calls", () => {
    expect(callWindowMs("scalping", bars, at, FIVE_MIN)).toBe(3 * 3_600_000);
  });

  it("is the style's whole window for longer styles, and on markets that never close", () => {
    expect(callWindowMs("swing", bars, at, FIVE_MIN)).toBe(21 * 86_400_000);
    expect(callWindowMs("scalping", run(Date.UTC(2026, 0, 5), 600), at, FIVE_MIN)).toBe(86_400_000);
  });
});
