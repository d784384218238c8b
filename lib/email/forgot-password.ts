import "server-only";
import { getDb } from "@/lib/db/client";
import { clientAddress } from "@/lib/http/client-address";
import { deliverInBackground } from "./kick";
import { consume } from "./limits";
import { appOrigin } from "./links";
import { requestPasswordReset } from "./password-reset";
import { FORGOT_PASSWORD_ANSWER } from "./schemas";

const TOO_MANY_RESETS = "Too many password reset requests. Please wait {seconds} seconds and try again.";

/**
 * "Forgot password?": counted per client and per address (whether or not it has an account, so
 * the limit itself says nothing), then the same answer whatever happened. The e-mail is
 * delivered after the answer, so its timing does not tell either.
 */
export async function forgotPassword(req: Request, email: string): Promise<{ message: string }> {
  await consume("forgotPerClient", clientAddress(req.headers), TOO_MANY_RESETS);
  await consume("forgotPerAccount", email.trim().toLowerCase(), TOO_MANY_RESETS);
  const ids = await requestPasswordReset(await getDb(), email, appOrigin(req.url));
  deliverInBackground(ids);
  return { message: FORGOT_PASSWORD_ANSWER };
}
