import { withAdmin } from "@/lib/http/route";
import { patternLearningStats } from "@/lib/learning/stats";

export const dynamic = "force-dynamic";

// GET /api/pattern-learning/stats: what pattern learning has stored and verified (admins only).
export const GET = withAdmin(async ({ db, now }) => Response.json(await patternLearningStats(db, now)));
