// Tip kinds, shared by the table, the zod schema and the /admin-tips form (no server imports).
export const tipTypes = ["info", "warning", "success", "announcement"] as const;
export const tipPriorities = ["low", "normal", "high", "urgent"] as const;
export const tipAudiences = ["all", "free", "trial", "pro"] as const;
