// The browser side of web push: register the service worker, ask permission (only ever called
// from the trader turning push on) and hand the subscription to the server.
import { apiRequest } from "@/lib/client/api-client";

const toKey = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((base64url.length + 3) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export async function subscribeThisBrowser(publicKey: string): Promise<void> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window))
    throw new Error("This browser cannot receive push notifications");
  if ((await Notification.requestPermission()) !== "granted")
    throw new Error("Notifications are blocked for this site");
  const registration = await navigator.serviceWorker.register("/alerts-sw.js");
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKey(publicKey) }));
  await apiRequest("POST", "/api/alerts/push", subscription.toJSON());
}
