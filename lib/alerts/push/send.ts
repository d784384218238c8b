import "server-only";
import { lookup } from "node:dns/promises";
import type { Agent } from "node:https";
import webpush from "web-push";
import { endpointProblem, isBlockedAddress } from "./endpoint";
import { vapidKeys } from "./vapid";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string };

/**
 * Where a push may go. The default refuses plain http and addresses inside our network (also
 * after DNS, so a name cannot point at one); tests that run a push service on loopback pass
 * their own check (and an agent trusting its certificate), the only way past it.
 */
export type EndpointCheck = (endpoint: string) => Promise<string | null>;
export type PushTransport = { check: EndpointCheck; agent?: Agent };

export const publicEndpointOnly: EndpointCheck = async (endpoint) => {
  const problem = endpointProblem(endpoint);
  if (problem) return problem;
  try {
    const addresses = await lookup(new URL(endpoint).hostname, { all: true });
    return addresses.some((a) => isBlockedAddress(a.address)) ? "Push endpoint resolves to a private address" : null;
  } catch (error) {
    return `Push endpoint does not resolve: ${error instanceof Error ? error.message : String(error)}`;
  }
};

/** Sends one encrypted (aes128gcm) push; `gone` when the push service says the subscription ended. */
export async function sendPush(
  target: PushTarget,
  payload: unknown,
  transport: PushTransport = { check: publicEndpointOnly },
): Promise<PushResult> {
  const problem = await transport.check(target.endpoint);
  if (problem) return { ok: false, gone: true, error: problem };
  const vapid = vapidKeys();
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        contentEncoding: "aes128gcm",
        TTL: 60 * 60,
        timeout: 10_000,
        agent: transport.agent,
      },
    );
    return { ok: true };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, gone: status === 404 || status === 410, error: status ? `${status}: ${message}` : message };
  }
}
