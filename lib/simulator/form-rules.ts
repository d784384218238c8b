// The simulator form's choices and defaults, apart from the zod schema (lib/simulator/schemas.ts)
// so the dashboard can render the form without loading zod with the page.
export const TRADE_TYPES = ["scalping", "intraday", "swing", "position"] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

export const LEVERAGE_MIN = 1;
export const LEVERAGE_MAX = 100;

/** Form defaults from the spec: intraday, leverage 1, today's date. */
export const simulatorDefaults = (today: string) => ({
  ticker: "",
  tradeType: "intraday" as TradeType,
  tradeDate: today,
  leverage: 1,
});
