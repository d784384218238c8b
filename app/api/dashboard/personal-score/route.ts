import { withUser } from "@/lib/http/route";
import { personalScore } from "@/lib/score/service";

export const dynamic = "force-dynamic";

// GET /api/dashboard/personal-score: the user's 0-100 score, level, breakdown and daily tips (PRO/trial).
export const GET = withUser({ plan: "pro" }, async ({ user, db, now }) =>
  Response.json(await personalScore(db, user, now)),
);
