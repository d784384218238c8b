import { recentScanNote, updateToast } from "./update-toast";

const NOW = new Date("2026-03-04T16:02:00Z");
const base = {
  ideas: [],
  totalIdeas: 3,
  disclaimer: "",
  source: "demo" as const,
  generating: false,
  generatedAt: "2026-03-04T16:00:00.000Z",
  nextRefreshAt: "2026-03-04T16:05:00.000Z",
};

describe("Update Ideas toast", () => {
  it("keeps the spec's toast for a new scan", () => {
    expect(updateToast({ ...base, fresh: true }, NOW)).toEqual({
      title: "Trade Ideas Updated",
      description: "3 fresh institutional-quality trade ideas generated successfully",
    });
  });

  it("says when the shared ideas were made and when a new scan can start", () => {
    expect(recentScanNote(base, NOW, "UTC")).toBe(
      "These ideas were generated at 4:00 PM, moments ago — they are the freshest available. A new scan can start at 4:05 PM.",
    );
    expect(updateToast({ ...base, fresh: false }, NOW).title).toBe("Trade Ideas Up to Date");
  });

  it("does not call an older batch (the recent scan failed) 'moments ago', nor promise a time that passed", () => {
    const later = new Date("2026-03-04T16:30:00Z");
    expect(recentScanNote(base, later, "UTC")).toBe(
      "These ideas were generated at 4:00 PM and are the latest available.",
    );
    expect(recentScanNote({ ...base, generatedAt: null }, NOW, "UTC")).toBe(
      "The latest scan found no setups that pass the engine's checks. A new scan can start at 4:05 PM.",
    );
  });

  it("tells a scan is running when the wait for it ran out", () => {
    expect(updateToast({ ...base, fresh: false, generating: true }, NOW).title).toBe("Scan in Progress");
  });
});
