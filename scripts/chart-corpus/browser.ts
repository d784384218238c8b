// The headless Chromium both rendered corpora draw in, and the lightweight-charts bundle they load.
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

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
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extra,
    ],
  });
