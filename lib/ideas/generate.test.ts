import { demoMarketAt } from "@/lib/providers/market/demo";
import { DAY_MS, HOUR_MS } from "@/lib/time";
import { scanUniverse } from "./generate";
import type { TradeIdea } from "./types";

// A pinned demo market (DEMO_MARKET_NOW) is scanned at its moment: the scan finds the same ideas
// whenever it runs (its bars are fresh at that moment, its styles rotate by that hour), and the
// cards carry the time the scan ran.
const PINNED = new Date("2026-11-18T18:00:00Z");
const strip = (idea: TradeIdea) => ({ ...idea, id: "", generatedAt: "", generatedAtLocal: "" });

test("a pinned market's scan finds the same ideas hours or weeks after its moment", async () => {
  const market = demoMarketAt(PINNED);
  const soon = new Date(PINNED.getTime() + 2 * HOUR_MS);
  const later = new Date(PINNED.getTime() + 40 * DAY_MS + 5 * HOUR_MS);
  const first = await scanUniverse(market, soon);
  const second = await scanUniverse(market, later);
  expect(first.ideas.length).toBeGreaterThan(0);
  expect(second.ideas.map(strip)).toEqual(first.ideas.map(strip));
  expect(second.ideas[0].generatedAt).toBe(later.toISOString());
  expect(second.ideas[0].id).toBe(`${second.ideas[0].symbol}-${later.toISOString()}`);
}, 120_000);
