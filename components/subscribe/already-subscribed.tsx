import Link from "next/link";
import type { ReactNode } from "react";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The card a PRO account sees where others see the offer or the payment form. */
export function AlreadyProCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <Crown className="h-10 w-10 text-primary" aria-hidden="true" />
        <h1 className="text-lg font-semibold leading-none tracking-tight">{title}</h1>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/">Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export const AlreadySubscribed = () => (
  <AlreadyProCard title="Already Subscribed!">Your account already has PRO: every feature is unlocked.</AlreadyProCard>
);

/** "Candlewise PRO" with the crown: the page heading of the offer and of the payment form. */
export function ProPlanTitle() {
  return (
    <h1 className="flex items-center gap-2 text-2xl font-semibold leading-none tracking-tight">
      <Crown className="h-6 w-6 text-primary" aria-hidden="true" /> Candlewise PRO
    </h1>
  );
}
