import { GET as stats } from "@/app/api/admin/stats/route";
import { GET as charts } from "@/app/api/admin/charts/route";
import { GET as usersList } from "@/app/api/admin/users/route";
import { GET as userDetail } from "@/app/api/admin/users/[id]/route";
import { GET as activity } from "@/app/api/admin/activity/route";
import { GET as registrations } from "@/app/api/admin/registrations/route";
import { POST as manage } from "@/app/api/admin/manage-user/[id]/[action]/route";
import { GET as tipsList, POST as tipCreate } from "@/app/api/admin/tips/route";
import { DELETE as tipDelete, PUT as tipUpdate } from "@/app/api/admin/tips/[id]/route";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { createUser } from "../helpers/users";

useTestDb();

const DAY = 86_400_000;
const DENIED = "Access Denied - Admin privileges required";
type Handler = (req: Request, ctx?: ReturnType<typeof params>) => Promise<Response>;
type Call = { name: string; run: (cookie?: string) => Promise<Response>; ok: number };

const get =
  (h: Handler, path: string, p: Record<string, string> = {}) =>
  (cookie?: string) =>
    h(getRequest(path, cookie), params(p));
const send =
  (h: Handler, method: string, path: string, body: unknown, p: Record<string, string> = {}) =>
  (cookie?: string) =>
    h(jsonRequest(path, body, { method, cookie }), params(p));
const TIP = { title: "Hello", message: "World" };

async function roles() {
  return {
    user: await createUser(),
    trial: await createUser({ plan: "trial", trialStartedAt: new Date(), trialEndsAt: new Date(Date.now() + 7 * DAY) }),
    pro: await createUser({ plan: "pro" }),
    admin: await createUser({ role: "admin" }),
  };
}

describe("admin API role matrix", () => {
  it("answers 401 signed out, 403 with the spec message for user/trial/pro, and serves an admin", async () => {
    const r = await roles();
    const victim = await createUser();
    const tip = await (await tipCreate(jsonRequest("/api/admin/tips", TIP, { cookie: r.admin.cookie }))).json();
    // The admin's state-changing calls go last in the list and hit a fresh target each time.
    const calls: Call[] = [
      { name: "stats", run: get(stats, "/api/admin/stats"), ok: 200 },
      { name: "stats ranged", run: get(stats, "/api/admin/stats?startDate=2026-01-01&endDate=2026-01-31"), ok: 200 },
      { name: "charts", run: get(charts, "/api/admin/charts"), ok: 200 },
      { name: "users", run: get(usersList, "/api/admin/users"), ok: 200 },
      { name: "user detail", run: get(userDetail, `/api/admin/users/${victim.id}`, { id: victim.id }), ok: 200 },
      { name: "activity", run: get(activity, "/api/admin/activity"), ok: 200 },
      {
        name: "registrations",
        run: get(registrations, "/api/admin/registrations?startDate=2026-01-01&endDate=2026-01-31"),
        ok: 200,
      },
      { name: "tips", run: get(tipsList, "/api/admin/tips"), ok: 200 },
      { name: "tip create", run: send(tipCreate, "POST", "/api/admin/tips", TIP), ok: 201 },
      { name: "tip update", run: send(tipUpdate, "PUT", `/api/admin/tips/${tip.id}`, TIP, { id: tip.id }), ok: 200 },
      {
        name: "upgrade",
        run: send(manage, "POST", `/api/admin/manage-user/${victim.id}/upgrade-permanent`, undefined, {
          id: victim.id,
          action: "upgrade-permanent",
        }),
        ok: 200,
      },
      {
        name: "tip delete",
        run: send(tipDelete, "DELETE", `/api/admin/tips/${tip.id}`, undefined, { id: tip.id }),
        ok: 200,
      },
      {
        name: "delete",
        run: send(manage, "POST", `/api/admin/manage-user/${victim.id}/delete`, undefined, {
          id: victim.id,
          action: "delete",
        }),
        ok: 200,
      },
    ];
    const seen: Record<string, number[]> = {};
    for (const call of calls) {
      const statuses = [];
      const out = await call.run();
      statuses.push(out.status);
      for (const who of [r.user, r.trial, r.pro]) {
        const res = await call.run(who.cookie);
        statuses.push(res.status);
        expect(await res.json()).toMatchObject({ message: DENIED });
      }
      statuses.push((await call.run(r.admin.cookie)).status);
      seen[call.name] = statuses;
    }
    expect(seen).toEqual(Object.fromEntries(calls.map((c) => [c.name, [401, 403, 403, 403, c.ok]])));
  });

  it("refuses a state change from another site, even for an admin", async () => {
    const { admin } = await roles();
    const forged = { title: "Forged", message: "from elsewhere" };
    const res = await tipCreate(
      jsonRequest("/api/admin/tips", forged, { cookie: admin.cookie, headers: { origin: "https://evil.example" } }),
    );
    expect(res.status).toBe(403);
    expect(await (await tipsList(getRequest("/api/admin/tips", admin.cookie))).json()).not.toContainEqual(
      expect.objectContaining({ title: "Forged" }),
    );
  });
});

describe("admin API validation", () => {
  const message = async (res: Response, status = 400) => {
    expect(res.status).toBe(status);
    return (await res.json()).message;
  };

  it("checks the stats, charts and registrations dates", async () => {
    const { admin } = await roles();
    const q = (h: Handler, qs: string) => h(getRequest(`/api/admin/x?${qs}`, admin.cookie));
    expect(await message(await q(stats, "startDate=2026-01-01"))).toBe("Please select both start and end dates");
    expect(await message(await q(stats, "endDate=2026-01-01"))).toBe("Please select both start and end dates");
    expect(await message(await q(stats, "startDate=2026-02-01&endDate=2026-01-01"))).toBe(
      "The start date must be on or before the end date",
    );
    expect(await message(await q(stats, "startDate=01/02/2026&endDate=2026-01-03"))).toBe(
      "Dates must look like YYYY-MM-DD",
    );
    expect(await message(await q(stats, "startDate=2026-02-30&endDate=2026-03-03"))).toBe("Invalid date");
    expect(await message(await q(charts, "startDate=2020-01-01&endDate=2026-01-01"))).toBe(
      "Charts cover at most 366 days",
    );
    expect(await message(await q(registrations, ""))).toBe("Please select both start and end dates");
    expect(await message(await q(registrations, "startDate=2026-03-01&endDate=2026-01-01"))).toBe(
      "The start date must be on or before the end date",
    );
  });

  it("checks the users list parameters", async () => {
    const { admin } = await roles();
    const q = (qs: string) => usersList(getRequest(`/api/admin/users?${qs}`, admin.cookie));
    expect(await message(await q("page=0"))).toBe("page must be a whole number from 1");
    expect(await message(await q("page=abc"))).toBe("page must be a whole number from 1");
    expect(await message(await q("pageSize=500"))).toBe("pageSize must be a whole number from 1 to 100");
    expect(await message(await q("plan=gold"))).toBe("plan must be free, trial or pro");
    expect(await message(await q("sort=email"))).toBe("sort must be created, -created, lastSeen or -lastSeen");
    expect(await message(await q(`search=${"x".repeat(101)}`))).toBe("search must be at most 100 characters");
    expect(await message(await activity(getRequest("/api/admin/activity?limit=0", admin.cookie)))).toBe(
      "limit must be a whole number from 1 to 100",
    );
  });

  it("checks manage-user's id, action and target", async () => {
    const { admin, user } = await roles();
    const otherAdmin = await createUser({ role: "admin" });
    const act = (id: string, action: string) =>
      manage(
        jsonRequest(`/api/admin/manage-user/${id}/${action}`, undefined, { cookie: admin.cookie }),
        params({ id, action }),
      );
    expect(await message(await act(user.id, "promote"))).toBe("Unknown action: use delete or upgrade-permanent");
    expect(await message(await act("not an id!", "delete"))).toBe("Invalid user id");
    expect(await message(await act("no-such-user-000000000", "delete"), 404)).toBe("User not found");
    expect(await message(await act(otherAdmin.id, "delete"), 409)).toBe("Admin accounts cannot be changed here");
    expect(await message(await act(admin.id, "upgrade-permanent"), 409)).toBe(
      "You cannot change your own account here",
    );
    expect(
      await message(
        await userDetail(getRequest("/api/admin/users/x", admin.cookie), params({ id: "no-such-user" })),
        404,
      ),
    ).toBe("User not found");
  });

  it("checks tips: title and message required, known type/priority/audience, dates, unknown ids", async () => {
    const { admin } = await roles();
    const post = (body: unknown) => tipCreate(jsonRequest("/api/admin/tips", body, { cookie: admin.cookie }));
    expect(await message(await post({}))).toBe("Titolo e messaggio sono obbligatori");
    expect(await message(await post({ title: "  ", message: "m" }))).toBe("Titolo e messaggio sono obbligatori");
    expect(await message(await post({ title: "t", message: "" }))).toBe("Titolo e messaggio sono obbligatori");
    expect(await message(await post({ ...TIP, type: "danger" }))).toBe(
      "type must be info, warning, success or announcement",
    );
    expect(await message(await post({ ...TIP, priority: "max" }))).toBe("priority must be low, normal, high or urgent");
    expect(await message(await post({ ...TIP, targetAudience: "admins" }))).toBe(
      "targetAudience must be all, free, trial or pro",
    );
    expect(await message(await post({ ...TIP, startDate: "soon" }))).toBe("startDate must be a valid date");
    expect(await message(await post({ ...TIP, startDate: "2026-05-02", endDate: "2026-05-01" }))).toBe(
      "The end date must be after the start date",
    );
    expect(await message(await post("{not json"))).toBe("Invalid JSON body");
    const put = await tipUpdate(
      jsonRequest("/api/admin/tips/nope", TIP, { method: "PUT", cookie: admin.cookie }),
      params({ id: "nope" }),
    );
    expect(await message(put, 404)).toBe("Tip not found");
    const del = await tipDelete(
      jsonRequest("/api/admin/tips/nope", undefined, { method: "DELETE", cookie: admin.cookie }),
      params({ id: "nope" }),
    );
    expect(await message(del, 404)).toBe("Tip not found");
  });
});
