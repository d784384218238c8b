// What Personal Score gives, for the locked section: an example score in the real card's shape
// (parts out of 40, 40 and 20; level bands of lib/score/formula.ts). Nothing here is fetched.
export const SCORE_BENEFITS =
  "A score out of 100 for your experience, accuracy and consistency, with your level and daily tips on what to improve.";

const PARTS = [
  { label: "Experience", value: 26, max: 40 },
  { label: "Accuracy", value: 28, max: 40 },
  { label: "Consistency", value: 14, max: 20 },
] as const;

export function ScorePreview() {
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center justify-center gap-2">
        <p className="font-semibold">Personal Score</p>
        <p className="text-5xl font-bold tabular-nums">68</p>
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold">Advanced</span>
        <p className="text-xs text-muted-foreground">12 calls · 58% win rate</p>
      </div>
      <div className="flex flex-col gap-3">
        {PARTS.map((p) => (
          <div key={p.label}>
            <div className="flex justify-between text-xs">
              <span>{p.label}</span>
              <span className="tabular-nums text-muted-foreground">
                {p.value} / {p.max}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${(p.value / p.max) * 100}%` }} />
            </div>
          </div>
        ))}
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          <li>Replay a plan in the Trade Simulator before risking money.</li>
          <li>A short weekly review keeps your consistency score rising.</li>
        </ul>
      </div>
    </div>
  );
}
