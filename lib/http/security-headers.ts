import { createHash } from "node:crypto";
import { INLINE_SCRIPTS } from "./inline-scripts";

// Security headers. The Content-Security-Policy of pages is written per request by proxy.ts with
// a fresh nonce: Next puts it on its own inline scripts (it reads it from the request's CSP
// header), so production needs no 'unsafe-inline' for scripts. Our one inline script is allowed
// by its hash. Pure functions, so a test can assert the policy without a server.

const scriptHashes = INLINE_SCRIPTS.map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`);

/** A fresh nonce for one response (128 random bits). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function contentSecurityPolicy({ dev, nonce }: { dev: boolean; nonce?: string }): string {
  const script = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, "https://js.stripe.com"];
  // The dev server's hot reload evaluates and injects scripts without nonces.
  if (dev) script.push("'unsafe-eval'", "'unsafe-inline'");
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https://api.stripe.com${dev ? " ws: wss:" : ""}`,
    // Our own static pages are embedded by the terms dialogs; Stripe Elements use frames too.
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    "frame-ancestors 'self'",
    "form-action 'self' https://accounts.google.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers for every path (next.config.ts). The CSP here (no nonce, so no inline script at all)
 * covers what the proxy does not see (/_next/static, /_next/image); the proxy's per-request
 * policy replaces it on everything else.
 */
export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
    // Browsers honour HSTS only over https, so sending it on plain http is harmless.
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  ];
}
