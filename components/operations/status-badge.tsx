import { AlertTriangle, CheckCircle2, Loader2, XCircle, CircleDot } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { QualityStatus } from "@/lib/quality/status";

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

export function StatusBadge({ status }: { status: QualityStatus }) {
  return <Badge variant={STYLE[status].variant}>{status}</Badge>;
}

export function PassFail({ ok }: { ok: boolean }) {
  return <Badge variant={ok ? "success" : "destructive"}>{ok ? "PASS" : "FAIL"}</Badge>;
}
