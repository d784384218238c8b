"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/ui/cn";
import { APP_NAV, isCurrent } from "./app-nav-links";

// On a phone the places live in a bar at the bottom, within reach of a thumb; hidden from md up,
// where the header shows them.
export function BottomNav() {
  const pathname = usePathname() ?? "/";
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t border-border bg-background/95 backdrop-blur md:hidden"
    >
      {APP_NAV.map(({ href, short, label, icon: Icon }) => {
        const current = isCurrent(href, pathname);
        return (
          <Link
            key={href}
            href={href}
            aria-label={label}
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex flex-col items-center gap-0.5 py-2 text-[11px]",
              current ? "text-primary" : "text-muted-foreground",
            )}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
            {short}
          </Link>
        );
      })}
    </nav>
  );
}
