import { formatDateTime, formatDay, formatShortDateTime, formatShortDay, formatTime } from "./date";

describe("one date format across the app", () => {
  it("writes a moment and a day the same way everywhere", () => {
    expect(formatDateTime("2026-11-23T20:16:00Z", "UTC")).toBe("Nov 23, 2026, 8:16 PM");
    expect(formatDay("2026-11-23T20:16:00Z", "UTC")).toBe("Nov 23, 2026");
    expect(formatDay(new Date("2026-01-05T00:00:00Z"), "UTC")).toBe("Jan 5, 2026");
  });

  it("writes a time of day as the rest of the app does (12-hour clock)", () => {
    expect(formatTime("2026-11-23T12:09:00Z", "UTC")).toBe("12:09 PM");
    expect(formatTime("2026-11-23T08:05:00Z", "UTC")).toBe("8:05 AM");
    expect(formatShortDateTime("2026-11-23T20:16:00Z", "UTC")).toBe("Nov 23, 8:16 PM");
    expect(formatShortDay("2026-11-03", "UTC")).toBe("Nov 3");
  });

  it("shows a dash instead of 'Invalid Date'", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDay("not a date")).toBe("—");
  });
});
