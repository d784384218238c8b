import Link from "next/link";
import { Button } from "@/components/ui/button";

// The signed-out home page.
export function Landing() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-4xl font-bold">Candlewise</h1>
      <p className="text-lg text-muted-foreground">A New Way To Invest with artificial intelligence</p>
      <Button asChild size="lg"><Link href="/login">Get Started</Link></Button>
      <p className="text-xs text-muted-foreground">Created by Candlewise Labs</p>
      <p className="max-w-md text-xs text-muted-foreground">
        The analyses provided by the AI do not constitute financial advice, nor a recommendation to buy or sell financial instruments.
      </p>
    </main>
  );
}
