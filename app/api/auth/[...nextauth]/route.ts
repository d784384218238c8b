import { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { authFailureRedirect } from "@/lib/auth/auth-failure";
import { publicOrigin } from "@/lib/auth/public-origin";

export const dynamic = "force-dynamic";

// Auth.js builds Google's redirect_uri from the request URL: give it the public origin.
function withPublicOrigin(req: NextRequest): NextRequest {
  const origin = publicOrigin(req.headers, req.nextUrl.origin);
  return origin === req.nextUrl.origin
    ? req
    : new NextRequest(req.nextUrl.href.replace(req.nextUrl.origin, origin), req);
}

// GET/POST /api/auth/*: Auth.js (Google sign-in and its callback, csrf, session, signout).
// Our static routes (login, logout, register, user, start-trial, google-signin) win over this
// catch-all. Any Auth.js failure ends on /login?error=auth_failed.
export async function GET(req: NextRequest) {
  return authFailureRedirect(await handlers.GET(withPublicOrigin(req)));
}

export async function POST(req: NextRequest) {
  return authFailureRedirect(await handlers.POST(withPublicOrigin(req)));
}
