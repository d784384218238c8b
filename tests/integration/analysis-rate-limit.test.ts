import { POST } from "@/app/api/analyses/route";
import { resetLimits } from "@/lib/rate-limit/registry";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { analysisRequest, validFields } from "./analysis-helpers";

useTestDb();
afterAll(() => resetLimits());

describe("POST /api/analyses rate limit", () => {
  it("refuses a user's requests past the minute's allowance with 429 and Retry-After, others unaffected", async () => {
    resetLimits({ analysisUser: 3 });
    const flooder = await createUser({ tokensRemaining: 5 });
    // Counted before the form is read: broken requests use up the allowance as well.
    for (let i = 0; i < 3; i++) {
      const res = await POST(analysisRequest({ ...validFields, budget: "-1" }, [], { cookie: flooder.cookie }));
      expect(res.status).toBe(400);
    }
    const refused = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: flooder.cookie }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await refused.json()).message).toBe(
      "Too many analyses in a short time. Please wait a minute and try again.",
    );
    expect((await reloadUser(flooder.id)).tokensRemaining).toBe(5);

    const other = await createUser({ tokensRemaining: 5 });
    const res = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [], { cookie: other.cookie }));
    expect(res.status).toBe(201);
  }, 60_000);
});
