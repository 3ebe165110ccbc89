import type { Order, SavedCard, UserProfile } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  orderSchema,
  rewardSchema,
  savedCardSchema,
  staffOrderSchema,
  userProfileSchema,
} from './entities.ts';
import { entity } from './http.ts';

const card: SavedCard = {
  id: 'card_1',
  last4: '4242',
  brand: 'Visa',
  exp_month: 12,
  exp_year: 2034,
  address_zip: 'V6B 1A1',
};

const order: Order & { tableId: string | null; cancelReason: string | null } = {
  id: 'order-1',
  restaurantId: 'demo',
  locationId: 'downtown',
  userId: 'user-1',
  orderNumber: 1001,
  createdAt: '2026-11-25T18:00:00.000Z',
  completedAt: '2026-11-25T18:20:00.000Z',
  orderType: 'Pickup',
  paymentMethod: 'online',
  status: 'Done',
  review: { rating: 5, comment: 'Lovely' },
  notes: '',
  tableId: null,
  tableNumber: null,
  customerName: 'Ada',
  customerPhone: '6045550100',
  deliveryAddress: null,
  aptNumber: null,
  deliveryInstructions: null,
  lines: [
    {
      productId: 'fries',
      name: 'Fries',
      count: 2,
      unitPrice: 695,
      choices: [{ modifierId: 'dip', id: 'aioli', name: 'Aioli', price: 100 }],
      totalPrice: 1590,
    },
  ],
  subTotal: 1590,
  rewardsDiscount: 0,
  firstOrderDiscountAmount: 0,
  pickupDiscountAmount: 0,
  promoDiscountAmount: 0,
  deliveryFee: 0,
  bagFeeAmount: 10,
  depositAmount: 0,
  taxAmount: 80,
  tipAmount: 0,
  total: 1680,
  promoCode: null,
  totalRefundAmount: 500,
  refunds: [
    {
      description: 'Cold fries',
      amount: 500,
      createdAt: '2026-11-25T18:30:00.000Z',
      kind: 'partial',
      confirmed: true,
    },
  ],
  rewards: [
    { rewardId: 'free-drink', count: 1, name: 'Free drink', productId: 'soda', totalDiscountSubtotal: 0 },
  ],
  addedCharges: [{ name: 'Extra napkins', price: 0 }],
  pointsEarned: 16,
  cancelReason: null,
};

describe('the entity schemas responses are serialised by', () => {
  it('keep every field of an order, its lines, refunds and rewards', () => {
    expect(orderSchema.parse(order)).toEqual(order);
    expect(staffOrderSchema.parse({ ...order, acknowledgedAt: null })).toEqual({
      ...order,
      acknowledgedAt: null,
    });
  });

  it('send nothing they do not list, at any depth', () => {
    const leaky = {
      ...order,
      paymentChargeId: 'ch_secret',
      lines: [{ ...order.lines[0], costPrice: 120 }],
      refunds: [{ ...order.refunds[0], providerRefundId: 're_secret' }],
    };
    const sent = orderSchema.parse(leaky);
    expect(sent).toEqual(order);
    expect(JSON.stringify(sent)).not.toMatch(/secret|costPrice/);
  });

  it("send a customer's profile and card face without anything unlisted", () => {
    const profile: UserProfile = {
      id: 'user-1',
      email: 'ada@example.test',
      role: 'customer',
      name: 'Ada',
      phoneNumber: '6045550100',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastLogin: null,
      address: '1 Main St',
      latLng: { lat: 49.28, lng: -123.12 },
      aptNumber: null,
      deliveryInstructions: null,
      courierAddress: null,
      payment: { customerId: 'cus_1', card },
      rewardPoints: 40,
    };
    const sent = userProfileSchema.parse({
      ...profile,
      passwordHash: 'x',
      payment: { ...profile.payment, cvc: '123' },
    });
    expect(sent).toEqual(profile);
    expect(savedCardSchema.parse({ ...card, number: '4242424242424242' })).toEqual(card);
    const reward = { id: 'r1', type: 'Points/Discount', value: 500, points: 100, name: '$5 off' } as const;
    expect(rewardSchema.parse({ ...reward, position: 3 })).toEqual(reward);
  });

  it('are refused by the type checker when they differ from the domain type', () => {
    const named = entity<{ name: string; note?: string }>();
    expect(named({ name: z.string(), note: z.string().optional() }, 'exact')).toBeDefined();
    // @ts-expect-error a field the type does not have
    named({ name: z.string(), note: z.string().optional(), extra: z.string() }, 'one too many');
    // @ts-expect-error an optional field left out
    named({ name: z.string() }, 'one missing');
    // @ts-expect-error optional in the type, required in the schema
    named({ name: z.string(), note: z.string() }, 'required instead of optional');
  });
});
