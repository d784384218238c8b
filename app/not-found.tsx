import Link from "next/link";
import { Button } from "@/components/ui/button";
import { BackButton } from "@/components/app-shell/back-button";

// Any unknown path: Next answers with HTTP 404 and this page.
export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <h2 className="text-xl font-semibold">Pagina Non Trovata</h2>
      <p className="text-muted-foreground">La pagina che cerchi non esiste o è stata spostata.</p>
      <div className="flex gap-2">
        <Button asChild>
          <Link href="/">Torna alla Dashboard</Link>
        </Button>
        <BackButton />
      </div>
    </main>
  );
}
