import { inQuietHours, isTimeZone, quietHoursEnd } from "./quiet-hours";

const H = 60;

describe("quiet hours", () => {
  const night = { start: 22 * H, end: 7 * H, timeZone: "UTC" };

  it("a window across midnight covers late evening and early morning, not the day", () => {
    expect(inQuietHours(new Date("2026-11-18T23:30:00Z"), night)).toBe(true);
    expect(inQuietHours(new Date("2026-11-19T06:59:00Z"), night)).toBe(true);
    expect(inQuietHours(new Date("2026-11-19T07:00:00Z"), night)).toBe(false);
    expect(inQuietHours(new Date("2026-11-18T21:59:00Z"), night)).toBe(false);
  });

  it("reads the hour in the trader's time zone", () => {
    const ny = { ...night, timeZone: "America/New_York" }; // UTC-5 in November
    expect(inQuietHours(new Date("2026-11-19T03:30:00Z"), ny)).toBe(true); // 22:30 in New York
    expect(inQuietHours(new Date("2026-11-19T13:00:00Z"), ny)).toBe(false); // 08:00 there
    expect(inQuietHours(new Date("2026-11-19T11:30:00Z"), ny)).toBe(true); // 06:30 there
    const tokyo = { start: 9 * H, end: 17 * H, timeZone: "Asia/Tokyo" }; // UTC+9, same-day window
    expect(inQuietHours(new Date("2026-11-19T01:00:00Z"), tokyo)).toBe(true); // 10:00 in Tokyo
    expect(inQuietHours(new Date("2026-11-19T09:00:00Z"), tokyo)).toBe(false); // 18:00 there
  });

  it("follows daylight saving: 22:00 in London is 21:00 UTC in summer", () => {
    const london = { ...night, timeZone: "Europe/London" };
    expect(inQuietHours(new Date("2026-07-01T21:30:00Z"), london)).toBe(true);
    expect(inQuietHours(new Date("2026-12-01T21:30:00Z"), london)).toBe(false);
  });

  it("no window when unset or when start equals end", () => {
    expect(inQuietHours(new Date("2026-11-19T03:00:00Z"), { start: null, end: null, timeZone: "UTC" })).toBe(false);
    expect(inQuietHours(new Date("2026-11-19T03:00:00Z"), { start: 60, end: 60, timeZone: "UTC" })).toBe(false);
  });

  it("held messages go out when the window ends, in the trader's zone", () => {
    expect(quietHoursEnd(new Date("2026-11-18T23:30:00Z"), night)).toEqual(new Date("2026-11-19T07:00:00Z"));
    const ny = { ...night, timeZone: "America/New_York" };
    expect(quietHoursEnd(new Date("2026-11-19T03:30:00Z"), ny)).toEqual(new Date("2026-11-19T12:00:00Z"));
    const day = new Date("2026-11-19T12:00:00Z");
    expect(quietHoursEnd(day, night)).toBe(day);
  });

  it("knows a time zone from a typo", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Europe/Berln")).toBe(false);
  });
});
