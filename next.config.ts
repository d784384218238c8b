import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // Lets tests and benchmarks build into their own folder without fighting over .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native/WASM packages must be loaded by Node, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "tesseract.js", "sharp", "@node-rs/argon2", "pg", "ioredis", "rate-limiter-flexible"],
  // The test and benchmark builds skip Next's own type check: `npm test` runs tsc over the whole
  // project first, so checking again there only costs time (and a half-finished file elsewhere
  // would stop a benchmark that does not use it).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV !== "production") }];
  },
};

export default nextConfig;
