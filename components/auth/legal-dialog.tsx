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

export type LegalDocument = "terms" | "privacy";

const DOCS: Record<LegalDocument, { title: string; src: string }> = {
  terms: { title: "Terms of Service", src: "/terms-of-service.html" },
  privacy: { title: "Privacy Policy", src: "/privacy-policy.html" },
};

// Spec part 1 section 2: the static page in a 60vh frame, with Open in New Tab, Close and
// Accept (Accept ticks the terms box).
export function LegalDialog({
  doc,
  onOpenChange,
  onAccept,
}: {
  doc: LegalDocument | null;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}) {
  const shown = doc ? DOCS[doc] : null;
  return (
    <Dialog open={Boolean(doc)} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle>{shown.title}</DialogTitle>
              <DialogDescription>Please read the document below before creating your account.</DialogDescription>
            </DialogHeader>
            <iframe src={shown.src} title={shown.title} className="h-[60vh] w-full rounded-md border border-border" />
            <DialogFooter>
              <Button asChild variant="outline">
                <a href={shown.src} target="_blank" rel="noopener noreferrer">
                  Open in New Tab
                </a>
              </Button>
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button onClick={onAccept}>Accept</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
