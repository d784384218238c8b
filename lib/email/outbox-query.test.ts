import { emailKinds } from "./kinds";
import { outboxQuerySchema } from "./schemas";

describe("the outbox query", () => {
  it.each(emailKinds)("filters on the %s kind", (kind) => {
    expect(outboxQuerySchema.parse({ kind }).kind).toBe(kind);
  });

  it("accepts price-alert e-mails and refuses a kind the outbox never holds", () => {
    expect(outboxQuerySchema.safeParse({ kind: "alert" }).success).toBe(true);
    expect(outboxQuerySchema.safeParse({ kind: "newsletter" }).success).toBe(false);
  });
});
