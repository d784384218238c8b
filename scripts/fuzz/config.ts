// The fuzz run's settings (flags and FUZZ_* variables) and the identities it signs in as.
import { randomBytes } from "node:crypto";

export const args = process.argv.slice(2);
export const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
export const PORT = Number(process.env.FUZZ_PORT ?? 3947);
export const DIST = process.env.FUZZ_DIST_DIR ?? ".next-fuzz";
export const DATA = process.env.FUZZ_DATA_DIR ?? ".data-fuzz";
export const BASE = opt("--url") ?? `http://127.0.0.1:${PORT}`;
export const MIN_REQUESTS = Number(opt("--min") ?? 5000);
export const CONCURRENCY = 8;
export const SECRET = randomBytes(32).toString("base64url");
// Random passwords, so finding one in a body means it leaked (not that it is part of an e-mail).
export const ADMIN = { email: "fuzz-admin@candlewise.test", password: `pw-${randomBytes(12).toString("hex")}` };
export const TRADER = {
  email: `fuzz-trader-${Date.now()}@example.com`,
  password: `pw-${randomBytes(12).toString("hex")}`,
  termsAccepted: true,
};
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
