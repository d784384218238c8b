import { withUser } from "@/lib/http/route";
import { startTrial } from "@/lib/account/trial";
import { toPublicUser } from "@/lib/auth/public-user";
import { TRIAL_DAYS, TRIAL_TOKENS } from "@/lib/plans/access";

export const dynamic = "force-dynamic";

// POST /api/auth/start-trial: starts the one 7-day trial a user gets (409 when not eligible).
export const POST = withUser({}, async ({ user, db, now }) => {
  const updated = await startTrial(db, user, now);
  return Response.json({
    message: `You now have ${TRIAL_DAYS} days of full access with ${TRIAL_TOKENS} tokens!`,
    user: toPublicUser(updated),
  });
});
