import sharp from "sharp";
import { deflateSync } from "node:zlib";
import { POST } from "@/app/api/analyses/route";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";
import { analysisRequest, validFields } from "./analysis-helpers";

useTestDb();

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

/** A valid PNG header that claims 30000x30000 pixels (900 MP) over a few bytes of data. */
function bombPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(100))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /api/analyses refuses bad input with the spec's messages, free of charge", () => {
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    const user = await createUser({ tokensRemaining: 10 });
    cookie = user.cookie;
    userId = user.id;
  });
  afterAll(async () => {
    expect((await reloadUser(userId)).tokensRemaining).toBe(10);
  });

  it("refuses a file that is not an image whatever its name and type say", async () => {
    const fake = {
      field: "chartImage",
      name: "chart.png",
      type: "image/png",
      data: Buffer.from("this is plain text, not a PNG"),
    };
    const res = await POST(analysisRequest({ ...validFields, ticker: "AAPL" }, [fake], { cookie }));
    expect(res.status).toBe(400);
    // The sentence for people, the code for the client: no code inside the sentence.
    expect(await res.json()).toMatchObject({
      reason: "CHART_VALIDATION_FAILED",
      message: "chart.png could not be opened as an image: please upload a PNG, JPEG or WebP screenshot.",
    });
  });

  it("refuses a decompression bomb", async () => {
    const res = await POST(
      analysisRequest(
        { ...validFields, ticker: "AAPL" },
        [{ field: "chartImage", name: "bomb.png", type: "image/png", data: bombPng() }],
        { cookie },
      ),
    );
    // 30000x30000 is read from the header alone and refused as too large, before any decoding.
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      reason: "CHART_VALIDATION_FAILED",
      message: expect.stringMatching(
        /^bomb\.png is 30000x30000 pixels \(900 megapixels\); we read screenshots up to 40 megapixels\./,
      ),
    });
  });

  it("answers 413 from Content-Length alone, before reading the body", async () => {
    const req = analysisRequest({ ...validFields, ticker: "AAPL" }, [], {
      cookie,
      headers: { "content-length": String(500 * 1024 * 1024) },
    });
    const res = await POST(req);
    expect(res.status).toBe(413);
    expect(await message(res)).toMatch(/^Upload too large: the limit is 10 MB/);
    expect(req.bodyUsed).toBe(false);
  });

  it("answers 413 when the streamed body exceeds the limit", async () => {
    const big = await sharp({
      create: {
        width: 3000,
        height: 3000,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    const res = await POST(
      analysisRequest(
        { ...validFields, ticker: "AAPL" },
        [{ field: "chartImage", name: "huge.png", type: "image/png", data: big }],
        { cookie },
      ),
    );
    expect(res.status).toBe(413);
  });

  it.each([
    ["missing budget", { ...validFields, budget: "" }, "Please fill in all required fields including risk percentage"],
    [
      "missing risk",
      { ...validFields, riskPercentage: "" },
      "Please fill in all required fields including risk percentage",
    ],
    [
      "missing investment type",
      { ...validFields, investmentType: "" },
      "Please fill in all required fields including risk percentage",
    ],
    ["negative budget", { ...validFields, budget: "-5" }, "Budget must be greater than 0"],
    [
      "risk 0.7 (off the 0.5 step)",
      { ...validFields, riskPercentage: "0.7" },
      "Risk percentage must be in steps of 0.5",
    ],
    ["risk 12", { ...validFields, riskPercentage: "12" }, "Risk percentage must be between 0.5 and 10"],
    ["leverage 501", { ...validFields, leverage: "501" }, "Leverage must be between 1 and 500"],
    ["leverage 2.5", { ...validFields, leverage: "2.5" }, "Leverage must be a whole number"],
    ["missing leverage", { ...validFields, leverage: "" }, "Leverage is required"],
  ])("refuses %s", async (_label, fields, expected) => {
    const res = await POST(analysisRequest({ ...fields, ticker: "AAPL" }, [], { cookie }));
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(expected);
  });

  it("refuses a JSON body", async () => {
    const res = await POST(
      new Request("http://localhost:3000/api/analyses", {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          host: "localhost:3000",
          cookie,
          "content-type": "application/json",
        },
        body: JSON.stringify({ ticker: "AAPL" }),
      }),
    );
    expect(res.status).toBe(415);
  });
});
