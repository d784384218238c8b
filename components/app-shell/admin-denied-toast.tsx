"use client";
import { useEffect } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/lib/client/use-toast";

// requireAdmin sends non-admins to /?denied=admin; say why, then tidy the address bar.
export function AdminDeniedToast() {
  const params = useSearchParams();
  const router = useRouter();
  useEffect(() => {
    if (params.get("denied") !== "admin") return;
    toast({ title: "Access Denied - Admin privileges required", variant: "destructive" });
    router.replace("/");
  }, [params, router]);
  return null;
}
