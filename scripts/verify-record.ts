// npm run verify:record -- FILE [--published URL|FILE] [--earlier FILE]
// Checks a downloaded track record (GET /api/track-record/ledger): every record's hash, every day's
// Merkle root and the chain of roots. --published compares the file's roots with the ones
// published now (a URL such as https://HOST/api/track-record/ledger, or a copy you kept);
// --earlier compares record by record with an earlier download. Exits 1 on any finding.
import { readFileSync } from "node:fs";
import { verifyLedger, type LedgerFile } from "../lib/track-record/ledger/verify";

async function load(source: string): Promise<LedgerFile> {
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source);
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    return (await res.json()) as LedgerFile;
  }
  return JSON.parse(readFileSync(source, "utf8")) as LedgerFile;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
  if (!file) {
    console.error("usage: npm run verify:record -- FILE [--published URL|FILE] [--earlier FILE]");
    process.exit(2);
  }
  const published = option(args, "--published");
  const earlier = option(args, "--earlier");
  const result = verifyLedger(await load(file), {
    publishedRoots: published ? (await load(published)).roots : undefined,
    earlier: earlier ? await load(earlier) : undefined,
  });
  console.log(
    `${result.days} sealed days, ${result.records} records (${result.tombstones} tombstones)` +
      (result.latest ? `; latest root ${result.latest.day}: ${result.latest.root}` : ""),
  );
  if (result.ok) {
    console.log("OK: every record matches its hash, every day its published root, and the chain is unbroken.");
    return;
  }
  for (const f of result.findings) {
    console.log(`${f.kind.toUpperCase()}: ${f.message}${f.hash ? ` [${f.hash}]` : ""}`);
  }
  console.log(`FAILED: ${result.findings.length} finding(s).`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
