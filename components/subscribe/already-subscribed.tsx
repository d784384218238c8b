import Link from "next/link";
import { Crown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function AlreadySubscribed() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <Crown className="h-10 w-10 text-primary" aria-hidden="true" />
        <CardTitle>Already Subscribed!</CardTitle>
        <CardDescription>Your account already has PRO: every feature is unlocked.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/">Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
