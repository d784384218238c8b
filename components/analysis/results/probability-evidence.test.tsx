import { render, screen } from "@testing-library/react";
import { ProbabilityEvidence } from "./probability-evidence";
import { calibrationTable } from "@/lib/analysis/calibration/apply";

describe("ProbabilityEvidence", () => {
  it("says what success means, and for a call how calls shown at that probability did on real history", () => {
    const bin = calibrationTable.evidence.bins.find((b) => b.n >= 20)!;
    render(<ProbabilityEvidence probability={bin.from + 1} call />);
    const box = screen.getByTestId("probability-evidence");
    expect(box).toHaveTextContent("reaches its first target (TP1) before its stop, within the style's window");
    expect(box).toHaveTextContent(
      `On real history, calls shown at ${bin.from}-${bin.to}% won ${Math.round(bin.won)}% (${bin.n.toLocaleString("en-US")} calls,`,
    );
  });

  it("says the window's length for the analysis' style, and that a day trade closes with its session", () => {
    render(<ProbabilityEvidence probability={30} call={false} style="intraday" />);
    expect(screen.getByTestId("probability-evidence")).toHaveTextContent(
      "Success means the call reaches its first target (TP1) before its stop, within the style's window (intraday: 3 days, closed at the session's end).",
    );
  });

  it("gives no evidence line for a WAIT or AVOID (they are not calls)", () => {
    render(<ProbabilityEvidence probability={30} call={false} />);
    expect(screen.getByTestId("probability-evidence")).not.toHaveTextContent("On real history");
  });

  it("shows the random walk's chance beside the probability, and nothing on analyses stored without it", () => {
    const { unmount } = render(<ProbabilityEvidence probability={40} call randomWalk={31.2} />);
    expect(screen.getByTestId("random-walk")).toHaveTextContent(
      "A random walk would reach TP1 first 31.2% of the time.",
    );
    unmount();
    render(<ProbabilityEvidence probability={40} call />);
    expect(screen.queryByTestId("random-walk")).toBeNull();
  });
});
