import { act, render, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { handleUnauthorized, LOGGED_OUT_REDIRECT_MS } from "@/lib/client/api-client";

describe("a 401 on a signed-in screen", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("leaves auth calls alone, then toasts 'Unauthorized' once and goes to /api/login after 500 ms", () => {
    render(<Toaster />);
    const navigate = jest.fn();
    act(() => handleUnauthorized("/api/auth/login", 401, navigate));
    act(() => handleUnauthorized("/api/auth/user", 401, navigate));
    act(() => handleUnauthorized("/api/dashboard/analytics", 500, navigate));
    expect(screen.queryByText("Unauthorized")).toBeNull();

    act(() => handleUnauthorized("/api/dashboard/analytics", 401, navigate));
    act(() => handleUnauthorized("/api/market/quotes", 401, navigate));
    expect(screen.getAllByText("Unauthorized", { exact: true }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You are logged out. Logging in again...").length).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(LOGGED_OUT_REDIRECT_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/api/login");
  });
});
