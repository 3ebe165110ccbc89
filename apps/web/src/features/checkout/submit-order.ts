import {
  type AppliedPromo,
  type ChoicesCartItem,
  type CourierDetails,
  type CreatedOrder,
  messages,
  type OrderType,
  orderFailureMessage,
  type PaymentMethod,
  type RedeemedRewards,
  type SimpleCart,
  type TimeSlot,
  type UserProfile,
} from '@orderly/domain';
import { ApiError } from '../../lib/client.ts';
import type { PublicSettings } from '../restaurant/api/get-location.ts';
import { createDelivery, estimateDelivery } from './api/courier.ts';
import { placeGuestOrder, placeOrder } from './api/place-order.ts';

/** A failure the customer reads as it is; `retryable` when no answer came (the same key may be sent again). */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
    /** The order's time filled up (capacity pacing): the next time the kitchen has room, if any. */
    readonly nextTime: TimeSlot | null = null,
  ) {
    super(message);
  }
}

export type SubmitStage = 'courier' | 'placing';

interface CartInput {
  cart: SimpleCart;
  choicesCart: readonly ChoicesCartItem[];
  notes: string;
}

const lineIds = (choicesCart: readonly ChoicesCartItem[]) =>
  choicesCart.map((item) => ({
    id: item.id,
    count: item.count,
    choices: item.choices.map((choice) => ({ modifierId: choice.modifierId, id: choice.id })),
  }));

function orderError(error: unknown): CheckoutError {
  // No answer at all (offline): the order may or may not have reached the server; the retry with
  // the same Idempotency-Key settles it without placing it twice.
  if (error instanceof ApiError && error.status === 0)
    return new CheckoutError(messages.orderConnectionLost, true);
  if (error instanceof ApiError) {
    const fromServer = error.status >= 400 && error.status < 500 ? error.message : null;
    const nextTime = (error.details.nextTime as TimeSlot | null | undefined) ?? null;
    return new CheckoutError(orderFailureMessage(error.status, fromServer), false, nextTime);
  }
  return new CheckoutError(messages.orderFailed);
}

/**
 * A guest's order, offline payment, no tip (POST /guest/create_order): dine-in at a table, or from a
 * kiosk (decision 0092) Dine-in or Pickup, named by the kiosk (never as a table) with the stand's number.
 */
export async function submitGuestOrder(input: {
  settings: PublicSettings;
  tableId: string;
  /** At a kiosk: which one, the order's type and the stand number (dine-in at a stand) or null. */
  kiosk?: { kioskId: string; orderType: 'Dine-in' | 'Pickup'; stand: number | null } | null;
  cart: CartInput;
  /** The table visit this guest joined (decision 0094): the order becomes a round of its tab. */
  visitToken?: string | null;
  idempotencyKey: string;
}): Promise<CreatedOrder> {
  const { kiosk } = input;
  try {
    return await placeGuestOrder(
      {
        products: input.cart.cart,
        choicesProducts: lineIds(input.cart.choicesCart),
        notes: input.cart.notes,
        tip: 0,
        orderType: kiosk ? kiosk.orderType : 'Dine-in',
        orderTime: 'ASAP',
        tableId: kiosk ? null : input.tableId,
        kioskId: kiosk ? kiosk.kioskId : null,
        standNumber: kiosk ? kiosk.stand : null,
        ...(!kiosk && input.visitToken ? { visitToken: input.visitToken } : {}),
        paymentMethod: 'offline',
        sourceClient: 'web',
        restaurantId: input.settings.restaurantId,
        locationId: input.settings.locationId,
      },
      input.idempotencyKey,
    );
  } catch (error) {
    throw orderError(error);
  }
}

/**
 * Books the courier for a delivery (estimate, then create) as SPEC.md section 7 describes:
 * pickup_time for ASAP, delivery_time for a chosen slot. A failure is the courier's message.
 * An ASAP pickup_time only says ASAP: the server sets the time the courier is asked for, from the
 * kitchen's promise (the domain's courierPickupTime, decision 0087), for the estimate and the booking.
 */
export async function bookCourier(input: {
  settings: PublicSettings;
  user: UserProfile;
  orderTime: string;
  now: Date;
  orderValue: number;
  tip: number;
}): Promise<CourierDetails> {
  const { settings, user } = input;
  const time =
    input.orderTime === 'ASAP'
      ? { pickup_time: input.now.toISOString() }
      : { delivery_time: new Date(input.orderTime).toISOString() };
  const common = {
    pickup_address: settings.address,
    dropoff_address: user.address ?? '',
    order_value: input.orderValue,
    external_store_id: settings.locationId,
    external_business_name: settings.name,
    restaurantId: settings.restaurantId,
    locationId: settings.locationId,
    ...time,
  };
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  try {
    await estimateDelivery(common);
    return await createDelivery({
      ...common,
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
  } catch (error) {
    const message = error instanceof ApiError && error.status >= 400 ? error.message : null;
    throw new CheckoutError(message ?? messages.courierRequestFailed);
  }
}

/** A signed-in customer's order (POST /api/create_order_v2); the server prices and charges it. */
export async function submitOrder(input: {
  settings: PublicSettings;
  cart: CartInput;
  promos: RedeemedRewards;
  promo: AppliedPromo | null;
  orderType: OrderType;
  orderTime: string;
  tableId: string | null;
  paymentMethod: PaymentMethod;
  /** A tip button's share. */
  tip: number;
  /** A custom tip in cents, charged as typed (null: a tip button). */
  customTip: number | null;
  courierDetails: CourierDetails | null;
  /** Dine-in at a table visit this diner joined (decision 0094): the order becomes a round of its tab. */
  visitToken?: string | null;
  /** The diner said yes to texts about this order (decision 0095). */
  textUpdates: boolean;
  /** One key per attempt at this order: kept for a retry after a lost connection. */
  idempotencyKey: string;
}): Promise<CreatedOrder> {
  try {
    return await placeOrder(
      {
        products: input.cart.cart,
        choicesProducts: lineIds(input.cart.choicesCart),
        notes: input.cart.notes,
        tip: input.tip,
        customTip: input.customTip,
        promos: input.promos,
        redeemedPromoCode: input.promo?.code ?? null,
        orderType: input.orderType,
        orderTime: input.orderTime,
        tableId: input.tableId,
        ...(input.tableId && input.visitToken ? { visitToken: input.visitToken } : {}),
        paymentMethod: input.paymentMethod,
        courierDetails: input.courierDetails,
        sourceClient: 'web',
        restaurantId: input.settings.restaurantId,
        locationId: input.settings.locationId,
        textUpdates: input.textUpdates,
      },
      input.idempotencyKey,
    );
  } catch (error) {
    throw orderError(error);
  }
}
