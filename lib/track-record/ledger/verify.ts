import { sha256Hex } from "./canonical";
import { GENESIS_ROOT, chainRoot, leafOrder, merkleRoot } from "./merkle";

// Checking a downloaded track record against its published roots. Pure (no database, no network),
// shared by `npm run verify:record` and the tests. Each problem is named: which day, which record
// (its index within the day and its hash), and what kind of change explains it.

export const LEDGER_FORMAT = "candlewise-track-record/1";

export type PublishedRoot = {
  day: string; // UTC date, YYYY-MM-DD
  count: number;
  merkleRoot: string;
  prevRoot: string;
  root: string;
  sealedAt: string;
};

export type LedgerRecord = {
  day: string;
  index: number;
  hash: string;
  content: string | null; // null: a tombstone (the owner's data was deleted; the hash stays)
};

export type LedgerFile = { format: string; generatedAt: string; roots: PublishedRoot[]; records: LedgerRecord[] };

export type FindingKind = "edited" | "deleted" | "inserted" | "reordered" | "root" | "chain" | "malformed";
export type Finding = { kind: FindingKind; day: string | null; index?: number; hash?: string; message: string };

export type Verification = {
  ok: boolean;
  days: number;
  records: number;
  tombstones: number;
  latest: PublishedRoot | null;
  findings: Finding[];
};

// Finding which record was slipped into a day rebuilds the tree once per record: quadratic, so
// only tried on days of ordinary size (larger days still fail, by index and root).
const MAX_SEARCHED_DAY = 2000;

const short = (h: string) => `${String(h).slice(0, 12)}…`;

/** Checks every record's hash, every day's tree and the chain of roots; optionally a kept copy. */
export function verifyLedger(
  file: LedgerFile,
  options: { publishedRoots?: PublishedRoot[]; earlier?: LedgerFile } = {},
): Verification {
  const findings: Finding[] = [];
  if (file.format !== LEDGER_FORMAT || !Array.isArray(file.roots) || !Array.isArray(file.records)) {
    findings.push({ kind: "malformed", day: null, message: `not a ${LEDGER_FORMAT} file` });
    return { ok: false, days: 0, records: 0, tombstones: 0, latest: null, findings };
  }
  const byDay = new Map<string, LedgerRecord[]>();
  for (const r of file.records) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const sealedDays = new Set(file.roots.map((r) => r.day));
  for (const [day, records] of byDay) {
    if (sealedDays.has(day)) continue;
    for (const r of records) {
      findings.push({
        kind: "inserted",
        day,
        index: r.index,
        hash: r.hash,
        message: `record ${short(r.hash)} claims day ${day}, which has no published root`,
      });
    }
  }

  const seenHashes = new Set<string>();
  let prev = GENESIS_ROOT;
  let prevDay = "";
  for (const root of file.roots) {
    if (root.day <= prevDay) {
      findings.push({
        kind: "chain",
        day: root.day,
        message: `day ${root.day} comes after ${prevDay}: the roots are out of order`,
      });
    }
    findings.push(...checkChain(root, prev));
    findings.push(...checkDay(root, byDay.get(root.day) ?? [], seenHashes));
    prev = root.root;
    prevDay = root.day;
  }
  if (options.publishedRoots) findings.push(...compareRoots(file.roots, options.publishedRoots));
  if (options.earlier) findings.push(...compareRecords(file, options.earlier));

  return {
    ok: findings.length === 0,
    days: file.roots.length,
    records: file.records.length,
    tombstones: file.records.filter((r) => r.content === null).length,
    latest: file.roots.at(-1) ?? null,
    findings,
  };
}

function checkChain(root: PublishedRoot, prev: string): Finding[] {
  const out: Finding[] = [];
  if (root.prevRoot !== prev) {
    out.push({
      kind: "chain",
      day: root.day,
      message: `day ${root.day} names ${short(root.prevRoot)} as the previous root, but the previous day's root is ${short(prev)}`,
    });
  }
  let expected: string | null = null;
  try {
    expected = chainRoot(root.prevRoot, root.merkleRoot);
  } catch {
    // malformed hashes are reported just below
  }
  if (expected !== root.root) {
    out.push({
      kind: "chain",
      day: root.day,
      message: `day ${root.day}'s root is not SHA-256(previous root || Merkle root)`,
    });
  }
  return out;
}

function checkDay(root: PublishedRoot, records: LedgerRecord[], seenHashes: Set<string>): Finding[] {
  const { day } = root;
  const out: Finding[] = [];
  const at = (r: LedgerRecord) => ({ day, index: r.index, hash: r.hash });

  // A record's content must produce its hash (a tombstone keeps only the hash).
  for (const r of records) {
    if (r.content !== null && sha256Hex(r.content) !== r.hash) {
      out.push({
        kind: "edited",
        ...at(r),
        message: `day ${day} record #${r.index}: its content does not produce its hash ${short(r.hash)}`,
      });
    }
  }

  // One record more than the tree holds: the one whose removal gives back the published tree.
  if (records.length === root.count + 1 && records.length <= MAX_SEARCHED_DAY) {
    const extra = records.find(
      (_, i) => safeRoot(leafOrder(records.filter((__, j) => j !== i).map((r) => r.hash))) === root.merkleRoot,
    );
    if (extra) {
      for (const r of records) if (r !== extra) seenHashes.add(r.hash);
      out.push({
        kind: "inserted",
        ...at(extra),
        message: `day ${day} record #${extra.index} (${short(extra.hash)}) is not in the published tree`,
      });
      return out;
    }
  }

  // Indexes: each of 0..count-1 exactly once, in order. A copy, an extra or an out-of-range index
  // is an insertion; a gap a deletion; a known index out of place a reordering.
  const placed: LedgerRecord[] = [];
  const indexes = new Set<number>();
  for (const r of records) {
    const duplicate = seenHashes.has(r.hash);
    seenHashes.add(r.hash);
    const valid = Number.isInteger(r.index) && r.index >= 0 && r.index < root.count && !indexes.has(r.index);
    if (!valid || duplicate) {
      out.push({
        kind: "inserted",
        ...at(r),
        message: duplicate
          ? `day ${day} record #${r.index}: hash ${short(r.hash)} appears twice in the record`
          : `day ${day} record #${r.index} (${short(r.hash)}) is not one of the ${root.count} records the published root counts`,
      });
      continue;
    }
    indexes.add(r.index);
    placed.push(r);
  }
  const missing = Array.from({ length: root.count }, (_, i) => i).filter((i) => !indexes.has(i));
  const gapInside = missing.filter((i) => i < Math.max(-1, ...indexes));
  for (const i of gapInside) {
    const before = placed.find((r) => r.index === i - 1);
    const after = placed.find((r) => r.index === i + 1);
    out.push({
      kind: "deleted",
      day,
      index: i,
      message: `day ${day} record #${i} is missing${before ? ` (after ${short(before.hash)}` : " ("}${after ? `, before ${short(after.hash)})` : ")"}`,
    });
  }
  const atEnd = missing.length - gapInside.length;
  if (atEnd > 0) {
    out.push({
      kind: "deleted",
      day,
      index: root.count - atEnd,
      message: `day ${day} has ${placed.length} records where the published root counts ${root.count}: ${atEnd} missing`,
    });
  }
  let highest = -1;
  for (const r of placed) {
    if (r.index < highest) {
      out.push({
        kind: "reordered",
        ...at(r),
        message: `day ${day} record #${r.index} (${short(r.hash)}) appears after record #${highest}`,
      });
    }
    highest = Math.max(highest, r.index);
  }
  if (out.length > 0) return out; // the tree cannot match; the findings above say why

  // Leaves run in ascending hash order. Hashes out of that order are either a renumbered
  // reordering (sorting them gives back the published tree) or a record whose hash was replaced.
  const hashes = records.map((r) => r.hash);
  const sorted = leafOrder(hashes);
  const computed = safeRoot(hashes);
  if (computed === root.merkleRoot) return out;
  const outOfPlace = records.filter((r, i) => sorted[i] !== r.hash);
  if (outOfPlace.length > 0 && safeRoot(sorted) === root.merkleRoot) {
    for (const r of outOfPlace) {
      out.push({
        kind: "reordered",
        ...at(r),
        message: `day ${day} record #${r.index} (${short(r.hash)}) is out of leaf order`,
      });
    }
    return out;
  }
  const suspects = replacedCandidates(hashes).map((i) => records[i]);
  if (suspects.length > 0) {
    for (const r of suspects) {
      out.push({
        kind: "edited",
        ...at(r),
        message: `day ${day} record #${r.index}: hash ${short(r.hash)} is not the one the published tree holds`,
      });
    }
  } else {
    out.push({
      kind: "root",
      day,
      message: `day ${day}'s records do not produce its published Merkle root: a record was replaced together with its hash (compare with an earlier copy to find which)`,
    });
  }
  return out;
}

function safeRoot(hashes: string[]): string | null {
  try {
    return merkleRoot(hashes);
  } catch {
    return null;
  }
}

/** Positions whose removal leaves the hashes in ascending order: where a replaced hash sits. */
function replacedCandidates(hashes: string[]): number[] {
  const ascending = (list: string[]) => list.every((h, i) => i === 0 || list[i - 1] <= h);
  if (ascending(hashes)) return [];
  return hashes.map((_, i) => i).filter((skip) => ascending(hashes.filter((_, i) => i !== skip)));
}

/** The file's roots against a copy kept elsewhere (an earlier download, or the live page). */
function compareRoots(fileRoots: PublishedRoot[], kept: PublishedRoot[]): Finding[] {
  const out: Finding[] = [];
  const inFile = new Map(fileRoots.map((r) => [r.day, r]));
  for (const k of kept) {
    const f = inFile.get(k.day);
    if (!f) out.push({ kind: "deleted", day: k.day, message: `day ${k.day} is published but missing from this file` });
    else if (f.root !== k.root) {
      out.push({
        kind: "root",
        day: k.day,
        message: `day ${k.day}'s root in this file (${short(f.root)}) differs from the published ${short(k.root)}`,
      });
    }
  }
  return out;
}

/**
 * Record by record against an earlier download: the one way to name a record that was replaced
 * together with its hash when the forged hash happens to keep the leaf order.
 */
function compareRecords(file: LedgerFile, earlier: LedgerFile): Finding[] {
  const out: Finding[] = [];
  const now = new Map(file.records.map((r) => [`${r.day}#${r.index}`, r]));
  for (const e of earlier.records) {
    const r = now.get(`${e.day}#${e.index}`);
    if (!r)
      out.push({
        kind: "deleted",
        day: e.day,
        index: e.index,
        hash: e.hash,
        message: `day ${e.day} record #${e.index} (${short(e.hash)}) of your earlier copy is gone`,
      });
    else if (r.hash !== e.hash) {
      out.push({
        kind: "edited",
        day: e.day,
        index: e.index,
        hash: r.hash,
        message: `day ${e.day} record #${e.index} was ${short(e.hash)} in your earlier copy and is now ${short(r.hash)}`,
      });
    }
  }
  return out;
}
