import type { BodyOf } from '@orderly/contract';
import { demo } from './demo.ts';

/** What POST /api/create_order_v2 takes. */
export type OrderBody = BodyOf<'createOrder'>;
/** What POST /guest/create_order takes. */
export type GuestOrderBody = BodyOf<'createGuestOrder'>;
/** What POST /guest/requests takes. */
export type ServiceRequestBody = BodyOf<'sendServiceRequest'>;
/** What POST /guest/auth/sign_up takes. */
export type SignUpBody = BodyOf<'signUp'>;

let accounts = 0;

/** An address no other test, run or process uses (short enough for the sign-up form's 38 characters). */
export function uniqueEmail(label = 'customer'): string {
  accounts += 1;
  const stamp = `${Date.now().toString(36).slice(-6)}${process.pid.toString(36)}${accounts.toString(36)}`;
  return `${label}-${stamp}@example.test`;
}

/** A new customer at the demo restaurant (name and phone set, password 'secret123'); undefined keeps a default. */
export function signUpBody(overrides: Partial<SignUpBody> = {}) {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return {
    email: uniqueEmail(),
    password: 'secret123',
    name: 'Sam Patel',
    phoneNumber: '6045550100',
    restaurantId: demo.restaurantId,
    ...given,
  } satisfies SignUpBody;
}

/** An order at the demo's downtown location: pickup as soon as possible, paid in person, empty cart. */
export function orderBody(overrides: Partial<OrderBody> = {}) {
  return {
    products: {},
    choicesProducts: [],
    notes: '',
    tip: 0,
    promos: {},
    redeemedPromoCode: null,
    orderType: 'Pickup',
    orderTime: 'ASAP',
    tableId: null,
    paymentMethod: 'offline',
    courierDetails: null,
    sourceClient: 'web',
    restaurantId: demo.restaurantId,
    locationId: demo.downtown,
    ...overrides,
  } satisfies OrderBody;
}

/** A guest's dine-in order at a table of the demo's downtown location (empty cart). */
export function guestOrderBody(overrides: Partial<GuestOrderBody> & Pick<GuestOrderBody, 'tableId'>) {
  return {
    products: {},
    choicesProducts: [],
    notes: '',
    tip: 0,
    orderType: 'Dine-in',
    orderTime: 'ASAP',
    paymentMethod: 'offline',
    sourceClient: 'web',
    restaurantId: demo.restaurantId,
    locationId: demo.downtown,
    ...overrides,
  } satisfies GuestOrderBody;
}

/** A table's service request at the demo's downtown location (table t2 asks for water). */
export function serviceRequestBody(overrides: Partial<ServiceRequestBody> = {}) {
  return {
    restaurantId: demo.restaurantId,
    locationId: demo.downtown,
    tableId: 't2',
    description: 'Water',
    ...overrides,
  } satisfies ServiceRequestBody;
}

/** Simple products by id and count, as a cart or an order's `products` holds them. */
export function products(counts: Record<string, number>): OrderBody['products'] {
  return Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, { id, count }]));
}

/** The card form the browser posts to the sandbox provider's token endpoint. */
export function sandboxCardForm(number = '4242424242424242') {
  return new URLSearchParams({
    'card[number]': number,
    'card[cvc]': '123',
    'card[exp_month]': '12',
    'card[exp_year]': '2030',
    'card[address_zip]': 'V6B 2S2',
  });
}

/** The postal code saved with the card (the sandbox card form's). */
export const cardPostalCode = 'V6B 2S2';

/**
 * Places of the embedded address search (apps/server/src/demo/gazetteer.json) the journeys and
 * tests save as delivery addresses: PUT /api/address takes the picked place's id and the server
 * keeps that place's address and coordinates. Downtown delivers itself, with two fee zones.
 */
export const demoPlaces = {
  /** 800 Robson St, Vancouver: downtown's inner zone (Zone 1, $2.99). */
  robson: 'van-0002',
  /** 1055 W Georgia St, Vancouver: downtown's inner zone. */
  westGeorgia: 'van-0001',
  /** 555 W 12th Ave, Vancouver (City Hall): downtown's outer zone (Zone 2, $5.99). */
  cityHall: 'van-0054',
  /** 1855 W 4th Ave, Vancouver: downtown's outer zone; Kitsilano's courier reaches it. */
  west4th1855: 'van-0047',
  /** 2155 W 4th Ave, Vancouver: downtown's outer zone; Kitsilano's courier reaches it. */
  west4th2155: 'van-0048',
  /** 2750 W 4th Ave, Vancouver: outside downtown's zones; Kitsilano's courier reaches it. */
  west4th2750: 'van-0062',
  /** 3102 W Broadway, Vancouver: outside downtown's zones. */
  westBroadway: 'van-0063',
  /** 4700 Kingsway, Burnaby: outside downtown's zones. */
  kingsway: 'van-0070',
} as const;

/** Delivery details the journeys and tests save (downtown delivers to its own zone). */
export const demoAddresses = {
  /** 800 Robson St, inside downtown's delivery zone: unit 1204 with the driver's instructions. */
  downtownUnit: {
    placeId: demoPlaces.robson,
    aptNumber: '1204',
    deliveryInstructions: 'Buzz 1204, leave at the door',
  },
};
