// npm run sweep:analysis [count] [seed]: thousands of random analyses on the demo market (built-in
// engine), each checked for the consistency invariants of the results screen. Prints how many
// were checked, the calls met and every broken invariant; exits 1 on any.
import { sweep } from "../eval/sweep/sweep";

async function main() {
  const count = Number(process.argv[2] ?? 2000);
  const seed = Number(process.argv[3] ?? 20261123);
  const started = Date.now();
  const report = await sweep(seed, count);
  for (const f of report.failed.slice(0, 40)) console.log(`FAIL ${f.where}\n  - ${f.problems.join("\n  - ")}`);
  for (const e of report.errors.slice(0, 20)) console.log(`ERROR ${e}`);
  console.log(
    `sweep:analysis seed ${seed}: checked ${report.checked} analyses in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `calls ${JSON.stringify(report.calls)}; ${report.failed.length} with broken invariants, ${report.errors.length} errors`,
  );
  process.exit(report.failed.length || report.errors.length ? 1 : 0);
}

void main();
