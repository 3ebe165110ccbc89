import {
  CHOSEN_ORDER_TYPES,
  CHOSEN_PAYMENT_METHODS,
  choicesCartItemSchema,
  idSchema,
  messages,
  orderTimeSchema,
  redeemedRewardsSchema,
  saveCourierAddressBodySchema,
  simpleCartSchema,
} from '@orderly/domain';
import { z } from 'zod';
import {
  appliedPromoSchema,
  courierAddressSchema,
  locationSummarySchema,
  pickedChoiceSchema,
  userProfileSchema,
} from '../entities.ts';
import { data, failures, operation } from '../http.ts';

const locationBody = z.object({ restaurantId: idSchema, locationId: idSchema });
const countedIds = z.record(z.string(), z.object({ id: z.string(), count: z.number().int() }));

/** What the apps keep for a user at a restaurant between visits (SPEC.md per-restaurant user data). */
export const restaurantUserDataSchema = z.object({
  cart: countedIds,
  choicesCart: z.array(
    z.object({
      id: z.string(),
      count: z.number().int(),
      choicesPrice: z.number().int(),
      choices: z.array(pickedChoiceSchema),
    }),
  ),
  orderType: z.enum(CHOSEN_ORDER_TYPES),
  paymentMethod: z.enum(CHOSEN_PAYMENT_METHODS),
  promos: countedIds,
  promoCode: z.string().nullable(),
  notes: z.string(),
  /** 'ASAP' or an ISO time. */
  orderTime: z.string(),
  tip: z.number().nullable(),
  reviewOrderId: z.string().nullable(),
  rewardPoints: z.number(),
});

/** A staff member's rights at one restaurant, with the locations they may run. */
export const staffRoleSchema = z.object({
  restaurantId: z.string(),
  /** The restaurant's name, for the location picker. */
  restaurantName: z.string(),
  role: z.enum(['staff', 'manager']),
  /** null: every location of the restaurant. */
  locationIds: z.array(z.string()).nullable(),
  /** The locations this staff member may run, in the restaurant's order. */
  locations: z.array(locationSummarySchema),
});

export const userOperations = {
  getMe: operation({
    method: 'GET',
    path: '/api/me',
    summary: 'Profile, per-restaurant data (?restaurantId=) and staff roles',
    tags: ['Users'],
    auth: true,
    querystring: z.object({ restaurantId: idSchema.optional() }),
    response: {
      200: data(
        z.object({
          user: userProfileSchema,
          restaurant: restaurantUserDataSchema.nullable(),
          isFirstOrder: z.boolean().nullable(),
          staff: z.array(staffRoleSchema),
          /** The server's PUBLIC_URL (staff only): table QR codes open it. */
          publicUrl: z.string().optional(),
          /** PUBLIC_URL is localhost or 127.x: QR codes printed now will not open on a phone. */
          publicUrlIsLocal: z.boolean().optional(),
        }),
      ),
      ...failures,
    },
  }),
  updateUserInfo: operation({
    method: 'PUT',
    path: '/api/user_info',
    summary: 'Change name and phone',
    tags: ['Users'],
    auth: true,
    body: z.object({
      name: z.string().max(200),
      phoneNumber: z.string().max(40),
      isDineIn: z.boolean().default(false),
    }),
    response: {
      200: data(z.object({ message: z.string(), name: z.string(), phoneNumber: z.string() })),
      ...failures,
    },
  }),
  saveAddress: operation({
    method: 'PUT',
    path: '/api/address',
    summary:
      "Save the delivery details: the picked suggestion's place, resolved and zone-checked by the server",
    tags: ['Users'],
    auth: true,
    body: locationBody.extend({
      placeId: z.string().trim().max(300).optional().meta({
        description:
          "The picked suggestion's id. The server saves that place's address and coordinates from its own address search; without it the saved address is kept; an unknown one is refused.",
      }),
      aptNumber: z.string().max(200).default(''),
      deliveryInstructions: z.string().max(1000).default(''),
    }),
    response: {
      200: data(
        z.object({
          message: z.string(),
          address: z.string(),
          latLng: z.object({ lat: z.number(), lng: z.number() }).nullable(),
          aptNumber: z.string(),
          deliveryInstructions: z.string(),
        }),
      ),
      ...failures,
    },
  }),
  saveCourierAddress: operation({
    method: 'PUT',
    path: '/api/courier_address',
    summary: 'Save the courier address',
    tags: ['Users'],
    auth: true,
    body: saveCourierAddressBodySchema,
    response: { 200: data(z.object({ courierAddress: courierAddressSchema })), ...failures },
  }),
  saveUserRestaurant: operation({
    method: 'PUT',
    path: '/api/user_restaurant',
    summary: 'Save cart, choices cart, order type, payment method, promos, notes, order time, tip',
    tags: ['Users'],
    auth: true,
    body: z.object({
      restaurantId: idSchema,
      cart: simpleCartSchema.optional(),
      choicesCart: z
        .array(
          choicesCartItemSchema.extend({
            choicesPrice: z.int().min(0).default(0),
            choices: z
              .array(
                z.object({
                  modifierId: idSchema,
                  id: idSchema,
                  name: z.string().max(200).default(''),
                  price: z.int().min(0).default(0),
                }),
              )
              .max(100),
          }),
        )
        .max(200)
        .optional(),
      orderType: z.enum(CHOSEN_ORDER_TYPES).optional(),
      paymentMethod: z.enum(CHOSEN_PAYMENT_METHODS).optional(),
      promos: redeemedRewardsSchema.optional(),
      notes: z.string().max(128, messages.specialRequestsTooLong).optional(),
      orderTime: orderTimeSchema.optional(),
      tip: z.number().min(0).max(1).nullable().optional(),
    }),
    response: { 200: data(restaurantUserDataSchema), ...failures },
  }),
  applyPromoCode: operation({
    method: 'POST',
    path: '/api/promo_code',
    summary: 'Apply a promo code',
    tags: ['Users'],
    auth: true,
    body: locationBody.extend({ code: z.string().max(64).default('') }),
    response: { 200: data(z.object({ message: z.string(), promo: appliedPromoSchema })), ...failures },
  }),
  removePromoCode: operation({
    method: 'DELETE',
    path: '/api/promo_code',
    summary: 'Remove the applied promo code (?restaurantId=)',
    tags: ['Users'],
    auth: true,
    querystring: z.object({ restaurantId: idSchema }),
    response: { 200: data(z.object({ promoCode: z.null() })), ...failures },
  }),
  redeemReward: operation({
    method: 'POST',
    path: '/api/rewards/redeem',
    summary: 'Redeem one more (change 1) or one fewer (change -1) of a reward',
    tags: ['Users'],
    auth: true,
    body: locationBody.extend({ rewardId: idSchema, change: z.union([z.literal(1), z.literal(-1)]) }),
    response: { 200: data(z.object({ promos: countedIds, message: z.string() })), ...failures },
  }),
};
