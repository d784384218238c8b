import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { withAdmin, withRoute, withUser } from "@/lib/http/route";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { createUser } from "../helpers/users";
import { pinDate } from "../helpers/pin-date";

useTestDb();

// What the wrappers hand a handler: the database, one clock reading, and the
// path, query and body already through the route's schemas.
const querySchema = z.object({ page: z.coerce.number().int().min(1, "Page must be at least 1") });
const bodySchema = z.object({ name: z.string().min(1, "Name is required") });
const paramsSchema = z.object({ id: z.string().regex(/^\d+$/, "Invalid id") });

// Only Date is faked: the request's clock reads this instant, timers and the database run as usual.
const NOW = new Date("2026-05-04T09:30:00Z");
beforeAll(() => pinDate(NOW));
afterAll(() => jest.useRealTimers());

describe("route wrappers", () => {
  it("hand the handler the database, the request's time and the parsed path and query", async () => {
    const seen: unknown[] = [];
    const GET = withRoute(
      async ({ db, now, query, params }) => {
        seen.push(db);
        return Response.json({ page: query.page, id: params.id, at: now.toISOString() });
      },
      { query: querySchema, params: paramsSchema },
    );
    const res = await GET(getRequest("/api/x?page=3"), params({ id: "42" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ page: 3, id: "42", at: NOW.toISOString() });
    expect(seen[0]).toBe(await getDb());
  });

  it("answer 400 with the schema's message before the handler runs", async () => {
    const handler = jest.fn(async () => Response.json({}));
    const GET = withRoute(handler, { query: querySchema, params: paramsSchema });
    const badQuery = await GET(getRequest("/api/x?page=0"), params({ id: "1" }));
    expect(badQuery.status).toBe(400);
    expect(await badQuery.json()).toEqual({ message: "Page must be at least 1", field: "page" });
    const badPath = await GET(getRequest("/api/x?page=1"), params({ id: "x" }));
    expect(await badPath.json()).toEqual({ message: "Invalid id", field: "id" });
    expect(handler).not.toHaveBeenCalled();
  });

  it("read a JSON body only once the caller is known", async () => {
    const POST = withUser({ body: bodySchema }, async ({ body, user }) =>
      Response.json({ name: body.name, user: user.id }),
    );
    const stranger = await POST(jsonRequest("/api/x", { name: "" }));
    expect(stranger.status).toBe(401); // not 400: the body of a stranger is never parsed
    const user = await createUser();
    const bad = await POST(jsonRequest("/api/x", { name: "" }, { cookie: user.cookie }));
    expect(await bad.json()).toEqual({ message: "Name is required", field: "name" });
    const ok = await POST(jsonRequest("/api/x", { name: "Ada" }, { cookie: user.cookie }));
    expect(await ok.json()).toEqual({ name: "Ada", user: user.id });
  });

  it("take schemas for admin routes too, after the role check", async () => {
    const GET = withAdmin({ query: querySchema }, async ({ query }) => Response.json({ page: query.page }));
    const user = await createUser();
    expect((await GET(getRequest("/api/x?page=0", user.cookie))).status).toBe(403);
    const admin = await createUser({ role: "admin" });
    expect(await (await GET(getRequest("/api/x?page=2", admin.cookie))).json()).toEqual({ page: 2 });
  });
});
