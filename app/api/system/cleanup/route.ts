import { withAdmin } from "@/lib/http/route";
import { cleanupNow } from "@/lib/system/service";

export const dynamic = "force-dynamic";

// POST /api/system/cleanup: removes stale rows and files now and says what it removed (admin).
export const POST = withAdmin(async ({ user }) => Response.json(await cleanupNow(user)));
