import type { Candle } from "@/lib/providers/market/types";
import { resolveCall, type Call } from "./resolve";

// Scalping calls replay on 5-minute bars and close with their session: a stop left over the night
// would fill at the next open, however far beyond it that is.
const FIVE_MIN = 5 * 60_000;
const OPEN_DAY1 = Date.UTC(2026, 0, 5, 14, 30);
const OPEN_DAY2 = Date.UTC(2026, 0, 6, 14, 30);
const flat = (ms: number, price: number): Candle => ({
  time: ms / 1000,
  open: price,
  high: price + 0.1,
  low: price - 0.1,
  close: price,
  volume: 1000,
});
const session = (openMs: number, prices: number[]) => prices.map((p, i) => flat(openMs + i * FIVE_MIN, p));

const scalp: Call = {
  direction: "BUY",
  entry: 100,
  stop: 99,
  target: 102,
  createdAt: new Date(OPEN_DAY1 + 60 * FIVE_MIN),
  investmentType: "scalping",
};
const lastHour = session(OPEN_DAY1 + 60 * FIVE_MIN, [100, 100.2, 100.4, 100.3, 100.5, 100.6]);
const nextMorningGapDown = session(OPEN_DAY2, [90, 90.5, 91]);
const later = new Date(OPEN_DAY2 + 86_400_000);

describe("a scalping call at the end of its session", () => {
  it("closes at the session's last close instead of riding the overnight gap through its stop", () => {
    const out = resolveCall(scalp, [...lastHour, ...nextMorningGapDown], later);
    expect(out.status).toBe("expired");
    expect(out.exitPrice).toBe(100.6);
    expect(out.resolvedAt).toEqual(new Date(lastHour[lastHour.length - 1].time * 1000 + FIVE_MIN));
  });

  it("stays open overnight until the next session's first bar shows the session has ended", () => {
    const out = resolveCall(scalp, lastHour, new Date(OPEN_DAY1 + 80 * FIVE_MIN));
    expect(out.status).toBe("open");
  });

  it("still wins or loses inside the session as any call does", () => {
    const hit = session(OPEN_DAY1 + 60 * FIVE_MIN, [100, 101, 102.5]);
    expect(resolveCall(scalp, [...hit, ...nextMorningGapDown], later).status).toBe("win");
  });

  it("leaves a swing call to ride the gap: only scalping and intraday calls close with the session", () => {
    const swing: Call = { ...scalp, investmentType: "swing" };
    const hourly = [0, 1, 2].map((i) => flat(OPEN_DAY1 + i * 3_600_000, 100));
    const nextDay = [0, 1].map((i) => ({ ...flat(OPEN_DAY2 + i * 3_600_000, 90) }));
    expect(resolveCall(swing, [...hourly, ...nextDay], later).status).toBe("loss");
  });

  it("runs the whole window on a market that never closes", () => {
    const allDay = Array.from({ length: 300 }, (_, i) => flat(OPEN_DAY1 + 60 * FIVE_MIN + i * FIVE_MIN, 100));
    const out = resolveCall(scalp, allDay, later);
    expect(out.status).toBe("expired");
    expect(out.resolvedAt).toEqual(new Date(allDay[0].time * 1000 + 86_400_000));
  });
});
