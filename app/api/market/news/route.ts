import { withUser } from "@/lib/http/route";
import { widgetNews } from "@/lib/market/service";

export const dynamic = "force-dynamic";

// GET /api/market/news: general market news items, newest first
export const GET = withUser({}, async () => Response.json(await widgetNews()));
