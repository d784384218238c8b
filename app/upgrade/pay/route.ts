import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

// GET /upgrade/pay: the Trial Ending Soon popup's payment link. Sends the browser to the external
// payment page when TRIAL_PAYMENT_URL is configured (http/https only), else to /subscribe.
export function GET(req: Request) {
  const external = env.TRIAL_PAYMENT_URL;
  const target = external && /^https?:\/\//i.test(external) ? external : new URL("/subscribe", req.url).toString();
  return Response.redirect(target, 303);
}
