import { GET as exportPdf } from "@/app/api/exports/pdf/route";
import { GET as savedCsv } from "@/app/api/exports/saved-analyses-csv/route";
import { GET as trackCsv } from "@/app/api/exports/track-record-csv/route";
import { screenModel } from "@/lib/analysis/screen-model";
import { getDb } from "@/lib/db/client";
import { savedAnalyses } from "@/lib/saved/tables";
import { useTestDb } from "../helpers/db";
import { pdfPageCount, pdfText } from "../helpers/pdf-text";
import { getRequest } from "../helpers/request";
import { createUser } from "../helpers/users";
import { storeAnalysis } from "./share-export-fixtures";

useTestDb();

const pdfOf = async (ids: string[], cookie: string) =>
  exportPdf(getRequest(`/api/exports/pdf?ids=${ids.join(",")}`, cookie));

describe("GET /api/exports/pdf", () => {
  it("is a PDF with the call's numbers, the engine, the data source, the disclaimer and page numbers", async () => {
    const owner = await createUser();
    const a = await storeAnalysis(
      owner.id,
      {},
      { status: "win", exitPrice: 236.4, resolvedAt: new Date("2026-11-25T10:00:00Z") },
    );
    const res = await pdfOf([a.id], owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="AAPL-analysis-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
    const text = pdfText(pdf);
    const m = screenModel(a);
    for (const level of Object.values(m.levels)) expect(text).toContain(level.text);
    expect(text).toContain(m.probabilityText);
    expect(text).toContain("Apple Inc. (AAPL) Analysis");
    expect(text).toContain("Candlewise built-in engine");
    expect(text).toContain("Demo market data (synthetic)");
    expect(text).toContain("do not constitute financial advice");
    expect(text).toContain("Target hit");
    expect(text).toContain("Entry 230.50"); // the level drawn on the chart
    const pages = pdfPageCount(pdf);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("puts a selection of analyses in one file, each on its own pages", async () => {
    const owner = await createUser();
    const a = await storeAnalysis(owner.id);
    const b = await storeAnalysis(owner.id, { symbol: "MSFT", identifiedSymbol: "MSFT", instrumentName: "Microsoft" });
    const text = pdfText(Buffer.from(await (await pdfOf([a.id, b.id], owner.cookie)).arrayBuffer()));
    expect(text).toContain("Apple Inc. (AAPL) Analysis");
    expect(text).toContain("Microsoft (MSFT) Analysis");
  });

  it("answers 404 for another user's analysis, alone or inside a selection", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const a = await storeAnalysis(owner.id);
    const own = await storeAnalysis(stranger.id);
    expect((await pdfOf([a.id], stranger.cookie)).status).toBe(404);
    expect((await pdfOf([own.id, a.id], stranger.cookie)).status).toBe(404);
    expect((await exportPdf(getRequest(`/api/exports/pdf?ids=${a.id}`))).status).toBe(401);
  });
});

describe("CSV exports", () => {
  it("the saved list: one row per saved analysis, a formula in a title is neutralised", async () => {
    const owner = await createUser();
    const a = await storeAnalysis(owner.id);
    const db = await getDb();
    await db
      .insert(savedAnalyses)
      .values({ userId: owner.id, analysisId: a.id, title: '=HYPERLINK("http://evil","x"), ok' });
    const res = await savedCsv(getRequest("/api/exports/saved-analyses-csv", owner.cookie));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^saved_at,title,symbol,instrument,recommendation,style,entry,stop_loss/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil"",""x""), ok",AAPL,Apple Inc.,BUY,swing,230.5,226.25,236.4,240,68`,
    );
    const stranger = await createUser();
    const theirs = await (await savedCsv(getRequest("/api/exports/saved-analyses-csv", stranger.cookie))).text();
    expect(theirs.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("the track record: each BUY/SELL call with its outcome", async () => {
    const owner = await createUser();
    const a = await storeAnalysis(
      owner.id,
      {},
      { status: "loss", exitPrice: 226.25, resolvedAt: new Date("2026-11-24T00:00:00Z") },
    );
    const text = await (await trackCsv(getRequest("/api/exports/track-record-csv", owner.cookie))).text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "created_at,symbol,recommendation,style,entry,stop_loss,take_profit_1,success_probability,outcome,exit_price,resolved_at,always_long_baseline,analysis_id",
    );
    expect(lines[1]).toBe(
      `2026-11-23T09:30:00.000Z,AAPL,BUY,swing,230.5,226.25,236.4,68,loss,226.25,2026-11-24T00:00:00.000Z,,${a.id}`,
    );
  });
});
