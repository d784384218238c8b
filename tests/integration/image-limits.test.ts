import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { POST } from "@/app/api/analyses/route";
import { MAX_INPUT_PIXELS, prepareImage } from "@/lib/analysis/intake/images";
import { withAnalysisSlot } from "@/lib/rate-limit/analysis-inflight";
import { resetLimits } from "@/lib/rate-limit/registry";
import nextConfig from "@/next.config";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { analysisRequest, validFields } from "./analysis-helpers";

useTestDb();
afterAll(() => resetLimits());

// A PNG whose header says width x height, with one tiny compressed row: decoding would need the
// full width x height, but reading the header costs nothing.
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const chart = (data: Buffer, name = "chart.png", type = "image/png") => [{ field: "chartImage", name, type, data }];

describe("screenshot size limits", () => {
  it("refuses an image above 40 megapixels with 413 naming the limit in a sentence, and takes no token", async () => {
    resetLimits({ analysisUser: 100 });
    const user = await createUser({ tokensRemaining: 5 });
    const big = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const res = await POST(analysisRequest(validFields, chart(big), { cookie: user.cookie }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      reason: "CHART_VALIDATION_FAILED",
      message:
        "chart.png is 7000x6000 pixels (42 megapixels); we read screenshots up to 40 megapixels. Please upload a smaller screenshot.",
    });
    expect((await reloadUser(user.id)).tokensRemaining).toBe(5);
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
  });

  it("a tall full-page screenshot (2940x6716, 19.7 MP) is shrunk on the server, not refused", async () => {
    const tall = await sharp({ create: { width: 2940, height: 6716, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const prepared = await prepareImage(tall, "page.png", "chart");
    const ocr = await sharp(prepared.original).metadata();
    expect([ocr.width, ocr.height]).toEqual([1600, 3655]);
    expect(prepared.height).toBeLessThanOrEqual(720);
  });

  it("a 20000 x 20000 PNG is 413 (not 'not an image'), answered from its header", async () => {
    const started = Date.now();
    await expect(prepareImage(pngHeader(20_000, 20_000), "huge.png", "chart")).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/20000x20000 .*40 megapixels/),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("the OCR copy is downscaled: never wider than the chart reader works", async () => {
    const wide = await sharp({ create: { width: 3800, height: 2000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const prepared = await prepareImage(wide, "wide.png", "chart");
    const meta = await sharp(prepared.original).metadata();
    expect(meta.width).toBe(1600);
    expect(prepared.width).toBeLessThanOrEqual(1280);
  });

  it("refuses SVG charts with a clear message", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    const user = await createUser({ tokensRemaining: 5 });
    const res = await POST(analysisRequest(validFields, chart(svg, "chart.png", "image/png"), { cookie: user.cookie }));
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/SVG .*PNG, JPEG or WebP/);
  });

  it("the proxy passes bodies beyond the upload limit on, so an oversize chunked body is counted (413), not cut and misread", () => {
    const limit = Number(process.env.UPLOAD_MAX_BYTES ?? 10 * 1024 * 1024);
    const cap = Number(nextConfig.experimental?.proxyClientMaxBodySize);
    expect(cap).toBeGreaterThan(limit);
  });
});

describe("analyses in flight per user", () => {
  it("a third concurrent analysis of one user is refused with 429; another user is not affected", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const a = withAnalysisSlot("u1", () => gate);
    const b = withAnalysisSlot("u1", () => gate);
    await expect(withAnalysisSlot("u1", async () => 1)).rejects.toMatchObject({ status: 429 });
    await expect(withAnalysisSlot("u2", async () => 2)).resolves.toBe(2);
    release();
    await Promise.all([a, b]);
    await expect(withAnalysisSlot("u1", async () => 3)).resolves.toBe(3);
  });
});
