import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getSessionUser } from "./session";
import type { User } from "./tables";

// For server components and layouts. Route handlers use withUser (lib/http/route.ts) instead.
export async function getCurrentUser(): Promise<User | null> {
  return getSessionUser(await headers());
}

/** Signed-out visitors go to /login and come back to `returnTo` after signing in. */
export async function requireUser(returnTo = "/"): Promise<User> {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return user;
}

/** Non-admins go to / with the access-denied notice. */
export async function requireAdmin(returnTo = "/admin"): Promise<User> {
  const user = await requireUser(returnTo);
  if (user.role !== "admin") redirect("/?denied=admin");
  return user;
}
