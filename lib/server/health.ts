import "server-only";
import { readiness } from "@/lib/db/client";
import { isShuttingDown } from "./shutdown";

/**
 * Readiness: 200 when the database answers and has every migration of this build, 503 otherwise
 * (still migrating, database down, an older schema, or shutting down), so a balancer routes
 * around this instance. Liveness (/api/health) never touches the database.
 */
export async function readinessResponse(): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  if (isShuttingDown()) return Response.json({ ready: false, reason: "shutting down" }, { status: 503, headers });
  try {
    const { driver, schema } = await readiness();
    const body = { ready: schema.current, driver, migrations: { applied: schema.applied, expected: schema.expected } };
    return Response.json(schema.current ? body : { ...body, reason: "schema not current" }, {
      status: schema.current ? 200 : 503,
      headers,
    });
  } catch (error) {
    console.warn("[health] not ready:", error instanceof Error ? error.message : error);
    return Response.json({ ready: false, reason: "database unavailable" }, { status: 503, headers });
  }
}
