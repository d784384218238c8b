import { withUser } from "@/lib/http/route";
import { widgetSentiment } from "@/lib/market/service";

export const dynamic = "force-dynamic";

// GET /api/market/sentiment: {sentiment, score 0-100, reasoning} from breadth, indices and volatility
export const GET = withUser({}, async () => Response.json(await widgetSentiment()));
