// The environment of a benchmark's own production server: its build and database folders, a
// fresh secret, the demo market, no scheduler, always the embedded database.
import { randomBytes } from "node:crypto";

export function benchServerEnv({ dist, data, base, admin, ...extra }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: dist,
    NEXT_SKIP_TYPECHECK: "1", // npm run typecheck covers types; a benchmark measures speed
    DATA_DIR: data,
    MARKET_DATA_PROVIDER: "demo",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SCHEDULER_ENABLED: "false",
    APP_URL: base,
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}
