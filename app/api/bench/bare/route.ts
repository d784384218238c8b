import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

// GET /api/bench/bare: the smallest possible handler, the baseline of npm run bench:market.
// Only answers when BENCH_ENABLED=1; a 404 everywhere else.
export function GET() {
  if (!env.BENCH_ENABLED) return Response.json({ message: "Not found" }, { status: 404 });
  return Response.json({ ok: true });
}
