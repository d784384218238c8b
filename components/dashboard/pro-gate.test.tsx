import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { TradeIdeas } from "@/components/ideas/trade-ideas";
import { TradeSimulator } from "@/components/simulator/trade-simulator";
import { PersonalScoreCard } from "./personal-score-card";
import { jsonResponse } from "@/tests/helpers/json-response";

const calls: string[] = [];
let hasProAccess = false;

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const body = url === "/api/auth/user" ? { id: "u1", plan: "free", role: "user", hasProAccess } : {};
    return jsonResponse(200, body);
  }) as typeof fetch;
});

const renderLocked = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <TradeIdeas />
      <TradeSimulator />
      <PersonalScoreCard />
    </QueryClientProvider>,
  );

describe("locked sections for a free user", () => {
  it.each([
    ["Daily Trade Ideas", /^Up to 4 trade setups from an hourly scan of the market, each with entry, stop loss/],
    [
      "Trade Simulator",
      /^Replay a trade on past market candles from its date: whether the stop or the target came first/,
    ],
    ["Personal Score", /^A score out of 100 for your experience, accuracy and consistency/],
  ])("%s shows a labelled example, what unlocking gives and the unlock button", async (feature, benefits) => {
    hasProAccess = false;
    renderLocked();
    const section = await screen.findByRole("region", { name: `${feature} (locked)` });
    expect(within(section).getByText(benefits)).toBeVisible();
    expect(within(section).getByText("Available on PRO and during the 7-day free trial.")).toBeInTheDocument();
    expect(within(section).getByText("Example")).toBeInTheDocument();
    // The sample sits under the overlay: hidden from assistive technology and out of the tab order.
    const sample = section.querySelector("[inert]");
    expect(sample).toHaveAttribute("aria-hidden", "true");
    expect(sample?.textContent).toMatch(/Example|Personal Score/);

    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    await userEvent.click(within(section).getByRole("button", { name: `Unlock ${feature}` }));
    expect(open).toHaveBeenCalledWith("/upgrade", "_blank", "noopener");
    open.mockRestore();
  });

  it("fetches nothing but the user: the previews are static", async () => {
    hasProAccess = false;
    renderLocked();
    await screen.findByRole("region", { name: "Personal Score (locked)" });
    expect(new Set(calls)).toEqual(new Set(["/api/auth/user"]));
  });
});
