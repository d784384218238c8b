import { getDb } from "@/lib/db/client";
import { tips } from "@/lib/tips/tables";
import { GET as getTips } from "@/app/api/tips/route";
import { useTestDb } from "../helpers/db";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";

useTestDb();

const DAY = 86_400_000;
const list = async (cookie?: string) => getTips(getRequest("/api/tips", cookie));

describe("GET /api/tips", () => {
  it("refuses a signed-out visitor and is empty when no tip exists", async () => {
    expect((await list()).status).toBe(401);
    const user = await createUser();
    expect(await (await list(user.cookie)).json()).toEqual([]);
  });

  it("serves active tips for the user's plan and dates, most urgent first", async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(tips).values([
      { title: "Everyone", message: "m", priority: "normal", targetAudience: "all", createdAt: new Date(now - 1000) },
      { title: "Urgent free", message: "m", priority: "urgent", targetAudience: "free", type: "warning" },
      { title: "Pro only", message: "m", targetAudience: "pro" },
      { title: "Trial only", message: "m", targetAudience: "trial" },
      { title: "Switched off", message: "m", isActive: false },
      { title: "Ended", message: "m", endDate: new Date(now - DAY) },
      { title: "Future", message: "m", startDate: new Date(now + DAY) },
    ]);
    const free = await createUser();
    const trial = await createUser({ plan: "trial", trialStartedAt: new Date(), trialEndsAt: new Date(now + 7 * DAY) });
    const admin = await createUser({ role: "admin" });

    const forFree = await (await list(free.cookie)).json();
    expect(forFree.map((t: { title: string }) => t.title)).toEqual(["Urgent free", "Everyone"]);
    expect(Object.keys(forFree[0]).sort()).toEqual(["createdAt", "id", "message", "priority", "title", "type"]);
    expect((await (await list(trial.cookie)).json()).map((t: { title: string }) => t.title)).toEqual([
      "Trial only",
      "Everyone",
    ]);
    expect((await (await list(admin.cookie)).json()).map((t: { title: string }) => t.title)).toEqual([
      "Pro only",
      "Everyone",
    ]);
  });
});
