import { priceOrder } from '@orderly/domain';
import { demoPlaces } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courierBookings } from '../db/schema.ts';
import type { SandboxCourier } from '../integrations/courier/sandbox-courier.ts';
import type { DeliveryCreateRequest } from '../integrations/courier/types.ts';
import { loadLocation, loadMenu } from '../restaurants/restaurant-repository.ts';
import { courierBookingCustomer } from '../test/courier-requests.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';

const { server, api } = serverForFile();

const kitsilano = { restaurantId: 'demo', locationId: 'kitsilano' };
const dropoff = '2750 W 4th Ave, Vancouver, BC';

async function courierCustomer() {
  const customer = await signUpCustomer(api);
  await api.put('/api/address', { ...kitsilano, placeId: demoPlaces.west4th2750 }, { token: customer.token });
  await saveCard(server.baseUrl, api, customer.token);
  return customer;
}

const deliveryRequest = (overrides: Record<string, unknown> = {}) => ({
  ...kitsilano,
  pickup_address: 'anything the browser says',
  dropoff_address: dropoff,
  order_value: 4000,
  external_store_id: 'x',
  external_business_name: 'x',
  pickup_time: '2026-11-18T20:05:00-08:00',
  ...overrides,
});

/** The tip the order will charge (what the app computes with the same rule and sends to create_delivery). */
async function courierTip(products: Record<string, { id: string; count: number }>) {
  const view = await loadLocation(server.database.db, 'demo', 'kitsilano', new Date());
  const menu = await loadMenu(server.database.db, 'demo', 'kitsilano');
  return priceOrder({
    settings: view!.settings,
    catalogue: menu,
    cart: products,
    choicesCart: [],
    orderType: 'Delivery',
    paymentMethod: 'online',
    tip: 0,
    isFirstOrder: true,
    loggedIn: true,
    deliveryLatLng: { lat: 49.2683, lng: -123.1685 },
  }).tipAmount;
}

const tacos = { 'fish-tacos': { id: 'fish-tacos', count: 2 } };

const bookingRequest = (overrides: Record<string, unknown> = {}) =>
  deliveryRequest({
    pickup_phone_number: '6045550000',
    dropoff_instructions: 'Side door',
    tip: 0,
    customer: courierBookingCustomer,
    ...overrides,
  });

async function book(token: string, overrides: Record<string, unknown> = {}) {
  const created = await api.post(
    '/api/create_delivery',
    bookingRequest({ tip: await courierTip(tacos), ...overrides }),
    { token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { booking_id: string; estimated_delivery_time: string };
}

const courierOrder = (courierDetails: unknown, overrides: Record<string, unknown> = {}) =>
  orderBody({
    ...kitsilano,
    orderType: 'Delivery',
    paymentMethod: 'online',
    tip: 0,
    courierDetails,
    products: tacos,
    ...overrides,
  });

describe('delivery through the courier', () => {
  it('estimates, books the delivery on the server and places the order under the booking', async () => {
    const customer = await courierCustomer();
    const estimate = await api.post('/api/estimate_delivery', deliveryRequest(), { token: customer.token });
    expect(estimate.status).toBe(200);
    expect(Date.parse(estimate.body.data.delivery_time)).toBeGreaterThan(
      Date.parse('2026-11-18T20:05:00-08:00'),
    );

    const booking = await book(customer.token);
    const placed = await api.post('/api/create_order_v2', courierOrder({ booking_id: booking.booking_id }), {
      token: customer.token,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order;
    expect(order.orderId).toBe(booking.booking_id);
    expect(order.completedAt).toBe(booking.estimated_delivery_time);
    const saved = (await api.get(`/api/orders/${order.orderId}`, { token: customer.token })).body.data.order;
    // The courier's minimum tip is 10% even when None is chosen.
    expect(saved.tipAmount).toBe(Math.round((saved.total - saved.tipAmount) * 0.1));

    const reused = await api.post('/api/create_order_v2', courierOrder({ booking_id: booking.booking_id }), {
      token: customer.token,
    });
    expect(reused.status).toBe(409);
  });

  it("takes nothing about the courier from the browser but the server's booking id", async () => {
    const customer = await courierCustomer();
    // A made-up arrival time and delivery id, no booking: refused, nothing placed.
    const forged = await api.post(
      '/api/create_order_v2',
      courierOrder({ estimated_delivery_time: '2020-01-01T00:00:00Z', external_delivery_id: 'mine' }),
      { token: customer.token },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('Sorry, the delivery booking is missing.');
    const unknown = await api.post('/api/create_order_v2', courierOrder({ booking_id: 'not-ours' }), {
      token: customer.token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Sorry, there was an error with delivery. Please try again.');

    // A real booking with extra fields: they are ignored; id and time are the booking's.
    const booking = await book(customer.token);
    const placed = await api.post(
      '/api/create_order_v2',
      courierOrder({
        booking_id: booking.booking_id,
        external_delivery_id: 'mine',
        estimated_delivery_time: '2020-01-01T00:00:00Z',
      }),
      { token: customer.token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.orderId).toBe(booking.booking_id);
    expect(placed.body.data.order.completedAt).toBe(booking.estimated_delivery_time);
    const history = (await api.get('/api/orders?restaurantId=demo', { token: customer.token })).body;
    expect(JSON.stringify(history)).not.toContain('2020-01-01');
  });

  it('accepts a booking only for its own customer, address, time and tip, and not once expired', async () => {
    const owner = await courierCustomer();
    const other = await courierCustomer();
    const booking = await book(owner.token);
    const expectRefused = async (response: { status: number; body: { error: { message: string } } }) => {
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Sorry, there was an error with delivery. Please try again.');
    };
    // Another customer's booking.
    await expectRefused(
      await api.post('/api/create_order_v2', courierOrder({ booking_id: booking.booking_id }), {
        token: other.token,
      }),
    );
    // A tip other than the one the courier was booked with.
    await expectRefused(
      await api.post('/api/create_order_v2', courierOrder({ booking_id: booking.booking_id }, { tip: 0.2 }), {
        token: owner.token,
      }),
    );
    // Another address than the one booked.
    const moved = await courierCustomer();
    const movedBooking = await book(moved.token);
    await api.put('/api/address', { ...kitsilano, placeId: demoPlaces.west4th2155 }, { token: moved.token });
    await expectRefused(
      await api.post('/api/create_order_v2', courierOrder({ booking_id: movedBooking.booking_id }), {
        token: moved.token,
      }),
    );
    // Expired.
    await server.database.db
      .update(courierBookings)
      .set({ expiresAt: new Date('2026-11-18T19:00:00-08:00') })
      .where(eq(courierBookings.id, booking.booking_id));
    await expectRefused(
      await api.post('/api/create_order_v2', courierOrder({ booking_id: booking.booking_id }), {
        token: owner.token,
      }),
    );
  });

  it("estimates for the saved, server-resolved address only, never the browser's drop-off", async () => {
    const customer = await signUpCustomer(api);
    const courier = server.integrations.courier as SandboxCourier;
    const seen: { dropoff_address: string; dropoff_location?: unknown }[] = [];
    const estimate = courier.estimate.bind(courier);
    courier.estimate = (request) => {
      seen.push(request);
      return estimate(request);
    };
    try {
      const unsaved = await api.post('/api/estimate_delivery', deliveryRequest(), { token: customer.token });
      expect(unsaved.status).toBe(400);
      expect(unsaved.body.error.message).toBe('Address required to make delivery order.');
      expect(seen).toHaveLength(0);
      await api.put(
        '/api/address',
        { ...kitsilano, placeId: demoPlaces.west4th2750 },
        { token: customer.token },
      );
      const saved = await api.post(
        '/api/estimate_delivery',
        deliveryRequest({ dropoff_address: 'Totally made up place' }),
        { token: customer.token },
      );
      expect(saved.status).toBe(200);
    } finally {
      courier.estimate = estimate;
    }
    expect(seen).toEqual([
      expect.objectContaining({
        dropoff_address: '2750 W 4th Ave, Vancouver',
        dropoff_location: { lat: 49.2683, lng: -123.1685 },
      }),
    ]);
  });

  it('books with the account and saved address, not what the browser names', async () => {
    const customer = await courierCustomer();
    const courier = server.integrations.courier as SandboxCourier;
    const seen: DeliveryCreateRequest[] = [];
    const create = courier.create.bind(courier);
    courier.create = (request) => {
      seen.push(request);
      return create(request);
    };
    try {
      await book(customer.token, {
        dropoff_address: 'somewhere else',
        external_delivery_id: 'mine',
        customer: {
          phone_number: '1112223333',
          first_name: 'Not',
          last_name: 'Me',
          email: 'not-me@example.com',
          should_send_notifications: true,
        },
      });
    } finally {
      courier.create = create;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      dropoff_address: '2750 W 4th Ave, Vancouver',
      customer: { first_name: 'Sam', last_name: 'Patel', email: customer.email, phone_number: '6045550100' },
    });
    expect(seen[0]!.external_delivery_id).not.toBe('mine');
    // A tip larger than any tip option of the order value is refused before the courier is called.
    const greedy = await api.post(
      '/api/create_delivery',
      deliveryRequest({
        pickup_phone_number: '6045550000',
        tip: 100_000,
        customer: {
          phone_number: '6045550100',
          first_name: 'Sam',
          last_name: 'Patel',
          email: customer.email,
          should_send_notifications: true,
        },
      }),
      { token: customer.token },
    );
    expect(greedy.status).toBe(400);
    expect(greedy.body.error.message).toBe('Sorry, please choose one of the tip options.');
  });

  it('needs the courier details before placing a courier delivery', async () => {
    const customer = await courierCustomer();
    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({
        ...kitsilano,
        orderType: 'Delivery',
        paymentMethod: 'online',
        products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
      }),
      { token: customer.token },
    );
    expect(placed.body.error.message).toBe('Sorry, there was an error with delivery. Please try again.');
  });

  it('shows the courier field error, and the general apology after retrying a booking outage three times', async () => {
    const customer = await courierCustomer();
    const courier = server.integrations.courier as SandboxCourier;
    const instruct = (deliveryInstructions: string) =>
      api.put(
        '/api/address',
        { ...kitsilano, placeId: demoPlaces.west4th2750, deliveryInstructions },
        { token: customer.token },
      );

    // The saved instructions go to the courier (its sandbox refuses or fails on these words).
    await instruct('courier:fail-400');
    const before = courier.attempts;
    const refused = await api.post('/api/create_delivery', bookingRequest(), { token: customer.token });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("The dropoff address is outside the courier's delivery area.");
    expect(courier.attempts - before).toBe(1);

    await instruct('courier:fail-500');
    const beforeOutage = courier.attempts;
    const outage = await api.post('/api/create_delivery', bookingRequest(), { token: customer.token });
    expect(outage.status).toBe(502);
    expect(outage.body.error.message).toBe('Sorry, error requesting delivery. Please try again later.');
    expect(courier.attempts - beforeOutage).toBe(3);

    await instruct('Side door');
    courier.failNext({ status: 500, times: 2 });
    const recovered = await api.post('/api/create_delivery', bookingRequest(), { token: customer.token });
    expect(recovered.status).toBe(200);
    const estimate = await api.post('/api/estimate_delivery', deliveryRequest(), { token: customer.token });
    expect(estimate.status).toBe(200);
  });

  it('is only for locations with the courier', async () => {
    const customer = await courierCustomer();
    const response = await api.post('/api/estimate_delivery', deliveryRequest({ locationId: 'downtown' }), {
      token: customer.token,
    });
    expect(response.body.error.message).toBe('Sorry, this location does not deliver by courier.');
  });
});
