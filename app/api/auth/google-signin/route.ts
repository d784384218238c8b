import { json, withRoute } from "@/lib/http/route";

// POST /api/auth/google-signin: the old browser-asserted identity endpoint ({uid, email, ...}).
// An identity sent by the browser proves nothing, so it is retired rather than verified: Google
// sign-in goes through Auth.js (/api/auth/signin/google -> /api/auth/callback/google), which
// checks Google's answer on the server.
export const POST = withRoute(async () =>
  json(
    {
      message:
        "This sign-in method is no longer available. Please use the 'Continue with Google' button on the login page.",
    },
    { status: 410 },
  ),
);
