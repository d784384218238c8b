"use client";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { instrumentLabel } from "@/lib/format/instrument";
import type { InstrumentChoice } from "@/lib/analysis/ticker/choices";

export interface Refusal {
  title: string;
  description?: string;
  /** The symbol the refusal was about (typed or read from the chart), for the nearest suggestions. */
  symbol?: string | null;
  /** The instruments the server can analyse instead, as it sent them (it asked its market provider). */
  choices?: InstrumentChoice[];
  /** The server asks which instrument to analyse: the picker shows instead of the refusal. */
  ask?: boolean;
}

/** The symbol a server refusal names: "We read XNGUSD on your chart ..." or "TICKER_NOT_FOUND: XNGUSD". */
export function refusedSymbol(text: string | undefined): string | null {
  const m = /We read (\S+?)(?: \(|\s|;)/.exec(text ?? "") ?? /TICKER_NOT_FOUND:?\s*([A-Z0-9.=^/-]+)/i.exec(text ?? "");
  return m ? m[1] : null;
}

// A refusal stays on the form next to the file, not only in a 5-second toast, and a symbol the
// market has no data for gets the instruments the server says it can analyse instead (never a
// guess made here: only the server can ask its market provider), or typing one.
export function RefusalNote({ refusal, onPick }: { refusal: Refusal; onPick: (symbol: string) => void }) {
  const near = refusal.choices ?? [];
  const noData = /no market data|TICKER_NOT_FOUND|not found|could not find|does not carry/i.test(
    `${refusal.title} ${refusal.description ?? ""}`,
  );
  return (
    <div
      role="alert"
      data-testid="refusal-note"
      className="mt-3 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
    >
      <p className="flex gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-text" />
        {refusal.title}
      </p>
      {refusal.description && <p className="mt-1 pl-6 text-muted-foreground">{refusal.description}</p>}
      {near.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 pl-6">
          <span>This server can analyse instead:</span>
          {near.map((s) => (
            <Button key={s.symbol} type="button" size="sm" variant="outline" onClick={() => onPick(s.symbol)}>
              {instrumentLabel(s.symbol, s.name)}
            </Button>
          ))}
        </div>
      )}
      {noData && (
        <p className="mt-2 pl-6 text-muted-foreground">
          {near.length ? "Or type" : "Type"} the ticker as the market feed writes it in the Ticker field (for example
          EURUSD=X, GC=F, BTC-USD) and generate again.
        </p>
      )}
    </div>
  );
}
