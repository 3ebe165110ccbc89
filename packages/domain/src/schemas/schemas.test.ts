import { describe, expect, it } from 'vitest';
import { choicesCartItemSchema, orderTimeSchema, phoneSchema, simpleCartSchema } from './common.ts';
import { courierDetailsSchema, createDeliveryBodySchema, estimateDeliveryBodySchema } from './courier.ts';
import {
  createdOrderSchema,
  createOrderV2BodySchema,
  guestCreateOrderBodySchema,
  orderReviewBodySchema,
} from './orders.ts';
import { cardTokenFormSchema, createCustomerBodySchema, updateCustomerBodySchema } from './payments.ts';
import { serviceRequestBodySchema, staffNotificationBodySchema } from './requests.ts';
import {
  changeUserInfoBodySchema,
  deactivateUserBodySchema,
  saveAddressBodySchema,
  saveCourierAddressBodySchema,
} from './users.ts';

const order = {
  products: { fries: { id: 'fries', count: 2, price: 1 } },
  choicesProducts: [
    {
      id: 'burger',
      count: 1,
      choicesPrice: 1,
      choices: [{ modifierId: 'size', id: 'large', name: 'Large', price: 1 }],
    },
  ],
  notes: ' no onions ',
  tip: 0.15,
  promos: { d5: { id: 'd5', count: 1 } },
  redeemedPromoCode: 'SAVE10',
  orderType: 'Pickup',
  orderTime: 'ASAP',
  tableId: null,
  paymentMethod: 'online',
  courierDetails: null,
  sourceClient: 'web',
  restaurantId: 'r1',
  locationId: 'l1',
};

describe('create_order_v2', () => {
  it('keeps ids and counts only: prices sent by the client are dropped', () => {
    const parsed = createOrderV2BodySchema.parse(order);
    expect(parsed.products).toEqual({ fries: { id: 'fries', count: 2 } });
    expect(parsed.choicesProducts).toEqual([
      { id: 'burger', count: 1, choices: [{ modifierId: 'size', id: 'large' }] },
    ]);
    expect(parsed.notes).toBe('no onions');
  });
  it('fills defaults', () => {
    const { notes, promos, redeemedPromoCode, tableId, courierDetails, ...required } = order;
    expect(createOrderV2BodySchema.parse(required)).toMatchObject({
      notes: '',
      promos: {},
      redeemedPromoCode: null,
      tableId: null,
      courierDetails: null,
    });
  });
  it('lets an unchosen order type or payment method through, for the order checks to name', () => {
    expect(createOrderV2BodySchema.safeParse({ ...order, orderType: '' }).success).toBe(true);
    expect(createOrderV2BodySchema.safeParse({ ...order, paymentMethod: '' }).success).toBe(true);
  });
  it('enforces the limits', () => {
    const bad = (patch: object) => createOrderV2BodySchema.safeParse({ ...order, ...patch }).success;
    expect(bad({ products: { fries: { id: 'fries', count: 51 } } })).toBe(false);
    expect(bad({ products: { fries: { id: 'fries', count: 0 } } })).toBe(false);
    expect(bad({ products: { fries: { id: 'fries', count: 1.5 } } })).toBe(false);
    expect(bad({ products: { fries: { id: 'soda', count: 1 } } })).toBe(false);
    expect(bad({ notes: 'x'.repeat(129) })).toBe(false);
    expect(bad({ tip: -0.1 })).toBe(false);
    expect(bad({ tip: 1.5 })).toBe(false);
    expect(bad({ orderType: 'Takeaway' })).toBe(false);
    expect(bad({ paymentMethod: 'cash' })).toBe(false);
    expect(bad({ promos: { d5: { id: 'd5', count: 101 } } })).toBe(false);
    expect(bad({ sourceClient: 'tv' })).toBe(false);
    expect(bad({ orderTime: 'tomorrow' })).toBe(false);
  });
});

describe('guest create_order', () => {
  const guest = {
    products: {},
    choicesProducts: [],
    orderType: 'Dine-in',
    orderTime: 'ASAP',
    tableId: 't1',
    paymentMethod: 'offline',
    sourceClient: 'web',
    restaurantId: 'r1',
    locationId: 'l1',
  };
  it('is dine-in, offline, web, with no tip', () => {
    expect(guestCreateOrderBodySchema.parse(guest)).toMatchObject({ tip: 0, notes: '' });
    expect(guestCreateOrderBodySchema.safeParse({ ...guest, tip: 0.1 }).success).toBe(false);
    expect(guestCreateOrderBodySchema.safeParse({ ...guest, orderType: 'Delivery' }).success).toBe(false);
    expect(guestCreateOrderBodySchema.safeParse({ ...guest, paymentMethod: 'online' }).success).toBe(false);
    // Takeout (Pickup) and no table are a kiosk's (decision 0092): the server decides them with the
    // location's kiosks (refused away from a kiosk: apps/server/src/orders/kiosk-orders.test.ts).
    expect(
      guestCreateOrderBodySchema.parse({ ...guest, tableId: undefined, kioskId: 'k1', orderType: 'Pickup' }),
    ).toMatchObject({
      tableId: null,
      kioskId: 'k1',
      orderType: 'Pickup',
    });
  });
});

describe('responses and reviews', () => {
  it('reads the created order', () => {
    const created = {
      orderNumber: 7,
      tableNumber: null,
      pointsEarned: 12,
      orderId: 'o1',
      total: 1310,
      completedAt: '2026-06-10T19:30:00Z',
    };
    expect(createdOrderSchema.parse(created)).toEqual(created);
  });
  it('takes a 1-5 rating', () => {
    expect(orderReviewBodySchema.parse({ orderId: 'o1', rating: 5 })).toEqual({
      orderId: 'o1',
      rating: 5,
      comment: '',
    });
    expect(orderReviewBodySchema.safeParse({ orderId: 'o1', rating: 6 }).success).toBe(false);
  });
});

describe('common pieces', () => {
  it('accept ASAP or an ISO time with offset', () => {
    expect(orderTimeSchema.parse('ASAP')).toBe('ASAP');
    expect(orderTimeSchema.parse('2026-06-10T12:00:00-07:00')).toBe('2026-06-10T12:00:00-07:00');
  });
  it('normalise phones to 10 digits', () => {
    expect(phoneSchema.parse('(778) 333-4444')).toBe('7783334444');
    expect(phoneSchema.safeParse('333-4444').success).toBe(false);
  });
  it('check cart entries', () => {
    expect(simpleCartSchema.safeParse({ a: { id: 'a', count: 50 } }).success).toBe(true);
    expect(choicesCartItemSchema.safeParse({ id: '', count: 1, choices: [] }).success).toBe(false);
  });
});

describe('payments', () => {
  it('create and update customer with a normalised postal code', () => {
    expect(createCustomerBodySchema.parse({ cardToken: 'tok_1', postalCode: 'v6b 1a1' })).toEqual({
      cardToken: 'tok_1',
      postalCode: 'V6B1A1',
    });
    expect(updateCustomerBodySchema.safeParse({ cardToken: '', postalCode: 'V6B1A1' }).success).toBe(false);
    expect(createCustomerBodySchema.safeParse({ cardToken: 't', postalCode: 'V6B' }).success).toBe(false);
    expect(createCustomerBodySchema.safeParse({ cardToken: 't', postalCode: 'V6B-1A1' }).success).toBe(false);
  });
  it('read the form-encoded card token request', () => {
    expect(
      cardTokenFormSchema.parse({
        number: '4242 4242 4242 4242',
        cvc: '123',
        exp_month: '12',
        exp_year: '2028',
        address_zip: 'V6B1A1',
      }),
    ).toEqual({
      number: '4242424242424242',
      cvc: '123',
      exp_month: 12,
      exp_year: 2028,
      address_zip: 'V6B1A1',
    });
    expect(
      cardTokenFormSchema.safeParse({
        number: '4242',
        cvc: '123',
        exp_month: 1,
        exp_year: 2028,
        address_zip: 'V6B1A1',
      }).success,
    ).toBe(false);
    expect(
      cardTokenFormSchema.safeParse({
        number: '4242424242424242',
        cvc: '123',
        exp_month: 13,
        exp_year: 2028,
        address_zip: 'V6B1A1',
      }).success,
    ).toBe(false);
  });
});

describe('courier', () => {
  const estimate = {
    pickup_address: '1 Main St',
    dropoff_address: '2 Main St',
    order_value: 2500,
    external_store_id: 'l1',
    external_business_name: 'Demo Kitchen',
    pickup_time: '2026-06-10T19:30:00Z',
  };
  it('estimates with pickup_time or delivery_time, not both or neither', () => {
    expect(estimateDeliveryBodySchema.safeParse(estimate).success).toBe(true);
    expect(
      estimateDeliveryBodySchema.safeParse({ ...estimate, delivery_time: '2026-06-10T20:30:00Z' }).success,
    ).toBe(false);
    const { pickup_time, ...neither } = estimate;
    expect(estimateDeliveryBodySchema.safeParse(neither).success).toBe(false);
    expect(estimateDeliveryBodySchema.safeParse({ ...estimate, order_value: -1 }).success).toBe(false);
  });
  it('creates a delivery with the customer', () => {
    const body = {
      ...estimate,
      pickup_phone_number: '7783334444',
      tip: 300,
      customer: {
        phone_number: '7785556666',
        first_name: 'Ann',
        email: 'ann@example.com',
        should_send_notifications: true,
      },
    };
    expect(createDeliveryBodySchema.parse(body)).toMatchObject({
      dropoff_instructions: '',
      customer: { last_name: '' },
    });
    expect(
      createDeliveryBodySchema.safeParse({ ...body, dropoff_instructions: 'x'.repeat(129) }).success,
    ).toBe(false);
    expect(
      createDeliveryBodySchema.safeParse({ ...body, customer: { ...body.customer, email: 'nope' } }).success,
    ).toBe(false);
  });
  it("takes only the server's booking id as courier details, never a time, fee or delivery id", () => {
    expect(
      courierDetailsSchema.parse({
        booking_id: 'b-1',
        estimated_delivery_time: '2020-01-01T00:00:00Z',
        external_delivery_id: 'mine',
        fee: 0,
      }),
    ).toEqual({ booking_id: 'b-1' });
    expect(courierDetailsSchema.safeParse({ estimated_delivery_time: '2020-01-01T00:00:00Z' }).success).toBe(
      false,
    );
  });
});

describe('users', () => {
  it('deactivate by user id', () => {
    expect(deactivateUserBodySchema.safeParse({ userId: 'u1' }).success).toBe(true);
    expect(deactivateUserBodySchema.safeParse({}).success).toBe(false);
  });
  it('save an address with coordinates and limits', () => {
    const address = { address: '1 Main St', latLng: { lat: 49.28, lng: -123.12 } };
    expect(saveAddressBodySchema.parse(address)).toEqual({
      ...address,
      aptNumber: '',
      deliveryInstructions: '',
    });
    expect(saveAddressBodySchema.safeParse({ ...address, aptNumber: '12345678901' }).success).toBe(false);
    expect(saveAddressBodySchema.safeParse({ ...address, latLng: { lat: 91, lng: 0 } }).success).toBe(false);
  });
  it('save a courier address', () => {
    const courier = { city: 'Vancouver', state: 'BC', street: '1 Main St', zip_code: 'V6B1A1' };
    expect(saveCourierAddressBodySchema.parse(courier)).toEqual(courier);
    expect(saveCourierAddressBodySchema.safeParse({ ...courier, city: '' }).success).toBe(false);
  });
  it('change user info', () => {
    expect(changeUserInfoBodySchema.parse({ name: ' Ann ', phoneNumber: '778 333 4444' })).toEqual({
      name: 'Ann',
      phoneNumber: '7783334444',
    });
    expect(
      changeUserInfoBodySchema.safeParse({ name: 'a'.repeat(29), phoneNumber: '7783334444' }).success,
    ).toBe(false);
    expect(changeUserInfoBodySchema.safeParse({ name: ' ', phoneNumber: '7783334444' }).success).toBe(false);
  });
});

describe('requests', () => {
  it('staff notifications', () => {
    expect(
      staffNotificationBodySchema.parse({
        locationId: 'l1',
        title: 'New Pickup Order',
        body: 'Open to confirm order #7!',
      }),
    ).toMatchObject({
      tableId: null,
    });
    expect(staffNotificationBodySchema.safeParse({ locationId: 'l1', title: '', body: 'x' }).success).toBe(
      false,
    );
  });
  it('service requests of 1 to 100 characters', () => {
    const request = { restaurantId: 'r1', locationId: 'l1', tableId: 't1', description: ' More spoons ' };
    expect(serviceRequestBodySchema.parse(request).description).toBe('More spoons');
    expect(serviceRequestBodySchema.safeParse({ ...request, description: ' ' }).success).toBe(false);
    expect(serviceRequestBodySchema.safeParse({ ...request, description: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });
});
