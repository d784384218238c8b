import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { Toaster } from "@/components/ui/toaster";
import { SavedAnalysesList } from "./saved-analyses-list";
import { jsonResponse } from "@/tests/helpers/json-response";
import { testAnalysis } from "@/tests/helpers/test-analysis";
import { screenModel } from "@/lib/analysis/screen-model";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const ITEM = {
  id: "s1",
  analysisId: "an_1",
  symbol: "EURUSD=X",
  instrumentName: "EUR/USD",
  sentiment: "BUY",
  levels: { entryPrice: 1.08, stopLoss: 1.075, takeProfit1: 1.09, takeProfit2: 1.1 },
  outcome: "win",
  title: "EURUSD=X analysis",
  createdAt: "2026-11-20T10:00:00.000Z",
  analysisData: {},
};

// The saved list as the server keeps it; DELETE answers with `deleteStatus`.
type Saved = Omit<typeof ITEM, "levels" | "outcome"> & { levels: typeof ITEM.levels | null; outcome: string | null };
let saved: Saved[] = [];
let deleteStatus = 200;
beforeEach(() => {
  saved = [ITEM];
  deleteStatus = 200;
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const deleting = init?.method === "DELETE";
    if (deleting && deleteStatus === 200) saved = [];
    const status = deleting ? deleteStatus : 200;
    return jsonResponse(status, deleting ? { message: status === 200 ? "Analysis Deleted" : "Server error" } : saved);
  }) as typeof fetch;
});

function show() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SavedAnalysesList />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function confirmDelete() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete" }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
}

test("a saved analysis lists its instrument's name, verdict, levels and outcome", async () => {
  show();
  expect(await screen.findByText("EUR/USD analysis")).toBeInTheDocument();
  expect(screen.getByTestId("saved-levels")).toHaveTextContent(
    /Entry 1\.08\d* · Stop 1\.075\d* · Targets 1\.09\d* \/ 1\.1\d*/,
  );
  expect(screen.getByTestId("saved-outcome")).toHaveTextContent("Target hit");
  expect(screen.queryByText(/EURUSD=X/)).toBeNull();
});

test("a saved analysis shows the probability its result shows, written as every screen writes it", async () => {
  const analysisData = testAnalysis({ successProbability: 36.14 });
  saved = [{ ...ITEM, analysisData, metadata: { investmentType: "swing" } } as Saved];
  show();
  expect(await screen.findByTestId("saved-probability")).toHaveTextContent(
    `Success probability ${screenModel(analysisData).probabilityText} · swing: TP1 before the stop within 21 days`,
  );
  expect(screen.getByTestId("saved-probability")).toHaveTextContent("Success probability 36.1%");
});

test("deleting, once confirmed, says 'Analysis Deleted' and empties the list", async () => {
  show();
  await confirmDelete();
  expect(await screen.findByText("Analysis Deleted")).toBeInTheDocument();
  expect(await screen.findByText("No saved analyses yet.")).toBeInTheDocument();
});

test("a failed delete says so in the catalogue's words and keeps the analysis", async () => {
  deleteStatus = 500;
  show();
  await confirmDelete();
  expect(await screen.findByText("Delete Failed")).toBeInTheDocument();
  expect(screen.getByText("Failed to delete the analysis. Please try again.")).toBeInTheDocument();
  expect(screen.getByText("EUR/USD analysis")).toBeInTheDocument();
});

// The result of an AVOID says there is no plan: the list shows no entry, stop or targets for it,
// whether the row comes without levels or was stored with them.
test.each([ITEM.levels, null])("an AVOID lists no levels (stored levels: %p)", async (levels) => {
  saved = [{ ...ITEM, sentiment: "AVOID", outcome: null, levels }];
  show();
  const line = await screen.findByTestId("saved-levels");
  expect(line).toHaveTextContent("No trade: no entry, stop or targets.");
  expect(line).not.toHaveTextContent(/Entry|1\.08/);
  expect(screen.getByTestId("saved-outcome")).toHaveTextContent("No trade to follow");
});

test("a WAIT's levels read as its conditional plan", async () => {
  saved = [{ ...ITEM, sentiment: "WAIT", outcome: null }];
  show();
  expect(await screen.findByTestId("saved-levels")).toHaveTextContent(/^No order now; if it confirms: entry 1\.08/);
});

test("the page's level-one heading is there while the list is still loading", async () => {
  let answer: (r: Response) => void = () => {};
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
  show();
  expect(screen.getByRole("heading", { level: 1, name: "Saved Analyses" })).toBeInTheDocument();
  answer(jsonResponse(200, saved));
  expect(await screen.findByText("EUR/USD analysis")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Saved Analyses 1");
});
