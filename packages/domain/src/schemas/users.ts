import { z } from 'zod';
import { limits } from '../validation/limits.ts';
import { idSchema, latLngSchema, phoneSchema } from './common.ts';

/** PUT /api/deactivate_user. */
export const deactivateUserBodySchema = z.object({ userId: idSchema });
export type DeactivateUserBody = z.infer<typeof deactivateUserBodySchema>;

/** Save address: picked from a suggestion, so coordinates are required. */
export const saveAddressBodySchema = z.object({
  address: z.string().trim().min(1).max(256),
  latLng: latLngSchema,
  aptNumber: z.string().trim().max(limits.aptNumberMaxLength).default(''),
  deliveryInstructions: z.string().trim().max(limits.deliveryInstructionsMaxLength).default(''),
});
export type SaveAddressBody = z.infer<typeof saveAddressBodySchema>;

/** Save courier address. */
export const saveCourierAddressBodySchema = z.object({
  city: z.string().trim().min(1).max(128),
  state: z.string().trim().min(1).max(64),
  street: z.string().trim().min(1).max(256),
  unit: z.string().trim().max(limits.aptNumberMaxLength).optional(),
  zip_code: z.string().trim().min(1).max(16),
});
export type SaveCourierAddressBody = z.infer<typeof saveCourierAddressBodySchema>;

/** Change user info: name trimmed (1..28), phone 10 digits. */
export const changeUserInfoBodySchema = z.object({
  name: z.string().trim().min(1, 'Sorry, name cannot be empty.').max(limits.nameMaxLength),
  phoneNumber: phoneSchema,
});
export type ChangeUserInfoBody = z.infer<typeof changeUserInfoBodySchema>;
