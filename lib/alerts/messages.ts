import { formatPrice } from "@/lib/format/price";
import type { AlertRole } from "./tables";

// What a fired alert says, in the bell, the e-mail and the push. A demo price says DEMO first.
const ROLE_NAMES: Record<AlertRole, string> = { entry: "entry", stop: "stop loss", tp1: "TP1", tp2: "TP2" };

export type FiredAlert = {
  symbol: string;
  kind: "level" | "move";
  role: AlertRole | null;
  level: number | null;
  movePercent: number | null;
  direction: "above" | "below" | null;
  price: number;
  source: string;
};

export function alertMessage(a: FiredAlert): string {
  const demo = a.source === "demo" ? "DEMO: " : "";
  const price = formatPrice(a.price, a.symbol);
  if (a.kind === "move") return `${demo}${a.symbol} moved ${a.movePercent}% today, to ${price}`;
  const what = a.role ? `your ${ROLE_NAMES[a.role]} ${formatPrice(a.level, a.symbol)}` : formatPrice(a.level, a.symbol);
  const verb = a.direction === "below" ? "fell to" : "rose to";
  return `${demo}${a.symbol} ${verb} ${what} (traded at ${price})`;
}

export const summaryMessage = (count: number) =>
  `${count} more price alert${count === 1 ? "" : "s"} fired in the last hour. Open Candlewise to see them.`;

export const ALERT_LIMIT_REACHED = (limit: number) =>
  `You can have at most ${limit} active alerts on your plan. Pause or delete one first.`;
export const LEVEL_TOO_FAR = "The level must be within 50% of the current price";
export const ALERT_NOT_FOUND = "Alert not found";
