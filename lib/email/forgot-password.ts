import "server-only";
import { getDb } from "@/lib/db/client";
import { clientAddress } from "@/lib/http/client-address";
import { consume } from "@/lib/rate-limit/registry";
import { afterAnswer, deliverInBackground } from "./kick";
import { appOrigin } from "./links";
import { requestPasswordReset } from "./password-reset";
import { FORGOT_PASSWORD_ANSWER } from "./schemas";

// The lookup starts up to a second after the answer: its few milliseconds of work for an existing
// account then do not slow the prober's next request in step (docs/hardening.md).
const LOOKUP_JITTER_MS = 1_000;

/**
 * "Forgot password?": counted per client and per address (whether or not it has an account, so
 * the limit itself says nothing), then the same answer whatever happened. Looking the address up,
 * writing the token and the e-mail all happen after the answer has gone out, so the request does
 * the same work for every address and its timing tells nothing (docs/hardening.md).
 */
export async function forgotPassword(
  req: Request,
  email: string,
  later: typeof afterAnswer = afterAnswer,
): Promise<{ message: string }> {
  const address = email.trim().toLowerCase();
  await consume("forgotPerClient", clientAddress(req.headers));
  await consume("forgotPerAccount", address);
  const origin = appOrigin(req.url);
  later(
    "password reset request",
    async () => deliverInBackground(await requestPasswordReset(await getDb(), address, origin)),
    LOOKUP_JITTER_MS,
  );
  return { message: FORGOT_PASSWORD_ANSWER };
}
