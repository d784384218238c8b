import { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { authFailureRedirect } from "@/lib/auth/auth-failure";
import { authRequest } from "@/lib/http/public-origin";

export const dynamic = "force-dynamic";

// Auth.js builds Google's redirect_uri, its redirects and the sign-out form from the request URL
// and the forwarding headers: give it the public origin, and no X-Forwarded-Host from anyone but
// a trusted proxy (lib/http/public-origin.ts).
const withPublicOrigin = (req: NextRequest) => authRequest(req, (url, init) => new NextRequest(url, init as never));

// GET/POST /api/auth/*: Auth.js (Google sign-in and its callback, csrf, session, signout).
// Our static routes (login, logout, register, user, start-trial, google-signin) win over this
// catch-all. Any Auth.js failure ends on /login?error=auth_failed.
export async function GET(req: NextRequest) {
  return authFailureRedirect(await handlers.GET(withPublicOrigin(req)));
}

export async function POST(req: NextRequest) {
  return authFailureRedirect(await handlers.POST(withPublicOrigin(req)));
}
