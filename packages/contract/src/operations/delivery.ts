import { createDeliveryBodySchema, estimateDeliveryBodySchema, idSchema } from '@orderly/domain';
import { z } from 'zod';
import { latLngSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

const locationFields = { restaurantId: idSchema, locationId: idSchema };

export const placeSchema = z.object({
  placeId: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latLng: latLngSchema,
});

export const deliveryOperations = {
  estimateDelivery: operation({
    method: 'POST',
    path: '/api/estimate_delivery',
    summary: 'Courier estimate (pickup from the location, drop-off from the account)',
    tags: ['Delivery'],
    auth: true,
    body: estimateDeliveryBodySchema.safeExtend(locationFields),
    response: { 200: data(z.object({ delivery_time: z.string(), fee: z.number().int() })), ...failures },
  }),
  createDelivery: operation({
    method: 'POST',
    path: '/api/create_delivery',
    summary: 'Book the courier; an order then names the booking id only',
    tags: ['Delivery'],
    auth: true,
    body: createDeliveryBodySchema.safeExtend(locationFields),
    response: {
      200: data(
        z.object({
          booking_id: z.string(),
          estimated_delivery_time: z.string(),
          tracking_url: z.string().nullable(),
        }),
      ),
      ...failures,
    },
  }),
  autocompleteAddress: operation({
    method: 'GET',
    path: '/api/places/autocomplete',
    summary: 'Address suggestions in Canada (?q=), near the location when it is named',
    tags: ['Delivery'],
    auth: true,
    querystring: z
      .object({
        q: z.string().max(200).default(''),
        sessionToken: z.string().max(100).optional(),
        ...locationFields,
      })
      .partial({ restaurantId: true, locationId: true }),
    response: {
      200: data(
        z.object({ suggestions: z.array(z.object({ placeId: z.string(), description: z.string() })) }),
      ),
      ...failures,
    },
  }),
  getPlace: operation({
    method: 'GET',
    path: '/api/places/:placeId',
    summary: 'The address and coordinates of a suggestion',
    tags: ['Delivery'],
    auth: true,
    params: z.object({ placeId: z.string().min(1).max(300) }),
    response: { 200: data(z.object({ place: placeSchema })), ...failures },
  }),
};
