import { withUser } from "@/lib/http/route";
import { getDb } from "@/lib/db/client";
import { startTrial } from "@/lib/plans/trial";
import { toPublicUser } from "@/lib/auth/public-user";
import { TRIAL_DAYS, TRIAL_TOKENS } from "@/lib/plans/access";

export const dynamic = "force-dynamic";

// POST /api/auth/start-trial: starts the one 7-day trial a user gets (409 when not eligible).
export const POST = withUser({}, async ({ user }) => {
  const updated = await startTrial(await getDb(), user, new Date());
  return Response.json({
    message: `You now have ${TRIAL_DAYS} days of full access with ${TRIAL_TOKENS} tokens!`,
    user: toPublicUser(updated),
  });
});
