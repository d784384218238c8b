import { render, screen, within } from "@testing-library/react";
import { LedgerSection } from "./ledger-section";

const root = (day: string, n: number) => ({
  day,
  count: n,
  merkleRoot: "a".repeat(64),
  prevRoot: "b".repeat(64),
  root: `${n}`.repeat(64).slice(0, 64),
  sealedAt: `${day}T00:15:00.000Z`,
});

describe("LedgerSection", () => {
  it("shows the latest root with its date, every published day, and the download", () => {
    render(<LedgerSection roots={[root("2026-11-26", 3), root("2026-11-25", 1)]} pending={2} />);
    const region = screen.getByRole("region", { name: "Verify" });
    expect(within(region).getByTestId("ledger-latest-day")).toHaveTextContent("2026-11-26");
    expect(within(region).getByTestId("ledger-latest-root")).toHaveTextContent("3".repeat(64));
    expect(within(region).getByText(/\(3\s+records\)/)).toBeInTheDocument();
    expect(within(region).getAllByRole("row")).toHaveLength(3);
    expect(within(region).getByText("2 records wait for tonight's seal.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Download the record (JSON)" })).toHaveAttribute(
      "href",
      "/api/track-record/ledger",
    );
  });

  it("says when nothing has been sealed yet", () => {
    render(<LedgerSection roots={[]} pending={0} />);
    expect(screen.getByTestId("ledger-latest-root")).toHaveTextContent("No day has been sealed yet");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
