import { describe, expect, it } from 'vitest';
import { orderOperations } from './orders.ts';

const placed = {
  orderNumber: 1042,
  tableNumber: null,
  pointsEarned: 13,
  orderId: 'order-1',
  total: 1470,
  completedAt: '2026-11-18T19:50:00.000-08:00',
};

/** What an order row holds that the customer must never be sent. */
const internals = {
  userId: 'user-1',
  paymentChargeId: 'ch_secret',
  paymentIntentId: 'pi_secret',
  customerPhone: '6045550100',
  courierDetails: { trackingUrl: 'https://courier.test/secret' },
};

describe("placing an order's answer", () => {
  it('sends a customer only what the order-complete screen shows', () => {
    const schema = orderOperations.createOrder.response[201];
    const sent = schema.parse({ data: { order: { ...placed, ...internals, trackingToken: 'tok_secret' } } });
    expect(sent).toEqual({ data: { order: placed } });
    expect(JSON.stringify(sent)).not.toMatch(/secret|user-1|6045550100/);
  });

  it("sends a guest the same and the order's tracking link token, nothing else", () => {
    const schema = orderOperations.createGuestOrder.response[201];
    const guest = { ...placed, tableNumber: '3', trackingToken: 'tok_1' };
    expect(schema.parse({ data: { order: { ...guest, ...internals } } })).toEqual({ data: { order: guest } });
    // Without its token a guest could not follow the order: that answer is refused.
    expect(schema.safeParse({ data: { order: placed } }).success).toBe(false);
  });
});
