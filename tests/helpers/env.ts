// Every test file gets its own in-memory database and a fixed secret, unless a lane sets them.
process.env.DATA_DIR = process.env.TEST_DATA_DIR ?? "memory://";
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
process.env.MARKET_DATA_PROVIDER ??= "demo";
process.env.AI_PROVIDER ??= "builtin";
process.env.OCR_ENABLED ??= "true";
// Test files sign up many accounts from one address; the limit's own test sets its own.
process.env.SIGNUP_LIMIT_PER_HOUR ??= "1000";
(process.env as Record<string, string>).NODE_ENV = "test";
if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
else delete process.env.DATABASE_URL;
