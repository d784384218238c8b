import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readEnv } from "@/lib/env";

// AUTH_SECRET signs session cookies. For a local start without one we generate it once and keep
// it under DATA_DIR (git-ignored), so sessions survive restarts; deployments must set it.
let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, DATA_DIR } = readEnv("AUTH_SECRET", "DATA_DIR");
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  const dir = DATA_DIR.trim() || ".data";
  if (dir.startsWith("memory://")) return (cached = randomBytes(32).toString("base64url"));
  const file = path.resolve(dir, "auth-secret");
  try {
    return (cached = readFileSync(file, "utf8").trim());
  } catch {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const secret = randomBytes(32).toString("base64url");
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return (cached = secret);
    } catch {
      // Another process created it first, or the disk is read-only (serverless without AUTH_SECRET).
      try {
        return (cached = readFileSync(file, "utf8").trim());
      } catch {
        throw new Error("AUTH_SECRET is not set and no secret could be stored under DATA_DIR");
      }
    }
  }
}
