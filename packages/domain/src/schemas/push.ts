import { z } from 'zod';

/**
 * Web Push (decision 0091): what a browser's PushSubscription gives (`subscription.toJSON()`), as
 * the diner's app sends it to follow an order. Checked for shape and size here; which push
 * services the server sends to is the server's check.
 */

export const pushRefusals = {
  endpoint: 'This browser gave a notification address we cannot use.',
  keys: "This browser's notification keys are not valid.",
} as const;

/** The push service's address for this browser: an https URL of reasonable length. */
export const pushEndpointSchema = z
  .string({ error: pushRefusals.endpoint })
  .trim()
  .max(1000, pushRefusals.endpoint)
  .regex(/^https?:\/\/\S+$/, pushRefusals.endpoint);

export const pushSubscriptionBodySchema = z.object({
  subscription: z.object({
    endpoint: pushEndpointSchema,
    /** Browsers give a number for when it runs out, or null; not kept. */
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** P-256 public key, uncompressed (65 bytes): 87 base64url characters. */
      p256dh: z.string({ error: pushRefusals.keys }).regex(/^[A-Za-z0-9_-]{87}=?$/, pushRefusals.keys),
      /** The 16-byte auth secret: 22 base64url characters. */
      auth: z.string({ error: pushRefusals.keys }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, pushRefusals.keys),
    }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** Turning an order's notifications off in this browser: its endpoint names it. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;
