import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only packages that Jest must transform to CommonJS.
const esmPackages = [
  "next-auth",
  "@auth",
  "jose",
  "oauth4webapi",
  "@panva",
  "preact",
  "preact-render-to-string",
  "trading-signals",
  "yahoo-finance2",
  "lightweight-charts",
  "fancy-canvas",
];

const common = {
  moduleNameMapper: { "^server-only$": "<rootDir>/tests/helpers/empty.ts", "^@/(.*)$": "<rootDir>/$1" },
  // Build folders (.next, .next-test, ...) hold a copy of package.json and node_modules: not ours to index.
  modulePathIgnorePatterns: ["<rootDir>/\\.next"],
  // Test files run in a vm context, where every lookup of a global (Math, a typed array) goes
  // through the context's interceptor: about a microsecond each, 6 to 40 times plain Node in a hot
  // loop (pixel scans, indicators, simulations). Handed to each module as a parameter of Jest's
  // module wrapper, the lookup is a local variable's. Only built-ins that no test replaces (Date and
  // the timers stay global, so fake timers reach every module) and that no module in the tree
  // declares at its top level (a module's own "const Map" or "const Array" would clash with the
  // parameter: lucide-react and typebox have those, so Map, Set, Array, Number... are left out).
  sandboxInjectedGlobals: [
    "Math",
    "Object",
    "JSON",
    "ArrayBuffer",
    "Float64Array",
    "Float32Array",
    "Int32Array",
    "Uint32Array",
    "Int16Array",
    "Uint16Array",
    "Int8Array",
    "Uint8ClampedArray",
    "parseFloat",
  ],
};

const config = {
  testTimeout: 30_000,
  // Migrates once per run; each test file's database starts from that copy (tests/helpers/db.ts).
  globalSetup: "<rootDir>/tests/helpers/db-seed.mjs",
  // A worker per core (Jest's default leaves one core free, which on two cores means one worker).
  maxWorkers: "100%",
  projects: [
    {
      displayName: "server",
      testEnvironment: "node",
      // Jest 30's "soft" cleanup wraps globals left by a finished file in accessors whose setter
      // recursed forever when a late timer wrote one ("Maximum call stack size exceeded" in a
      // busy run): keep Jest 29's behaviour.
      testEnvironmentOptions: { globalsCleanup: "off" },
      setupFiles: ["<rootDir>/tests/helpers/env.ts"],
      testMatch: [
        "<rootDir>/lib/**/*.test.ts",
        "<rootDir>/eval/**/*.test.ts",
        "<rootDir>/tools/**/*.test.ts",
        "<rootDir>/tests/integration/**/*.test.ts",
      ],
      ...common,
    },
    {
      displayName: "ui",
      testEnvironment: "jsdom",
      setupFiles: ["<rootDir>/tests/helpers/env.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-dom.ts"],
      testMatch: ["<rootDir>/**/*.test.tsx"],
      testPathIgnorePatterns: ["/node_modules/", "/.next"],
      ...common,
    },
  ],
};

// next/jest builds each project's transform; we then let it transform the ESM-only packages.
export default async () => {
  const projects = await Promise.all(
    config.projects.map(async (p) => {
      const built = await createJestConfig(p)();
      return { ...built, transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`] };
    }),
  );
  return { ...config, projects };
};
