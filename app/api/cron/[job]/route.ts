import { timingSafeEqual } from "node:crypto";
import { withRoute } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { findJob } from "@/lib/jobs/registry";
import { runJob } from "@/lib/jobs/run-job";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// Constant-time comparison so the secret cannot be guessed byte by byte from response times.
function authorized(req: Request): boolean {
  const secret = env.CRON_SECRET;
  if (!secret) return false; // no secret configured: the cron endpoints stay closed
  const given = Buffer.from(req.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// GET|POST /api/cron/{job}: runs one scheduled job for a host's cron (Vercel cron sends GET).
const handler = withRoute<{ job: string }>(
  async ({ req, params }) => {
    if (!authorized(req)) throw new AppError("unauthorized", "Unauthorized");
    const job = findJob(params.job);
    if (!job) throw new AppError("not_found", `Unknown job: ${params.job}`);
    return Response.json(await runJob(job));
  },
  { allowCrossSite: true },
);

export const GET = handler;
export const POST = handler;
