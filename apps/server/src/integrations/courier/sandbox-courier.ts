import { randomBytes } from 'node:crypto';
import type { LatLng } from '@orderly/domain';
import type { Clock } from '../../clock.ts';
import { type CourierCallOptions, CourierResponseError, callCourier } from './courier-call.ts';
import type {
  Courier,
  CourierFieldError,
  CreatedDelivery,
  DeliveryCreateRequest,
  DeliveryEstimate,
  DeliveryEstimateRequest,
} from './types.ts';

/** Makes the next `times` courier requests (attempts, retries included) fail. */
export interface SandboxCourierFailure {
  status: 500 | 400;
  fieldErrors?: CourierFieldError[];
  times?: number;
}

export interface SandboxCourierOptions extends CourierCallOptions {
  clock: Clock;
  failNext?: SandboxCourierFailure;
}

/** Put in the dropoff instructions or the dropoff address to make every request fail (browser tests). */
export const sandboxCourierTriggers = {
  outage: 'courier:fail-500',
  refusal: 'courier:fail-400',
} as const;

export const sandboxCourierRefusal: CourierFieldError = {
  field: 'dropoff_address',
  error: "The dropoff address is outside the courier's delivery area.",
};
export const sandboxCourierTooFar: CourierFieldError = {
  field: 'dropoff_address',
  error: 'The dropoff address is too far from the restaurant for delivery.',
};

/** Rates of the sandbox courier. */
export const sandboxCourierRates = {
  baseFee: 499,
  feePerKm: 75,
  pickupToDoorMinutes: 8,
  minutesPerKm: 3,
  /** Used when a request carries no coordinates. */
  defaultDistanceKm: 3,
  maxDistanceKm: 25,
} as const;

export function distanceKm(from: LatLng, to: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * The embedded courier: a deterministic estimate from the distance between pickup and dropoff
 * (base fee plus a rate per km; 8 minutes plus 3 per km after pickup), and failures on demand.
 * Requests go through the same retry rule as the real courier.
 */
export class SandboxCourier implements Courier {
  readonly kind = 'sandbox';
  private failures: Required<SandboxCourierFailure> | null = null;
  private readonly deliveries = new Map<string, CreatedDelivery>();
  /** Requests that reached the sandbox, attempts and retries included. */
  attempts = 0;

  constructor(private readonly options: SandboxCourierOptions) {
    if (options.failNext) this.failNext(options.failNext);
  }

  failNext(failure: SandboxCourierFailure) {
    this.failures = {
      status: failure.status,
      fieldErrors: failure.fieldErrors ?? [],
      times: failure.times ?? 1,
    };
  }

  estimate(request: DeliveryEstimateRequest): Promise<DeliveryEstimate> {
    return callCourier(async () => {
      this.answerOrFail(request);
      const { deliveryTime, fee } = this.quote(request);
      return { deliveryTime, fee, externalId: `sandbox-quote-${randomBytes(6).toString('hex')}` };
    }, this.options);
  }

  create(request: DeliveryCreateRequest): Promise<CreatedDelivery> {
    return callCourier(async () => {
      this.answerOrFail(request);
      const earlier = this.deliveries.get(request.external_delivery_id);
      if (earlier) return earlier;
      const delivery: CreatedDelivery = {
        estimatedDeliveryTime: this.quote(request).deliveryTime,
        deliveryId: request.external_delivery_id,
      };
      this.deliveries.set(request.external_delivery_id, delivery);
      return delivery;
    }, this.options);
  }

  private answerOrFail(request: DeliveryEstimateRequest & { dropoff_instructions?: string }) {
    this.attempts++;
    const failure = this.failures;
    if (failure) {
      failure.times--;
      if (failure.times <= 0) this.failures = null;
      throw new CourierResponseError(failure.status, failure.fieldErrors);
    }
    const asked = `${request.dropoff_instructions ?? ''} ${request.dropoff_address}`;
    if (asked.includes(sandboxCourierTriggers.outage)) throw new CourierResponseError(500);
    if (asked.includes(sandboxCourierTriggers.refusal)) {
      throw new CourierResponseError(400, [sandboxCourierRefusal]);
    }
  }

  private quote(request: DeliveryEstimateRequest) {
    const rates = sandboxCourierRates;
    const km =
      request.pickup_location && request.dropoff_location
        ? distanceKm(request.pickup_location, request.dropoff_location)
        : rates.defaultDistanceKm;
    if (km > rates.maxDistanceKm) throw new CourierResponseError(400, [sandboxCourierTooFar]);
    const rideMs = (rates.pickupToDoorMinutes + Math.ceil(rates.minutesPerKm * km)) * 60_000;
    const now = this.options.clock.now().getTime();
    const pickup = request.pickup_time ? Date.parse(request.pickup_time) : now;
    const wanted = request.delivery_time ? Date.parse(request.delivery_time) : now;
    if (Number.isNaN(pickup) || Number.isNaN(wanted)) {
      throw new CourierResponseError(400, [
        { field: 'pickup_time', error: 'The requested time is not valid.' },
      ]);
    }
    let arrival = pickup + rideMs;
    // A scheduled order arrives when asked, unless the courier cannot make it by then.
    if (!request.pickup_time && request.delivery_time) {
      arrival = Math.max(wanted, now + rideMs);
    }
    return {
      deliveryTime: new Date(arrival).toISOString(),
      fee: rates.baseFee + Math.round(rates.feePerKm * km),
    };
  }
}
