import { z } from 'zod';
import { normalisePostalCode } from '../validation/card.ts';
import { limits } from '../validation/limits.ts';

const postalCodeSchema = z
  .string()
  .transform(normalisePostalCode)
  .pipe(
    z
      .string()
      .min(limits.postalCodeLength, 'Postal Code must be 6 characters.')
      .max(10)
      .regex(/^[A-Z0-9]+$/, 'Postal Code must be valid characters.'),
  );

/** POST /api/create_customer: the provider's card token and the card's postal code. */
export const createCustomerBodySchema = z.object({
  cardToken: z.string().trim().min(1).max(256),
  postalCode: postalCodeSchema,
});
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;

/** PUT /api/update_customer: same body. */
export const updateCustomerBodySchema = createCustomerBodySchema;
export type UpdateCustomerBody = CreateCustomerBody;

/** The card provider's token form (form-encoded, so numbers may arrive as text). */
export const cardTokenFormSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{16,19}$/, 'Card number must be 16 digits.')),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC must be 3 digits.'),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2099),
  address_zip: postalCodeSchema,
});
export type CardTokenForm = z.infer<typeof cardTokenFormSchema>;
