import { getDb } from "@/lib/db/client";
import { analysisImages } from "@/lib/analysis/tables";
import { GET } from "@/app/api/analysis/[id]/chart-image/route";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";
import { getRequest, params } from "../helpers/request";
import { insertAnalysis } from "../helpers/analyses";

useTestDb();

async function analysisWithChart(userId: string) {
  const db = await getDb();
  const row = await insertAnalysis(userId);
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  await db
    .insert(analysisImages)
    .values({ analysisId: row.id, role: "chart", mime: "image/jpeg", bytes, size: bytes.length, sha256: "x" });
  return row.id;
}

describe("GET /api/analysis/{id}/chart-image", () => {
  it("serves the owner's screenshot, which no browser or proxy may keep (a shared computer after logout)", async () => {
    const owner = await createUser();
    const id = await analysisWithChart(owner.id);
    const res = await GET(getRequest(`/api/analysis/${id}/chart-image`, owner.cookie), params({ id }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));

    const stranger = await createUser();
    const refused = await GET(getRequest(`/api/analysis/${id}/chart-image`, stranger.cookie), params({ id }));
    expect(refused.status).toBe(404);
  });
});
