import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

// The rings (docs/architecture.md): core <- providers <- domains <- app/ and components/.
// A lower ring never imports a higher one; the schema barrel (lib/db/schema.ts) is the one
// deliberate exception, since drizzle needs every domain's tables in one place.
const CORE = ["./env.ts", "./errors.ts", "./time.ts", "./call-facts.ts", "./db", "./format"];

const boundaries = {
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        { target: "./lib", from: ["./app", "./components"], message: "lib/ never imports app/ or components/." },
        {
          target: "./components",
          from: "./app",
          message: "components/ never import app/: pass what they need as props.",
        },
        {
          target: [
            "./lib/env.ts",
            "./lib/errors.ts",
            "./lib/time.ts",
            "./lib/call-facts.ts",
            "./lib/format",
            "./lib/db/client.ts",
            "./lib/db/columns.ts",
            "./lib/db/errors.ts",
            "./lib/db/json-rows.ts",
          ],
          from: "./lib",
          except: CORE,
          message: "Core modules import nothing above the core.",
        },
        {
          // Everything that runs in the browser: the API client and UI state, the analysis form's
          // client code and the signed-in user hook.
          target: ["./lib/client", "./lib/ui", "./lib/analysis/client", "./lib/auth/use-user.ts"],
          from: ["./lib/db", "./lib/http/route.ts"],
          message: "Browser code never imports server-only modules.",
        },
        {
          // Accounts sit under every domain that names a user (their tables reference users), so
          // lib/auth takes nothing from them; what a domain adds to sign-up is handed in (Welcome).
          target: "./lib/auth",
          from: "./lib",
          except: [...CORE, "./auth", "./plans", "./rate-limit", "./client"],
          message: "lib/auth imports core modules, plans, rate limits and the API client only: hand anything else in.",
        },
        {
          target: "./lib/chart-reading",
          from: "./lib/analysis",
          message: "The chart readers sit below the analysis: they never import lib/analysis.",
        },
        {
          target: "./lib/analysis",
          from: "./lib/learning",
          message:
            "Pattern learning reads the analyses it verifies, so it sits above lib/analysis: hand it in (lib/analysis/pattern-memory.ts).",
        },
        {
          target: "./lib/analysis",
          from: "./lib/track-record",
          message:
            "The track record resolves the analyses' calls, so it sits above lib/analysis: hand its ledger in (lib/analysis/call-ledger.ts); the shared trade rules are in lib/outcome-rules.",
        },
        {
          // The first-touch rule and the styles' windows decide a trade for the engine, the track
          // record, pattern learning and the simulator alike, so they sit below all of them.
          target: "./lib/outcome-rules",
          from: "./lib",
          except: [...CORE, "./outcome-rules", "./providers/market/types.ts"],
          message: "lib/outcome-rules imports core modules and market types only.",
        },
        {
          // The route wrappers read sessions through lib/auth, which counts logins here, so the
          // limits sit below lib/http: routes read the client's address and hand it in as a key.
          target: "./lib/rate-limit",
          from: "./lib/http",
          message:
            "lib/rate-limit sits below lib/http: the route hands the client's address in (lib/http/client-address.ts).",
        },
        {
          // Erasing a user touches every domain that keeps their rows, so it stays with the admin's
          // delete (lib/admin/manage-user.ts); "Delete my account" is handed it (EraseUser).
          target: "./lib/account",
          from: "./lib/admin",
          message: "lib/account sits below lib/admin: hand in what it needs from there (EraseUser).",
        },
        {
          target: "./lib/email",
          from: "./lib/alerts",
          message:
            "Alerts send their e-mails through lib/email, so e-mail sits below them: hand what an alert link does in (TurnOffAlertEmail).",
        },
      ],
    },
  ],
};

// Providers import core modules and each other, never a domain, not even its types: the facts a
// narrative is written from are core types (lib/call-facts.ts).
const providersImportNoDomain = {
  files: ["lib/providers/**/*.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              "@/lib/*",
              "!@/lib/providers",
              "!@/lib/providers/**",
              "!@/lib/env",
              "!@/lib/errors",
              "!@/lib/time",
              "!@/lib/call-facts",
              "!@/lib/db",
              "!@/lib/db/**",
              "!@/lib/format",
              "!@/lib/format/**",
            ],
            message: "Providers import core modules and other providers only, never a domain (types included).",
          },
        ],
      },
    ],
  },
};

// Type-aware rules: a promise nobody awaits, or one handed where a callback's result is ignored,
// loses its rejection silently. Only TypeScript files carry types; the project service reads tsconfig.json.
const promisesAreHandled = {
  files: ["**/*.ts", "**/*.tsx"],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    "@typescript-eslint/no-floating-promises": "error",
    "@typescript-eslint/no-misused-promises": "error",
  },
};

// Evaluation, benchmark and build tooling lives outside the product: the product never imports it.
const TOOLING = ["@/eval", "@/eval/**", "@/tools", "@/tools/**", "@/scripts", "@/scripts/**"];
const productImportsNoTooling = {
  files: ["app/**", "components/**", "lib/**", "proxy.ts", "auth.ts", "instrumentation.ts"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [...TOOLING, "**/eval/**", "**/tools/**", "**/scripts/**", "**/eval", "**/tools", "**/scripts"],
            message: "Product code never imports evaluation, benchmark or build tooling (eval/, tools/, scripts/).",
          },
        ],
      },
    ],
  },
};

// Rules this code base deliberately does not follow, and why:
const decisions = {
  rules: {
    // Browser-only state (storage, the clock, the URL) is read after mount on purpose, so server
    // and client render the same first frame.
    "react-hooks/set-state-in-effect": "off",
    // react-hook-form's watch() is fine without the React Compiler, which this app does not use.
    "react-hooks/incompatible-library": "off",
    // Full navigations after sign-in, logout and payment are wanted: the server re-reads the session.
    "@next/next/no-location-assign-relative-destination": "off",
  },
};

export default [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data*/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  providersImportNoDomain,
  promisesAreHandled,
  productImportsNoTooling,
  decisions,
  { files: ["*.config.mjs", "*.config.ts"], rules: { "import/no-anonymous-default-export": "off" } },
  {
    // Test helpers named useX are not React hooks (useTestDb sets up a database per test file).
    files: ["tests/**/*.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "react-hooks/rules-of-hooks": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    rules: {
      ...boundaries,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
];
