import { resolveNewsTime } from "./time";

const now = new Date("2026-11-26T15:00:00Z");
const at = (printed: string | null) => resolveNewsTime(printed, now)?.toISOString() ?? null;

describe("placing a news screenshot's printed time", () => {
  it("counts back relative times from the analysis clock", () => {
    expect(at("2 hours ago")).toBe("2026-11-26T13:00:00.000Z");
    expect(at("35 min ago")).toBe("2026-11-26T14:25:00.000Z");
    expect(at("an hour ago")).toBe("2026-11-26T14:00:00.000Z");
    expect(at("3d ago")).toBe("2026-11-23T15:00:00.000Z");
    expect(at("yesterday at 9:05 pm")).toBe("2026-11-25T21:05:00.000Z");
  });

  it("reads dates in the usual orders, with or without a clock time", () => {
    expect(at("Nov 25, 2026")).toBe("2026-11-25T00:00:00.000Z");
    expect(at("Nov 25, 2026 at 14:32")).toBe("2026-11-25T14:32:00.000Z");
    expect(at("25 November 2026")).toBe("2026-11-25T00:00:00.000Z");
    expect(at("2026-11-20 08:15")).toBe("2026-11-20T08:15:00.000Z");
  });

  it("takes a bare clock time as today, or yesterday when today's would be later than now", () => {
    expect(at("14:32")).toBe("2026-11-26T14:32:00.000Z");
    expect(at("16:10 GMT")).toBe("2026-11-25T16:10:00.000Z");
  });

  it("gives no time for nothing, nonsense or a date after today", () => {
    expect(at(null)).toBeNull();
    expect(at("Dec 30, 2026")).toBeNull();
    expect(at("99:99")).toBeNull();
  });
});
