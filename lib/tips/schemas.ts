import { z } from "zod";
import { TIP_REQUIRED } from "./messages";
import { tipAudiences, tipPriorities, tipTypes } from "./constants";

// One tip schema for the /admin-tips form and POST/PUT /api/admin/tips.

// The form sends a day (YYYY-MM-DD, read as UTC midnight); API callers may send a full ISO time.
const when = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)),
      `${label} must be a valid date`,
    )
    .transform((s) => new Date(s.length === 10 ? `${s}T00:00:00.000Z` : s));

export const tipInputSchema = z
  .object({
    title: z
      .string({ message: TIP_REQUIRED })
      .trim()
      .min(1, TIP_REQUIRED)
      .max(120, "The title can be at most 120 characters"),
    message: z
      .string({ message: TIP_REQUIRED })
      .trim()
      .min(1, TIP_REQUIRED)
      .max(2000, "The message can be at most 2000 characters"),
    type: z.enum(tipTypes, { message: "type must be info, warning, success or announcement" }).default("info"),
    priority: z.enum(tipPriorities, { message: "priority must be low, normal, high or urgent" }).default("normal"),
    targetAudience: z.enum(tipAudiences, { message: "targetAudience must be all, free, trial or pro" }).default("all"),
    startDate: when("startDate").optional(),
    endDate: z.union([when("endDate"), z.literal("").transform(() => null), z.null()]).optional(),
    isActive: z.boolean({ message: "isActive must be true or false" }).default(true),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate > t.startDate, {
    message: "The end date must be after the start date",
    path: ["endDate"],
  });

export type TipInput = z.infer<typeof tipInputSchema>;
export type TipFormValues = z.input<typeof tipInputSchema>;

export const tipIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid tip id");

export * from "./messages";
