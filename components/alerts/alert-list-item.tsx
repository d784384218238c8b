"use client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format/date";
import { formatPrice } from "@/lib/format/price";

export type Alert = {
  id: string;
  symbol: string;
  kind: "level" | "move";
  role: string | null;
  level: number | null;
  direction: "above" | "below" | null;
  movePercent: number | null;
  status: "active" | "fired" | "paused";
  rearm: boolean;
  firedAt: string | null;
  firedPrice: number | null;
};

export const describeAlert = (a: Alert) =>
  a.kind === "move"
    ? `moves ${a.movePercent}% in a day`
    : `${a.direction === "above" ? "rises to" : "falls to"} ${formatPrice(a.level, a.symbol)}${a.role ? ` (${a.role.toUpperCase()})` : ""}`;

// One alert with its actions. Each button names its alert, so a screen reader listing the page's
// buttons hears "Edit AAPL rises to 240.00" rather than a column of identical "Edit"s.
export function AlertListItem(props: {
  alert: Alert;
  onEdit: () => void;
  onStatus: (status: "active" | "paused") => void;
  onDelete: () => void;
}) {
  const a = props.alert;
  const name = `${a.symbol} ${describeAlert(a)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      <span>
        <strong>{a.symbol}</strong> {describeAlert(a)}
        {a.firedAt && a.firedPrice !== null && (
          <span className="text-muted-foreground">
            {" "}
            · fired at {formatPrice(a.firedPrice, a.symbol)}, {formatDateTime(a.firedAt)}
          </span>
        )}
        {a.rearm && (
          <Badge variant="secondary" className="ml-2">
            re-arms
          </Badge>
        )}
      </span>
      <span className="flex gap-1">
        {a.kind === "level" && (
          <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={props.onEdit}>
            Edit
          </Button>
        )}
        {a.status === "active" ? (
          <Button size="sm" variant="ghost" aria-label={`Pause ${name}`} onClick={() => props.onStatus("paused")}>
            Pause
          </Button>
        ) : (
          <Button size="sm" variant="ghost" aria-label={`Resume ${name}`} onClick={() => props.onStatus("active")}>
            Resume
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={props.onDelete}>
          Delete
        </Button>
      </span>
    </li>
  );
}
