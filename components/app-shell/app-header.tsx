"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { cn } from "@/lib/ui/cn";
import { APP_NAV, isCurrent } from "./app-nav-links";
import { BottomNav } from "./bottom-nav";
import { PlanBadge } from "./plan-badge";
import { AlertBell } from "@/components/alerts/alert-bell";

const TIGHT = "px-2 sm:px-3";

// The header of every signed-in screen (rendered once, by the root layout): logo -> /, the places a
// trader goes (desktop), the plan badge with tokens left -> /upgrade, Admin (admins only), Logout.
// On a phone the places move to the bottom bar.
export function AppHeader({ user }: { user: PublicUser }) {
  const pathname = usePathname() ?? "/";
  async function logout() {
    await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
    announceAuthChange("signed_out");
    window.location.assign("/");
  }
  return (
    <>
      <header className="sticky top-0 z-40 flex items-center justify-between gap-2 border-b border-border bg-background/95 px-3 py-2.5 backdrop-blur sm:px-4">
        <div className="flex items-center gap-4">
          <Link href="/" className="text-base font-semibold sm:text-lg">
            Candlewise
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {APP_NAV.filter((item) => item.href !== "/profile").map(({ href, label }) => {
              const current = isCurrent(href, pathname);
              return (
                <Link
                  key={href}
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "rounded-md px-2.5 py-1.5 text-sm",
                    current ? "bg-muted text-foreground" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {label}
                </Link>
              );
            })}
          </nav>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <AlertBell />
          <PlanBadge user={user} />
          {user.role === "admin" && (
            <Button asChild size="sm" variant="outline" className={TIGHT}>
              <Link href="/admin">Admin</Link>
            </Button>
          )}
          <Button asChild size="sm" variant="ghost" className={cn(TIGHT, "hidden md:inline-flex")}>
            <Link href="/profile">Profile</Link>
          </Button>
          <Button size="sm" variant="ghost" className={TIGHT} onClick={() => void logout()}>
            Logout
          </Button>
        </div>
      </header>
      <BottomNav />
    </>
  );
}
