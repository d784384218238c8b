import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { USER_QUERY_KEY } from "@/lib/auth/use-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { TrialChallengeCard } from "@/components/dashboard/trial-challenge-card";
import { jsonResponse } from "@/tests/helpers/json-response";
import { PlanBadge } from "./plan-badge";

// The header's badge follows the user without a reload.
const free = {
  id: "u1",
  email: "t@example.com",
  plan: "free",
  role: "user",
  trialStartedAt: null,
  trialEndsAt: null,
  hasProAccess: false,
  onTrial: false,
  daysRemaining: 0,
  tokensRemaining: 3,
} as unknown as PublicUser;

let userAnswer: PublicUser | "pending" = free;
let trialAnswer: unknown = {};
beforeEach(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === "/api/auth/user")
      return userAnswer === "pending" ? new Promise<Response>(() => {}) : jsonResponse(200, userAnswer);
    if (url === "/api/auth/start-trial") return jsonResponse(200, trialAnswer);
    return jsonResponse(404, { message: "Not found" });
  }) as typeof fetch;
});

function renderWithUser(ui: React.ReactNode) {
  const client = makeQueryClient();
  client.setQueryData(USER_QUERY_KEY, free); // as the root layout's Providers seed it
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}

test("the token count updates when an analysis spends a token, without a reload", async () => {
  const client = renderWithUser(<PlanBadge user={free} />);
  expect(screen.getByTestId("token-count")).toHaveTextContent("3 tokens");
  userAnswer = { ...free, tokensRemaining: 2 } as PublicUser;
  // What the New Analysis form does on success.
  await act(() => client.invalidateQueries({ queryKey: USER_QUERY_KEY }));
  await waitFor(() => expect(screen.getByTestId("token-count")).toHaveTextContent("2 tokens"));
});

test("the badge says TRIAL as soon as the trial starts, never FREE in between", async () => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  const onTrial = { ...free, trialStartedAt: "2026-11-26T10:00:00Z", onTrial: true, daysRemaining: 7 };
  trialAnswer = { message: "ok", user: onTrial };
  userAnswer = "pending"; // the refetch has not answered yet: the badge must not wait for it
  renderWithUser(
    <>
      <PlanBadge user={free} />
      <TrialChallengeCard />
    </>,
  );
  expect(screen.getByTestId("plan-badge")).toHaveTextContent("FREE");
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(await screen.findByRole("button", { name: "Start 7-Day Free Trial" }));
  await waitFor(() => expect(screen.getByTestId("plan-badge")).toHaveTextContent("TRIAL · 7d left"));
  jest.useRealTimers();
});
