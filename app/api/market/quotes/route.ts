import { withUser } from "@/lib/http/route";
import { widgetQuotes } from "@/lib/market/service";

export const dynamic = "force-dynamic";

// GET /api/market/quotes: the Live Market Data watchlist (array of quotes with source and asOf)
export const GET = withUser({}, async () => Response.json(await widgetQuotes()));
