jest.mock("next/headers", () => ({ headers: async () => new Headers({ host: "localhost:3000" }) }));

import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import SharedAnalysisPage, { generateMetadata } from "@/app/s/[token]/page";
import { GET as chartJpg } from "@/app/s/[token]/chart.jpg/route";
import { GET as previewPng } from "@/app/s/[token]/preview.png/route";
import { GET as listShares, POST as createShare } from "@/app/api/shares/route";
import { DELETE as revokeShare } from "@/app/api/shares/[id]/route";
import { getDb } from "@/lib/db/client";
import { resetLimits } from "@/lib/rate-limit/registry";
import type { CreatedShare, ShareLinkSummary } from "@/lib/share/schemas";
import { shareLinks } from "@/lib/share/tables";
import { newShareToken } from "@/lib/share/token";
import { useTestDb } from "../helpers/db";
import { getRequest, jsonRequest, params } from "../helpers/request";
import { createUser } from "../helpers/users";
import { PRIVATE, storeAnalysis } from "./share-export-fixtures";

useTestDb();
beforeEach(() => resetLimits());

// One owner for the file (the e-mail is unique); each test stores analyses of its own.
let ownerUser: Awaited<ReturnType<typeof createUser>> | undefined;
async function owner() {
  ownerUser ??= await createUser({
    name: PRIVATE.name,
    fullName: PRIVATE.name,
    firstName: "Zebulon",
    email: PRIVATE.email,
  });
  return ownerUser;
}

async function share(
  cookie: string,
  analysisId: string,
  options: { showSizing?: boolean; allowIndexing?: boolean } = {},
) {
  const res = await createShare(jsonRequest("/api/shares", { analysisId, ...options }, { cookie }));
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreatedShare;
  return { ...created, token: created.path.replace("/s/", "") };
}

const page = async (token: string) =>
  renderToStaticMarkup(await SharedAnalysisPage({ params: Promise.resolve({ token }) }));
const meta = (token: string) => generateMetadata({ params: Promise.resolve({ token }) });
/** The page's outcome: its HTML, or "404" when it called notFound(). */
const pageOrStatus = (token: string) =>
  page(token).catch((error: { digest?: string }) => {
    if (String(error.digest).endsWith(";404")) return "404";
    throw error;
  });
const chart = (token: string) => chartJpg(getRequest(`/s/${token}/chart.jpg`), params({ token }));
const preview = (token: string) => previewPng(getRequest(`/s/${token}/preview.png`), params({ token }));

/** Everything a stranger gets from a link: the page, its metadata and the chart's headers. */
async function publicText(token: string) {
  return `${await page(token)}\n${JSON.stringify(await meta(token))}`;
}

describe("share link page", () => {
  it("shows the call, its levels, the probability with its evidence, the outcome and the chart through the link", async () => {
    const user = await owner();
    const a = await storeAnalysis(
      user.id,
      {},
      { status: "win", exitPrice: 236.4, resolvedAt: new Date("2026-11-25T00:00:00Z") },
    );
    const { token } = await share(user.cookie, a.id);
    const html = await page(token);
    expect(html).toContain("Apple Inc. (AAPL) Analysis");
    expect(html).toContain("BUY");
    for (const level of ["230.50", "226.25", "236.40", "240.00"]) expect(html).toContain(level);
    expect(html).toMatch(/Success means the call reaches its first target/);
    expect(html).toMatch(/On real history, /);
    expect(html).toContain("Target hit");
    expect(html).toContain(`src="/s/${token}/chart.jpg"`);
    expect(html).not.toContain(`/api/analysis/`);
    const res = await chart(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
  });

  describe("leaks nothing private unless the owner ticks 'show my sizing'", () => {
    const cases: [string, string[]][] = [
      ["the owner's name", ["Zebulon", "Quaxley"]],
      ["the owner's e-mail", [PRIVATE.email, "zebulon.quaxley"]],
      ["the budget", ["98,765", "98765"]],
      ["the position size", ["4,321", "4321"]],
      ["the position value", ["77,777", "77777"]],
    ];
    it.each(cases)("%s", async (_field, needles) => {
      const user = await owner();
      const a = await storeAnalysis(user.id);
      const { token } = await share(user.cookie, a.id);
      const text = await publicText(token);
      for (const needle of needles) expect(text).not.toContain(needle);
    });

    it("with 'show my sizing' the budget and position are shown (and still no name or e-mail)", async () => {
      const user = await owner();
      const a = await storeAnalysis(user.id);
      const { token } = await share(user.cookie, a.id, { showSizing: true });
      const html = await page(token);
      expect(html).toContain("98,765.00 USD");
      expect(html).toContain("4,321");
      expect(html).not.toContain("Quaxley");
      expect(html).not.toContain(PRIVATE.email);
    });
  });

  it("is noindex with Open Graph and Twitter card tags unless the owner allows indexing", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const hidden = await meta((await share(user.cookie, a.id)).token);
    expect(hidden.robots).toEqual({ index: false, follow: false });
    const { token } = await share(user.cookie, a.id, { allowIndexing: true });
    const m = await meta(token);
    expect(m.robots).toEqual({ index: true, follow: false });
    expect(m.openGraph?.images).toEqual([
      expect.objectContaining({ url: `/s/${token}/preview.png`, width: 1200, height: 630 }),
    ]);
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("renders a 1200x630 PNG preview once and serves it from the link's row after that", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const { token, id } = await share(user.cookie, a.id);
    const res = await preview(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    const info = await sharp(png).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
    const db = await getDb();
    const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
    expect(row.previewPng?.equals(png)).toBe(true);
    await db
      .update(shareLinks)
      .set({ previewPng: Buffer.from("cached") })
      .where(eq(shareLinks.id, id));
    expect(Buffer.from(await (await preview(token)).arrayBuffer()).toString()).toBe("cached");
  });
});

describe("owner's controls", () => {
  it("lists the link with when it was last opened; revoking makes page, chart and preview 404", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const { token, id } = await share(user.cookie, a.id);
    const list = async () =>
      (await (
        await listShares(getRequest(`/api/shares?analysisId=${a.id}`, user.cookie))
      ).json()) as ShareLinkSummary[];
    expect((await list())[0]).toMatchObject({ id, lastOpenedAt: null, openCount: 0 });
    await page(token);
    expect((await list())[0].lastOpenedAt).not.toBeNull();
    expect((await list())[0].openCount).toBe(1);

    const stranger = await createUser();
    const refused = await revokeShare(
      jsonRequest(`/api/shares/${id}`, {}, { method: "DELETE", cookie: stranger.cookie }),
      params({ id }),
    );
    expect(refused.status).toBe(404);
    const done = await revokeShare(
      jsonRequest(`/api/shares/${id}`, {}, { method: "DELETE", cookie: user.cookie }),
      params({ id }),
    );
    expect(done.status).toBe(204);
    expect(await pageOrStatus(token)).toBe("404");
    expect((await chart(token)).status).toBe(404);
    expect((await preview(token)).status).toBe(404);
    expect(await list()).toEqual([]);
  });

  it("only the owner can share an analysis", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const stranger = await createUser();
    const res = await createShare(jsonRequest("/api/shares", { analysisId: a.id }, { cookie: stranger.cookie }));
    expect(res.status).toBe(404);
  });
});

describe("tokens", () => {
  it("carry 256 random bits, are not stored, and are unrelated to each other", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const one = await share(user.cookie, a.id);
    const two = await share(user.cookie, a.id);
    expect(one.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.token).not.toBe(two.token);
    expect(one.token.slice(0, 8)).not.toBe(two.token.slice(0, 8));
    const rows = await (await getDb()).select().from(shareLinks);
    expect(JSON.stringify(rows)).not.toContain(one.token);
  });

  it("a random, a near-miss, an empty or a huge token is a 404 on page, chart and preview", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const { token } = await share(user.cookie, a.id);
    const nearMiss = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const guess of [newShareToken(), nearMiss, "", "x".repeat(5000), a.id]) {
      expect(await pageOrStatus(guess)).toBe("404");
      expect((await meta(guess)).robots).toEqual({ index: false, follow: false });
      expect((await chart(guess)).status).toBe(404);
      expect((await preview(guess)).status).toBe(404);
    }
  });

  it("opening links is rate-limited per client", async () => {
    const user = await owner();
    const a = await storeAnalysis(user.id);
    const { token } = await share(user.cookie, a.id);
    resetLimits({ shareOpenClient: 2 });
    expect((await chart(token)).status).toBe(200);
    expect((await chart(newShareToken())).status).toBe(404);
    expect((await chart(token)).status).toBe(429);
    expect(await page(token)).toMatch(/Too many shared pages opened/);
  });
});
