import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Courier,
  CourierError,
  courierFailureMessage,
  type DeliveryCreateRequest,
  type DeliveryEstimateRequest,
} from './types.ts';

export interface CourierContractSubject {
  courier: Courier;
  /** Makes the courier's next `times` answers fail with this HTTP status. */
  failNext(
    status: 500 | 503 | 400,
    options?: { fieldErrors?: { field: string; error: string }[]; times?: number },
  ): void;
}

/** Fixed "now" the subjects' clocks must use. */
export const courierContractNow = new Date('2026-11-18T19:30:00-08:00');

export const contractEstimate: DeliveryEstimateRequest = {
  pickup_address: '1055 W Georgia St, Vancouver, BC V6E 3P3',
  dropoff_address: '800 Robson St, Vancouver, BC V6Z 3B7',
  order_value: 4250,
  external_store_id: 'location-downtown',
  external_business_name: 'Maple & Miso',
  pickup_time: '2026-11-19T04:00:00.000Z',
  pickup_location: { lat: 49.2856, lng: -123.1222 },
  dropoff_location: { lat: 49.2822, lng: -123.1208 },
};

export const contractDelivery: DeliveryCreateRequest = {
  ...contractEstimate,
  external_delivery_id: 'order-contract-1',
  pickup_phone_number: '6045550100',
  dropoff_instructions: 'Buzz 1201',
  tip: 640,
  customer: {
    phone_number: '6045550199',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    should_send_notifications: true,
  },
};

/** The behaviour every courier shares; `open` gets the sleep it must use between retries. */
export function courierContract(
  name: string,
  open: (sleep: (ms: number) => Promise<void>) => CourierContractSubject,
) {
  describe(`courier contract: ${name}`, () => {
    let subject: CourierContractSubject;
    let sleeps: number[];
    beforeEach(() => {
      sleeps = [];
      subject = open(async (ms) => {
        sleeps.push(ms);
      });
    });

    it('estimates an ASAP delivery: arrival after pickup, fee in cents', async () => {
      const estimate = await subject.courier.estimate(contractEstimate);
      expect(Number.isInteger(estimate.fee)).toBe(true);
      expect(estimate.fee).toBeGreaterThan(0);
      expect(new Date(estimate.deliveryTime).toISOString()).toBe(estimate.deliveryTime);
      expect(Date.parse(estimate.deliveryTime)).toBeGreaterThan(Date.parse(contractEstimate.pickup_time!));
      expect(sleeps).toEqual([]);
    });

    it('estimates a scheduled delivery by its delivery time', async () => {
      const { pickup_time: _asap, ...scheduled } = contractEstimate;
      const estimate = await subject.courier.estimate({
        ...scheduled,
        delivery_time: '2026-11-19T05:30:00.000Z',
      });
      expect(Date.parse(estimate.deliveryTime)).toBeGreaterThanOrEqual(courierContractNow.getTime());
    });

    it('creates a delivery under our order id, once', async () => {
      const delivery = await subject.courier.create(contractDelivery);
      expect(delivery.deliveryId).toBe(contractDelivery.external_delivery_id);
      expect(Date.parse(delivery.estimatedDeliveryTime)).toBeGreaterThan(
        Date.parse(contractEstimate.pickup_time!),
      );
      const again = await subject.courier.create(contractDelivery);
      expect(again.deliveryId).toBe(delivery.deliveryId);
      expect(again.estimatedDeliveryTime).toBe(delivery.estimatedDeliveryTime);
    });

    it("shows the courier's first field error and does not retry a 4xx", async () => {
      subject.failNext(400, {
        fieldErrors: [
          { field: 'dropoff_phone_number', error: 'Invalid phone number for the dropoff location' },
          { field: 'dropoff_address', error: 'Second problem' },
        ],
      });
      const failure = await subject.courier.create(contractDelivery).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CourierError);
      expect(failure).toMatchObject({
        statusCode: 400,
        message: 'Invalid phone number for the dropoff location',
      });
      expect(sleeps).toEqual([]);
    });

    it('apologises in general for a 4xx without field errors', async () => {
      subject.failNext(400);
      await expect(subject.courier.estimate(contractEstimate)).rejects.toMatchObject({
        message: courierFailureMessage,
      });
    });

    it('retries a 5xx after 10 ms and succeeds', async () => {
      subject.failNext(503);
      const estimate = await subject.courier.estimate(contractEstimate);
      expect(estimate.fee).toBeGreaterThan(0);
      expect(sleeps).toEqual([10]);
    });

    it('gives up after 3 attempts (10 ms, then 100 ms) with the general apology', async () => {
      subject.failNext(500, { times: 3 });
      const failure = await subject.courier.create(contractDelivery).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CourierError);
      expect(failure).toMatchObject({ statusCode: 502, message: courierFailureMessage });
      expect(sleeps).toEqual([10, 100]);
      await expect(subject.courier.estimate(contractEstimate)).resolves.toBeTruthy();
    });
  });
}
