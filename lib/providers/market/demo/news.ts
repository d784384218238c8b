import type { NewsItem } from "../types";
import type { DemoInstrument } from "./instruments";
import { hash3, seedOf } from "./hash";
import { demoQuote } from "./quote";

// Generated headlines for the demo market. They are written from the demo prices themselves
// (a stock that is down today gets a "slips" headline), change once an hour, and are marked
// demo so the UI labels them. Links go to the instrument's real public quote page.

const OUTLETS = ["Demo Market Wire", "Demo Finance Desk", "Demo Trading Journal"];
const UP = ["climbs", "rises", "gains", "advances", "edges higher"];
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

function headline(inst: DemoInstrument, hour: number, slot: number): NewsItem {
  const seed = seedOf(inst.symbol) ^ 0x3c6ef372;
  const pick = <T>(list: T[], salt: number) => list[hash3(seed, hour, salt + slot * 16) % list.length];
  // Published just before the current hour began, so a headline never changes within the hour.
  const published = hour * 3600 - 60 - slot * 5400 - (hash3(seed, hour, slot) % 1800);
  const q = demoQuote(inst, published);
  const verb = q.changePercent >= 0 ? pick(UP, 1) : pick(DOWN, 1);
  // Each slot of the hour takes its own angle, so one instrument's headlines never repeat.
  const angle = ANGLES[(hash3(seed, hour, 2) + slot) % ANGLES.length];
  const move = `${Math.abs(q.changePercent).toFixed(1)}%`;
  const label = inst.type === "forex" ? inst.name : inst.type === "stock" ? `${inst.name} (${inst.symbol})` : inst.name;
  return {
    title: `${label} ${verb} ${move} ${angle}`,
    description: `${inst.name} trades at ${q.price.toPrecision(6)} ${inst.currency}, ${q.changePercent >= 0 ? "up" : "down"} ${move} on the session. ${pick(CONTEXT[inst.type], 3)}`,
    url: quotePage(inst.symbol),
    source: pick(OUTLETS, 4),
    publishedAt: new Date(published * 1000).toISOString(),
    symbols: [inst.symbol],
    demo: true,
  };
}

/** Headlines for one instrument, newest first; the same within an hour. */
export function symbolNews(inst: DemoInstrument, now: number, count = 5): NewsItem[] {
  const hour = Math.floor(now / 3600);
  return Array.from({ length: count }, (_, slot) => headline(inst, hour, slot));
}

/** General market news: headlines about the instruments that moved most this hour. */
export function marketNews(universe: DemoInstrument[], now: number, count = 12): NewsItem[] {
  const hour = Math.floor(now / 3600);
  const moved = universe
    .map((inst) => ({ inst, move: Math.abs(demoQuote(inst, hour * 3600).changePercent) }))
    .sort((a, b) => b.move - a.move || a.inst.symbol.localeCompare(b.inst.symbol))
    .slice(0, count);
  return moved
    .map(({ inst }, i) => headline(inst, hour, i % 3))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
