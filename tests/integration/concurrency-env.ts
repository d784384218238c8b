// Stripe webhook settings for concurrency.test.ts, set before anything imports lib/env.
export const WEBHOOK_SECRET = "whsec_test_concurrency";
process.env.STRIPE_SECRET_KEY = "sk_test_concurrency";
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
