import { withUser } from "@/lib/http/route";
import { widgetForex } from "@/lib/market/service";

export const dynamic = "force-dynamic";

// GET /api/market/forex: the Forex Rates list (array of {pair, rate, change %} with source and asOf)
export const GET = withUser({}, async () => Response.json(await widgetForex()));
