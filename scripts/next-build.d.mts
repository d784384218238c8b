import type { StdioOptions } from "node:child_process";

/** Runs `npx next build` and returns its exit status; tsconfig.json is left as it was. */
export function nextBuild(options?: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions; cwd?: string }): number;
