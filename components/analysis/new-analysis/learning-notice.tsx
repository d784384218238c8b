import { GraduationCap } from "lucide-react";
import { LEARNS_FROM, LEARNS_FROM_TITLE } from "@/lib/learning/learning-phase";

// Spec part 1 sections 2 and 9: how the model learns (from the market data of every analysis; the
// same words as /training-model).
export function LearningNotice() {
  return (
    <aside
      aria-label="How Candlewise learns"
      className="flex gap-3 rounded-lg border border-accent/30 bg-accent/10 p-4 text-sm"
    >
      <GraduationCap className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{LEARNS_FROM_TITLE}</p>
        <p className="text-muted-foreground">
          {LEARNS_FROM} Predictions without screenshots will come after 12 months of learning.
        </p>
      </div>
    </aside>
  );
}
