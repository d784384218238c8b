import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { SaveActions } from "./save-actions";
import { jsonResponse } from "@/tests/helpers/json-response";

// The saved list as the server returns it; DELETE empties it.
let saved: { id: string; analysisId: string }[] = [];
const calls: string[] = [];
beforeEach(() => {
  saved = [{ id: "s1", analysisId: "an_1" }];
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (init?.method === "DELETE") saved = [];
    return jsonResponse(200, init?.method === "DELETE" ? { message: "Analysis Deleted" } : saved);
  }) as typeof fetch;
});

const show = (analysisId: string) =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SaveActions analysisId={analysisId} symbol="AAPL" sticky={false} />
    </QueryClientProvider>,
  );

test("an analysis already saved opens as Saved with Remove, and Remove offers Save Analysis again", async () => {
  const user = userEvent.setup();
  show("an_1");
  await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
  expect(screen.queryByRole("button", { name: "Save Analysis" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Remove" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Save Analysis" })).toBeEnabled());
  expect(calls).toContain("DELETE /api/saved-analyses/s1");
  expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
});

test("an analysis not in the saved list offers Save Analysis", async () => {
  show("an_2");
  await waitFor(() => expect(calls).toContain("GET /api/saved-analyses"));
  expect(screen.getByRole("button", { name: "Save Analysis" })).toBeEnabled();
  expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
});
