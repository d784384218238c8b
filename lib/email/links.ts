import { env } from "@/lib/env";

/**
 * The base of every link in an e-mail: APP_URL when set, else the address the server itself was
 * reached on. Never the client's Host or X-Forwarded-Host header, so nobody can make a reset
 * link point at their own site.
 */
export function appOrigin(requestUrl?: string): string {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  return requestUrl ? new URL(requestUrl).origin : "http://localhost:3000";
}
