import { isNotInFuture, simulatorRequestSchema } from "./schemas";

const valid = {
  ticker: " aapl ",
  investmentAmount: 1000,
  tradeType: "intraday",
  entryPrice: 100,
  stopLoss: 98,
  takeProfit: 104,
  tradeDate: "2026-01-05",
  leverage: 1,
};
const firstMessage = (body: unknown) => {
  const r = simulatorRequestSchema.safeParse(body);
  return r.success ? null : r.error.issues[0].message;
};

describe("simulatorRequestSchema", () => {
  it("accepts a complete request and upper-cases the ticker", () => {
    expect(simulatorRequestSchema.parse(valid).ticker).toBe("AAPL");
  });

  it.each([
    ["ticker", "Ticker symbol is required"],
    ["investmentAmount", "Investment amount is required"],
    ["tradeType", "Please select a trade type"],
    ["entryPrice", "Entry price is required"],
    ["stopLoss", "Stop loss is required"],
    ["takeProfit", "Take profit is required"],
    ["tradeDate", "Trade date is required"],
    ["leverage", "Leverage is required"],
  ])("names the missing field %s in the spec's words", (field, message) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    expect(firstMessage(body)).toBe(message);
  });

  it("treats an empty ticker, a blank date and a NaN amount (empty number input) as missing", () => {
    expect(firstMessage({ ...valid, ticker: "  " })).toBe("Ticker symbol is required");
    expect(firstMessage({ ...valid, tradeDate: "" })).toBe("Trade date is required");
    expect(firstMessage({ ...valid, investmentAmount: Number.NaN })).toBe("Investment amount is required");
    expect(firstMessage({ ...valid, tradeType: "medium" })).toBe("Please select a trade type");
  });

  it("refuses a trade date later than today", () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(firstMessage({ ...valid, tradeDate: nextWeek })).toBe("Trade date cannot be later than today");
    expect(firstMessage({ ...valid, tradeDate: new Date().toISOString().slice(0, 10) })).toBeNull();
  });

  it("judges 'today' by the farthest time zone so eastern traders are not refused", () => {
    const now = new Date("2026-03-10T20:00:00Z"); // already 11 March in Auckland
    expect(isNotInFuture("2026-03-11", now)).toBe(true);
    expect(isNotInFuture("2026-03-12", now)).toBe(false);
  });

  it("keeps leverage between 1 and 100 in steps of 0.1", () => {
    expect(firstMessage({ ...valid, leverage: 0.5 })).toBe("Leverage must be between 1 and 100");
    expect(firstMessage({ ...valid, leverage: 100.5 })).toBe("Leverage must be between 1 and 100");
    expect(firstMessage({ ...valid, leverage: 2.55 })).toBe("Leverage moves in steps of 0.1");
    expect(firstMessage({ ...valid, leverage: 2.7 })).toBeNull();
  });

  it("allows cents on the amount but not fractions of a cent", () => {
    expect(firstMessage({ ...valid, investmentAmount: 1234.56 })).toBeNull();
    expect(firstMessage({ ...valid, investmentAmount: 10.005 })).toBe("Investment amount can have at most 2 decimals");
  });

  it("requires stop and target on opposite sides of the entry", () => {
    expect(firstMessage({ ...valid, stopLoss: 101 })).toBe(
      "Stop loss must be below the entry price when take profit is above it",
    );
    expect(firstMessage({ ...valid, takeProfit: 96, stopLoss: 99 })).toBe(
      "Stop loss must be above the entry price when take profit is below it",
    );
    expect(firstMessage({ ...valid, takeProfit: 96, stopLoss: 102 })).toBeNull();
  });
});
