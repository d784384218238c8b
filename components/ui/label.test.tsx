import { fireEvent, render, screen } from "@testing-library/react";
import { Label } from "./label";

// The in-repo label keeps Radix Label's one behaviour: a double click does not select its text.
describe("Label", () => {
  it("names its control and keeps a double click from selecting the label's text", () => {
    render(
      <>
        <Label htmlFor="budget">Budget</Label>
        <input id="budget" />
      </>,
    );
    expect(screen.getByLabelText("Budget")).toBeInstanceOf(HTMLInputElement);
    const label = screen.getByText("Budget");
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false); // default prevented
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
  });

  it("leaves a control inside the label alone, and lets the caller's handler run first", () => {
    const onMouseDown = jest.fn();
    render(
      <Label onMouseDown={onMouseDown}>
        Ticker <input aria-label="ticker" />
      </Label>,
    );
    expect(fireEvent.mouseDown(screen.getByRole("textbox"), { detail: 2 })).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(1);
  });
});
