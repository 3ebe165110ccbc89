import type {
  Category,
  Modifier,
  Order,
  Product,
  PromoCode,
  Reward,
  SavedCard,
  ServiceRequest,
  Table,
  UserProfile,
  ZoneOffsets,
} from '@orderly/domain';
import { z } from 'zod';
import { entity } from './http.ts';

const cents = z.number().int();
const isoTime = z.string().meta({ description: 'An ISO 8601 time' });
const nullableText = z.string().nullable().optional();

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });

export const pickedChoiceSchema = z.object({
  modifierId: z.string(),
  id: z.string(),
  name: z.string(),
  price: cents,
});

/** An order as its customer (and staff) read it. */
export type CustomerOrder = Order & { tableId?: string | null; cancelReason?: string | null };

/** An order as its customer, a guest with its link, and staff read it. */
export const orderSchema = entity<CustomerOrder>(
  {
    id: z.string(),
    restaurantId: z.string(),
    locationId: z.string(),
    userId: z.string().nullable(),
    orderNumber: z.number().int(),
    createdAt: isoTime,
    completedAt: isoTime,
    orderType: z.enum(['Pickup', 'Delivery', 'Dine-in']),
    paymentMethod: z.enum(['online', 'offline']),
    status: z.enum(['New', 'Pending', 'Preparing', 'Done', 'Cancelled']),
    notes: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    lines: z.array(
      z.looseObject({
        productId: z.string(),
        name: z.string(),
        count: z.number().int(),
        unitPrice: cents,
        choices: z.array(pickedChoiceSchema),
        totalPrice: cents,
      }),
    ),
    subTotal: cents,
    taxAmount: cents,
    total: cents,
    refunds: z
      .array(z.looseObject({ description: z.string(), amount: cents, confirmed: z.boolean().optional() }))
      .optional(),
  },
  'An order with its lines and amounts (cents); see Order in @orderly/domain for every field.',
);

/** An order as the staff queue and search return it. */
export type StaffOrder = Order & {
  tableId: string | null;
  cancelReason: string | null;
  acknowledgedAt?: string | null;
};
export const staffOrderSchema = entity<StaffOrder>(
  {
    ...(orderSchema as unknown as z.ZodObject).shape,
    tableId: z.string().nullable(),
    cancelReason: z.string().nullable(),
    acknowledgedAt: z.string().nullable().optional(),
  },
  'An order with what the kitchen needs besides (table, cancel reason, acknowledgement).',
);

export const serviceRequestSchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  confirmed: z.boolean(),
  tableId: z.string(),
  tableNumber: z.string(),
  description: z.string(),
  confirmedAt: isoTime.nullable(),
}) satisfies z.ZodType<ServiceRequest>;
export type StaffRequest = z.output<typeof serviceRequestSchema>;

/** An alert the server wrote for the staff (SPEC.md section 8 texts). */
export const staffNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  orderId: z.string().nullable(),
  requestId: z.string().nullable(),
  tableId: z.string().nullable(),
  createdAt: isoTime,
  acknowledgedAt: isoTime.nullable(),
});

export const choiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: cents,
  selected: z.boolean(),
  active: z.boolean(),
  activeAfter: nullableText,
});

export const modifierSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.number().int(),
  maxSelect: z.number().int(),
  choices: z.array(choiceSchema),
}) satisfies z.ZodType<Modifier>;

const orderTypeFilter = z.enum(['all', 'dine-in', 'dine-out']);

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: cents,
  description: z.string(),
  imageUrl: z.string(),
  options: z.array(z.string()),
  modifiers: z.array(z.string()),
  orderType: orderTypeFilter,
  active: z.boolean(),
  activeAfter: nullableText,
  taxRate: z.number(),
}) satisfies z.ZodType<Product>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  productOrder: z.array(z.string()),
  orderType: orderTypeFilter,
  takeoutAccessory: z.boolean(),
}) satisfies z.ZodType<Category>;

export const tableSchema = z.object({
  id: z.string(),
  tableNumber: z.string(),
  active: z.boolean(),
}) satisfies z.ZodType<Table>;

/** A location's whole catalogue; which parts are active now is decided by the domain rules. */
export const menuSchema = z.object({
  categories: z.array(categorySchema),
  products: z.array(productSchema),
  modifiers: z.array(modifierSchema),
  tables: z.array(tableSchema),
});

export const rewardSchema = entity<Reward>(
  {
    id: z.string(),
    type: z.enum([
      'FreeFirstOrderOrPoints/Discount',
      'Points/Discount',
      'FreeFirstOrderOrPoints/Product',
      'Points/Product',
    ]),
    value: z.union([z.number(), z.string()]),
    points: z.number(),
  },
  'A reward: a discount or a free product for points, or free with the first order.',
);

export const promoCodeSchema = entity<PromoCode>(
  { code: z.string(), discount: z.number(), maxDiscountAmount: cents },
  'A promo code as the restaurant defined it.',
);

export const appliedPromoSchema = z.object({
  code: z.string(),
  discount: z.number(),
  maxDiscountAmount: cents,
});

export const savedCardSchema = entity<SavedCard>(
  { id: z.string(), last4: z.string(), brand: z.string(), exp_month: z.number(), exp_year: z.number() },
  'The face of the saved card (never its number).',
);

export const courierAddressSchema = z.object({
  city: z.string(),
  state: z.string(),
  street: z.string(),
  unit: z.string().optional(),
  zip_code: z.string(),
});

export const userProfileSchema = entity<UserProfile>(
  {
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phoneNumber: z.string(),
    rewardPoints: z.number(),
  },
  'The signed-in customer: contact, saved addresses, saved card face and reward points.',
);

export const zoneOffsetsSchema = z.object({
  timeZone: z.string(),
  from: z.number(),
  to: z.number(),
  offsets: z.array(z.tuple([z.number(), z.number()])),
}) satisfies z.ZodType<ZoneOffsets>;

export const locationSummarySchema = z.object({
  id: z.string(),
  locationName: z.string(),
  address: z.string(),
  inactive: z.boolean(),
});
