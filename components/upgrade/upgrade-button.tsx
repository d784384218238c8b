"use client";
import { useRouter } from "next/navigation";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/use-toast";

// The upgrade page's call to action: confirms with the 'Upgrade to PRO' toast, then goes to /subscribe.
export function UpgradeButton() {
  const router = useRouter();
  return (
    <Button
      size="lg"
      className="w-full sm:w-auto"
      onClick={() => {
        toast({ title: "Upgrade to PRO", description: "Taking you to the secure payment form." });
        router.push("/subscribe");
      }}
    >
      <Crown aria-hidden="true" /> Upgrade to PRO
    </Button>
  );
}
