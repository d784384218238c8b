import type { Candle } from "@/lib/providers/market/types";
import { directionFor, findCrossing, findMove } from "./crossing";

const bar = (time: number, open: number, high: number, low: number, close: number): Candle => ({
  time,
  open,
  high,
  low,
  close,
  volume: 0,
});

describe("findCrossing", () => {
  it("fires at the level on a bar that trades through it", () => {
    const bars = [bar(60, 1.08, 1.081, 1.079, 1.08), bar(120, 1.08, 1.0935, 1.08, 1.09)];
    const r = findCrossing(bars, { level: 1.093, direction: "above", armed: true });
    expect(r.crossing).toEqual({ price: 1.093, at: new Date(120_000), barTime: 120 });
  });

  it("fires on a touch: a low exactly at a level below", () => {
    const r = findCrossing([bar(60, 1.085, 1.086, 1.081, 1.083)], { level: 1.081, direction: "below", armed: true });
    expect(r.crossing?.price).toBe(1.081);
  });

  it("does not fire when the price stops short of the level", () => {
    const r = findCrossing([bar(60, 1.085, 1.086, 1.0811, 1.083)], { level: 1.081, direction: "below", armed: true });
    expect(r.crossing).toBeNull();
  });

  it("fires at the open of a bar that gaps through the level (the first price traded there)", () => {
    const bars = [bar(60, 1.085, 1.086, 1.084, 1.085), bar(120, 1.078, 1.079, 1.075, 1.076)];
    const r = findCrossing(bars, { level: 1.081, direction: "below", armed: true });
    expect(r.crossing).toEqual({ price: 1.078, at: new Date(120_000), barTime: 120 });
  });

  it("fires both alerts when one bar reaches a level above and a level below", () => {
    const wide = [bar(60, 1.085, 1.094, 1.08, 1.085)];
    expect(findCrossing(wide, { level: 1.093, direction: "above", armed: true }).crossing?.price).toBe(1.093);
    expect(findCrossing(wide, { level: 1.081, direction: "below", armed: true }).crossing?.price).toBe(1.081);
  });

  it("a fired re-arming alert waits for a bar back on its starting side", () => {
    const w = { level: 100, direction: "above" as const, armed: false };
    const stillAbove = findCrossing([bar(60, 101, 102, 100.5, 101)], w);
    expect(stillAbove).toEqual({ crossing: null, armed: false });
    const r = findCrossing([bar(60, 99, 99.5, 98, 99), bar(120, 99, 100.2, 99, 100)], w);
    expect(r.crossing?.barTime).toBe(120);
  });

  it("chooses the side from the price when the alert is made", () => {
    expect(directionFor(1.093, 1.085)).toBe("above");
    expect(directionFor(1.081, 1.085)).toBe("below");
  });
});

describe("findMove", () => {
  it("fires on the first bar 2% or more away from the day's first open", () => {
    const bars = [bar(0, 100, 101, 99.5, 100.5), bar(60, 100.5, 101.9, 100, 101), bar(120, 101, 102.1, 101, 102)];
    expect(findMove(bars, 2, 0, 0)).toEqual({ price: 102.1, at: new Date(120_000), barTime: 120 });
    expect(findMove(bars, 2, 0, 180)).toBeNull();
  });

  it("counts a fall as a move", () => {
    expect(findMove([bar(0, 100, 100, 97, 97.5)], 3, 0, 0)?.price).toBe(97);
  });
});
