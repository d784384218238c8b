import { render, screen, within } from "@testing-library/react";
import type { RecentCall } from "@/lib/track-record/queries";
import { CallsTable } from "./calls-table";

const call = (over: Partial<RecentCall>): RecentCall => ({
  id: "a1",
  symbol: "GBPUSD=X",
  recommendation: "BUY",
  investmentType: "swing",
  entryPrice: 1.27,
  stopLoss: 1.26,
  takeProfit1: 1.29,
  successProbability: 36.14,
  createdAt: new Date("2026-11-20T10:00:00Z"),
  status: "open",
  exitPrice: null,
  resolvedAt: null,
  baselineStatus: null,
  ...over,
});

test("calls are named, not coded, with the probability as every screen writes it and the window's length", () => {
  render(
    <CallsTable calls={[call({}), call({ id: "a2", symbol: "GC=F", recommendation: "SELL", entryPrice: 2650 })]} />,
  );
  const table = screen.getByRole("table");
  expect(table).not.toHaveTextContent(/GBPUSD=X|GC=F/);
  expect(within(table).getByRole("rowheader", { name: /BUY GBP\/USD/ })).toHaveTextContent("swing · 21 days");
  expect(within(table).getByRole("rowheader", { name: /SELL Gold/ })).toBeInTheDocument();
  expect(within(table).getAllByText("36.1%")).toHaveLength(2);
  expect(within(table).getByRole("columnheader", { name: "Success probability" })).toBeInTheDocument();
});
