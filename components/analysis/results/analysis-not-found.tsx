import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

// Shown when neither the server nor this browser has the analysis (spec part 1 section 2).
export function AnalysisNotFound({ reason }: { reason?: string }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">Analysis Not Found</h1>
      <p className="text-sm text-muted-foreground">
        {reason ?? "This analysis does not exist, belongs to another account, or was never stored in this browser."}
      </p>
      <Button asChild>
        <Link href="/dashboard">Dashboard</Link>
      </Button>
    </main>
  );
}
