import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { savedAnalyses } from "@/lib/saved/tables";
import { AppError } from "@/lib/errors";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { DELETE as deleteAccount } from "@/app/api/auth/account/route";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { insertAnalysis } from "../helpers/analyses";

// The subscription processor is a spy: these tests are about the order (cancel first, and a
// failed cancellation keeps the account), not about Stripe's API (admin-manage-user covers that).
const mockCancel = jest.fn();
jest.mock("@/lib/billing", () => ({
  ...jest.requireActual("@/lib/billing"),
  cancellingProvider: () => ({ cancelSubscription: mockCancel }),
}));

useTestDb();
beforeEach(() => mockCancel.mockReset().mockResolvedValue({ cancelled: true }));

const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];
const me = (cookie: string) => currentUser(getRequest("/api/auth/user", cookie));
let ip = 0;
const signIn = async (email: string, password: string) => {
  const res = await login(
    jsonRequest("/api/auth/login", { email, password }, { headers: { "x-forwarded-for": `10.17.0.${++ip}` } }),
  );
  return { status: res.status, cookie: res.status === 200 ? cookieOf(res) : "" };
};
const change = (cookie: string, body: unknown) =>
  changePassword(jsonRequest("/api/auth/change-password", body, { cookie }), params({}));
const remove = (cookie: string, body: unknown) =>
  deleteAccount(jsonRequest("/api/auth/account", body, { cookie, method: "DELETE" }), params({}));

describe("POST /api/auth/change-password", () => {
  it("needs the current password, keeps this session, ends the others, and the new password signs in", async () => {
    const user = await createUser({ password: "old-secret" });
    const here = (await signIn(user.email, "old-secret")).cookie;
    const phone = (await signIn(user.email, "old-secret")).cookie;

    const wrong = await change(here, { currentPassword: "nope", newPassword: "new-secret" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Your current password is not correct.");
    const short = await change(here, { currentPassword: "old-secret", newPassword: "abc" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 6 characters");

    const ok = await change(here, { currentPassword: "old-secret", newPassword: "new-secret" });
    expect(ok.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await signIn(user.email, "old-secret")).status).toBe(401);
    expect((await signIn(user.email, "new-secret")).status).toBe(200);
  });

  it("tells a Google-only account it has no password, and refuses the signed-out", async () => {
    const google = await createUser();
    const res = await change(google.cookie, { currentPassword: "x", newPassword: "new-secret" });
    expect(res.status).toBe(409);
    expect((await change("", { currentPassword: "x", newPassword: "new-secret" })).status).toBe(401);
  });
});

describe("DELETE /api/auth/account", () => {
  async function withData() {
    const user = await createUser({ password: "secret-1", plan: "pro" });
    const db = await getDb();
    const a = await insertAnalysis(user.id);
    await db.insert(savedAnalyses).values({ userId: user.id, analysisId: a.id, title: "mine" });
    return user;
  }

  it("refuses a wrong password and keeps everything", async () => {
    const user = await withData();
    const res = await remove(user.cookie, { password: "wrong" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("That password is not correct. Your account was not deleted.");
    expect(mockCancel).not.toHaveBeenCalled();
    expect(await reloadUser(user.id)).toBeDefined();
  });

  it("cancels the subscription first, then removes the user and their data and ends the session", async () => {
    const user = await withData();
    const res = await remove(user.cookie, { password: "secret-1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/session-token=;/);
    expect(mockCancel).toHaveBeenCalledWith(expect.anything(), user.id, expect.any(Date));
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(analyses).where(eq(analyses.userId, user.id))).toEqual([]);
    expect(await db.select().from(savedAnalyses).where(eq(savedAnalyses.userId, user.id))).toEqual([]);
    expect((await me(user.cookie)).status).toBe(401);
    expect((await signIn(user.email, "secret-1")).status).toBe(401);
  });

  it("keeps the account when the subscription cannot be cancelled", async () => {
    const user = await withData();
    mockCancel.mockRejectedValue(
      new AppError("upstream_failed", "Could not cancel the Stripe subscription. Please try again."),
    );
    const res = await remove(user.cookie, { password: "secret-1" });
    expect(res.status).toBe(502);
    expect(await reloadUser(user.id)).toBeDefined();
    expect((await me(user.cookie)).status).toBe(200);
  });

  it("a Google-only account confirms with its e-mail; an admin cannot delete itself here", async () => {
    const google = await createUser();
    expect((await remove(google.cookie, { email: "someone@else.com" })).status).toBe(400);
    expect((await remove(google.cookie, { email: google.email.toUpperCase() })).status).toBe(200);
    const admin = await createUser({ role: "admin", password: "secret-1" });
    expect((await remove(admin.cookie, { password: "secret-1" })).status).toBe(409);
  });
});
