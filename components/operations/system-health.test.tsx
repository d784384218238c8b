import { render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { SystemHealth as Health } from "@/lib/system/health";
import { memoryWarning } from "@/lib/system/thresholds";
import { jsonResponse } from "@/tests/helpers/json-response";
import { SystemHealth } from "./system-health";

const entry = { provider: "demo", apiHealth: "operational", lastCheck: null } as never;
const health: Health = {
  healthy: true,
  timestamp: "2026-11-26T10:00:00Z",
  recommendations: [memoryWarning(746, 180)],
  metrics: {
    memoryUsage: 746,
    apiCallsToday: 0,
    apiCallLimit: 1000,
    callsTodayByProvider: { "market:demo": 575 },
    alertLevel: "warning",
    cleanupRecommendation: null,
    togetherAI: entry,
    yahooFinance: entry,
    cacheHitRate: 90,
    cacheLookups: 100,
    errorRate: 0,
    callsLastHour: 575,
    outboundLastHour: 0,
    systemUptime: 1800,
    lastCleanup: "2026-11-26T09:50:00Z",
  },
  history: { memory: [], errorRate: [{ hour: "2026-11-26T10:00:00.000Z", errorRate: 0, calls: 575 }] },
};

describe("/system-health says one thing at a time", () => {
  it("does not say 'System healthy' at alert level warning, and explains the memory mark", async () => {
    global.fetch = jest.fn(async () => jsonResponse(200, health)) as typeof fetch;
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <SystemHealth />
      </QueryClientProvider>,
    );
    const status = await screen.findByTestId("health-status");
    expect(within(status).getByText("System running, with warnings")).toBeInTheDocument();
    expect(within(status).getByText("Alert level: warning")).toBeInTheDocument();
    expect(screen.queryByText("System healthy")).not.toBeInTheDocument();
    expect(status).toHaveTextContent("over the 500 MB mark the specification calls elevated");
    expect(status).toHaveTextContent("This is normal here");
    expect(status).not.toHaveTextContent(/cleanup/i); // cleanup deletes rows; it does not shrink the process
    // Calls today and calls in the last hour are split the same way: outbound vs inside the server.
    expect(screen.getByText(/575 more to the demo market and built-in engine/)).toBeInTheDocument();
    expect(
      screen.getByText(/Of 575 provider calls in the last hour: 0 left the server, 575 ran inside it/),
    ).toBeInTheDocument();
    // One hour since the server started: no chart of empty hours before it.
    expect(screen.getByText(/Hours are plotted from the server's start/)).toBeInTheDocument();
  });
});
