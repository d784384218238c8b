import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import type { AdminTip } from "@/lib/tips/admin";
import { jsonResponse } from "@/tests/helpers/json-response";
import { TipsManager } from "./tips-manager";

// A tip created while the list's first load is still on its way shows in the list: that load
// was answered before the tip existed, so the list must be asked for again.
const created: AdminTip = {
  id: "t1",
  title: "Mind the gap",
  message: "Markets can open far from the last close.",
  type: "info",
  priority: "normal",
  targetAudience: "all",
  startDate: "2026-11-28T00:00:00.000Z",
  endDate: null,
  isActive: true,
  createdAt: "2026-11-28T10:00:00.000Z",
};

test("a tip created before the list's first load answered shows in the list", async () => {
  let answerFirstLoad: (tips: AdminTip[]) => void = () => {};
  const firstLoad = new Promise<Response>((resolve) => {
    answerFirstLoad = (tips) => resolve(jsonResponse(200, tips));
  });
  let saved = false;
  let lists = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/admin/tips" && init?.method === "POST") {
      saved = true;
      return jsonResponse(201, created);
    }
    if (url === "/api/admin/tips") return ++lists === 1 ? firstLoad : jsonResponse(200, saved ? [created] : []);
    if (url === "/api/tips") return jsonResponse(200, []);
    return jsonResponse(404, { message: "Not found" });
  }) as typeof fetch;

  const user = userEvent.setup();
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <TipsManager />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText("Title"), created.title);
  await user.type(screen.getByLabelText("Message"), created.message);
  await user.click(screen.getByRole("button", { name: "Create tip" }));
  await waitFor(() => expect(saved).toBe(true));

  // The first load answers only now, with the list as it was before the tip was saved.
  answerFirstLoad([]);
  expect(await screen.findByRole("heading", { name: created.title, level: 3 })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Tips (1)" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Create tip" })).toBeEnabled();
});
