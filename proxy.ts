import { NextResponse, type NextRequest } from "next/server";
import { readSessionRef } from "@/lib/auth/session";
import { isMalformedPath } from "@/lib/http/bad-path";
import { refuseUnreadablePageForm } from "@/lib/http/form-post";
import { contentSecurityPolicy, newNonce } from "@/lib/http/security-headers";
import { signedOutAccess } from "@/lib/routing/public-paths";

// First gate: refuses paths that cannot be decoded and page form posts that cannot be read (400,
// instead of the framework's 500), then sends signed-out visitors away (the cookie must decode
// and name a session). Layouts and handlers still check the session and user row themselves, so a
// revoked session, a deleted or a deactivated account is refused there.
export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  if (isMalformedPath(path)) {
    return path.startsWith("/api/")
      ? NextResponse.json({ message: "Invalid request path" }, { status: 400 })
      : new NextResponse("Bad request: invalid path", {
          status: 400,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
  }
  const unreadable = await refuseUnreadablePageForm(req);
  if (unreadable) return unreadable;
  const access = signedOutAccess(path);
  if (access === "allow" || (await readSessionRef(req.headers))?.sessionId) return withNonce(req);
  if (access === "unauthorized") return NextResponse.json({ message: "Unauthorized" }, { status: 401 });
  const url = new URL("/login", req.url);
  url.searchParams.set("next", path + req.nextUrl.search);
  return NextResponse.redirect(url);
}

// A fresh nonce per response: Next reads it from the request's CSP header and puts it on the
// inline scripts it renders; the browser gets the same policy (lib/http/security-headers.ts).
function withNonce(req: NextRequest): NextResponse {
  if (req.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const nonce = newNonce();
  const csp = contentSecurityPolicy({ dev: process.env.NODE_ENV !== "production", nonce });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  return res;
}

export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
