// Fixed inputs of the personal analysis validation: 12 assets across classes. Several combine a
// low leverage with a tight stop, so the leverage cap (not the risk amount) sizes the position:
// an engine that ignored leverage would oversize them and fail "Leverage OK".
import type { SampleCase } from "./sample-analysis";

export const PERSONAL_CASES: SampleCase[] = [
  {
    symbol: "AAPL",
    investmentType: "intraday",
    budget: 10_000,
    profit: 3,
    profitType: "%",
    riskPercentage: 2,
    leverage: 1,
  },
  {
    symbol: "MSFT",
    investmentType: "swing",
    budget: 5_000,
    profit: 5,
    profitType: "%",
    riskPercentage: 1,
    leverage: 2,
  },
  {
    symbol: "TSLA",
    investmentType: "scalping",
    budget: 2_000,
    profit: 100,
    profitType: "USD",
    riskPercentage: 2,
    leverage: 5,
  },
  {
    symbol: "EURUSD=X",
    investmentType: "intraday",
    budget: 10_000,
    profit: 2,
    profitType: "%",
    riskPercentage: 1,
    leverage: 30,
  },
  {
    symbol: "GBPUSD=X",
    investmentType: "scalping",
    budget: 5_000,
    profit: 50,
    profitType: "USD",
    riskPercentage: 0.5,
    leverage: 10,
  },
  {
    symbol: "USDJPY=X",
    investmentType: "swing",
    budget: 20_000,
    profit: 3,
    profitType: "%",
    riskPercentage: 2,
    leverage: 10,
  },
  {
    symbol: "BTC-USD",
    investmentType: "intraday",
    budget: 1_000,
    profit: 10,
    profitType: "%",
    riskPercentage: 5,
    leverage: 2,
  },
  {
    symbol: "ETH-USD",
    investmentType: "swing",
    budget: 3_000,
    profit: 15,
    profitType: "%",
    riskPercentage: 3,
    leverage: 1,
  },
  {
    symbol: "GC=F",
    investmentType: "intraday",
    budget: 10_000,
    profit: 2,
    profitType: "%",
    riskPercentage: 2,
    leverage: 5,
  },
  {
    symbol: "CL=F",
    investmentType: "scalping",
    budget: 5_000,
    profit: 1,
    profitType: "%",
    riskPercentage: 1,
    leverage: 10,
  },
  {
    symbol: "^GSPC",
    investmentType: "swing",
    budget: 25_000,
    profit: 4,
    profitType: "%",
    riskPercentage: 1.5,
    leverage: 3,
  },
  {
    symbol: "SPY",
    investmentType: "intraday",
    budget: 8_000,
    profit: 2,
    profitType: "%",
    riskPercentage: 1,
    leverage: 1,
  },
];

/** The same asset with other inputs (another horizon): a probability measured from data moves with it. */
export function variantOf(c: SampleCase): SampleCase {
  const investmentType = c.investmentType === "swing" ? "intraday" : "swing";
  return { ...c, investmentType };
}
