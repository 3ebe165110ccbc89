import { describe, expect, it } from 'vitest';
import { contractDelivery, contractEstimate, courierContract, courierContractNow } from './contract.ts';
import { DoorDashCourier, e164 } from './doordash-courier.ts';
import { doorDashJwt } from './doordash-jwt.ts';
import { createFakeDoorDash } from './fake-doordash.ts';
import { CourierError, courierFailureMessage } from './types.ts';

const credentials = {
  developerId: 'dev-1234',
  keyId: 'key-5678',
  signingSecret: Buffer.from('a signing secret of thirty-two bytes!').toString('base64url'),
};
const clock = { now: () => courierContractNow };

const open = (sleep: (ms: number) => Promise<void> = async () => {}) => {
  const fake = createFakeDoorDash(credentials);
  const courier = new DoorDashCourier({
    credentials,
    clock,
    sleep,
    fetch: fake.fetch,
    baseUrl: 'https://openapi.doordash.test/',
  });
  return { fake, courier };
};

courierContract('DoorDash Drive v2 (fake HTTP)', (sleep) => {
  const { fake, courier } = open(sleep);
  return {
    courier,
    failNext: (status, options = {}) => {
      for (let i = 0; i < (options.times ?? 1); i++) {
        fake.scripted.push({
          status,
          body:
            status === 400
              ? {
                  code: 'validation_error',
                  message: 'Validation Failed',
                  field_errors: options.fieldErrors ?? [],
                }
              : { code: 'service_unavailable', message: 'Service unavailable' },
        });
      }
    },
  };
});

describe('DoorDash adapter on the wire', () => {
  it('signs a DD-JWT-V1 token with the decoded secret', () => {
    const token = doorDashJwt(credentials, new Date('2026-11-19T03:30:00Z'));
    const [header, claims] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' });
    const issuedAt = Date.parse('2026-11-19T03:30:00Z') / 1000;
    expect(claims).toEqual({
      aud: 'doordash',
      iss: 'dev-1234',
      kid: 'key-5678',
      iat: issuedAt,
      exp: issuedAt + 300,
    });
  });

  it('asks for a quote with our request in DoorDash fields', async () => {
    const { fake, courier } = open();
    const estimate = await courier.estimate(contractEstimate);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/drive/v2/quotes');
    expect(request.body).toMatchObject({
      external_delivery_id: expect.stringMatching(/^quote-/),
      pickup_address: contractEstimate.pickup_address,
      pickup_business_name: 'Maple & Miso',
      pickup_time: contractEstimate.pickup_time,
      dropoff_address: contractEstimate.dropoff_address,
      dropoff_location: contractEstimate.dropoff_location,
      order_value: 4250,
      currency: 'CAD',
    });
    expect(estimate).toEqual({
      deliveryTime: '2026-11-19T04:17:00.000Z',
      fee: 975,
      externalId: request.body?.external_delivery_id,
    });
  });

  it('sends a scheduled time as dropoff_time', async () => {
    const { fake, courier } = open();
    const { pickup_time: _asap, ...scheduled } = contractEstimate;
    await courier.estimate({ ...scheduled, delivery_time: '2026-11-19T05:30:00.000Z' });
    expect(fake.requests[0]!.body).toMatchObject({ dropoff_time: '2026-11-19T05:30:00.000Z' });
    expect(fake.requests[0]!.body).not.toHaveProperty('pickup_time');
  });

  it('creates the delivery with the customer as dropoff contact and maps the answer', async () => {
    const { fake, courier } = open();
    const delivery = await courier.create(contractDelivery);
    expect(fake.requests[0]!.path).toBe('/drive/v2/deliveries');
    expect(fake.requests[0]!.body).toMatchObject({
      external_delivery_id: 'order-contract-1',
      pickup_phone_number: '+16045550100',
      dropoff_phone_number: '+16045550199',
      dropoff_contact_given_name: 'Ada',
      dropoff_contact_family_name: 'Lovelace',
      dropoff_contact_send_notifications: true,
      dropoff_instructions: 'Buzz 1201',
      tip: 640,
    });
    expect(delivery).toEqual({
      estimatedDeliveryTime: '2026-11-19T04:17:00.000Z',
      trackingUrl: 'https://track.doordash.com/share/order-contract-1/track',
      deliveryId: 'order-contract-1',
    });
  });

  it('takes back the delivery an earlier lost attempt created (409 then GET)', async () => {
    const { fake, courier } = open();
    await courier.create(contractDelivery);
    const again = await courier.create(contractDelivery);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /drive/v2/deliveries',
      'POST /drive/v2/deliveries',
      'GET /drive/v2/deliveries/order-contract-1',
    ]);
    expect(again.deliveryId).toBe('order-contract-1');
  });

  it('retries a 503 then succeeds, and retries a network failure', async () => {
    const sleeps: number[] = [];
    const { fake, courier } = open(async (ms) => {
      sleeps.push(ms);
    });
    fake.scripted.push({ status: 503, body: { message: 'Service Unavailable' } }, 'network-error');
    await expect(courier.estimate(contractEstimate)).resolves.toMatchObject({ fee: 975 });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([10, 100]);
  });

  it('shows a field error from a recorded 400', async () => {
    const { fake, courier } = open();
    fake.scripted.push({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Validation Failed',
        field_errors: [{ field: 'dropoff_address', error: 'Dropoff address is not in a serviceable area' }],
      },
    });
    const failure = await courier.create(contractDelivery).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CourierError);
    expect((failure as CourierError).message).toBe('Dropoff address is not in a serviceable area');
    expect(fake.requests).toHaveLength(1);
  });

  it('treats wrong credentials as a refusal with the general apology', async () => {
    const fake = createFakeDoorDash(credentials);
    const courier = new DoorDashCourier({
      credentials: { ...credentials, developerId: 'someone-else' },
      clock,
      fetch: fake.fetch,
    });
    await expect(courier.estimate(contractEstimate)).rejects.toMatchObject({
      statusCode: 400,
      message: courierFailureMessage,
    });
    expect(fake.requests[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('writes Canadian phone numbers in E.164', () => {
    expect(e164('604-555-0100')).toBe('+16045550100');
    expect(e164('16045550100')).toBe('+16045550100');
    expect(e164('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});
