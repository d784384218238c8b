import { ADMIN, SECRET, TRADER } from "./config";

// ---- what a body must never show ------------------------------------------------------------
export function leaks(body: string): string | null {
  const checks: [string, RegExp][] = [
    ["stack trace", /\n\s+at \S+ \(|at Object\.<anonymous>|at async /],
    ["file path", /\/work\/|node_modules\/|\.tsx?:\d+|webpack-internal|\/app\/api\/[^\s"]*route\.ts/],
    [
      "SQL",
      /Failed query|insert into "|select "[a-z_]+"|syntax error at or near|duplicate key value|violates .*constraint/i,
    ],
    ["secret", new RegExp(`\\$argon2|${SECRET}|${ADMIN.password}|${TRADER.password}|password_hash|passwordHash`)],
  ];
  for (const [what, re] of checks) if (re.test(body)) return what;
  return null;
}
