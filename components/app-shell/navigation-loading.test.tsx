import { act, render, screen } from "@testing-library/react";
import { NavigationLoading, SHOW_AFTER_MS } from "./navigation-loading";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function page() {
  return (
    <>
      <a href="/profile">Profile</a>
      <a href="/terms-of-service.html">Terms</a>
      <a href="/api/login">Login again</a>
      <a href="/profile" target="_blank">
        New tab
      </a>
      <NavigationLoading />
    </>
  );
}

describe("loading screen between screens", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pathname = "/";
  });
  afterEach(() => jest.useRealTimers());
  // jsdom cannot navigate: stop the default action, the listener still sees the click.
  const click = (name: string) => {
    const link = screen.getByText(name);
    link.addEventListener("click", (e) => e.preventDefault(), { once: true });
    act(() => link.click());
  };

  it("shows after 150 ms of waiting for the next screen, and goes when it arrives", () => {
    const view = render(page());
    click("Profile");
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS - 1));
    expect(screen.queryByText("Loading...")).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    pathname = "/profile";
    view.rerender(page());
    expect(screen.queryByText("Loading...")).toBeNull();
  });

  it("stays away for files, API redirects and new tabs", () => {
    render(page());
    for (const name of ["Terms", "Login again", "New tab"]) click(name);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText("Loading...")).toBeNull();
  });
});
