import { randomUUID } from 'node:crypto';
import {
  courierPickupTime,
  deliveryQuote,
  type LocationSettings,
  messages,
  type Pacing,
} from '@orderly/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courierBookings, orders } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Courier, DeliveryEstimateRequest } from '../integrations/courier/types.ts';
import type { UserRow } from '../users/user-repository.ts';

export type CourierBooking = typeof courierBookings.$inferSelect;

/**
 * How long a booking waits for its order. An ASAP pickup is booked 10 minutes after the kitchen's
 * promise (now plus the wait with pacing and busy mode off, SPEC.md section 9): those 10 minutes
 * are the time left to place the order.
 */
export const COURIER_BOOKING_TTL_MS = 10 * 60_000;

/** The pickup side of a courier request: always the location's own data. */
export interface CourierPickup {
  pickup_address: string;
  external_store_id: string;
  external_business_name: string;
  pickup_location?: DeliveryEstimateRequest['pickup_location'];
}

/**
 * The time the courier is asked for, the same for the estimate and the booking: for ASAP the
 * pickup_time the server sets (`courierPickupTime`: 10 minutes after the kitchen's promise, with
 * busy mode and the kitchen's pacing as the diner's checkout reads them; whatever pickup_time the
 * browser sent only says ASAP), else the chosen delivery_time.
 */
export function courierTime(input: {
  /** 'ASAP', or the ISO time the customer chose. */
  orderTime: string;
  settings: LocationSettings;
  now: Date;
  pacing: Pacing | null;
}): { pickup_time: string } | { delivery_time: string } {
  const { settings, now, pacing } = input;
  return input.orderTime === 'ASAP'
    ? { pickup_time: courierPickupTime({ settings, now, pacing }) }
    : { delivery_time: new Date(input.orderTime).toISOString() };
}

/**
 * Books a courier delivery for the customer's saved address and remembers it. Everything the
 * courier is told comes from the server (the location, the account, the saved address, the
 * clock), except the chosen time, the order value and the tip, which the order must then match.
 * The booking's id is the courier's external_delivery_id and the id the order will carry.
 */
export async function bookCourierDelivery(input: {
  db: Db;
  courier: Courier;
  now: Date;
  user: UserRow;
  restaurantId: string;
  locationId: string;
  settings: LocationSettings;
  pickup: CourierPickup;
  /** 'ASAP', or the ISO time the customer chose. */
  orderTime: string;
  /** The kitchen's pacing (`dinerPacing`), null when the location does not pace. */
  pacing: Pacing | null;
  orderValue: number;
  tip: number;
}): Promise<CourierBooking> {
  const { user, settings, now } = input;
  if (!user.address?.trim()) throw new HttpError(400, messages.deliveryAddressRequired);
  const position = user.lat != null && user.lng != null ? { lat: user.lat, lng: user.lng } : null;
  const id = randomUUID();
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  const created = await input.courier.create({
    ...input.pickup,
    ...courierTime({ orderTime: input.orderTime, settings, now, pacing: input.pacing }),
    ...(position ? { dropoff_location: position } : {}),
    dropoff_address: user.address,
    order_value: input.orderValue,
    external_delivery_id: id,
    pickup_phone_number: settings.phoneNumber,
    dropoff_instructions: user.deliveryInstructions ?? '',
    tip: input.tip,
    customer: {
      phone_number: user.phoneNumber,
      first_name: firstName,
      last_name: rest.join(' '),
      email: user.email,
      should_send_notifications: true,
    },
  });
  const [booking] = await input.db
    .insert(courierBookings)
    .values({
      id,
      userId: user.id,
      restaurantId: input.restaurantId,
      locationId: input.locationId,
      dropoffAddress: user.address,
      dropoffLat: position?.lat ?? null,
      dropoffLng: position?.lng ?? null,
      orderTime: input.orderTime === 'ASAP' ? 'ASAP' : new Date(input.orderTime).toISOString(),
      deliveryFee: deliveryQuote(position, settings).deliveryFee,
      courierFee: null,
      tip: input.tip,
      orderValue: input.orderValue,
      estimatedDeliveryTime: new Date(created.estimatedDeliveryTime),
      courierDeliveryId: created.deliveryId,
      trackingUrl: created.trackingUrl ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + COURIER_BOOKING_TTL_MS),
    })
    .returning();
  return booking!;
}

/**
 * The booking an order may use: one the server made for this user, at this location, for the
 * address the user has now and the order's time, not expired and not yet used by an order (an
 * order keeps the booking's id in its courier details, unique across orders). Anything else is
 * refused with the spec's courier message, so the app books again.
 */
export async function usableCourierBooking(
  db: Db,
  input: {
    bookingId: string;
    userId: string;
    restaurantId: string;
    locationId: string;
    user: Pick<UserRow, 'address' | 'lat' | 'lng'>;
    orderTime: string;
    now: Date;
  },
): Promise<CourierBooking> {
  const [booking] = await db.select().from(courierBookings).where(eq(courierBookings.id, input.bookingId));
  const sameTime = (booked: string) =>
    booked === 'ASAP' ? input.orderTime === 'ASAP' : Date.parse(booked) === Date.parse(input.orderTime);
  const fits =
    booking &&
    booking.userId === input.userId &&
    booking.restaurantId === input.restaurantId &&
    booking.locationId === input.locationId &&
    booking.dropoffAddress === input.user.address &&
    booking.dropoffLat === input.user.lat &&
    booking.dropoffLng === input.user.lng &&
    sameTime(booking.orderTime) &&
    booking.expiresAt.getTime() > input.now.getTime();
  if (!fits) throw new HttpError(400, messages.courierError);
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.courierDetails}->>'external_delivery_id' = ${booking.id}`);
  if (used) throw new HttpError(409, messages.courierError);
  return booking;
}
