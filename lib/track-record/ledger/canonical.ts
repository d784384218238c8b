import { createHash } from "node:crypto";
import type { CallToRecord } from "@/lib/analysis/call-ledger";

// The canonical form of a ledger record: JSON as RFC 8785 (JCS) writes it for the values we use.
// Object keys sorted by UTF-16 code units, no whitespace, strings escaped as JSON.stringify does,
// numbers in ECMAScript's shortest round-trip form (230.5, 1e-7, 0 for -0). Any JCS library in any
// language produces the same bytes, so a third party can recompute a hash without our code.
export type Canonical = null | boolean | number | string | Canonical[] | { [key: string]: Canonical };

export function canonicalJson(value: Canonical): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`canonical JSON has no form for ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).sort(); // default sort compares UTF-16 code units, as JCS asks
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
}

/** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
export const sha256Hex = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

export const LEDGER_VERSION = 1;

/**
 * What a call's record says: the call the analysis hands the ledger (lib/analysis/call-ledger.ts),
 * without whose analysis it was, which the row keeps beside the content and the hash never covers.
 */
export type CallFacts = Omit<CallToRecord, "analysisId" | "userId"> & {
  id: string; // the ledger record's own random id: two identical calls still hash apart, and a tombstone's hash cannot be confirmed by guessing its call
};

export type ResolutionFacts = {
  id: string;
  callHash: string;
  at: Date;
  outcome: "win" | "loss" | "expired";
  exit: number | null;
};

export function callContent(c: CallFacts): string {
  return canonicalJson({
    v: LEDGER_VERSION,
    kind: "call",
    id: c.id,
    instrument: c.instrument,
    at: c.at.toISOString(),
    direction: c.direction,
    horizon: c.horizon,
    entry: c.entry,
    stop: c.stop,
    targets: c.targets,
    probability: c.probability,
    engine: c.engine,
  });
}

export function resolutionContent(r: ResolutionFacts): string {
  return canonicalJson({
    v: LEDGER_VERSION,
    kind: "resolution",
    id: r.id,
    call: r.callHash,
    at: r.at.toISOString(),
    outcome: r.outcome,
    exit: r.exit,
  });
}
