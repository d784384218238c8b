import { createHash, randomBytes } from "node:crypto";

// 256 random bits, URL-safe (43 characters): far beyond guessing, and nothing in it counts up.
export const TOKEN_BYTES = 32;

export const newShareToken = () => randomBytes(TOKEN_BYTES).toString("base64url");

/** What the database keeps and looks up: the token's SHA-256. */
export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export const sharePath = (token: string) => `/s/${token}`;
