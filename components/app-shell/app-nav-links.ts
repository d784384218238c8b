import { BarChart3, Bookmark, LayoutDashboard, PlusCircle, UserRound, type LucideIcon } from "lucide-react";

// The places a trader goes, in the order the header and the phone's bottom bar show them.
export const APP_NAV: { href: string; label: string; short: string; icon: LucideIcon }[] = [
  { href: "/", label: "Dashboard", short: "Home", icon: LayoutDashboard },
  { href: "/new-analysis", label: "New Analysis", short: "Analyse", icon: PlusCircle },
  { href: "/saved-analyses", label: "Saved", short: "Saved", icon: Bookmark },
  { href: "/track-record", label: "Track Record", short: "Record", icon: BarChart3 },
  { href: "/profile", label: "Profile", short: "Profile", icon: UserRound },
];

/** "/" and "/dashboard" are the same screen. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/" || pathname === "/dashboard";
  return pathname === href || pathname.startsWith(`${href}/`);
}
