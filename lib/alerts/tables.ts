import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, newId, tstz } from "@/lib/db/columns";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";

export const alertKinds = ["level", "move"] as const;
export const alertStatuses = ["active", "fired", "paused"] as const;
export const alertRoles = ["entry", "stop", "tp1", "tp2"] as const;
export type AlertRole = (typeof alertRoles)[number];
export const alertDirections = ["above", "below"] as const;
export type AlertDirection = (typeof alertDirections)[number];

// How far the watcher has read each instrument's bars: one row per instrument, so a pass moves
// 500 cursors rather than 10,000 alerts. An alert reads from the later of this and its own
// checkedUntil (set when it is made, resumed, changed or re-armed).
export const alertCursors = pgTable("alert_cursors", {
  symbol: text("symbol").primaryKey(),
  checkedUntil: tstz("checked_until").notNull(),
});

// A trader's price alert: a level to cross (from the side the price stood on when it was made), or
// a move of more than movePercent in a UTC day. Bars before `checkedUntil` (or the instrument's
// cursor, if later) were already read: the next pass reads only what came after.
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    analysisId: text("analysis_id").references(() => analyses.id, { onDelete: "cascade" }),
    role: text("role", { enum: alertRoles }),
    symbol: text("symbol").notNull(),
    kind: text("kind", { enum: alertKinds }).notNull().default("level"),
    level: doublePrecision("level"),
    direction: text("direction", { enum: alertDirections }),
    movePercent: doublePrecision("move_percent"),
    status: text("status", { enum: alertStatuses }).notNull().default("active"),
    rearm: boolean("rearm").notNull().default(false),
    // A re-arming alert that fired waits for a bar wholly back on its starting side before it can fire again.
    armed: boolean("armed").notNull().default(true),
    // Bumped by every firing; (alert, generation) is unique among events: one crossing, one event.
    generation: integer("generation").notNull().default(0),
    checkedUntil: tstz("checked_until").notNull(),
    firedAt: tstz("fired_at"),
    firedPrice: doublePrecision("fired_price"),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("price_alerts_user_idx").on(t.userId, t.createdAt),
    index("price_alerts_active_idx")
      .on(t.symbol)
      .where(sql`${t.status} = 'active'`),
  ],
);
export type PriceAlert = typeof priceAlerts.$inferSelect;

// What each channel did with an event: sent/queued, held for quiet hours, dropped, off, capped.
export type EventDelivery = { email?: string; push?: string };

// One firing of an alert: the price and moment that triggered it, read by the bell and /alerts.
export const alertEvents = pgTable(
  "alert_events",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    alertId: text("alert_id")
      .notNull()
      .references(() => priceAlerts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    generation: integer("generation").notNull(),
    symbol: text("symbol").notNull(),
    price: doublePrecision("price").notNull(),
    triggeredAt: tstz("triggered_at").notNull(),
    source: text("source").notNull(), // the market that produced the price: demo | yahoo
    message: text("message").notNull(),
    delivery: jsonb("delivery").$type<EventDelivery>().notNull().default({}),
    // Over the hourly cap: pending until the hour's one summary goes out, then summarized.
    summary: text("summary", { enum: ["pending", "summarized"] }),
    readAt: tstz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("alert_events_once").on(t.alertId, t.generation),
    index("alert_events_user_idx").on(t.userId, t.createdAt),
    index("alert_events_summary_idx")
      .on(t.userId)
      .where(sql`${t.summary} = 'pending'`),
  ],
);
export type AlertEvent = typeof alertEvents.$inferSelect;

// Push messages waiting to go out, written in the firing transaction so a restart loses none.
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: text("event_id").references(() => alertEvents.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["push"] })
      .notNull()
      .default("push"),
    payload: jsonb("payload").$type<{ title: string; body: string; url: string }>().notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tstz("locked_until"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
  },
  (t) => [
    index("alert_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("alert_deliveries_created_idx").on(t.createdAt),
  ],
);

// A browser's push subscription (Push API): where to send, and the keys to encrypt for it.
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey().$defaultFn(newId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

// Per trader: channels, quiet hours (minutes after local midnight, in timeZone) and what quiet
// hours do to e-mail and push (hold until they end, or drop). No row: the defaults.
export const alertSettings = pgTable("alert_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  push: boolean("push").notNull().default(false),
  quietStart: smallint("quiet_start"),
  quietEnd: smallint("quiet_end"),
  timeZone: text("time_zone").notNull().default("UTC"),
  quietMode: text("quiet_mode", { enum: ["hold", "drop"] })
    .notNull()
    .default("hold"),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type AlertSettingsRow = typeof alertSettings.$inferSelect;
