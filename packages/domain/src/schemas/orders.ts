import { z } from 'zod';
import { KIOSK_STAND, kioskMessages } from '../kiosk.ts';
import { messages } from '../messages.ts';
import { GUEST_ORDER } from '../order-type.ts';
import { limits } from '../validation/limits.ts';
import { CHOSEN_ORDER_TYPES, CHOSEN_PAYMENT_METHODS, SOURCE_CLIENTS } from '../vocabulary.ts';
import {
  choicesCartItemSchema,
  idSchema,
  orderTimeSchema,
  redeemedRewardsSchema,
  simpleCartSchema,
} from './common.ts';
import { courierDetailsSchema } from './courier.ts';

const notesSchema = z.string().trim().max(limits.specialRequestsMaxLength, messages.specialRequestsTooLong);

/** A table visit's token as a browser sends it (absent or null: none joined). */
const visitTokenSchema = z.string().max(64).nullish();

/** POST /api/create_order_v2. The server prices it from its own catalogue. */
export const createOrderV2BodySchema = z.object({
  products: simpleCartSchema,
  choicesProducts: z.array(choicesCartItemSchema).max(200),
  notes: notesSchema.default(''),
  /** Tip fraction (0.15 = 15%): one of the tip buttons. */
  tip: z.number().min(0).max(1),
  /**
   * A custom tip in cents, charged as typed instead of `tip` (issue 24: a share of the total before
   * tip lost cents and stopped at 100%). Null or absent when a tip button was chosen.
   */
  customTip: z.number().min(0).max(1_000_000).nullable().default(null),
  promos: redeemedRewardsSchema.default({}),
  redeemedPromoCode: z.string().trim().max(64).nullable().default(null),
  /** Empty when not chosen yet: the order checks answer with the spec's message. */
  orderType: z.enum(CHOSEN_ORDER_TYPES),
  orderTime: orderTimeSchema,
  tableId: idSchema.nullable().default(null),
  /** The table visit this browser joined, when the location keeps tabs (decision 0093). */
  visitToken: visitTokenSchema,
  /** Empty when not chosen yet: the order checks answer with the spec's message. */
  paymentMethod: z.enum(CHOSEN_PAYMENT_METHODS),
  courierDetails: courierDetailsSchema.nullable().default(null),
  sourceClient: z.enum(SOURCE_CLIENTS),
  restaurantId: idSchema,
  locationId: idSchema,
  /**
   * "Text me updates about this order" (decision 0095): the diner says yes to text messages at the
   * account's phone number. Unticked unless the diner ticks it.
   */
  textUpdates: z.boolean().default(false),
});
export type CreateOrderV2Body = z.infer<typeof createOrderV2BodySchema>;

/**
 * POST /guest/create_order: offline payment, no tip, from the web. Dine-in at a table (`tableId`),
 * or from a kiosk (`kioskId`, decision 0092): Dine-in or Pickup, with the stand's number when the
 * location's dine-in there is at a stand. The server checks which of the two it is (kiosk.ts).
 */
export const guestCreateOrderBodySchema = z.object({
  products: simpleCartSchema,
  choicesProducts: z.array(choicesCartItemSchema).max(200),
  notes: notesSchema.default(''),
  tip: z.literal(GUEST_ORDER.tip).default(GUEST_ORDER.tip),
  orderType: z.enum([GUEST_ORDER.orderType, 'Pickup']),
  orderTime: orderTimeSchema,
  tableId: idSchema.nullable().default(null),
  /** The table visit this browser joined, when the location keeps tabs (decision 0093). */
  visitToken: visitTokenSchema,
  kioskId: idSchema.nullable().default(null),
  standNumber: z
    .int(kioskMessages.standNumber)
    .min(KIOSK_STAND.min, kioskMessages.standNumber)
    .max(KIOSK_STAND.max, kioskMessages.standNumber)
    .nullable()
    .default(null),
  paymentMethod: z.literal('offline'),
  sourceClient: z.literal('web'),
  restaurantId: idSchema,
  locationId: idSchema,
});
export type GuestCreateOrderBody = z.infer<typeof guestCreateOrderBodySchema>;

/** The create response's order (data.order). */
export const createdOrderSchema = z.object({
  orderNumber: z.int().min(1),
  tableNumber: z.string().nullable(),
  pointsEarned: z.int().min(0),
  orderId: idSchema,
  total: z.int().min(0),
  completedAt: z.iso.datetime({ offset: true }),
  /** Guest orders: the token of the order's tracking link (GET /guest/order_tracking). */
  trackingToken: z.string().optional(),
  /** A round of a table visit's tab (decision 0093): its number; null for any other order. */
  visitRound: z.int().min(1).nullable().optional(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** Order review: 1 to 5 stars and an optional comment. */
export const orderReviewBodySchema = z.object({
  orderId: idSchema,
  rating: z.int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
});
export type OrderReviewBody = z.infer<typeof orderReviewBodySchema>;
