import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SavedExportBar, SavedExportProvider, SelectForExport } from "./saved-export";

function List() {
  return (
    <SavedExportProvider>
      <SavedExportBar listedIds={["a1", "b2", "c3"]} />
      <SelectForExport analysisId="a1" name="Gold analysis" />
      <SelectForExport analysisId="c3" name="EUR/USD analysis" />
    </SavedExportProvider>
  );
}

describe("saved list export", () => {
  it("downloads the ticked analyses as one PDF, in the list's order", async () => {
    render(<List />);
    expect(screen.getByRole("button", { name: /Download PDF \(tick analyses\)/ })).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select EUR/USD analysis for the PDF" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Gold analysis for the PDF" }));
    const link = screen.getByRole("link", { name: /Download PDF \(2 selected\)/ });
    expect(link).toHaveAttribute("href", "/api/exports/pdf?ids=a1,c3");
    expect(screen.getByRole("link", { name: /Download CSV/ })).toHaveAttribute(
      "href",
      "/api/exports/saved-analyses-csv",
    );
  });
});
