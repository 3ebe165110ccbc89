import { promoCodeDocumentSchema, rewardDocumentSchema } from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageRestaurantParams as restaurantParams } from './manage-restaurant.ts';

const itemParam = z.string().trim().min(1).max(128);

const promoCode = z.object({
  code: z.string(),
  active: z.boolean(),
  validDays: z.array(z.boolean()).length(7),
  frequency: z.enum(['none', 'day', 'week', 'month', 'year']),
  discount: z.number(),
  maxDiscountAmount: z.number().int(),
});

const reward = z.object({
  id: z.string(),
  type: rewardDocumentSchema.shape.type,
  value: z.union([z.number().int(), z.string()]),
  points: z.number().int(),
  name: z.string().optional(),
  imageUrl: z.string().optional(),
});

const promoCodes = z.object({
  promoCodes: z.array(promoCode),
  /** The restaurant's switch: codes are asked for at checkout only when it is on. */
  promoCodesEnabled: z.boolean(),
});

const rewards = z.object({
  rewards: z.array(reward),
  rewardsEnabled: z.boolean(),
  /** Products a product reward may give (the first location's menu). */
  products: z.array(z.object({ id: z.string(), name: z.string(), price: z.number().int() })),
});

export const managePromotionsOperations = {
  listPromoCodes: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/promo-codes',
    summary: "The restaurant's promo codes",
    tags: ['Manage'],
    auth: true,
    params: restaurantParams,
    response: { 200: data(promoCodes), ...failures },
  }),
  savePromoCode: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/promo-codes/:code',
    summary: 'Adds or changes a promo code (a different code in the body renames it)',
    tags: ['Manage'],
    auth: true,
    params: restaurantParams.extend({ code: itemParam }),
    body: promoCodeDocumentSchema,
    response: { 200: data(promoCodes), ...failures },
  }),
  deletePromoCode: operation({
    method: 'DELETE',
    path: '/api/manage/restaurants/:restaurantId/promo-codes/:code',
    summary: 'Removes a promo code',
    tags: ['Manage'],
    auth: true,
    params: restaurantParams.extend({ code: itemParam }),
    response: { 200: data(promoCodes), ...failures },
  }),
  listManagedRewards: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/rewards',
    summary: "The restaurant's rewards, in the order customers see them",
    tags: ['Manage'],
    auth: true,
    params: restaurantParams,
    response: { 200: data(rewards), ...failures },
  }),
  saveReward: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/rewards/:rewardId',
    summary: 'Adds or changes a reward',
    tags: ['Manage'],
    auth: true,
    params: restaurantParams.extend({ rewardId: itemParam }),
    body: rewardDocumentSchema,
    response: { 200: data(rewards), ...failures },
  }),
  deleteReward: operation({
    method: 'DELETE',
    path: '/api/manage/restaurants/:restaurantId/rewards/:rewardId',
    summary: 'Removes a reward',
    tags: ['Manage'],
    auth: true,
    params: restaurantParams.extend({ rewardId: itemParam }),
    response: { 200: data(rewards), ...failures },
  }),
};
