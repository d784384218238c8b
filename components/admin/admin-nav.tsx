"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/ui/cn";

// The admin screens' one row of places, under the app header. The header (root layout) already
// carries the logo, the way back to the app and the one Logout, so this bar repeats none of them.
export const ADMIN_LINKS = [
  { href: "/admin-dashboard", label: "Dashboard" },
  { href: "/admin-tips", label: "Tips" },
  { href: "/email-dashboard", label: "Email" },
  { href: "/system-health", label: "System Health" },
  { href: "/quality-monitor", label: "Quality Monitor" },
  { href: "/personal-analysis-validation", label: "Analysis Validation" },
  { href: "/training-model", label: "Training Model" },
];

const current = (href: string, pathname: string) =>
  href === "/admin-dashboard" ? pathname === "/admin" || pathname === "/admin-dashboard" : pathname === href;

export function AdminNav() {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Admin" className="border-b border-border px-4 py-2">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1">
        <span className="mr-2 text-sm font-semibold text-muted-foreground">Admin</span>
        {ADMIN_LINKS.map((l) => {
          const here = current(l.href, pathname);
          return (
            <Link
              key={l.href}
              href={l.href}
              aria-current={here ? "page" : undefined}
              className={cn(
                "rounded-md px-2.5 py-1.5 text-sm",
                here ? "bg-muted text-foreground" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {l.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
