import { cn } from "@/lib/ui/cn";

// Quick values under a field (spec part 1 section 9). The pressed state says which one is in use.
export function PresetButtons({
  label,
  values,
  current,
  format,
  onPick,
  disabled,
}: {
  label: string;
  values: readonly number[];
  current: number | null;
  format: (v: number) => string;
  onPick: (v: number) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={`${label} presets`} className="flex flex-wrap gap-1.5">
      {values.map((v) => (
        <button
          key={v}
          type="button"
          disabled={disabled}
          aria-pressed={current === v}
          aria-label={`${label} ${format(v)}`}
          onClick={() => onPick(v)}
          className={cn(
            "h-8 min-w-11 rounded-full border px-3 text-xs font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
            current === v
              ? "border-primary bg-primary/15 text-primary"
              : "border-border text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          {format(v)}
        </button>
      ))}
    </div>
  );
}
