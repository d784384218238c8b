import { AlertTriangle, CheckCircle2, Loader2, XCircle, CircleDot } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS, type QualityStatus } from "@/lib/quality/status";

const STYLE: Record<
  QualityStatus,
  { variant: "success" | "warning" | "destructive" | "secondary" | "outline"; Icon: typeof CheckCircle2 }
> = {
  EXCELLENT: { variant: "success", Icon: CheckCircle2 },
  GOOD: { variant: "secondary", Icon: CircleDot },
  RUNNING: { variant: "outline", Icon: Loader2 },
  NEEDS_IMPROVEMENT: { variant: "warning", Icon: AlertTriangle },
  FAILED: { variant: "destructive", Icon: XCircle },
};

export function StatusIcon({ status }: { status: QualityStatus }) {
  const { Icon } = STYLE[status];
  return <Icon aria-hidden className={status === "RUNNING" ? "size-5 animate-spin" : "size-5"} />;
}

/** The status in words; a card nobody has run yet says so rather than "Good". */
export function StatusBadge({ status, ran = true }: { status: QualityStatus; ran?: boolean }) {
  if (!ran) return <Badge variant="outline">Not run yet</Badge>;
  return <Badge variant={STYLE[status].variant}>{STATUS_LABELS[status]}</Badge>;
}

export function PassFail({ ok }: { ok: boolean }) {
  return <Badge variant={ok ? "success" : "destructive"}>{ok ? "PASS" : "FAIL"}</Badge>;
}
