import { customType, timestamp } from "drizzle-orm/pg-core";
import { randomBytes } from "node:crypto";

// 128 random bits, URL-safe: ids that cannot be guessed or enumerated.
export const newId = () => randomBytes(16).toString("base64url");

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
