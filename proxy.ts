import { NextResponse, type NextRequest } from "next/server";
import { readSessionUserId } from "@/lib/auth/session";
import { signedOutAccess } from "@/lib/routing/public-paths";

// First gate for signed-out visitors (the cookie must decode). Layouts and handlers still check
// the user row themselves, so a deleted or deactivated account is refused there.
export async function proxy(req: NextRequest) {
  const access = signedOutAccess(req.nextUrl.pathname);
  if (access === "allow" || (await readSessionUserId(req.headers))) return NextResponse.next();
  if (access === "unauthorized") return NextResponse.json({ message: "Unauthorized" }, { status: 401 });
  const url = new URL("/login", req.url);
  url.searchParams.set("next", req.nextUrl.pathname + req.nextUrl.search);
  return NextResponse.redirect(url);
}

export const config = { matcher: ["/((?!_next/static|_next/image).*)"] };
