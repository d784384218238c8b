"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api-client";
import { announceAuthChange } from "@/lib/auth/use-user";

// The admin screens' own navigation, under the app header (which the root layout renders): where
// an admin goes next, and a way out.
const LINKS = [
  { href: "/admin-dashboard", label: "Dashboard" },
  { href: "/admin-tips", label: "Tips" },
  { href: "/email-dashboard", label: "Email" },
  { href: "/system-health", label: "System Health" },
  { href: "/quality-monitor", label: "Quality Monitor" },
  { href: "/personal-analysis-validation", label: "Analysis Validation" },
  { href: "/training-model", label: "Training Model" },
  { href: "/", label: "Back to App" },
];

export function AdminNav() {
  const router = useRouter();
  async function logout() {
    await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
    announceAuthChange();
    router.replace("/");
    router.refresh();
  }
  return (
    <nav aria-label="Admin" className="border-b border-border px-4 py-3">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <Link href="/admin-dashboard" className="text-lg font-semibold">
          Candlewise Admin
        </Link>
        <div className="flex flex-wrap items-center gap-1">
          {LINKS.map((l) => (
            <Button key={l.href} asChild size="sm" variant="ghost">
              <Link href={l.href}>{l.label}</Link>
            </Button>
          ))}
          <Button size="sm" variant="outline" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
    </nav>
  );
}
