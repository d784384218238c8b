// The browser's view of GET /api/dashboard/analytics (see lib/dashboard/analytics.ts).
export type { DashboardAnalytics } from "@/lib/dashboard/analytics";
export const ANALYTICS_PATH = "/api/dashboard/analytics";
