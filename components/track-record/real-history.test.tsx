import { render, screen } from "@testing-library/react";
import { RealHistory } from "./real-history";
import { calibrationTable } from "@/lib/analysis/calibration/apply";

describe("RealHistory", () => {
  it("says how the probability was checked on real history, with one evidence line per probability band", () => {
    render(<RealHistory />);
    const t = calibrationTable;
    expect(screen.getByText("On real history")).toBeInTheDocument();
    expect(document.body).toHaveTextContent(`off by ${t.heldOut.ece} points on average`);
    // Checked on whole markets held out, never on halves of the ones it was fitted on.
    expect(document.body).toHaveTextContent("checked on whole markets it was not fitted on");
    expect(document.body).not.toHaveTextContent("first half");
    expect(document.body).toHaveTextContent(`${t.crossValidated!.randomWalkBrier} for a random walk`);
    const lines = screen.getByTestId("real-history-evidence").querySelectorAll("li");
    expect(lines).toHaveLength(t.evidence.bins.length);
    // A band with enough calls says what they won; a thin band says it is too thin to check.
    t.evidence.bins.forEach((bin, k) =>
      expect(lines[k]).toHaveTextContent(
        bin.n >= 20
          ? new RegExp(`^On real history, calls shown at ${bin.from}-${bin.from + 10}% won \\d+%`)
          : new RegExp(`^On real history, too few calls were shown at ${bin.from}-${bin.from + 10}%`),
      ),
    );
  });
});
