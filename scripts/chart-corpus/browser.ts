// The headless Chromium both rendered corpora draw in, and the lightweight-charts bundle they load.
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS } from "../chromium-args";

export const LWC = path.join(
  process.cwd(),
  "node_modules",
  "lightweight-charts",
  "dist",
  "lightweight-charts.standalone.production.js",
);

/** Debian's Chromium (CHROMIUM_PATH to override), quiet: no network, no GPU. `extra`: more flags. */
export const launchRenderer = (extra: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", ...CHROMIUM_ARGS, ...extra],
  });
