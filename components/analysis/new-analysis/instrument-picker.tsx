"use client";
import { useEffect, useRef, useState } from "react";
import { HelpCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { instrumentLabel } from "@/lib/format/instrument";
import type { InstrumentChoice } from "@/lib/analysis/ticker/choices";

// The server's question when it will not choose the chart's instrument by itself (409
// CONFIRM_INSTRUMENT): the instruments it can analyse, the read one first, each with what was read
// on the chart beside it, and a ticker to type. Picking one analyses it; nothing was spent yet.
export function InstrumentPicker({
  message,
  choices,
  onPick,
}: {
  message: string;
  choices: InstrumentChoice[];
  onPick: (symbol: string) => void;
}) {
  const [typed, setTyped] = useState("");
  const box = useRef<HTMLDivElement>(null);
  // The question replaces the run: the screen reader and the keyboard land on it.
  useEffect(() => box.current?.focus(), []);
  const submitTyped = () => {
    if (typed.trim()) onPick(typed.trim());
  };
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby="instrument-picker-title"
      data-testid="instrument-picker"
      className="mt-3 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm outline-none"
    >
      <p id="instrument-picker-title" className="flex gap-2 font-medium">
        <HelpCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Which instrument should we analyse?
      </p>
      <p className="mt-1 pl-6 text-muted-foreground" role="status">
        {message}
      </p>
      <p className="mt-1 pl-6 text-muted-foreground">No token has been used: one is used once you pick.</p>
      {choices.length > 0 && (
        <ul className="mt-2 flex flex-col gap-2 pl-6" aria-label="Instruments this server can analyse">
          {choices.map((c) => (
            <li key={c.symbol} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button type="button" size="sm" variant="outline" onClick={() => onPick(c.symbol)}>
                Analyse {instrumentLabel(c.symbol, c.name)}
              </Button>
              <span className="text-xs text-muted-foreground">
                read on your chart as {c.read}
                {c.note ? `. ${c.note}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 pl-6">
        <label htmlFor="instrument-picker-ticker">{choices.length ? "Or type a ticker:" : "Type a ticker:"}</label>
        <Input
          id="instrument-picker-ticker"
          className="h-8 w-36"
          value={typed}
          placeholder="e.g. AAPL"
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              submitTyped();
            }
          }}
        />
        <Button type="button" size="sm" onClick={submitTyped} disabled={!typed.trim()}>
          Analyse this ticker
        </Button>
      </div>
    </div>
  );
}
