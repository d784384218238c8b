import { GraduationCap } from "lucide-react";

// Spec part 1 sections 2 and 9: how the model learns from the screenshots traders send.
export function LearningNotice() {
  return (
    <aside
      aria-label="How Candlewise learns"
      className="flex gap-3 rounded-lg border border-accent/30 bg-accent/10 p-4 text-sm"
    >
      <GraduationCap className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">Learning from your screenshots</p>
        <p className="text-muted-foreground">
          Every chart you send teaches the system: the patterns it recognises are verified against the real market after
          24 hours. Predictions without screenshots will come after 12 months of learning.
        </p>
      </div>
    </aside>
  );
}
