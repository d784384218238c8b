import "server-only";
import { env } from "@/lib/env";

// A clean stop on SIGTERM (a deploy, a scale-down) or SIGINT:
// 1. readiness answers 503 at once, so the balancer stops sending traffic;
// 2. the scheduler stops offering jobs, and a job already running finishes and releases its lease;
// 3. Next's own handler (next start and the standalone server.js) stops accepting connections and
//    waits for in-flight requests, then calls process.exit: we hold that exit until
// 4. the database pool, Redis connections and the PGlite folder are closed (PGlite flushes), so a
//    restart right after finds nothing half done. SHUTDOWN_GRACE_MS (default 10 s) bounds step 3.

type Cleanup = { name: string; run: () => Promise<void> };
const holder = globalThis as unknown as {
  __candlewiseShutdown?: { draining: boolean; cleanups: Cleanup[]; installed: boolean };
};
const state = (holder.__candlewiseShutdown ??= { draining: false, cleanups: [], installed: false });

export const isShuttingDown = () => state.draining;

/** Registers a step of the clean stop; steps run in the order registered, each at most once. */
export function onShutdown(name: string, run: () => Promise<void>): void {
  state.cleanups.push({ name, run });
}

const log = (message: string) => console.log(`[candlewise] ${message}`);

async function shutdown(signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (state.draining) return;
  state.draining = true;
  const started = Date.now();
  log(`${signal}: draining (readiness now 503)`);
  // Next exits as soon as its HTTP server has drained; keep the process alive until our cleanups ran.
  const realExit = process.exit.bind(process);
  let exitCode: number | undefined;
  let httpDrained!: () => void;
  const drained = new Promise<void>((resolve) => (httpDrained = resolve));
  process.exit = ((code?: number) => {
    exitCode = typeof code === "number" ? code : 0;
    httpDrained();
  }) as typeof process.exit;

  const [first, ...rest] = state.cleanups; // the scheduler: stop offering jobs before the drain
  if (first) await runStep(first);
  const grace = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
  if ((await Promise.race([drained.then(() => "drained" as const), grace])) === "timeout")
    log(`in-flight requests still running after ${graceMs} ms: closing anyway`);
  for (const step of rest) await runStep(step);
  log(`stopped cleanly in ${Date.now() - started} ms`);
  realExit(exitCode ?? (signal === "SIGINT" ? 130 : 143));
}

async function runStep(step: Cleanup) {
  try {
    await step.run();
  } catch (error) {
    console.warn(`[candlewise] shutdown step ${step.name} failed:`, error instanceof Error ? error.message : error);
  }
}

/** Installs the SIGTERM/SIGINT handlers once per process (a long-lived server; serverless hosts just freeze). */
export function installShutdownHandlers(graceMs = env.SHUTDOWN_GRACE_MS): void {
  if (state.installed) return;
  state.installed = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal, graceMs));
}
