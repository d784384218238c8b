import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { changeDirection, formatChange } from "@/lib/format/price";
import { cn } from "@/lib/ui/cn";

// A change shown the spec's way: above zero green with an up arrow, below zero red with a down
// arrow, zero neutral. `percent` appends a % sign; the value always has 2 decimals, and the arrow
// follows what is printed: a change that rounds to 0.00 is neutral (a red arrow beside 0.00 contradicts itself).
export function ChangeValue({
  value,
  percent,
  className,
}: {
  value: number | null | undefined;
  percent?: boolean;
  className?: string;
}) {
  const dir = changeDirection(typeof value === "number" ? Math.round(value * 100) / 100 : value);
  const Icon = dir === "up" ? ArrowUpRight : dir === "down" ? ArrowDownRight : Minus;
  const word = dir === "up" ? "up" : dir === "down" ? "down" : "unchanged";
  return (
    <span
      data-direction={dir}
      className={cn(
        "inline-flex items-center gap-0.5 tabular-nums",
        dir === "up" ? "text-bull" : dir === "down" ? "text-bear" : "text-neutral",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{word} </span>
      {formatChange(value)}
      {percent ? "%" : ""}
    </span>
  );
}
