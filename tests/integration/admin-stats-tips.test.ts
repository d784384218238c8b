import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { getAdminStats } from "@/lib/admin/stats";
import { getCharts } from "@/lib/admin/charts";
import { listUsers } from "@/lib/admin/users";
import { getRegistrations } from "@/lib/admin/registrations";
import { usersQuerySchema } from "@/lib/admin/schemas";
import { POST as tipCreate } from "@/app/api/admin/tips/route";
import { DELETE as tipDelete, PUT as tipUpdate } from "@/app/api/admin/tips/[id]/route";
import { GET as userTips } from "@/app/api/tips/route";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { createUser } from "../helpers/users";

useTestDb();

const DAY = 86_400_000;
// A pinned clock far from the other tests' rows, so "today" and ranges hold only this file's data.
const NOW = new Date("2031-03-15T12:00:00Z");
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

async function seed() {
  const db = await getDb();
  const mk = (email: string, v: Partial<typeof users.$inferInsert>) =>
    db
      .insert(users)
      .values({ email, username: email.split("@")[0], ...v })
      .returning();
  const [[todayPro], [weekTrial], [monthFree], [oldFree]] = await Promise.all([
    mk("today-pro@stats.test", { plan: "pro", createdAt: at(0), lastSeenAt: at(0), fullName: "Ada Lovelace" }),
    mk("week-trial@stats.test", {
      plan: "trial",
      createdAt: at(-6),
      trialStartedAt: at(-2),
      trialEndsAt: at(5),
      lastSeenAt: at(-0.5),
    }),
    mk("month-free@stats.test", { plan: "free", createdAt: at(-20), lastSeenAt: at(-3) }),
    mk("old-free@stats.test", { plan: "free", createdAt: at(-400) }),
  ]);
  const row = (userId: string, createdAt: Date) => ({
    userId,
    createdAt,
    symbol: "AAPL",
    investmentType: "swing",
    recommendation: "BUY" as const,
    entryPrice: 1,
    stopLoss: 0.9,
    takeProfit1: 1.1,
    takeProfit2: 1.2,
    successProbability: 70,
    leverage: 1,
    riskPercentage: 1,
    budget: 100,
    engine: "builtin",
    dataSource: "demo",
    input: {},
    result: {},
  });
  await db
    .insert(analyses)
    .values([row(todayPro.id, at(0)), row(todayPro.id, at(-1)), row(weekTrial.id, at(-6)), row(oldFree.id, at(-300))]);
  return { todayPro, weekTrial, monthFree, oldFree };
}

describe("admin stats, charts, users and registrations", () => {
  it("counts a range's cohort and analyses, keeps 'today' and 'active' live, lists trials with days left", async () => {
    const { weekTrial } = await seed();
    const db = await getDb();
    const ranged = await getAdminStats(db, NOW, { startDate: "2031-02-20", endDate: "2031-03-15" });
    expect(ranged).toMatchObject({
      totalUsers: 3,
      newUsersToday: 1,
      proUsers: 1,
      conversionRate: 33.3,
      activeTrialUsers: 1,
      activeUsers: 2,
      totalAnalyses: 3,
      analysesToday: 1,
      usersWithoutAnalyses: 1,
      dateRange: { startDate: "2031-02-20", endDate: "2031-03-15" },
    });
    expect(ranged.trialUsersDetails).toEqual([
      expect.objectContaining({ id: weekTrial.id, email: "week-trial@stats.test", daysRemaining: 5 }),
    ]);
    const all = await getAdminStats(db, NOW);
    expect(all.dateRange).toBeNull();
    expect(all.totalUsers).toBe(
      (
        await db
          .select()
          .from(users)
          .where(sql`${users.role} <> 'admin'`)
      ).length,
    );
    expect(all.totalAnalyses).toBe((await db.select().from(analyses)).length);
  });

  it("leaves admins out of the user figures: an admin is no PRO sale and no user to convert", async () => {
    const db = await getDb();
    const range = { startDate: "2031-04-01", endDate: "2031-04-02" };
    const day = new Date("2031-04-01T10:00:00Z");
    await db.insert(users).values([
      { email: "boss@stats-admin.test", username: "boss-stats", role: "admin", plan: "pro", createdAt: day },
      { email: "buyer@stats-admin.test", username: "buyer-stats", plan: "pro", createdAt: day },
      { email: "browser@stats-admin.test", username: "browser-stats", plan: "free", createdAt: day },
    ]);
    const stats = await getAdminStats(db, new Date("2031-04-02T12:00:00Z"), range);
    expect(stats).toMatchObject({ totalUsers: 2, proUsers: 1, conversionRate: 50, usersWithoutAnalyses: 2 });
  });

  it("draws every day of the range, quiet days as zero, and the plan mix", async () => {
    const charts = await getCharts(await getDb(), { startDate: "2031-03-08", endDate: "2031-03-15" });
    expect(charts.daily).toHaveLength(8);
    expect(charts.daily[0]).toEqual({ day: "2031-03-08", registrations: 0, analyses: 0 });
    expect(charts.daily.find((d) => d.day === "2031-03-09")).toEqual({
      day: "2031-03-09",
      registrations: 1,
      analyses: 1,
    });
    expect(charts.daily.at(-1)).toEqual({ day: "2031-03-15", registrations: 1, analyses: 1 });
    expect(charts.planMix.map((p) => p.plan)).toEqual(["free", "trial", "pro"]);
  });

  it("pages, searches, filters and sorts users without any password data", async () => {
    const db = await getDb();
    const q = (raw: Record<string, string>) => listUsers(db, usersQuerySchema.parse(raw), NOW);
    const search = await q({ search: "STATS.TEST", pageSize: "2" });
    expect(search.total).toBe(4);
    expect(search.pageCount).toBe(2);
    expect(search.users.map((u) => u.email)).toEqual(["today-pro@stats.test", "week-trial@stats.test"]);
    expect((await q({ search: "stats.test", pageSize: "2", page: "2" })).users.map((u) => u.email)).toEqual([
      "month-free@stats.test",
      "old-free@stats.test",
    ]);
    expect((await q({ search: "lovelace" })).users.map((u) => u.email)).toEqual(["today-pro@stats.test"]);
    expect((await q({ search: "%" })).total).toBe(0); // wildcards are literal
    expect((await q({ search: "stats.test", plan: "free", sort: "created" })).users.map((u) => u.email)).toEqual([
      "old-free@stats.test",
      "month-free@stats.test",
    ]);
    expect((await q({ search: "stats.test", sort: "-lastSeen" })).users.map((u) => u.email)).toEqual([
      "today-pro@stats.test",
      "week-trial@stats.test",
      "month-free@stats.test",
      "old-free@stats.test",
    ]);
    expect(JSON.stringify(search)).not.toMatch(/password/i);
  });

  it("lists registrations in a range with their total", async () => {
    const res = await getRegistrations(await getDb(), { startDate: "2031-03-01", endDate: "2031-03-15" });
    expect(res.totalRegistrations).toBe(2);
    expect(res.registrations.map((r) => r.email)).toEqual(["today-pro@stats.test", "week-trial@stats.test"]);
    expect(Object.keys(res.registrations[0]).sort()).toEqual([
      "createdAt",
      "email",
      "firstName",
      "fullName",
      "id",
      "isActive",
      "lastName",
      "plan",
    ]);
  });
});

describe("per-user analysis counts", () => {
  it("keeps the per-user analysis counts in step with inserts and deletes", async () => {
    const db = await getDb();
    const direct = async () =>
      (
        await db
          .select()
          .from(users)
          .where(sql`${users.role} <> 'admin' and not exists (select 1 from analyses a where a.user_id = ${users.id})`)
      ).length;
    const before = await getAdminStats(db, NOW);
    expect(before.usersWithoutAnalyses).toBe(await direct());
    const [target] = await db.select().from(users).where(eq(users.email, "today-pro@stats.test"));
    await db.delete(analyses).where(eq(analyses.userId, target.id)); // both of theirs, in one statement
    const after = await getAdminStats(db, NOW);
    expect(after.usersWithoutAnalyses).toBe(before.usersWithoutAnalyses + 1);
    expect(after.usersWithoutAnalyses).toBe(await direct());
    expect(after.totalAnalyses).toBe(before.totalAnalyses - 2);
  });
});

describe("admin tips reach the right dashboards", () => {
  it("shows a saved tip to its audience inside its dates, follows edits, and removes it on delete", async () => {
    const admin = await createUser({ role: "admin" });
    const free = await createUser();
    const trial = await createUser({
      plan: "trial",
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 7 * DAY),
    });
    const pro = await createUser({ plan: "pro" });
    const titles = async (who: { cookie: string }) =>
      ((await (await userTips(getRequest("/api/tips", who.cookie))).json()) as { title: string }[]).map((t) => t.title);
    const create = async (body: object) =>
      (await tipCreate(jsonRequest("/api/admin/tips", { message: "m", ...body }, { cookie: admin.cookie }))).json();

    const trialTip = await create({ title: "<b>Trial</b> tip", targetAudience: "trial", priority: "high" });
    await create({ title: "Future", targetAudience: "all", startDate: new Date(Date.now() + 2 * DAY).toISOString() });
    await create({ title: "Over", targetAudience: "all", startDate: "2020-01-01", endDate: "2020-02-01" });
    await create({ title: "Off", targetAudience: "all", isActive: false });
    expect(await titles(trial)).toEqual(["<b>Trial</b> tip"]);
    expect(await titles(free)).toEqual([]);

    const put = await tipUpdate(
      jsonRequest(
        `/api/admin/tips/${trialTip.id}`,
        { title: "For pro", message: "m", targetAudience: "pro" },
        { method: "PUT", cookie: admin.cookie },
      ),
      params({ id: trialTip.id }),
    );
    expect(put.status).toBe(200);
    expect(await titles(trial)).toEqual([]);
    expect(await titles(pro)).toEqual(["For pro"]);
    await tipDelete(
      jsonRequest(`/api/admin/tips/${trialTip.id}`, undefined, { method: "DELETE", cookie: admin.cookie }),
      params({ id: trialTip.id }),
    );
    expect(await titles(pro)).toEqual([]);
  });
});
