import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { OutboxMessage } from "@/lib/email/outbox-view";
import { jsonResponse } from "@/tests/helpers/json-response";
import { OutboxCard } from "./outbox-card";

const reset = (status: OutboxMessage["status"]): OutboxMessage => ({
  id: `m-${status}`,
  kind: "password_reset",
  recipient: `${status}@example.com`,
  subject: "Reset your Candlewise password",
  text: "Choose a new password here: https://candlewise.test/reset-password?token=[redacted]",
  resetLinkHidden: true,
  status,
  attempts: 1,
  error: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  sentAt: "2026-11-26T10:00:01.000Z",
});

describe("the outbox card", () => {
  it("shows a reset e-mail with its link hidden and says why, and what to do without a provider", async () => {
    const messages = [reset("logged"), reset("sent")];
    global.fetch = jest.fn(async () =>
      jsonResponse(200, { messages, total: 2, page: 1, pageSize: 20 }),
    ) as typeof fetch;
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <OutboxCard />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole("listitem");
    const logged = items.find((li) => li.textContent?.includes("logged@example.com"))!;
    const sent = items.find((li) => li.textContent?.includes("sent@example.com"))!;
    expect(within(logged).getByText(/reset-password\?token=\[redacted\]/)).toBeInTheDocument();
    expect(within(logged).getByText(/No e-mail provider is set, so it was not sent/)).toBeInTheDocument();
    expect(
      within(sent).getByText("Reset link hidden: it is for the user alone, in their mailbox."),
    ).toBeInTheDocument();
  });

  it("filters on price-alert e-mails: the Kind filter offers them and asks the server for kind=alert", async () => {
    const alert: OutboxMessage = { ...reset("sent"), id: "m-alert", kind: "alert", resetLinkHidden: false };
    const fetchMock = jest.fn(async (url: RequestInfo | URL) =>
      jsonResponse(200, {
        messages: String(url).includes("kind=alert") ? [alert] : [],
        total: String(url).includes("kind=alert") ? 1 : 0,
        page: 1,
        pageSize: 20,
      }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <OutboxCard />
      </QueryClientProvider>,
    );
    const kind = screen.getByLabelText("Kind");
    expect(within(kind).getByRole("option", { name: "Price alert" })).toHaveValue("alert");
    fireEvent.change(kind, { target: { value: "alert" } });
    const item = await screen.findByRole("listitem");
    expect(within(item).getByText("Price alert")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("kind=alert"))).toBe(true);
  });
});
