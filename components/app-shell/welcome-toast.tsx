"use client";
import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/lib/client/use-toast";
import { announceAuthChange } from "@/lib/auth/use-user";
import { WELCOME_PARAM } from "@/lib/routing/next-path";

// A Google sign-in comes back through Auth.js's redirect with ?welcome=1 (app/login/actions.ts):
// greet the user as the spec's sign-in call does, tell the app the user changed, tidy the URL.
export function WelcomeToast() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    if (params.get(WELCOME_PARAM) !== "1") return;
    toast({ title: "Welcome!" });
    announceAuthChange();
    const rest = new URLSearchParams(params);
    rest.delete(WELCOME_PARAM);
    router.replace(rest.size ? `${pathname}?${rest}` : pathname);
  }, [params, pathname, router]);
  return null;
}

