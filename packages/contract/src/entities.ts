import {
  type AddedCharge,
  type Category,
  type Modifier,
  ORDER_AMOUNTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type Order,
  type OrderAmountName,
  type OrderLine,
  type OrderReward,
  PAYMENT_METHODS,
  type Product,
  type PromoCode,
  type Refund,
  type Reward,
  type SavedCard,
  type ServiceRequest,
  type Table,
  type UserProfile,
  type ZoneOffsets,
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

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** One line of an order: a product, how many, its picked choices and prices (cents). */
export const orderLineSchema = entity<OrderLine>()(
  {
    productId: z.string(),
    name: z.string(),
    count: z.number().int(),
    unitPrice: described(cents, 'One item with its choices'),
    choices: z.array(pickedChoiceSchema),
    totalPrice: described(cents, 'unitPrice × count'),
  },
  'A line of an order.',
);

/** A reward redeemed on an order (a discount or a free product). */
export const orderRewardSchema = entity<OrderReward>()(
  {
    rewardId: z.string(),
    count: z.number().int(),
    name: z.string(),
    productId: z.string().nullable().optional(),
    totalDiscountSubtotal: described(cents, 'What the reward took off the subtotal'),
  },
  'A reward redeemed on an order.',
);

/** Money given back on an order. */
export const refundSchema = entity<Refund>()(
  {
    description: described(z.string(), 'Why (the reason staff gave)'),
    amount: cents,
    createdAt: isoTime.optional(),
    kind: z.enum(['cancellation', 'partial']).optional(),
    confirmed: described(z.boolean(), 'False while the payment provider has not confirmed it').optional(),
  },
  'A refund of an order paid online.',
);

/** Every amount of an order (`ORDER_AMOUNTS`), integer cents, in receipt order. */
const orderAmountsShape = Object.fromEntries(ORDER_AMOUNTS.map((name) => [name, cents])) as {
  [Name in OrderAmountName]: typeof cents;
};

/** An order as its customer (and staff) read it. */
export type CustomerOrder = Order & { tableId?: string | null; cancelReason?: string | null };

const orderShape = {
  id: z.string(),
  restaurantId: z.string(),
  locationId: z.string(),
  userId: described(z.string().nullable(), 'The customer; null for a guest at a table'),
  orderNumber: described(z.number().int(), 'Per restaurant, from 1'),
  createdAt: isoTime,
  completedAt: described(isoTime, 'When it is expected ready (pickup, dine-in) or delivered'),
  orderType: z.enum(ORDER_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(ORDER_STATUSES),
  review: z.object({ rating: z.number().int(), comment: z.string() }).nullable().optional(),
  notes: z.string(),
  tableId: described(z.string().nullable(), 'Dine-in: the table').optional(),
  tableNumber: z.string().nullable().optional(),
  kiosk: described(
    z.object({ kioskId: z.string(), stand: z.number().int().nullable() }).nullable(),
    'Placed at a kiosk: which one, and the table stand number (dine-in at a stand) or null',
  ).optional(),
  customerName: z.string(),
  customerPhone: z.string(),
  deliveryAddress: z.string().nullable().optional(),
  aptNumber: z.string().nullable().optional(),
  deliveryInstructions: z.string().nullable().optional(),
  lines: z.array(orderLineSchema),
  ...orderAmountsShape,
  promoCode: z.string().nullable().optional(),
  totalRefundAmount: described(cents, 'Everything refunded so far'),
  refunds: z.array(refundSchema),
  rewards: z.array(orderRewardSchema),
  addedCharges: z.array(z.object({ name: z.string(), price: cents }) satisfies z.ZodType<AddedCharge>),
  pointsEarned: z.number().int(),
  cancelReason: described(z.string().nullable(), 'Why staff cancelled it').optional(),
};

/** An order as its customer, a guest with its link, and staff read it. */
export const orderSchema = entity<CustomerOrder>()(
  orderShape,
  'An order with its lines and amounts (integer cents); Order in @orderly/domain.',
);

/** An order as the staff queue and search return it. */
export type StaffOrder = Order & {
  tableId: string | null;
  cancelReason: string | null;
  acknowledgedAt?: string | null;
  asap?: boolean | null;
  visitRound?: number | null;
};
export const staffOrderSchema = entity<StaffOrder>()(
  {
    ...orderShape,
    tableId: described(z.string().nullable(), 'Dine-in: the table'),
    cancelReason: described(z.string().nullable(), 'Why staff cancelled it'),
    acknowledgedAt: described(isoTime.nullable(), 'When staff first saw it').optional(),
    asap: described(
      z.boolean().nullable(),
      'Asked for as soon as possible (false: a chosen time; null: placed before this was kept)',
    ).optional(),
    visitRound: described(
      z.number().int().nullable(),
      "A round of a table visit's tab: its number (null: not part of a tab)",
    ).optional(),
  },
  'An order with what the kitchen needs besides (table, cancel reason, acknowledgement, ASAP).',
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
  prepMinutes: z.number().nullable().optional(),
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

export const rewardSchema = entity<Reward>()(
  {
    id: z.string(),
    type: z.enum([
      'FreeFirstOrderOrPoints/Discount',
      'Points/Discount',
      'FreeFirstOrderOrPoints/Product',
      'Points/Product',
    ]),
    value: described(
      z.union([z.number(), z.string()]),
      'Discount rewards: the discount in cents; product rewards: the product id',
    ),
    points: described(z.number(), 'What it costs in points'),
    imageUrl: z.string().optional(),
    name: described(z.string(), "Display name (product rewards default to the product's)").optional(),
  },
  'A reward: a discount or a free product for points, or free with the first order.',
);

export const promoCodeSchema = entity<PromoCode>()(
  {
    code: z.string(),
    active: z.boolean(),
    validDays: described(
      z.tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean()]),
      'Seven flags, Sunday first',
    ),
    frequency: z.enum(['none', 'day', 'week', 'month', 'year']),
    discount: described(z.number(), 'Fraction of the subtotal'),
    maxDiscountAmount: cents,
  },
  'A promo code as the restaurant defined it.',
);

export const appliedPromoSchema = z.object({
  code: z.string(),
  discount: z.number(),
  maxDiscountAmount: cents,
});

export const savedCardSchema = entity<SavedCard>()(
  {
    id: described(z.string(), "The provider's id of the card"),
    last4: z.string(),
    brand: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
    address_zip: described(z.string(), 'The postal code given with the card'),
  },
  'The face of the saved card (never its number).',
);

export const courierAddressSchema = z.object({
  city: z.string(),
  state: z.string(),
  street: z.string(),
  unit: z.string().optional(),
  zip_code: z.string(),
});

export const userProfileSchema = entity<UserProfile>()(
  {
    id: z.string(),
    email: z.string(),
    role: z.literal('customer'),
    name: z.string(),
    phoneNumber: z.string(),
    createdAt: isoTime,
    lastLogin: isoTime.nullable().optional(),
    address: described(z.string(), 'The saved delivery address').nullable().optional(),
    latLng: latLngSchema.nullable().optional(),
    aptNumber: z.string().nullable().optional(),
    deliveryInstructions: z.string().nullable().optional(),
    courierAddress: courierAddressSchema.nullable().optional(),
    payment: described(
      z.object({ customerId: z.string(), card: savedCardSchema }),
      "The payment provider's customer and the saved card's face",
    )
      .nullable()
      .optional(),
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
