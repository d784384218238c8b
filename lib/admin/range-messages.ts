// The date filter's messages, apart from the zod schemas (lib/admin/schemas.ts) so the admin
// screens can show them without loading zod with the page.
export const BOTH_DATES = "Please select both start and end dates";
export const START_AFTER_END = "The start date must be on or before the end date";
