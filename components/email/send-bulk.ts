"use client";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { toast } from "@/lib/client/use-toast";
import { QUEUED_NO_PROVIDER, RECIPIENTS_REQUIRED, SUBJECT_CONTENT_REQUIRED } from "@/lib/email/messages";
import type { BulkEmailResult } from "@/lib/email/schemas";

/**
 * Sends the admin's e-mail with the spec's messages (part 2 sections 5 and 8). Returns true when
 * the form may be cleared: the send went through and nothing failed.
 */
export async function sendBulk(input: { recipients: string[]; subject: string; content: string }): Promise<boolean> {
  if (!input.subject.trim() || !input.content.trim()) {
    toast({ title: "Missing information", description: SUBJECT_CONTENT_REQUIRED, variant: "destructive" });
    return false;
  }
  if (input.recipients.length === 0) {
    toast({ title: "No recipients", description: RECIPIENTS_REQUIRED, variant: "destructive" });
    return false;
  }
  try {
    const res = await apiRequest("POST", "/api/admin/send-bulk-email", input);
    const body = (await res.json()) as BulkEmailResult;
    if (!body.success) {
      toast({
        title: "Email Send Failed",
        description: body.message || "All emails failed to send",
        variant: "destructive",
      });
      return false;
    }
    const partial = body.failed.length > 0;
    // Without a provider nothing left the server: say so rather than "Sent".
    toast({
      title: body.outboxOnly ? QUEUED_NO_PROVIDER : partial ? "Emails partly sent" : "Emails Sent",
      description: body.message,
      variant: partial ? "destructive" : "default",
    });
    return !partial;
  } catch (error) {
    // A refusal the server explains (a bad address, the one-a-minute limit) is a failed send;
    // anything else (network, server error) is the spec's send error.
    if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
      toast({ title: "Email Send Failed", description: error.serverMessage, variant: "destructive" });
    } else {
      toast({ title: "Email Send Error", description: "Failed to send bulk emails", variant: "destructive" });
    }
    return false;
  }
}
