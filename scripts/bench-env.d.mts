import type { ChildProcess } from "node:child_process";

export function benchServerEnv(options: {
  dist: string;
  data: string;
  base: string;
  admin: { email: string; password: string };
  [variable: string]: unknown;
}): NodeJS.ProcessEnv;
export function buildBenchServer(env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): void;
export function startBenchServer(
  env: NodeJS.ProcessEnv,
  port: number,
  command?: string[],
): { server: ChildProcess; stop: () => void };
export function waitForBenchServer(
  base: string,
  server?: ChildProcess | null,
  options?: { path?: string; ok?: boolean; tries?: number },
): Promise<void>;
