import { z } from 'zod';
import { messages } from '../messages.ts';
import { limits } from '../validation/limits.ts';
import { phoneToSave } from '../validation/phone.ts';

/** Record ids (database ids, slugs): non-empty, no surrounding spaces, bounded. */
export const idSchema = z.string().trim().min(1).max(128);

export const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** Integer cents, never negative. */
export const centsSchema = z.int().min(0);

/** A product count in a cart: 1 to 50 (SPEC.md section 9), refused with a sentence. */
export const quantitySchema = z
  .int({ error: messages.productQuantity })
  .min(limits.quantityMin, messages.productQuantity)
  .max(limits.quantityMax, messages.productQuantity);

/** 'ASAP' or an ISO time with an offset. */
export const orderTimeSchema = z.union([z.literal('ASAP'), z.iso.datetime({ offset: true })]);

/** Map keys must match their entry's id. */
function keyedById<T extends z.ZodType<{ id: string }>>(entry: T) {
  return z
    .record(idSchema, entry)
    .refine((map) => Object.entries(map).every(([key, value]) => key === value.id), {
      message: 'Each key must equal its entry id',
    });
}

/** Products without choices: product id to { id, count }. Prices are never accepted. */
export const simpleCartSchema = keyedById(z.object({ id: idSchema, count: quantitySchema }));

/** A product with choices: ids and count only (choicesPrice, names and prices sent by a client are dropped). */
export const choicesCartItemSchema = z.object({
  id: idSchema,
  count: quantitySchema,
  choices: z.array(z.object({ modifierId: idSchema, id: idSchema })).max(100),
});

/** Redeemed rewards: reward id to { id, count }. */
export const redeemedRewardsSchema = keyedById(
  z.object({ id: idSchema, count: z.int().min(1).max(limits.rewardCountMax) }),
);

/** 10 digits, normalised as every form does (`phoneToSave`: punctuation and a leading +1 go). */
export const phoneSchema = z
  .string()
  .transform(phoneToSave)
  .pipe(z.string().length(limits.phoneDigits, 'Incorrect Phone Number. Please enter format of 7783334444.'));
