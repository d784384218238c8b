// Image load vs. everyone else: GET /api/market/quotes latency (p50/p99/max) while eight users
// each upload a large chart screenshot without a ticker (the OCR path), against a running server.
//
//   npx tsx scripts/bench-image-load.ts --url http://127.0.0.1:PORT [--pid SERVER_PID] [--mp 49] [--rounds 1]
//
// The server needs SIGNUP_LIMIT_PER_HOUR above 9 (it signs up nine accounts from one address).
// --pid reports the server's resident memory before, at its peak and after. Prints figures only.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { validFields } from "../tests/integration/analysis-helpers";

const args = process.argv.slice(2);
const opt = (name: string, fallback?: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BASE = opt("--url", "http://127.0.0.1:3947")!;
const PID = opt("--pid");
const MP = Number(opt("--mp", "49"));
const ROUNDS = Number(opt("--rounds", "1"));
const USERS = 8;

const rssMb = () => {
  if (!PID) return null;
  try {
    const kb = Number(readFileSync(`/proc/${PID}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]) : NaN;
};

async function signUp(n: number): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({
      email: `load-${Date.now()}-${n}@example.com`,
      password: "load-pass-1",
      termsAccepted: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}

async function quotesWhile(cookie: string, busy: () => boolean, minSamples = 0): Promise<number[]> {
  const times: number[] = [];
  while (busy() || times.length < minSamples) {
    const t = performance.now();
    await fetch(`${BASE}/api/market/quotes`, { headers: { cookie } }).then((r) => r.arrayBuffer());
    times.push(performance.now() - t);
  }
  return times;
}

async function main() {
  const side = Math.round(Math.sqrt(MP * 1_000_000));
  const chart = await sharp("tests/fixtures/charts/aapl-1d-nasdaq.png")
    .resize(side, side, { fit: "fill" })
    .jpeg({ quality: 70 })
    .toBuffer();
  console.log(`image: ${side}x${side} (${MP} MP), ${(chart.length / 1024 / 1024).toFixed(1)} MB JPEG`);
  const observer = await signUp(0);
  const traders = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(i + 1)));
  await quotesWhile(observer, () => false, 20); // warm up
  const idle = await quotesWhile(observer, () => false, 100);
  console.log(`idle quotes: p50 ${pct(idle, 50)} ms, p99 ${pct(idle, 99)} ms; server RSS ${rssMb() ?? "?"} MB`);
  for (let round = 1; round <= ROUNDS; round++) {
    let running = USERS;
    let peak = rssMb() ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb() ?? 0)), 200);
    const started = performance.now();
    const uploads = traders.map(async (cookie) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(validFields)) form.append(k, v);
      form.append("chartImage", new Blob([new Uint8Array(chart)], { type: "image/jpeg" }), "big-chart.jpg");
      const t = performance.now();
      const res = await fetch(`${BASE}/api/analyses`, {
        method: "POST",
        headers: { cookie, origin: BASE },
        body: form,
      });
      await res.arrayBuffer();
      running--;
      return { status: res.status, ms: Math.round(performance.now() - t) };
    });
    const loaded = await quotesWhile(observer, () => running > 0, 10);
    const results = await Promise.all(uploads);
    clearInterval(sampler);
    const statuses = results.reduce<Record<number, number>>((m, r) => ((m[r.status] = (m[r.status] ?? 0) + 1), m), {});
    console.log(
      `round ${round}: ${USERS} uploads answered ${JSON.stringify(statuses)} in ${Math.round(performance.now() - started)} ms (slowest ${Math.max(...results.map((r) => r.ms))} ms); ` +
        `quotes under load: n=${loaded.length} p50 ${pct(loaded, 50)} ms, p99 ${pct(loaded, 99)} ms, max ${pct(loaded, 100)} ms; RSS peak ${peak || "?"} MB`,
    );
  }
  await new Promise((r) => setTimeout(r, 5000));
  console.log(`server RSS 5 s after: ${rssMb() ?? "?"} MB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
