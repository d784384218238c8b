"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { apiRequest } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";
import type { PublicUser } from "@/lib/auth/public-user";

const TIGHT = "px-2 sm:px-3";

// Dashboard header: logo -> /, plan badge -> /upgrade, Admin (admins only), Profile, Logout.
export function AppHeader({ user }: { user: PublicUser }) {
  async function logout() {
    await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
    announceAuthChange("signed_out");
    window.location.assign("/");
  }
  return (
    // On a phone the admin's four controls share 390 px with the logo: tighter gaps and padding.
    <header className="flex items-center justify-between gap-2 border-b border-border px-3 py-3 sm:px-4">
      <Link href="/" className="text-base font-semibold sm:text-lg">Candlewise</Link>
      <nav className="flex shrink-0 items-center gap-1 sm:gap-2">
        <Link href="/upgrade" aria-label="Your plan"><Badge>{user.plan === "free" ? "FREE" : "PRO"}</Badge></Link>
        {user.role === "admin" && <Button asChild size="sm" variant="outline" className={TIGHT}><Link href="/admin">Admin</Link></Button>}
        <Button asChild size="sm" variant="ghost" className={TIGHT}><Link href="/profile">Profile</Link></Button>
        <Button size="sm" variant="ghost" className={TIGHT} onClick={logout}>Logout</Button>
      </nav>
    </header>
  );
}
