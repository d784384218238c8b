import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// A hash of a random password, made with the same parameters when the module loads: checking a
// password for an account that does not exist (or has no password) verifies against it, so the
// answer takes as long as for a real account with a wrong password.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash(randomBytes(16).toString("base64url")));
void dummyHash().catch(() => (dummy = undefined));

/** True when `password` matches; with no hash, the same argon2 work is done and the answer is false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      await verify(await dummyHash(), password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
