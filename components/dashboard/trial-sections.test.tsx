import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { USER_QUERY_KEY } from "@/lib/auth/use-user";
import { Toaster } from "@/components/ui/toaster";
import { TrialChallengeCard } from "./trial-challenge-card";
import { TrialEndingDialog } from "./trial-ending-dialog";
import { TipsPanel } from "./tips-panel";
import { jsonResponse } from "@/tests/helpers/json-response";
import { takePendingToast } from "@/lib/client/pending-toast";

const DAY = 86_400_000;
type Route = { status: number; body: unknown; statusText?: string };

// A fetch that answers by path, recording what the component asked for.
function mockFetch(routes: Record<string, Route>) {
  const calls: { url: string; method: string }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? "GET" });
    const r = routes[url] ?? { status: 404, body: { message: "Not found" }, statusText: "Not Found" };
    return jsonResponse(r.status, r.body, r.statusText);
  }) as typeof fetch;
  return calls;
}

const user = (over: Record<string, unknown> = {}) => ({
  id: "u1",
  plan: "free",
  role: "user",
  trialStartedAt: null,
  trialEndsAt: null,
  hasProAccess: false,
  ...over,
});

function renderWith(ui: React.ReactNode) {
  const client = makeQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  // Resolves once the component has the user: an absence checked before that proves nothing.
  const userLoaded = () => waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toMatchObject({ id: "u1" }));
  return { ...view, userLoaded };
}

describe("7-Day Free Trial Challenge", () => {
  it("starts the trial and announces it", async () => {
    const calls = mockFetch({
      "/api/auth/user": { status: 200, body: user() },
      "/api/auth/start-trial": { status: 200, body: { message: "ok" } },
    });
    renderWith(<TrialChallengeCard />);
    expect(await screen.findByText("100 tokens during the trial")).toBeInTheDocument();
    expect(screen.getByText(/4 trade setups a day \(28 in total\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Start 7-Day Free Trial" }));
    expect(await screen.findByText("Trial Started!")).toBeInTheDocument();
    expect(screen.getByText("You now have 7 days of full access with 100 tokens!")).toBeInTheDocument();
    expect(calls).toContainEqual({ url: "/api/auth/start-trial", method: "POST" });
    // The page reloads next: the reloaded page shows the same toast again.
    expect(takePendingToast()).toEqual({
      title: "Trial Started!",
      description: "You now have 7 days of full access with 100 tokens!",
      variant: "default",
    });
  });

  it("shows the server's message when the trial cannot start", async () => {
    mockFetch({
      "/api/auth/user": { status: 200, body: user() },
      "/api/auth/start-trial": { status: 409, body: { message: "You have already used your free trial." } },
    });
    renderWith(<TrialChallengeCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Start 7-Day Free Trial" }));
    expect(await screen.findByText("Failed to start trial")).toBeInTheDocument();
    expect(screen.getByText("You have already used your free trial.")).toBeInTheDocument();
  });

  it("is hidden during a trial", async () => {
    mockFetch({
      "/api/auth/user": {
        status: 200,
        body: user({
          plan: "trial",
          trialStartedAt: new Date().toISOString(),
          trialEndsAt: new Date(Date.now() + 5 * DAY).toISOString(),
        }),
      },
    });
    const { container, userLoaded } = renderWith(<TrialChallengeCard />);
    await userLoaded();
    expect(container.querySelector("[aria-label='7-Day Free Trial Challenge']")).toBeNull();
  });
});

describe("Trial Ending Soon", () => {
  beforeEach(() => window.localStorage.clear());

  it("opens with 1-3 days left and closes on 'Remind me later'", async () => {
    mockFetch({
      "/api/auth/user": {
        status: 200,
        body: user({
          plan: "trial",
          trialStartedAt: new Date().toISOString(),
          trialEndsAt: new Date(Date.now() + 1.5 * DAY).toISOString(),
        }),
      },
    });
    renderWith(<TrialEndingDialog />);
    expect(await screen.findByText("Trial Ending Soon")).toBeInTheDocument();
    expect(screen.getByText(/ends in 2 days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remind me later" }));
    await waitFor(() => expect(screen.queryByText("Trial Ending Soon")).toBeNull());
  });

  it("stays closed with more than 3 days left", async () => {
    mockFetch({
      "/api/auth/user": {
        status: 200,
        body: user({
          plan: "trial",
          trialStartedAt: new Date().toISOString(),
          trialEndsAt: new Date(Date.now() + 5 * DAY).toISOString(),
        }),
      },
    });
    const { userLoaded } = renderWith(<TrialEndingDialog />);
    await userLoaded();
    expect(screen.queryByText("Trial Ending Soon")).toBeNull();
  });
});

describe("Tips and notifications", () => {
  it("says 'Failed to fetch tips' when the request fails", async () => {
    mockFetch({ "/api/tips": { status: 500, body: { message: "x" }, statusText: "Internal Server Error" } });
    renderWith(<TipsPanel />);
    expect(await screen.findByText("Failed to fetch tips")).toBeInTheDocument();
  });

  it("lists tips and explains the empty state", async () => {
    mockFetch({
      "/api/tips": {
        status: 200,
        body: [
          {
            id: "1",
            title: "Markets closed Monday",
            message: "Holiday",
            priority: "urgent",
            type: "warning",
            createdAt: "",
          },
        ],
      },
    });
    renderWith(<TipsPanel />);
    expect(await screen.findByText("Markets closed Monday")).toBeInTheDocument();
    expect(screen.getByText("urgent")).toBeInTheDocument();
  });
});
