import { hoursSinceStart } from "./chart-hours";

const hour = (h: number, calls = 0) => ({ hour: `2026-03-10T${String(h).padStart(2, "0")}:00:00.000Z`, calls });

describe("the error-rate chart's hours", () => {
  it("starts at the hour the server started, not with empty hours before it", () => {
    const hours = [hour(8), hour(9), hour(10), hour(11, 40)];
    expect(hoursSinceStart(hours, new Date("2026-03-10T10:20:00Z")).map((h) => h.hour.slice(11, 13))).toEqual([
      "10",
      "11",
    ]);
  });

  it("keeps an earlier hour that has calls counted (another instance, or an earlier run)", () => {
    const hours = [hour(8), hour(9, 5), hour(10), hour(11)];
    expect(hoursSinceStart(hours, new Date("2026-03-10T11:05:00Z"))).toHaveLength(3);
  });
});
