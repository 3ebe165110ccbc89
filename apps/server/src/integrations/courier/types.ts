import type { Cents, LatLng } from '@orderly/domain';
import { HttpError } from '../../http/errors.ts';

/**
 * Third-party delivery, in our words (field names as SPEC.md section 7 sends them). Both calls
 * retry a courier outage themselves (SPEC.md section 9) and throw `CourierError` when they give up.
 */
export interface Courier {
  readonly kind: 'sandbox' | 'doordash';
  /** What a delivery would cost and when it would arrive; nothing is booked. */
  estimate(request: DeliveryEstimateRequest): Promise<DeliveryEstimate>;
  /** Books the delivery. Asking again with the same `external_delivery_id` gives the same delivery. */
  create(request: DeliveryCreateRequest): Promise<CreatedDelivery>;
}

export interface DeliveryEstimateRequest {
  /** One line, e.g. '1055 W Georgia St, Vancouver, BC V6E 3P3'. */
  pickup_address: string;
  dropoff_address: string;
  order_value: Cents;
  external_store_id: string;
  external_business_name: string;
  /**
   * ISO time: set for ASAP orders (`courierPickupTime` of @orderly/domain: 10 minutes after the
   * kitchen's promise, now + wait + 10 minutes with pacing and busy mode off).
   */
  pickup_time?: string;
  /** ISO time: set for scheduled orders. */
  delivery_time?: string;
  pickup_location?: LatLng;
  dropoff_location?: LatLng;
}

export interface DeliveryCustomer {
  phone_number: string;
  first_name: string;
  last_name: string;
  email: string;
  should_send_notifications: boolean;
}

export interface DeliveryCreateRequest extends DeliveryEstimateRequest {
  /** Our order id. */
  external_delivery_id: string;
  pickup_phone_number: string;
  dropoff_instructions?: string;
  tip: Cents;
  customer: DeliveryCustomer;
}

export interface DeliveryEstimate {
  /** ISO time the order should reach the customer. */
  deliveryTime: string;
  fee: Cents;
  /** The courier's reference for the quote, if it keeps one. */
  externalId?: string;
}

export interface CreatedDelivery {
  estimatedDeliveryTime: string;
  trackingUrl?: string;
  deliveryId: string;
}

export interface CourierFieldError {
  field: string;
  error: string;
}

export const courierFailureMessage = 'Sorry, error requesting delivery. Please try again later.';

/**
 * The courier refused or could not be reached. The message is what the customer sees: the
 * courier's first field error (e.g. an address it cannot serve) or the general apology.
 */
export class CourierError extends HttpError {
  constructor(
    /** 400 when the courier refused the request, 502 when it failed or could not be reached. */
    statusCode: 400 | 502,
    readonly fieldErrors: CourierFieldError[] = [],
    /** What went wrong, for the log. */
    readonly detail?: string,
  ) {
    super(statusCode, fieldErrors[0]?.error || courierFailureMessage);
    this.name = 'CourierError';
  }
}
