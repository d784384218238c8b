import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getSessionUser } from "@/lib/auth/session";
import { readiness } from "@/lib/db/client";
import { env } from "@/lib/env";
import { isShuttingDown } from "./shutdown";

type Readiness = {
  ready: boolean;
  reason?: string;
  driver?: string;
  migrations?: { applied: number; expected: number };
};

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The platform's probe (Authorization: Bearer HEALTH_PROBE_SECRET) or a signed-in admin. */
async function maySeeDetails(req: Request): Promise<boolean> {
  const secret = env.HEALTH_PROBE_SECRET;
  const auth = req.headers
    .get("authorization")
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  if (secret && auth && timingSafeEqual(digest(auth), digest(secret))) return true;
  if (!req.headers.get("cookie")) return false;
  return (await getSessionUser(req.headers).catch(() => null))?.role === "admin";
}

async function check(): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, reason: "shutting down" };
  try {
    const { driver, schema } = await readiness();
    const migrations = { applied: schema.applied, expected: schema.expected };
    return schema.current
      ? { ready: true, driver, migrations }
      : { ready: false, reason: "schema not current", driver, migrations };
  } catch (error) {
    console.warn("[health] not ready:", error instanceof Error ? error.message : error);
    return { ready: false, reason: "database unavailable" };
  }
}

/**
 * Readiness: 200 when the database answers and has every migration of this build, 503 otherwise
 * (still migrating, database down, an older schema, or shutting down), so a balancer routes
 * around this instance. Anyone gets the status and {ready}; the details (driver, migration
 * counts, the reason) only the probe with HEALTH_PROBE_SECRET or an admin. Liveness
 * (/api/health) never touches the database.
 */
export async function readinessResponse(req: Request): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  const result = await check();
  const body = (await maySeeDetails(req)) ? result : { ready: result.ready };
  return Response.json(body, { status: result.ready ? 200 : 503, headers });
}
