import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { DateFilter } from "./date-filter";

// The admin date filter refuses incomplete or reversed ranges in the browser, in the spec's words.
function setup() {
  const onApply = jest.fn();
  const onClear = jest.fn();
  render(
    <>
      <DateFilter applied={null} onApply={onApply} onClear={onClear} />
      <Toaster />
    </>,
  );
  return { onApply, onClear, user: userEvent.setup() };
}

describe("DateFilter", () => {
  it("asks for both dates and shows the failed-filter toast", async () => {
    const { onApply, user } = setup();
    await user.type(screen.getByLabelText("Start date"), "2026-01-05");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(
      screen.getByText("Please select both start and end dates", { selector: "p[role=alert]" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Errore Filtro")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("refuses a start after the end, then applies a valid range", async () => {
    const { onApply, user } = setup();
    await user.type(screen.getByLabelText("Start date"), "2026-01-10");
    await user.type(screen.getByLabelText("End date"), "2026-01-05");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(
      screen.getByText("The start date must be on or before the end date", { selector: "p[role=alert]" }),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText("End date"));
    await user.type(screen.getByLabelText("End date"), "2026-01-20");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith({ startDate: "2026-01-10", endDate: "2026-01-20" });
  });

  it("never lets a date pass today", () => {
    setup();
    const today = new Date().toISOString().slice(0, 10);
    expect(screen.getByLabelText("End date")).toHaveAttribute("max", today);
    expect(screen.getByLabelText("Start date")).toHaveAttribute("max", today);
  });
});
