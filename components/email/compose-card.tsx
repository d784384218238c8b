"use client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const textareaClass =
  "flex min-h-40 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 md:text-sm";

type Props = {
  subject: string;
  content: string;
  selectedCount: number;
  pending: boolean;
  onSubject: (v: string) => void;
  onContent: (v: string) => void;
  onClearSelection: () => void;
  onSend: () => void;
};

// Subject and plain-text content; the server escapes it into the e-mail layout (no HTML).
export function ComposeCard({
  subject,
  content,
  selectedCount,
  pending,
  onSubject,
  onContent,
  onClearSelection,
  onSend,
}: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compose Email</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSend();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="email-subject">Subject</Label>
            <Input id="email-subject" value={subject} maxLength={200} onChange={(e) => onSubject(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="email-content">Email Content</Label>
            <textarea
              id="email-content"
              className={textareaClass}
              value={content}
              maxLength={20_000}
              onChange={(e) => onContent(e.target.value)}
              aria-describedby="email-content-hint"
            />
            <p id="email-content-hint" className="text-xs text-muted-foreground">
              Plain text. Blank lines start paragraphs; links are made clickable. Every e-mail carries an unsubscribe
              link.
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm" aria-live="polite">
              {selectedCount} {selectedCount === 1 ? "recipient" : "recipients"} selected
            </p>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={onClearSelection}
                disabled={selectedCount === 0 || pending}
              >
                Clear selection
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Sending..." : "Send Email"}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
