import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

// The rings (README, "Architecture"): core <- providers <- domains <- app/ and components/.
// A lower ring never imports a higher one; the schema barrel (lib/db/schema.ts) is the one
// deliberate exception, since drizzle needs every domain's tables in one place.
const CORE = ["./env.ts", "./errors.ts", "./time.ts", "./db", "./format"];
const NOT_A_DOMAIN = [...CORE, "./providers", "./client", "./ui"];

const boundaries = {
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        { target: "./lib", from: ["./app", "./components"], message: "lib/ never imports app/ or components/." },
        { target: "./components", from: "./app", message: "components/ never import app/: pass what they need as props." },
        {
          target: "./lib/providers",
          from: "./lib",
          except: NOT_A_DOMAIN,
          message: "Providers import core modules only, never a domain.",
        },
        {
          target: ["./lib/env.ts", "./lib/errors.ts", "./lib/time.ts", "./lib/format", "./lib/db/client.ts", "./lib/db/columns.ts", "./lib/db/errors.ts"],
          from: "./lib",
          except: CORE,
          message: "Core modules import nothing above the core.",
        },
        { target: ["./lib/client", "./lib/ui"], from: ["./lib/db", "./lib/http/route.ts"], message: "Browser code never imports server-only modules." },
      ],
    },
  ],
};

export default [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: ["node_modules/**", ".next/**", ".next-*/**", ".data*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // Test helpers named useX are not React hooks (useTestDb sets up a database per test file).
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    rules: {
      ...boundaries,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
];
