import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { checkImage, decodeImage, MAX_ASPECT, MAX_SIDE } from "./images";

// What the header says decides; these images are cheap to make (few pixels) whatever their shape.
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .png()
    .toBuffer();

// A black RGB PNG written by hand (each row: filter byte, then 3 bytes a pixel), in a few
// milliseconds where an encoder takes seconds; with `rows` short of `height` only the header is true.
function rawPng(width: number, height: number, rows = height): Buffer {
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
    chunk("IDAT", deflateSync(Buffer.alloc((width * 3 + 1) * rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("checkImage: the shape of a screenshot", () => {
  it("refuses a side longer than MAX_SIDE with 413 and a sentence naming the limit", async () => {
    await expect(checkImage(await png(MAX_SIDE + 1, 1_000), "long.png")).rejects.toMatchObject({
      status: 413,
      message:
        "long.png is 16385x1000 pixels; we read screenshots up to 16,384 pixels on their longest side. Please upload a smaller screenshot.",
      extra: { reason: "CHART_VALIDATION_FAILED" },
    });
  });

  it("refuses an image thinner than 1:MAX_ASPECT with 400 naming the limit", async () => {
    await expect(checkImage(await png(100, 100 * MAX_ASPECT + 1), "strip.png")).rejects.toMatchObject({
      status: 400,
      message:
        "strip.png is 100x2001 pixels; we read screenshots whose long side is at most 20 times their short side. Please upload a screenshot of the chart itself.",
      extra: { reason: "CHART_VALIDATION_FAILED" },
    });
  });

  it("takes the longest and the thinnest screenshot within the limits", async () => {
    await expect(checkImage(await png(MAX_SIDE, 1_000), "wide.png")).resolves.toMatchObject({ width: MAX_SIDE });
    await expect(checkImage(await png(100, 100 * MAX_ASPECT), "tall.png")).resolves.toMatchObject({ height: 2_000 });
  });

  it("refuses the 1 x 39,000,000 PNG (under the pixel cap) from its header", async () => {
    const strip = rawPng(1, 39_000_000, 1);
    const started = performance.now();
    await expect(checkImage(strip, "strip.png")).rejects.toMatchObject({ status: 413 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("decodeImage: a time limit", () => {
  it("stops a decode that runs past its time limit with 400 and a sentence, instead of holding the slot", async () => {
    // Ten million one-pixel rows: under the pixel cap, seconds of decoding.
    const strip = rawPng(1, 10_000_000);
    await expect(decodeImage(strip, "strip.png", "chart", 1)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^strip\.png took too long to open \(more than 1 second\)/),
      extra: { reason: "CHART_VALIDATION_FAILED" },
    });
  });
});
