import Link from "next/link";
import type { ReactNode } from "react";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The card a PRO account sees where others see the offer or the payment form. */
export function AlreadyProCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <Crown className="h-10 w-10 text-primary" aria-hidden="true" />
        <CardTitle>{title}</CardTitle>
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

export const AlreadySubscribed = () => <AlreadyProCard title="Already Subscribed!">Your account already has PRO: every feature is unlocked.</AlreadyProCard>;

/** "Candlewise PRO" with the crown: the title of the offer and of the payment form. */
export function ProPlanTitle() {
  return (
    <CardTitle className="flex items-center gap-2 text-2xl">
      <Crown className="h-6 w-6 text-primary" aria-hidden="true" /> Candlewise PRO
    </CardTitle>
  );
}
