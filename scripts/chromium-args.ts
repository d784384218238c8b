// The flags Debian's Chromium runs with here, for the browser tests (playwright.config.ts) and the
// chart corpora's renderer (scripts/chart-corpus/browser.ts): no sandbox (a container), no GPU, and
// none of the background traffic a fresh profile starts (the machine reaches no network but npm's).
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
