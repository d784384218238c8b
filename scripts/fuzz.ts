// npm run fuzz: thousands of malformed requests against every endpoint of a production build.
//
//   npx tsx scripts/fuzz.ts [--no-build] [--url http://127.0.0.1:PORT] [--min 5000]
//
// Builds into its own folder (.next-fuzz), serves on its own port (3947) with a fresh database
// folder (.data-fuzz), signs in a trader and the admin through the server's own endpoints, then
// sends wrong methods, bad JSON, wrong content types, NUL and control characters, very long
// strings, bad percent-encoding, prototype keys, huge numbers and broken cookies to every route
// handler found under app/api (and the pages), as a signed-out visitor, a trader and the admin.
// Then the methods fetch cannot send (TRACE, TRACK, CONNECT, WebDAV and made-up ones), requests
// to switch protocols (websocket, h2c) and asterisk-form targets (`OPTIONS *`) over raw sockets
// to every path, unreadable multipart posts to the pages, and 1 MB e-mail addresses and
// identifiers to the sign-in doors.
// Counts answers by status, and the server's open file descriptors before and after (once idle
// connections have closed). Fails (exit 1) on any 5xx, a dropped connection, any body showing a
// stack trace, a file path, SQL or a secret, or more sockets open after than before.
import { findEndpoints, PAGES, RAW_METHODS, requests, STAR_METHODS, UPGRADES } from "./fuzz/catalogue";
import { ADMIN, BASE, CONCURRENCY, MIN_REQUESTS, TRADER } from "./fuzz/config";
import { leaks } from "./fuzz/leaks";
import { openDescriptors, settledDescriptors } from "./fuzz/descriptors";
import { rawMethods, rawUpgradesAndStars } from "./fuzz/raw-socket";
import { signIn, startServer } from "./fuzz/server";

async function main() {
  const server = await startServer();
  const started = Date.now();
  try {
    const cookies = {
      anon: "",
      trader: await signIn("/api/auth/register", TRADER),
      admin: await signIn("/api/auth/login", ADMIN),
    };
    // Descriptors once the sign-ins' connections have gone idle and closed (a local server only).
    const fdsBefore = server?.pid ? await settledDescriptors(server.pid) : null;
    const endpoints = findEndpoints();
    const all = [...requests(endpoints, cookies)];
    const huge = all.filter((r) => (r.body?.length ?? 0) > 1_000_000 || r.path.length > 10_000).length;
    console.log(`${huge} requests carry a 1 MB identifier or a 20 kB path segment`);
    while (all.length < MIN_REQUESTS) all.push(...all.slice(0, MIN_REQUESTS - all.length));
    const byStatus = new Map<number, number>();
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const r = all[next++];
        let status: number;
        let body = "";
        try {
          const res = await fetch(`${BASE}${r.path}`, {
            method: r.method,
            headers: r.headers,
            body: r.method === "GET" || r.method === "HEAD" ? undefined : r.body,
            redirect: "manual",
            signal: AbortSignal.timeout(60_000),
          });
          status = res.status;
          body = await res.text();
        } catch (error) {
          status = 0;
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          body = `${String(error)}${cause ? ` (${cause.code ?? ""} ${cause.message ?? ""})` : ""}`;
        }
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        const leak = status >= 200 ? leaks(body) : null;
        if (status >= 500 || status === 0 || leak) {
          if (problems.length < 40)
            problems.push(
              `${status} ${leak ?? ""} ${r.method} ${r.path.slice(0, 120)} ${r.headers["content-type"] ?? ""} -> ${body.slice(0, 200).replace(/\s+/g, " ")}`,
            );
          else if (problems.length === 40) problems.push("...");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const odd = await rawMethods(endpoints);
    for (const [status, n] of odd.byStatus) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    problems.push(...odd.problems);
    console.log(
      `\nraw-socket methods (${RAW_METHODS.join(", ")}): ${odd.count} requests, by status ${JSON.stringify(Object.fromEntries(odd.byStatus))}`,
    );
    const other = await rawUpgradesAndStars(endpoints);
    for (const [status, n] of other.byStatus) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    problems.push(...other.problems);
    console.log(
      `raw-socket upgrades (${UPGRADES.map((u) => u.upgrade).join(", ")}) and * targets (${STAR_METHODS.join(", ")}): ${other.count} requests, by status ${JSON.stringify(Object.fromEntries(other.byStatus))}`,
    );
    if (server?.pid && fdsBefore !== null) {
      const peak = openDescriptors(server.pid);
      const fdsAfter = await settledDescriptors(server.pid, fdsBefore.sockets);
      console.log(
        `server descriptors: ${fdsBefore.all} before (${fdsBefore.sockets} sockets), ${fdsAfter.all} after (${fdsAfter.sockets} sockets); ${peak.all} (${peak.sockets} sockets) right after the last request`,
      );
      if (fdsAfter.sockets > fdsBefore.sockets)
        problems.push(`open descriptors grew: ${fdsBefore.sockets} -> ${fdsAfter.sockets} sockets`);
    }
    const fivexx = [...byStatus].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    console.log(
      `\nfuzz: ${all.length} requests to ${endpoints.length} route handlers + ${PAGES.length} pages in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    console.log("by status:", Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)));
    console.log(
      `5xx or no answer: ${fivexx}; bodies leaking a stack, path, SQL or secret: ${problems.filter((p) => !/^5|^0|^open descriptors/.test(p)).length}`,
    );
    for (const p of problems) console.log("  " + p);
    process.exitCode = problems.length ? 1 : 0;
  } finally {
    if (server?.pid) {
      process.kill(-server.pid, "SIGTERM");
      if (process.exitCode)
        console.log("server log (tail):\n" + (server as unknown as { log: () => string }).log().slice(-3000));
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
