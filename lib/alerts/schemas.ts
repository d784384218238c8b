import { z } from "zod";
import { isTimeZone } from "./quiet-hours";
import { LEVEL_TOO_FAR } from "./messages";

// One set of schemas for the /alerts forms and the handlers. No server imports.
export const ALERT_LIMIT_FREE = 50;
export const ALERT_LIMIT_PRO = 500;
/** A level further than this from the current price is refused as a likely typo. */
export const MAX_LEVEL_DISTANCE = 0.5;

const level = z.number({ error: "Enter a price level" }).positive("The level must be a positive price").finite();
export const priceLevelSchema = level;
/** A level the trader may set while the instrument trades at `price`: the edit dialog and the server both check it. */
export const levelNearPrice = (price: number) =>
  level.refine((v) => Math.abs(v - price) / price <= MAX_LEVEL_DISTANCE, LEVEL_TOO_FAR);
const movePercent = z.number().positive("The move must be above 0%").max(50, "The move can be at most 50%");
const note = z.string().trim().max(200).optional();

export const createAlertSchema = z
  .object({
    symbol: z.string().trim().min(1, "Choose an instrument").max(24),
    kind: z.enum(["level", "move"]).default("level"),
    level: level.optional(),
    movePercent: movePercent.optional(),
    rearm: z.boolean().default(false),
    note,
  })
  .refine((a) => (a.kind === "level" ? a.level !== undefined : a.movePercent !== undefined), {
    message: "Enter a price level, or a percentage for a move alert",
    path: ["level"],
  });
export type CreateAlertInput = z.infer<typeof createAlertSchema>;

export const alertLevelRoles = ["entry", "stop", "tp1", "tp2"] as const;
export const fromAnalysisSchema = z.object({
  analysisId: z.string().min(1).max(64),
  roles: z.array(z.enum(alertLevelRoles)).min(1, "Choose at least one level").max(4),
  rearm: z.boolean().default(false),
});
export type FromAnalysisInput = z.infer<typeof fromAnalysisSchema>;

export const updateAlertSchema = z
  .object({
    level: level.optional(),
    movePercent: movePercent.optional(),
    status: z.enum(["active", "paused"]).optional(),
    rearm: z.boolean().optional(),
    note,
  })
  .strict();
export type UpdateAlertInput = z.infer<typeof updateAlertSchema>;

const minuteOfDay = z.number().int().min(0).max(1439).nullable();
export const alertSettingsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  quietStart: minuteOfDay,
  quietEnd: minuteOfDay,
  timeZone: z.string().max(64).refine(isTimeZone, "Unknown time zone"),
  quietMode: z.enum(["hold", "drop"]),
});
export type AlertSettingsInput = z.infer<typeof alertSettingsSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});

export const alertIdSchema = z.object({ id: z.string().min(1).max(64) });
