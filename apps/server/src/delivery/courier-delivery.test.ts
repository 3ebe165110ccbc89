import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxCourier } from '../integrations/courier/sandbox-courier.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = httpClient(server.baseUrl);
});
afterAll(() => server?.close());

const kitsilano = { restaurantId: 'demo', locationId: 'kitsilano' };
const dropoff = '2750 W 4th Ave, Vancouver, BC';

async function courierCustomer() {
  const customer = await signUpCustomer(api);
  await api.put(
    '/api/address',
    { ...kitsilano, address: dropoff, latLng: { lat: 49.2679, lng: -123.1684 } },
    { token: customer.token },
  );
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

describe('delivery through the courier', () => {
  it('estimates, books the delivery and places the order under the delivery id', async () => {
    const customer = await courierCustomer();
    const estimate = await api.post('/api/estimate_delivery', deliveryRequest(), { token: customer.token });
    expect(estimate.status).toBe(200);
    expect(Date.parse(estimate.body.data.delivery_time)).toBeGreaterThan(
      Date.parse('2026-11-18T20:05:00-08:00'),
    );

    const created = await api.post(
      '/api/create_delivery',
      deliveryRequest({
        pickup_phone_number: '6045550000',
        dropoff_instructions: 'Side door',
        tip: 300,
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
    expect(created.status).toBe(200);
    const courierDetails = created.body.data;

    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({
        ...kitsilano,
        orderType: 'Delivery',
        paymentMethod: 'online',
        tip: 0,
        courierDetails: {
          estimated_delivery_time: courierDetails.estimated_delivery_time,
          external_delivery_id: courierDetails.external_delivery_id,
        },
        products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
      }),
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order.orderId).toBe(courierDetails.external_delivery_id);
    expect(order.completedAt).toBe(new Date(courierDetails.estimated_delivery_time).toISOString());
    const saved = (await api.get(`/api/orders/${order.orderId}`, { token: customer.token })).body.data.order;
    // The courier's minimum tip is 10% even when None is chosen.
    expect(saved.tipAmount).toBe(Math.round((saved.total - saved.tipAmount) * 0.1));

    const reused = await api.post(
      '/api/create_order_v2',
      orderBody({
        ...kitsilano,
        orderType: 'Delivery',
        paymentMethod: 'online',
        courierDetails: {
          estimated_delivery_time: courierDetails.estimated_delivery_time,
          external_delivery_id: courierDetails.external_delivery_id,
        },
        products: { 'fish-tacos': { id: 'fish-tacos', count: 2 } },
      }),
      { token: customer.token },
    );
    expect(reused.status).toBe(409);
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

  it('shows the courier field error, and the general apology after retrying an outage three times', async () => {
    const customer = await courierCustomer();
    const courier = server.integrations.courier as SandboxCourier;

    const refused = await api.post(
      '/api/estimate_delivery',
      deliveryRequest({ dropoff_address: 'courier:fail-400' }),
      {
        token: customer.token,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).not.toBe('Sorry, error requesting delivery. Please try again later.');

    const before = courier.attempts;
    const outage = await api.post(
      '/api/estimate_delivery',
      deliveryRequest({ dropoff_address: 'courier:fail-500' }),
      {
        token: customer.token,
      },
    );
    expect(outage.status).toBe(502);
    expect(outage.body.error.message).toBe('Sorry, error requesting delivery. Please try again later.');
    expect(courier.attempts - before).toBe(3);

    courier.failNext({ status: 500, times: 2 });
    const recovered = await api.post('/api/estimate_delivery', deliveryRequest(), { token: customer.token });
    expect(recovered.status).toBe(200);
  });

  it('is only for locations with the courier', async () => {
    const customer = await courierCustomer();
    const response = await api.post('/api/estimate_delivery', deliveryRequest({ locationId: 'downtown' }), {
      token: customer.token,
    });
    expect(response.body.error.message).toBe('Sorry, this location does not deliver by courier.');
  });
});
