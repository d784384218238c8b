// `next build` that leaves tsconfig.json as committed. Building into a folder other than .next
// (NEXT_DIST_DIR: tests, benchmarks) makes Next add "<folder>/types/**/*.ts" to tsconfig.json's
// "include"; the file's text is put back after the build, failed or not. A command for
// playwright.config.ts's webServer (`node scripts/next-build.mjs`) and a function for the scripts.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Runs `npx next build` and returns its exit status. */
export function nextBuild({ env = process.env, stdio = "inherit", cwd = process.cwd() } = {}) {
  const file = path.join(cwd, "tsconfig.json");
  const tsconfig = readFileSync(file, "utf8");
  try {
    return spawnSync("npx", ["next", "build"], { env, stdio, cwd }).status ?? 1;
  } finally {
    writeFileSync(file, tsconfig);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(nextBuild());
