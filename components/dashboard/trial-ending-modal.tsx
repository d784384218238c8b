"use client";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/lib/client/use-toast";
import { PRO_MONTHLY_TOKENS, PRO_PRICE_USD } from "@/lib/plans/access";

// The Trial Ending Soon dialog itself, loaded only when it opens (trial-ending-dialog.tsx).
export function TrialEndingModal({
  days,
  onRemindLater,
  onClose,
}: {
  days: number;
  onRemindLater: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => !next && onRemindLater()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Trial Ending Soon</DialogTitle>
          <DialogDescription>
            Your free trial ends in {days} {days === 1 ? "day" : "days"}. Upgrade to PRO for ${PRO_PRICE_USD}/month to
            keep {PRO_MONTHLY_TOKENS} tokens a month, daily trade ideas, the trade simulator and your personal score.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onRemindLater}>
            Remind me later
          </Button>
          <Button
            onClick={() => {
              toast({ title: "Upgrade to PRO", description: "Opening the secure payment page in a new tab." });
              window.open("/upgrade/pay", "_blank", "noopener");
              onClose();
            }}
          >
            Upgrade to PRO
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
