// What cleanup removed, in words (the keys of CleanupResult.removed). No server imports: the health
// page's toast reads them.
export const CLEANUP_LABELS: Record<string, string> = {
  analysisProgress: "stale analysis progress rows",
  rateLimits: "expired rate-limit rows",
  pendingPayments: "abandoned checkouts",
  screenshots: "orphaned screenshot files",
  outboxEmails: "delivered e-mails past retention",
  providerCallRows: "old provider-call counts",
};

/** "Removed 3 expired rate-limit rows, 1 abandoned checkout." or "Nothing stale to remove." */
export function cleanupSummary(removed: Record<string, number>): string {
  const parts = Object.entries(removed)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${CLEANUP_LABELS[k] ?? k}`);
  return parts.length ? `Removed ${parts.join(", ")}.` : "Nothing stale to remove.";
}
