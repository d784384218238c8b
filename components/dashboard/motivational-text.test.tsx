import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { jsonResponse } from "@/tests/helpers/json-response";
import { MotivationalText } from "./motivational-text";

// The dashboard's level-one heading is the motivational line; the page must keep one whatever
// state that line is in (axe: page-has-heading-one).
function showWith(analytics: () => Promise<Response>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input) === "/api/dashboard/analytics" ? analytics() : jsonResponse(401, { message: "Unauthorized" }),
  ) as typeof fetch;
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MotivationalText />
    </QueryClientProvider>,
  );
}

test("while the analytics load, the page already has its level-one heading", () => {
  showWith(() => new Promise<Response>(() => {}));
  expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
});

test("when the analytics fail, the heading stays (the overview shows the error)", async () => {
  showWith(async () => jsonResponse(500, { message: "Server error" }, "Internal Server Error"));
  expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
});
