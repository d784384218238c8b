import { withUser } from "@/lib/http/route";
import { marketData } from "@/lib/providers/market";
import { simulatorRequestSchema } from "@/lib/simulator/schemas";
import { runSimulation } from "@/lib/simulator/service";
import { aiCoachFrom } from "@/lib/simulator/ai-coach";

export const dynamic = "force-dynamic";

// POST /api/trade-simulator: replay a trade on historical candles and coach it (PRO/trial): the
// AI coach when AI_PROVIDER has one, else (or when it fails) the rule-based coach, labelled.
export const POST = withUser({ plan: "pro", body: simulatorRequestSchema }, async ({ user, body, db, now }) =>
  Response.json(await runSimulation({ db, user, input: body, now, market: marketData, aiCoach: aiCoachFrom() })),
);
