import { z } from "zod";
import { pageMetaSchema, pageQuerySchema } from "./pagination";
import { subscriptionStatuses } from "./subscriptions";
import { singleLineText } from "./text";

/**
 * The back office's view of the newsletter list (administrators only): who subscribed, how the
 * list grew, the export of confirmed addresses and erasure on request.
 */

/** How the statuses read in the back office, in the order the page shows them. */
export const subscriptionStatusLabels = {
  confirmed: "Confirmed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
} as const satisfies Record<(typeof subscriptionStatuses)[number], string>;

export const subscriberListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Part of an address. */
  search: singleLineText(z.string().trim().max(200, "Search must be at most 200 characters"))
    .optional()
    .transform((value) => value || undefined),
  status: z
    .enum(subscriptionStatuses, { error: "Status must be confirmed, pending or unsubscribed" })
    .optional(),
});

export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(subscriptionStatuses),
  /** When the latest sign-up request gave consent. */
  consentAt: z.iso.datetime({ offset: true }),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  unsubscribedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const subscriberListResponseSchema = z.object({
  data: z.array(subscriberSchema),
  meta: pageMetaSchema,
});

export const subscriberCountIntervals = ["day", "week", "month"] as const;

/** The most periods one chart holds: a year of days. A longer range takes weeks or months. */
export const MAX_SUBSCRIBER_COUNT_PERIODS = 366;

const calendarDate = (label: string) =>
  z.iso.date({ message: `${label} must be a date like 2026-01-31` }).optional();

export const subscriberCountsQuerySchema = z
  .object({
    interval: z
      .enum(subscriberCountIntervals, { error: "Interval must be day, week or month" })
      .default("day"),
    /** First day of the range (UTC); 29 days before `to` when left out. */
    from: calendarDate("From"),
    /** Last day of the range (UTC); today when left out. */
    to: calendarDate("To"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "To must be on or after From",
    path: ["to"],
  });

const statusCountsSchema = z.object({
  confirmed: z.number().int().min(0),
  pending: z.number().int().min(0),
  unsubscribed: z.number().int().min(0),
});

export const subscriberCountsResponseSchema = z.object({
  interval: z.enum(subscriberCountIntervals),
  /** Each period with the number of subscriptions in each status at its end (or now, if later). */
  periods: z.array(statusCountsSchema.extend({ start: z.iso.date() })),
  /** The list as it is now. */
  now: statusCountsSchema,
});

/** The export's columns, in order: the file's header row and what the back office says it holds. */
export const subscriberExportColumns = ["Email address", "Confirmed at", "Consent given at"] as const;

/** The export starts with it so Excel reads the file as UTF-8; other tools skip it. */
export const csvByteOrderMark = "\uFEFF";

/** Which subscriber to erase: the back office's erase form and the API's path parameter. */
export const subscriberErasureRequestSchema = z.object({
  id: z.uuid({ error: "Subscriber id must be a UUID" }),
});

/** What an erasure did: a pending sign-up is deleted; a record with history keeps only its dates. */
export const subscriberErasureResponseSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(["deleted", "anonymised"]),
  message: z.string(),
});

export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
export type Subscriber = z.infer<typeof subscriberSchema>;
export type SubscriberListResponse = z.infer<typeof subscriberListResponseSchema>;
export type SubscriberCountInterval = (typeof subscriberCountIntervals)[number];
export type SubscriberCountsQuery = z.infer<typeof subscriberCountsQuerySchema>;
export type SubscriberCountsResponse = z.infer<typeof subscriberCountsResponseSchema>;
export type SubscriberErasureRequest = z.infer<typeof subscriberErasureRequestSchema>;
export type SubscriberErasureResponse = z.infer<typeof subscriberErasureResponseSchema>;
