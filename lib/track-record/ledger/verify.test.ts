import { callContent, resolutionContent, sha256Hex } from "./canonical";
import { GENESIS_ROOT, sealOf } from "./merkle";
import { LEDGER_FORMAT, verifyLedger, type LedgerFile, type LedgerRecord, type PublishedRoot } from "./verify";

// A genuine three-day record built the way the sealing job builds it, then tampered with.
function call(n: number, day: string) {
  return callContent({
    id: `rec_${day}_${n}`,
    instrument: n % 2 ? "AAPL" : "EURUSD=X",
    at: new Date(`${day}T0${n}:15:00Z`),
    direction: n % 3 ? "BUY" : "SELL",
    horizon: "day",
    entry: 100 + n,
    stop: 98 + n,
    targets: [104 + n, 106 + n],
    probability: 55 + n,
    engine: "builtin",
  });
}

function genuine(): LedgerFile {
  const days: [string, string[]][] = [
    ["2026-11-24", [call(1, "2026-11-24"), call(2, "2026-11-24"), call(3, "2026-11-24")]],
    ["2026-11-25", []],
    ["2026-11-26", [1, 2, 3, 4, 5].map((n) => call(n, "2026-11-26"))],
  ];
  days[2][1].push(
    resolutionContent({
      id: "res_1",
      callHash: sha256Hex(days[0][1][0]),
      at: new Date("2026-11-26T08:00:00Z"),
      outcome: "win",
      exit: 105,
    }),
  );
  const roots: PublishedRoot[] = [];
  const records: LedgerRecord[] = [];
  let prev = GENESIS_ROOT;
  for (const [day, contents] of days) {
    const byHash = new Map(contents.map((c) => [sha256Hex(c), c]));
    const seal = sealOf(prev, [...byHash.keys()]);
    roots.push({
      day,
      count: seal.count,
      merkleRoot: seal.merkleRoot,
      prevRoot: prev,
      root: seal.root,
      sealedAt: `${day}T23:59:59Z`,
    });
    seal.leaves.forEach((hash, index) => records.push({ day, index, hash, content: byHash.get(hash)! }));
    prev = seal.root;
  }
  return { format: LEDGER_FORMAT, generatedAt: "2026-11-27T01:00:00Z", roots, records };
}

const dayOf = (f: LedgerFile, day: string) => f.records.filter((r) => r.day === day);
const without = <T>(list: T[], item: T) => list.filter((x) => x !== item);

describe("verifyLedger", () => {
  it("accepts the genuine record, and a tombstone that keeps the hash", () => {
    const file = genuine();
    expect(verifyLedger(file)).toMatchObject({ ok: true, days: 3, records: 9, findings: [] });
    dayOf(file, "2026-11-26")[2].content = null;
    expect(verifyLedger(file)).toMatchObject({ ok: true, tombstones: 1 });
  });

  it("names an edited record (content changed, hash kept)", () => {
    const file = genuine();
    const target = dayOf(file, "2026-11-26")[3];
    target.content = target.content!.replace(/"entry":\d+/, '"entry":1');
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({ kind: "edited", day: "2026-11-26", index: 3, hash: target.hash }),
    ]);
  });

  it("names the day of a record replaced together with its hash, and the record against an earlier copy", () => {
    const earlier = genuine();
    const file = genuine();
    const target = dayOf(file, "2026-11-26")[1];
    target.content = target.content!.replace(/"probability":\d+/, '"probability":99');
    target.hash = sha256Hex(target.content);
    // This forged hash keeps the leaf order, so the file alone can only name the day.
    expect(verifyLedger(file).findings).toEqual([expect.objectContaining({ kind: "root", day: "2026-11-26" })]);
    expect(verifyLedger(file, { earlier }).findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "edited", day: "2026-11-26", index: 1, hash: target.hash }),
      ]),
    );
  });

  it("names a record replaced together with its hash when the forged hash breaks the leaf order", () => {
    const file = genuine();
    const records = dayOf(file, "2026-11-26");
    const target = records[0];
    let n = 0;
    do target.content = records[0].content!.replace(/"probability":\d+/, `"probability":${70 + n++}`);
    while (sha256Hex(target.content) < records[1].hash);
    target.hash = sha256Hex(target.content);
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({ kind: "edited", day: "2026-11-26", index: 0, hash: target.hash }),
    ]);
  });

  it("names a deleted record by its index and neighbours", () => {
    const file = genuine();
    const gone = dayOf(file, "2026-11-26")[2];
    file.records = without(file.records, gone);
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({ kind: "deleted", day: "2026-11-26", index: 2 }),
    ]);
  });

  it("says how many are missing when the last record of a day is deleted", () => {
    const file = genuine();
    file.records = without(file.records, dayOf(file, "2026-11-24")[2]);
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({
        kind: "deleted",
        day: "2026-11-24",
        index: 2,
        message: expect.stringContaining("1 missing"),
      }),
    ]);
  });

  it("names an inserted record, wherever it was slipped in and whatever index it claims", () => {
    const file = genuine();
    const forged = call(9, "2026-11-26");
    const extra = { day: "2026-11-26", index: 1, hash: sha256Hex(forged), content: forged };
    const pos = file.records.indexOf(dayOf(file, "2026-11-26")[1]);
    file.records.splice(pos, 0, extra); // before the genuine #1, claiming its index
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({ kind: "inserted", day: "2026-11-26", index: 1, hash: extra.hash }),
    ]);
  });

  it("names a record inserted into a day that was never sealed", () => {
    const file = genuine();
    const forged = call(1, "2026-11-20");
    file.records.unshift({ day: "2026-11-20", index: 0, hash: sha256Hex(forged), content: forged });
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({ kind: "inserted", day: "2026-11-20", index: 0, hash: sha256Hex(forged) }),
    ]);
  });

  it("names reordered records (moved in the file)", () => {
    const file = genuine();
    const [r0, r1] = dayOf(file, "2026-11-24");
    const i = file.records.indexOf(r0);
    file.records[i] = r1;
    file.records[i + 1] = r0;
    expect(verifyLedger(file).findings).toEqual([
      expect.objectContaining({ kind: "reordered", day: "2026-11-24", index: 0, hash: r0.hash }),
    ]);
  });

  it("names reordered records even when their indexes were rewritten to match", () => {
    const file = genuine();
    const records = dayOf(file, "2026-11-26");
    const [a, b] = [records[1], records[4]];
    [a.hash, b.hash, a.content, b.content] = [b.hash, a.hash, b.content, a.content];
    const findings = verifyLedger(file).findings;
    expect(findings.map((f) => f.kind)).toEqual(["reordered", "reordered"]);
    expect(findings.map((f) => f.index)).toEqual([1, 4]);
  });

  it("names a rewritten root, and a day whose root differs from a copy kept elsewhere", () => {
    const kept = genuine().roots;
    const file = genuine();
    file.roots[0].merkleRoot = sha256Hex("forged");
    const findings = verifyLedger(file, { publishedRoots: kept }).findings;
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "chain", day: "2026-11-24" }),
        expect.objectContaining({ kind: "root", day: "2026-11-24" }),
      ]),
    );

    // Rewriting a whole day consistently (records, tree and chain) only shows against the kept copy.
    const rewritten = genuine();
    rewritten.roots = rewritten.roots.slice(0, 2);
    rewritten.records = rewritten.records.filter((r) => r.day !== "2026-11-26");
    expect(verifyLedger(rewritten).ok).toBe(true);
    expect(verifyLedger(rewritten, { publishedRoots: kept }).findings).toEqual([
      expect.objectContaining({ kind: "deleted", day: "2026-11-26" }),
    ]);
  });

  it("refuses a file of another format", () => {
    expect(verifyLedger({ format: "x" } as unknown as LedgerFile)).toMatchObject({
      ok: false,
      findings: [{ kind: "malformed" }],
    });
  });
});
