import { declineReason, demoCardSchema, expiryValid, luhnValid } from "./demo-card";

describe("demo card checks", () => {
  it("accepts Luhn-valid numbers only", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  it("treats a card as valid through the end of its expiry month", () => {
    const now = new Date("2026-11-30T23:00:00Z");
    expect(expiryValid("11/26", now)).toBe(true);
    expect(expiryValid("10/26", now)).toBe(false);
    expect(expiryValid("00/30", now)).toBe(false);
    expect(expiryValid("1130", now)).toBe(false);
  });

  it("normalises spaces and dashes and declines Stripe's decline test cards", () => {
    expect(demoCardSchema.parse({ cardNumber: "4242-4242 4242 4242", expiry: "12/40", cvc: "123" }).cardNumber).toBe(
      "4242424242424242",
    );
    expect(declineReason("4000 0000 0000 0002")).toBe("Your card was declined.");
    expect(declineReason("4242 4242 4242 4242")).toBeNull();
  });
});
