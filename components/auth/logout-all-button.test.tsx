import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LogoutAllButton } from "./logout-all-button";
import { jsonResponse } from "@/tests/helpers/json-response";

describe("Log out of all devices", () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks the server to end every session and says so when it fails", async () => {
    const fetchMock = jest.fn(async () => jsonResponse(500, { message: "nope" }));
    globalThis.fetch = fetchMock as typeof fetch;
    render(<LogoutAllButton />);
    await userEvent.click(screen.getByRole("button", { name: "Log out of all devices" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout-all", expect.objectContaining({ method: "POST" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not log out of all devices");
    expect(screen.getByRole("button", { name: "Log out of all devices" })).toBeEnabled();
  });
});
