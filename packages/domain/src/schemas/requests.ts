import { z } from 'zod';
import { limits } from '../validation/limits.ts';
import { idSchema } from './common.ts';

/** POST /guest/create_staff_notification. */
export const staffNotificationBodySchema = z.object({
  locationId: idSchema,
  tableId: idSchema.nullable().default(null),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(200),
});
export type StaffNotificationBody = z.infer<typeof staffNotificationBodySchema>;

/** A dine-in service request: a request type's name or a custom text (1..100). */
export const serviceRequestBodySchema = z.object({
  restaurantId: idSchema,
  locationId: idSchema,
  tableId: idSchema,
  description: z.string().trim().min(1, 'Custom request cannot be empty.').max(limits.customRequestMaxLength),
});
export type ServiceRequestBody = z.infer<typeof serviceRequestBodySchema>;
