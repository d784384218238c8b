import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

// The frame of the signed-out e-mail pages (forgot / reset password, unsubscribe), like /login.
export function AuthCardPage({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/login">Back to Login</Link>
      </Button>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      <Card>
        <CardContent className="space-y-4 pt-6">{children}</CardContent>
      </Card>
    </main>
  );
}
