import { planEvents, planFor, type Recipient } from "./notify-plan";
import { DEFAULT_ALERT_SETTINGS as base } from "./settings-defaults";

const recipient = (over: Partial<Recipient> = {}): Recipient => ({
  settings: base,
  hasPushSubscription: true,
  sentThisHour: 0,
  ...over,
});
const noon = new Date("2026-11-18T12:00:00Z");
const night = new Date("2026-11-18T23:00:00Z");
const quiet = { ...base, push: true, quietStart: 22 * 60, quietEnd: 7 * 60 };

describe("notification plan", () => {
  it("sends on the channels the trader turned on", () => {
    expect(planFor(recipient({ settings: { ...base, push: true } }), noon)).toEqual({
      email: "queued",
      push: "queued",
      sendAt: noon,
    });
    expect(planFor(recipient({ settings: { ...base, push: true }, hasPushSubscription: false }), noon).push).toBe(
      "off",
    );
    expect(planFor(recipient({ settings: { ...base, email: false } }), noon).email).toBe("off");
  });

  it("holds e-mail and push until quiet hours end, or drops them", () => {
    const held = planFor(recipient({ settings: quiet }), night);
    expect(held).toEqual({ email: "held", push: "held", sendAt: new Date("2026-11-19T07:00:00Z") });
    expect(planFor(recipient({ settings: { ...quiet, quietMode: "drop" } }), night).email).toBe("dropped");
  });

  it("past 20 in the hour, the rest wait for one summary", () => {
    const events = Array.from({ length: 4 }, (_, i) => i);
    const plans = planEvents(events, recipient({ sentThisHour: 18 }), noon);
    expect(events.map((e) => plans.get(e)!.summary)).toEqual([false, false, true, true]);
    expect(plans.get(3)!.email).toBe("capped");
  });

  it("nothing is capped when no external channel is on", () => {
    const plans = planEvents([1, 2], recipient({ settings: { ...base, email: false }, sentThisHour: 50 }), noon);
    expect(plans.get(2)).toMatchObject({ email: "off", push: "off", summary: false });
  });
});
