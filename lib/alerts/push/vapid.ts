import "server-only";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { readEnv } from "@/lib/env";

// The VAPID key pair that signs our push requests. Deployments set VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY; a local start without them generates a pair once and keeps it under DATA_DIR
// (git-ignored), as AUTH_SECRET does, so browsers' subscriptions survive restarts.
export type Vapid = { publicKey: string; privateKey: string; subject: string };
let cached: Vapid | undefined;

function stored(file: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const keys = JSON.parse(readFileSync(file, "utf8"));
    return typeof keys.publicKey === "string" && typeof keys.privateKey === "string" ? keys : undefined;
  } catch {
    return undefined;
  }
}

export function vapidKeys(): Vapid {
  if (cached) return cached;
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, DATA_DIR } = readEnv(
    "VAPID_PUBLIC_KEY",
    "VAPID_PRIVATE_KEY",
    "VAPID_SUBJECT",
    "DATA_DIR",
  );
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY)
    return (cached = { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT });
  const dir = DATA_DIR.trim() || ".data";
  if (dir.startsWith("memory://")) return (cached = { ...webpush.generateVAPIDKeys(), subject: VAPID_SUBJECT });
  const file = path.resolve(dir, "vapid.json");
  let keys = stored(file);
  if (!keys) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
    } catch {
      // Another process wrote it first: read theirs below.
    }
    keys = stored(file);
    if (!keys) throw new Error("VAPID keys are not set and none could be stored under DATA_DIR");
  }
  return (cached = { ...keys, subject: VAPID_SUBJECT });
}
