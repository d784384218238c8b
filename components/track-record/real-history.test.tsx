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
    expect(lines[0]).toHaveTextContent(/^On real history, calls shown at \d+-\d+% /);
  });
});
