import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InstrumentPicker } from "./instrument-picker";

const choices = [
  {
    symbol: "^IXIC",
    name: "NASDAQ Composite",
    read: "NQ1!",
    note: "NASDAQ Composite is the index, standing in for the NQ1! future: its prices differ from the future's.",
  },
  { symbol: "^GSPC", name: "S&P 500", read: "ES1!" },
];

describe("the instrument picker", () => {
  it("names each instrument, what was read for it and a stand-in as one, and takes the focus", () => {
    render(<InstrumentPicker message="We read NQ1! (CME) on your chart." choices={choices} onPick={jest.fn()} />);
    const picker = screen.getByRole("group", { name: "Which instrument should we analyse?" });
    expect(picker).toHaveFocus();
    const items = within(picker).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(
      "Analyse NASDAQ Compositeread on your chart as NQ1!. NASDAQ Composite is the index, standing in for the NQ1! future",
    );
    expect(items[1]).toHaveTextContent("Analyse S&P 500read on your chart as ES1!");
    // Names, not feed codes: the code only travels in the form's ticker.
    expect(picker).not.toHaveTextContent("^IXIC");
  });

  it("sends the picked symbol, or the typed one on Enter; an empty one is not sent", async () => {
    const onPick = jest.fn();
    render(<InstrumentPicker message="Which one?" choices={choices} onPick={onPick} />);
    await userEvent.click(screen.getByRole("button", { name: "Analyse S&P 500" }));
    expect(onPick).toHaveBeenLastCalledWith("^GSPC");
    expect(screen.getByRole("button", { name: "Analyse this ticker" })).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Or type a ticker:"), "  qqq {Enter}");
    expect(onPick).toHaveBeenLastCalledWith("qqq");
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
