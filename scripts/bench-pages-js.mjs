// First-load JavaScript per route, read from a production build's manifests (bench-pages.mjs).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const gzipSize = (file) => (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);

/** The shared root: the framework's main files every page loads before anything of its own. */
export function sharedRootJs(dist) {
  const build = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
  return build.rootMainFiles.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
}

/** Chunks a browser loads before a route is interactive: the root main files plus the client
 *  entry files of the route's layouts, page, loading and not-found boundaries. */
export function firstLoadJs(dist) {
  const build = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
  const routes = JSON.parse(readFileSync(path.join(dist, "app-path-routes-manifest.json"), "utf8"));
  const rows = [];
  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page")) continue; // route handlers ship no JavaScript
    const manifestFile = path.join(dist, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!existsSync(manifestFile)) continue;
    globalThis.__RSC_MANIFEST = {};
    new Function(readFileSync(manifestFile, "utf8"))();
    const manifest = globalThis.__RSC_MANIFEST[entry];
    const files = new Set(build.rootMainFiles);
    for (const list of Object.values(manifest?.entryJSFiles ?? {})) for (const f of list) files.add(f);
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const file = path.join(dist, f);
      if (!existsSync(file)) continue;
      raw += statSync(file).size;
      gzip += gzipSize(file);
    }
    rows.push({ route, files: files.size, raw, gzip });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
