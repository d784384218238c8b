import type { NewsItem } from "../types";
import type { DemoInstrument } from "./instruments";
import { hash3, seedOf } from "./hash";
import { demoQuote } from "./quote";

// Generated headlines for the demo market. They are written from the demo quote the widgets show
// beside them, as of now (a stock that is down today gets a "slips" headline with the card's own
// change, one that is flat "holds steady", so no headline contradicts its card); their angles change once an hour.
// They are marked demo so the UI labels them. Links go to the instrument's real public quote page.

const OUTLETS = ["Demo Market Wire", "Demo Finance Desk", "Demo Trading Journal"];
const UP = ["climbs", "rises", "gains", "advances", "edges higher"];
const FLAT = ["holds steady", "is little changed", "trades flat", "marks time", "barely moves"];
const DOWN = ["slips", "falls", "declines", "retreats", "edges lower"];
const ANGLES = [
  "as traders weigh the latest macro data",
  "ahead of the next Federal Reserve decision",
  "while volumes stay close to their monthly average",
  "as analysts revisit their price targets",
  "amid a rotation between sectors",
  "as bond yields move",
];
const CONTEXT: Record<string, string[]> = {
  stock: [
    "Analysts point to earnings expectations and guidance for the coming quarter.",
    "Options activity suggests traders are positioning for a larger move.",
  ],
  etf: [
    "Fund flows remain a key driver for the broad market.",
    "Breadth inside the index shows how widely the move is shared.",
  ],
  index: ["Market breadth and index heavyweights set the tone.", "Futures positioning points to a cautious session."],
  crypto: [
    "On-chain activity and exchange flows are watched closely.",
    "Funding rates on perpetual futures stay moderate.",
  ],
  forex: [
    "Rate differentials between the two central banks remain in focus.",
    "Dealers cite positioning ahead of key economic releases.",
  ],
  commodity: ["Supply data and the US dollar drive the move.", "Inventories and demand forecasts are in focus."],
};

const quotePage = (symbol: string) => `https://finance.yahoo.com/quote/${encodeURIComponent(symbol)}`;

function headline(inst: DemoInstrument, now: number, slot: number): NewsItem {
  const hour = Math.floor(now / 3600);
  const seed = seedOf(inst.symbol) ^ 0x3c6ef372;
  const pick = <T>(list: T[], salt: number) => list[hash3(seed, hour, salt + slot * 16) % list.length];
  // The quote the market card shows now: the headline states its change, rounded as the card
  // rounds it, so the two never disagree (the card reads 2 decimals, the headline 1).
  const q = demoQuote(inst, now);
  const rounded = Math.round(q.changePercent * 10) / 10;
  const direction = rounded > 0 ? "up" : rounded < 0 ? "down" : "flat";
  // Dated a few minutes before the quote it reports (or before the session's close), newest first.
  const asOf = Math.floor(Date.parse(q.asOf) / 1000);
  const published = Math.min(now, asOf) - 60 - slot * 420 - (hash3(seed, hour, slot) % 300);
  const verb = direction === "up" ? pick(UP, 1) : direction === "down" ? pick(DOWN, 1) : pick(FLAT, 1);
  // Each slot of the hour takes its own angle, so one instrument's headlines never repeat.
  const angle = ANGLES[(hash3(seed, hour, 2) + slot) % ANGLES.length];
  const move = `${Math.abs(rounded).toFixed(1)}%`;
  const label = inst.type === "forex" ? inst.name : inst.type === "stock" ? `${inst.name} (${inst.symbol})` : inst.name;
  return {
    title: direction === "flat" ? `${label} ${verb} ${angle}` : `${label} ${verb} ${move} ${angle}`,
    description: `${inst.name} trades at ${q.price.toPrecision(6)} ${inst.currency}, ${direction === "flat" ? "unchanged" : `${direction} ${move}`} on the session. ${pick(CONTEXT[inst.type], 3)}`,
    url: quotePage(inst.symbol),
    source: pick(OUTLETS, 4),
    publishedAt: new Date(published * 1000).toISOString(),
    symbols: [inst.symbol],
    demo: true,
  };
}

/** Headlines for one instrument, newest first; the same within an hour. */
export function symbolNews(inst: DemoInstrument, now: number, count = 5): NewsItem[] {
  return Array.from({ length: count }, (_, slot) => headline(inst, now, slot));
}

/** General market news: headlines about the instruments that moved most this hour. */
export function marketNews(universe: DemoInstrument[], now: number, count = 12): NewsItem[] {
  const hour = Math.floor(now / 3600);
  const moved = universe
    .map((inst) => ({ inst, move: Math.abs(demoQuote(inst, hour * 3600).changePercent) }))
    .sort((a, b) => b.move - a.move || a.inst.symbol.localeCompare(b.inst.symbol))
    .slice(0, count);
  return moved
    .map(({ inst }, i) => headline(inst, now, i % 3))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
