import { render, screen, within } from "@testing-library/react";
import { AdminNav } from "./admin-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/system-health" }));

describe("the admin navigation", () => {
  it("is one row of the admin places, with no Logout or brand of its own (the app header has them)", () => {
    render(<AdminNav />);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    expect(within(nav).queryByText("Candlewise Admin")).not.toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/admin-dashboard",
      "/admin-tips",
      "/email-dashboard",
      "/system-health",
      "/quality-monitor",
      "/personal-analysis-validation",
      "/training-model",
    ]);
    expect(within(nav).getByRole("link", { name: "System Health" })).toHaveAttribute("aria-current", "page");
  });
});
