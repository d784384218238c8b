import { z } from "zod";
import { json, withRoute } from "@/lib/http/route";
import { turnOffAlertEmail } from "@/lib/alerts/settings";
import { unsubscribe } from "@/lib/email/unsubscribe";

export const dynamic = "force-dynamic";

const tokenQuerySchema = z.object({
  token: z
    .string({ error: "This unsubscribe link is not valid." })
    .min(1, "This unsubscribe link is not valid.")
    .max(400),
});

// POST /api/email/unsubscribe?token=...: the one-click unsubscribe of RFC 8058 (mail clients post
// "List-Unsubscribe=One-Click" from their own site) and the button of /unsubscribe. The signed
// token is the only credential: no session, no origin check.
export const POST = withRoute(
  async ({ query, db, now }) => {
    return json({ success: true, message: await unsubscribe(db, query.token, turnOffAlertEmail, now) });
  },
  { allowCrossSite: true, query: tokenQuerySchema },
);

// GET /api/email/unsubscribe?token=...: a mail client that opens the header's link in a browser
// lands on the confirmation page (a GET never unsubscribes: link scanners follow links).
export const GET = withRoute(async ({ req }) => {
  const token = new URL(req.url).searchParams.get("token") ?? "";
  // A relative Location: the server's own bind address (req.url under `next start`) is not public.
  return new Response(null, { status: 303, headers: { location: `/unsubscribe?token=${encodeURIComponent(token)}` } });
});
