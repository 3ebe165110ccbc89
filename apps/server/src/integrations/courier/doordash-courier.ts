import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { FetchLike } from '../fetch.ts';
import { type CourierCallOptions, CourierResponseError, callCourier } from './courier-call.ts';
import { type DoorDashCredentials, doorDashJwt } from './doordash-jwt.ts';
import {
  type Courier,
  CourierError,
  type CourierFieldError,
  type CreatedDelivery,
  type DeliveryCreateRequest,
  type DeliveryEstimate,
  type DeliveryEstimateRequest,
} from './types.ts';

export interface DoorDashCourierOptions extends CourierCallOptions {
  credentials: DoorDashCredentials;
  /** https://openapi.doordash.com unless told otherwise. */
  baseUrl?: string;
  clock: Clock;
  fetch?: FetchLike;
  /** Per attempt. */
  timeoutMs?: number;
}

/** The part of DoorDash's quote and delivery objects we read. */
interface DoorDashDelivery {
  external_delivery_id: string;
  fee?: number;
  dropoff_time_estimated?: string;
  tracking_url?: string;
}

/** 10 digits become +1XXXXXXXXXX, the E.164 form DoorDash asks for; anything else goes as given. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return phone;
}

/**
 * DoorDash Drive API v2. An estimate is a quote (POST /drive/v2/quotes, under a fresh id, never
 * accepted); an order's delivery is created directly (POST /drive/v2/deliveries) under our order
 * id. `external_store_id` is not sent: Drive only takes a store id together with a business id
 * set up in the DoorDash portal, and the pickup address already says where to go.
 */
export class DoorDashCourier implements Courier {
  readonly kind = 'doordash';
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;

  constructor(private readonly options: DoorDashCourierOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://openapi.doordash.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async estimate(request: DeliveryEstimateRequest): Promise<DeliveryEstimate> {
    const body = { external_delivery_id: `quote-${randomUUID()}`, ...this.commonFields(request) };
    const quote = await callCourier(() => this.send('POST', '/drive/v2/quotes', body), this.options);
    return {
      deliveryTime: requireTime(quote),
      fee: quote.fee ?? 0,
      externalId: quote.external_delivery_id,
    };
  }

  async create(request: DeliveryCreateRequest): Promise<CreatedDelivery> {
    const body = {
      external_delivery_id: request.external_delivery_id,
      ...this.commonFields(request),
      pickup_phone_number: e164(request.pickup_phone_number),
      dropoff_phone_number: e164(request.customer.phone_number),
      dropoff_contact_given_name: request.customer.first_name,
      dropoff_contact_family_name: request.customer.last_name,
      dropoff_contact_send_notifications: request.customer.should_send_notifications,
      dropoff_instructions: request.dropoff_instructions,
      tip: request.tip,
    };
    const delivery = await callCourier(async () => {
      try {
        return await this.send('POST', '/drive/v2/deliveries', body);
      } catch (error) {
        // An earlier attempt may have gone through before its answer was lost: fetch that one.
        if (error instanceof CourierResponseError && error.status === 409) {
          return this.send('GET', `/drive/v2/deliveries/${encodeURIComponent(request.external_delivery_id)}`);
        }
        throw error;
      }
    }, this.options);
    return {
      estimatedDeliveryTime: requireTime(delivery),
      trackingUrl: delivery.tracking_url,
      deliveryId: delivery.external_delivery_id,
    };
  }

  private commonFields(request: DeliveryEstimateRequest) {
    return {
      pickup_address: request.pickup_address,
      pickup_business_name: request.external_business_name,
      pickup_time: request.pickup_time,
      dropoff_address: request.dropoff_address,
      dropoff_location: request.dropoff_location,
      dropoff_time: request.pickup_time ? undefined : request.delivery_time,
      order_value: request.order_value,
      currency: 'CAD',
    };
  }

  private async send(method: 'GET' | 'POST', path: string, body?: object): Promise<DoorDashDelivery> {
    const response = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${doorDashJwt(this.options.credentials, this.options.clock.now())}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    if (!response.ok) {
      const answer = parsed as { message?: string; field_errors?: CourierFieldError[] };
      const fieldErrors = Array.isArray(answer.field_errors) ? answer.field_errors : [];
      throw new CourierResponseError(
        response.status,
        fieldErrors,
        `DoorDash ${method} ${path} answered HTTP ${response.status}: ${answer.message ?? text.slice(0, 200)}`,
      );
    }
    return parsed as DoorDashDelivery;
  }
}

function requireTime(answer: DoorDashDelivery): string {
  const time = answer.dropoff_time_estimated;
  if (!time || Number.isNaN(Date.parse(time))) {
    throw new CourierError(502, [], 'DoorDash answered without dropoff_time_estimated');
  }
  return new Date(time).toISOString();
}
