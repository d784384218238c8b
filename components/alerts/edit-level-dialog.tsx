"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field, describedBy } from "@/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { levelNearPrice, priceLevelSchema } from "@/lib/alerts/schemas";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatPrice } from "@/lib/format/price";

export type EditableAlert = { id: string; symbol: string; level: number | null };

// A new level for one alert: checked here with the server's own schema against the current price
// (when the list could read it), so a typo is caught before the round trip; the server checks it
// again and its answer is shown in the dialog. Saving also re-activates a fired or paused alert.
export function EditLevelDialog(props: {
  alert: EditableAlert;
  price: number | undefined;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { alert, price } = props;
  const [value, setValue] = useState(alert.level === null ? "" : String(alert.level));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `alert-level-${alert.id}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const level = value.trim() === "" ? undefined : Number(value);
    const checked = (price ? levelNearPrice(price) : priceLevelSchema).safeParse(level);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Enter a price level");
    setBusy(true);
    setError(null);
    try {
      await apiRequest("PATCH", `/api/alerts/${encodeURIComponent(alert.id)}`, {
        level: checked.data,
        status: "active",
      });
      await props.onSaved();
      props.onClose();
    } catch (e) {
      setError(errorMessage(e, "Could not change the level"));
      setBusy(false);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          <DialogTitle>Change the {alert.symbol} alert</DialogTitle>
          <DialogDescription>
            {price ? `${alert.symbol} trades at ${formatPrice(price, alert.symbol)} now. ` : ""}The alert watches the
            new level from now on.
          </DialogDescription>
          <Field id={id} label="New level" hint="Within 50% of the current price." error={error ?? undefined}>
            <Input
              {...describedBy(id, error ?? undefined, true)}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save level"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
