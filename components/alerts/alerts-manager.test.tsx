import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { jsonResponse } from "@/tests/helpers/json-response";
import { AlertsManager } from "./alerts-manager";

// /alerts as a trader meets it: words for an empty or failed list, and a level changed in a
// dialog that refuses what the server would refuse before sending it, and shows what the server
// answers when it refuses anyway.
const FIRED_AT = "2026-11-18T15:31:00.000Z";
const alert = {
  id: "a1",
  symbol: "AAPL",
  kind: "level",
  role: "tp1",
  level: 240,
  direction: "above",
  movePercent: null,
  status: "active",
  rearm: false,
  firedAt: null,
  firedPrice: null,
};

type Call = { method: string; url: string; body?: unknown };
function mockFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return calls;
}

const list = (alerts: unknown[], prices: Record<string, number> = {}) =>
  jsonResponse(200, { alerts, limit: 50, source: "demo", prices });
const noEvents = () => jsonResponse(200, { items: [], unread: 0 });

function renderManager() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <AlertsManager />
    </QueryClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it("says there are no alerts and nothing fired yet, instead of empty boxes", async () => {
  mockFetch((c) => (c.url === "/api/alerts" ? list([]) : noEvents()));
  renderManager();
  expect(await screen.findByText(/No alerts yet\./)).toBeInTheDocument();
  expect(screen.getByText("No alert has fired yet.")).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: /active/i })).not.toBeInTheDocument();
});

it("says the list could not be loaded and loads it again on request", async () => {
  let fail = true;
  mockFetch((c) =>
    c.url === "/api/alerts" ? (fail ? jsonResponse(500, { message: "Internal error" }) : list([alert])) : noEvents(),
  );
  renderManager();
  const failed = await screen.findByRole("alert");
  expect(failed).toHaveTextContent("Could not load your alerts.");
  fail = false;
  await userEvent.click(within(failed).getByRole("button", { name: "Try again" }));
  expect(await screen.findByText(/rises to 240\.00 \(TP1\)/)).toBeInTheDocument();
});

it("lists fired alerts in the history with a link to their analysis", async () => {
  mockFetch((c) =>
    c.url === "/api/alerts"
      ? list([{ ...alert, status: "fired", firedAt: FIRED_AT, firedPrice: 240.5 }])
      : jsonResponse(200, {
          items: [
            { id: "e1", analysisId: "an1", message: "DEMO: AAPL rose to your TP1 240.00", triggeredAt: FIRED_AT },
          ],
          unread: 1,
        }),
  );
  renderManager();
  expect(await screen.findByText(/DEMO: AAPL rose to your TP1 240\.00/)).toBeInTheDocument();
  const fired = screen.getByRole("list", { name: "Fired alerts" });
  expect(within(fired).getByRole("link", { name: "Analysis behind this alert" })).toHaveAttribute(
    "href",
    "/analysis-results?id=an1",
  );
});

describe("changing a level", () => {
  async function openDialog(price?: number) {
    const prices: Record<string, number> = price ? { AAPL: price } : {};
    const calls = mockFetch((c) =>
      c.url === "/api/alerts" ? list([alert], prices) : c.method === "PATCH" ? patchAnswer(c) : noEvents(),
    );
    const prompt = jest.spyOn(window, "prompt").mockImplementation(() => null);
    renderManager();
    await userEvent.click(await screen.findByRole("button", { name: "Edit AAPL rises to 240.00 (TP1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the AAPL alert" });
    expect(prompt).not.toHaveBeenCalled();
    return { calls, dialog, input: within(dialog).getByLabelText("New level") };
  }
  let patchAnswer: (c: Call) => Response;
  beforeEach(() => {
    patchAnswer = () => jsonResponse(200, { ...alert, level: 250 });
  });

  it("opens a labelled dialog on the current level, with the level's field focused", async () => {
    const { dialog, input } = await openDialog(230);
    expect(input).toHaveValue("240");
    await waitFor(() => expect(input).toHaveFocus());
    expect(dialog).toHaveTextContent("AAPL trades at 230.00 now.");
  });

  it("refuses a level further than 50% from the current price without asking the server", async () => {
    const { calls, dialog, input } = await openDialog(230);
    await userEvent.clear(input);
    await userEvent.type(input, "400");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save level" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The level must be within 50% of the current price");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("The level must be within 50% of the current price");
    await userEvent.clear(input);
    await userEvent.type(input, "-5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save level" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The level must be a positive price");
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save level" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Enter a price level");
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([]);
  });

  it("sends a level within range, closes and reloads the list", async () => {
    const { calls, dialog, input } = await openDialog(230);
    await userEvent.clear(input);
    await userEvent.type(input, "250.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save level" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { method: "PATCH", url: "/api/alerts/a1", body: { level: 250.5, status: "active" } },
    ]);
    expect(calls.filter((c) => c.url === "/api/alerts" && c.method === "GET").length).toBe(2);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { dialog, input } = await openDialog();
    patchAnswer = () => jsonResponse(400, { message: "The level must be within 50% of the current price" });
    await userEvent.clear(input);
    await userEvent.type(input, "1000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save level" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The level must be within 50% of the current price",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes on Escape without saving and gives focus back to the Edit button", async () => {
    const { calls } = await openDialog(230);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit AAPL rises to 240.00 (TP1)" })).toHaveFocus());
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([]);
  });
});
