// The market authenticity probe judges a quote's age from the market's own moment: a demo server
// pinned in the past (DEMO_MARKET_NOW) is consistent, the same stale quote on a live feed is not.
import { demoMarketAt } from "@/lib/providers/market/demo";
import { probeMarket } from "./market-authenticity";

const DAY = 86_400_000;
const pinned = new Date("2026-11-18T15:30:00Z");
const now = new Date(pinned.getTime() + 30 * DAY);

describe("probeMarket", () => {
  it("finds a market pinned a month ago consistent at its own moment", async () => {
    const probe = await probeMarket(demoMarketAt(pinned), now);
    expect(probe.success).toBe(true);
    expect(probe.consistent).toBe(true);
  });

  it("finds the same month-old quote stale on a market that is not pinned", async () => {
    const market = demoMarketAt(pinned);
    const live = Object.assign(Object.create(Object.getPrototypeOf(market)), market, { pinnedAt: undefined });
    const probe = await probeMarket(live, now);
    expect(probe.success).toBe(true);
    expect(probe.consistent).toBe(false);
  });
});
