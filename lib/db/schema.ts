// The schema barrel: every domain's tables, for drizzle-kit and the typed client.
export * from "@/lib/auth/tables";
export * from "@/lib/activity/tables";
export * from "@/lib/analysis/tables";
export * from "@/lib/saved/tables";
export * from "@/lib/learning/tables";
export * from "@/lib/ideas/tables";
export * from "@/lib/simulator/tables";
export * from "@/lib/tips/tables";
export * from "@/lib/email/tables";
export * from "@/lib/billing/tables";
export * from "@/lib/system/tables";
export * from "@/lib/providers/tables";
export * from "@/lib/track-record/tables";
export * from "@/lib/rate-limit/tables";
export * from "@/lib/quality/tables";
export * from "@/lib/admin/tables";
export * from "@/lib/share/tables";
