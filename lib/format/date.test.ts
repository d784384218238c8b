import { formatDateTime, formatDay } from "./date";

describe("one date format across the app", () => {
  it("writes a moment and a day the same way everywhere", () => {
    expect(formatDateTime("2026-11-23T20:16:00Z", "UTC")).toBe("Nov 23, 2026, 8:16 PM");
    expect(formatDay("2026-11-23T20:16:00Z", "UTC")).toBe("Nov 23, 2026");
    expect(formatDay(new Date("2026-01-05T00:00:00Z"), "UTC")).toBe("Jan 5, 2026");
  });

  it("shows a dash instead of 'Invalid Date'", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDay("not a date")).toBe("—");
  });
});
