import { z } from "zod";
import { emailAddressSchema, honeypotSchema } from "./contact";

/**
 * The newsletter with double opt-in: the header's Subscribe form, the confirmation link and the
 * one-click unsubscribe link. The site and the API check the same rules.
 */

export const subscriptionStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscribeRequestSchema = z.object({
  email: emailAddressSchema("Enter your email address"),
  consent: z.literal(true, { error: "Agree to the privacy policy to subscribe" }),
  website: honeypotSchema,
});

export type SubscribeRequestInput = z.input<typeof subscribeRequestSchema>;
export type SubscribeRequest = z.output<typeof subscribeRequestSchema>;

/** 32 random bytes, base64url: the shape of every confirmation and unsubscribe token. */
export const subscriptionTokenSchema = z
  .string({ error: "This link is incomplete. Open it again from the email." })
  .regex(/^[A-Za-z0-9_-]{43}$/, "This link is incomplete. Open it again from the email.");

export const subscriptionTokenRequestSchema = z.object({ token: subscriptionTokenSchema });

export type SubscriptionTokenRequest = z.infer<typeof subscriptionTokenRequestSchema>;

/**
 * The one answer to every subscribe request, new address or not, so the form never reveals who is
 * on the list.
 */
export const subscribeAcceptedSchema = z.object({ message: z.string() });

/** What a confirmation or unsubscribe link did. */
export const subscriptionOutcomeSchema = z.object({
  status: z.enum(subscriptionStatuses),
  message: z.string(),
});

export type SubscriptionOutcome = z.infer<typeof subscriptionOutcomeSchema>;
