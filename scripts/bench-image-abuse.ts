// Another user's analyses while one account sends the heaviest screenshots it can, two at a time
// (its in-flight allowance), against a running server. Three phases, each with a fresh victim who
// runs --analyses chart analyses one after another (the AAPL fixture, ticker typed):
//   baseline   nobody else uploads;
//   strip      the attacker repeats a 1 x 39,000,000 PNG (under the pixel cap, one pixel wide);
//   longest    the attacker repeats the longest screenshot the server takes (MAX_SIDE tall, 1:MAX_ASPECT),
//              made of AAPL chart tiles: decoded and read in full, and analysed (a token each);
//   unnamed    the same with tiles of a chart that names no instrument: read in full, then refused
//              (CANNOT_IDENTIFY_TICKER, no token), so it counts against the attacker.
// Prints, per phase, the victim's answers and times and the attacker's answers (429s are the
// refused-read and per-minute limits at work).
//
//   npm run bench:image-abuse -- --url http://127.0.0.1:PORT [--analyses 4]
//
// The server needs SIGNUP_LIMIT_PER_HOUR of at least 5 (five accounts from one address).
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { MAX_ASPECT, MAX_SIDE } from "@/lib/analysis/intake/images";
import { validFields } from "@/tests/integration/analysis-helpers";

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BASE = opt("--url", "http://127.0.0.1:3947");
const ANALYSES = Number(opt("--analyses", "4"));

async function signUp(tag: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({
      email: `abuse-${tag}-${Date.now()}@example.com`,
      password: "abuse-pass-1",
      termsAccepted: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}

async function analyse(cookie: string, image: Buffer, name: string, ticker?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...validFields, ...(ticker ? { ticker } : {}) })) form.append(k, v);
  form.append("chartImage", new Blob([new Uint8Array(image)], { type: "image/png" }), name);
  const t = performance.now();
  const res = await fetch(`${BASE}/api/analyses`, { method: "POST", headers: { cookie, origin: BASE }, body: form });
  const body = (await res.json().catch(() => ({}))) as { reason?: string };
  return { status: res.status, reason: body.reason, ms: Math.round(performance.now() - t) };
}

// A black RGB PNG written row by row: a one-pixel-wide strip compresses to almost nothing.
function stripPng(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
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
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The longest screenshot taken: MAX_SIDE tall and 1:MAX_ASPECT, chart tiles stacked. */
async function longestPng(chart: Buffer): Promise<Buffer> {
  const width = Math.ceil(MAX_SIDE / MAX_ASPECT);
  const tileHeight = Math.round((width * 720) / 1280);
  const tile = await sharp(chart).resize(width, tileHeight, { fit: "fill" }).png().toBuffer();
  const tiles = Math.floor(MAX_SIDE / tileHeight);
  return sharp({ create: { width, height: MAX_SIDE, channels: 3, background: "#ffffff" } })
    .composite(Array.from({ length: tiles }, (_, i) => ({ input: tile, left: 0, top: i * tileHeight })))
    .png()
    .toBuffer();
}

const tally = (xs: { status: number; reason?: string }[]) =>
  xs.reduce<Record<string, number>>((m, r) => {
    const key = r.reason ? `${r.status} ${r.reason}` : String(r.status);
    m[key] = (m[key] ?? 0) + 1;
    return m;
  }, {});

async function phase(label: string, chart: Buffer, attack?: { image: Buffer; name: string }) {
  const victim = await signUp(`victim-${label}`);
  const attacker = attack ? await signUp(`attacker-${label}`) : null;
  let done = false;
  const sent: { status: number; reason?: string; ms: number }[] = [];
  const attackers = attacker
    ? Array.from({ length: 2 }, async () => {
        while (!done) sent.push(await analyse(attacker, attack!.image, attack!.name));
      })
    : [];
  // The attack is under way before the victim's first analysis.
  if (attacker) await new Promise((r) => setTimeout(r, 1_000));
  const answers = [];
  const started = performance.now();
  for (let i = 0; i < ANALYSES; i++) answers.push(await analyse(victim, chart, "aapl.png", "AAPL"));
  const total = Math.round(performance.now() - started);
  done = true;
  await Promise.all(attackers);
  const times = answers.map((a) => a.ms);
  console.log(
    `${label}: victim ${JSON.stringify(tally(answers))} of ${ANALYSES} in ${total} ms (each ${Math.min(...times)}-${Math.max(...times)} ms)` +
      (attacker
        ? `; attacker ${sent.length} uploads ${JSON.stringify(tally(sent))}, slowest ${Math.max(...sent.map((s) => s.ms))} ms`
        : ""),
  );
}

async function main() {
  const chart = await sharp("tests/fixtures/charts/aapl-1d-nasdaq.png").png().toBuffer();
  const strip = stripPng(1, 39_000_000);
  const longest = await longestPng(chart);
  const meta = await sharp(longest).metadata();
  console.log(
    `strip: 1x39000000 PNG, ${Math.round(strip.length / 1024)} KB; longest: ${meta.width}x${meta.height} PNG, ${(longest.length / 1024 / 1024).toFixed(1)} MB`,
  );
  await phase("baseline", chart);
  await phase("strip", chart, { image: strip, name: "strip.png" });
  await phase("longest", chart, { image: longest, name: "longest.png" });
  const unnamed = await longestPng(await sharp("tests/fixtures/charts/no-ticker.png").png().toBuffer());
  await phase("unnamed", chart, { image: unnamed, name: "unnamed.png" });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
