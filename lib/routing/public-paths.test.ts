import { signedOutAccess } from "./public-paths";

describe("signedOutAccess", () => {
  it.each([
    ["/", "allow"],
    ["/login", "allow"],
    ["/terms-of-service.html", "allow"],
    ["/privacy-policy.html", "allow"],
    ["/_next/static/chunk.js", "allow"],
    ["/favicon.ico", "allow"],
    ["/api/auth/login", "allow"],
    ["/api/health", "allow"],
    ["/api/login", "allow"],
    ["/api/cron/refill", "allow"],
    ["/api/stripe/webhook", "allow"],
    ["/forgot-password", "allow"],
    ["/reset-password", "allow"],
    ["/unsubscribe", "allow"],
    ["/api/email/unsubscribe", "allow"],
    ["/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd", "allow"],
    ["/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd/chart.jpg", "allow"],
    ["/api/shares", "unauthorized"],
    ["/api/exports/pdf", "unauthorized"],
    ["/track-record", "allow"],
    ["/api/track-record/ledger", "allow"],
    ["/email-dashboard", "redirect-login"],
    ["/api/admin/send-bulk-email", "unauthorized"],
    ["/profile", "redirect-login"],
    ["/admin", "redirect-login"],
    ["/some/unknown/page", "redirect-login"],
    ["/api/analyses", "unauthorized"],
    ["/api/admin/users", "unauthorized"],
  ])("%s -> %s", (path, access) => expect(signedOutAccess(path)).toBe(access));
});
