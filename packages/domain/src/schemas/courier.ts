import { z } from 'zod';
import { limits } from '../validation/limits.ts';
import { centsSchema, idSchema } from './common.ts';

/**
 * An order's courier delivery (create_order_v2's courierDetails): only the id of the booking the
 * server made and answered from create_delivery. Times, fees and ids come from the server's record.
 */
export const courierDetailsSchema = z.object({
  booking_id: idSchema,
});
export type CourierDetails = z.infer<typeof courierDetailsSchema>;

const estimateFields = {
  pickup_address: z.string().trim().min(1).max(256),
  dropoff_address: z.string().trim().min(1).max(256),
  order_value: centsSchema,
  external_store_id: idSchema,
  external_business_name: z.string().trim().min(1).max(128),
  pickup_time: z.iso.datetime({ offset: true }).optional(),
  delivery_time: z.iso.datetime({ offset: true }).optional(),
};

const oneTime = (body: { pickup_time?: string | undefined; delivery_time?: string | undefined }) =>
  (body.pickup_time === undefined) !== (body.delivery_time === undefined);
const oneTimeMessage = { message: 'Give pickup_time (ASAP) or delivery_time, not both' };

/**
 * POST /api/estimate_delivery: pickup_time for ASAP, delivery_time for a chosen slot. An ASAP
 * pickup_time only says ASAP: the server asks the courier for its own (`courierPickupTime`).
 */
export const estimateDeliveryBodySchema = z.object(estimateFields).refine(oneTime, oneTimeMessage);
export type EstimateDeliveryBody = z.infer<typeof estimateDeliveryBodySchema>;

/** POST /api/create_delivery: the estimate's fields plus contact, instructions, tip and customer. */
export const createDeliveryBodySchema = z
  .object({
    ...estimateFields,
    pickup_phone_number: z.string().trim().min(1).max(20),
    dropoff_instructions: z.string().trim().max(limits.deliveryInstructionsMaxLength).default(''),
    tip: centsSchema,
    customer: z.object({
      phone_number: z.string().trim().min(1).max(20),
      first_name: z.string().trim().min(1).max(limits.nameMaxLength),
      last_name: z.string().trim().max(limits.nameMaxLength).default(''),
      email: z.email().max(254),
      should_send_notifications: z.boolean(),
    }),
  })
  .refine(oneTime, oneTimeMessage);
export type CreateDeliveryBody = z.infer<typeof createDeliveryBodySchema>;
