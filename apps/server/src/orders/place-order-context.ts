import {
  type AppliedPromo,
  type CourierDetails,
  checkKioskOrder,
  checkPromoCode,
  findPromoCode,
  GUEST_ORDER,
  type GuestCreateOrderBody,
  isCourierDelivery,
  type KioskOrder,
  kioskMessages,
  type LatLng,
  type LocationSettings,
  messages,
  type OrderType,
  orderTypeAt,
  type PaymentMethod,
  type PromoCode,
  promoWindowStart,
  type RedeemedRewards,
  type Reward,
  resolvePaymentMethod,
  type Table,
  tableTabsOn,
  visitMessages,
} from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { type CourierBooking, usableCourierBooking } from '../delivery/courier-bookings.ts';
import { HttpError } from '../http/errors.ts';
import {
  type LocationMenu,
  type LocationView,
  loadLocation,
  loadMenu,
} from '../restaurants/restaurant-repository.ts';
import { guestOfToken } from '../tables/table-visits.ts';
import { findUser, type UserRow } from '../users/user-repository.ts';
import { customerAtRestaurant, loadPromoCodes, loadRewards, promoHistory } from './order-context.ts';
import type { PlaceOrderRequest } from './place-order-request.ts';

/** Everything an order is checked, priced and written against, read once at the start. */
export interface OrderContext {
  request: PlaceOrderRequest;
  body: PlaceOrderRequest['body'];
  now: Date;
  view: LocationView;
  settings: LocationSettings;
  menu: LocationMenu;
  /** The table the order names, if any (a guest's, or a dine-in customer's); never a kiosk's. */
  table: Table | undefined;
  /** The kiosk a guest's order comes from (decision 0092), with the stand's number, or null. */
  kiosk: KioskOrder | null;
  isDineIn: boolean;
  userId: string | null;
  user: UserRow | undefined;
  /** The customer's points at the restaurant (0 for a guest). */
  rewardPoints: number;
  isFirstOrder: boolean;
  /** The order type after the table decided: empty when none fits (a rule then refuses it). */
  orderType: OrderType;
  /** What the customer chose, and what the location's policy makes of it. */
  chosenPayment: PaymentMethod;
  paymentMethod: PaymentMethod;
  /** The courier booking the body names, as the client sent it (checked by the rules). */
  courierReference: CourierDetails | null;
  /** The server's record of that booking; an Error when it does not fit (refused after the spec's checks). */
  booking: CourierBooking | Error | null;
  redeemed: RedeemedRewards;
  rewards: Reward[];
  cartIsEmpty: boolean;
  promo: AppliedPromo | null;
  /** The restaurant's promo code the order applies (its frequency is checked again at the write). */
  promoRule: PromoCode | null;
  /**
   * A dine-in order at a location that keeps tabs becomes a round of the table's visit (decision
   * 0093), taken at the write; `visitGuest` is who joined with the token the browser sent (null:
   * none sent, the order joins the table's open visit).
   */
  keepsTab: boolean;
  visitGuest: { guestId: string; visitId: string; name: string; tableId: string } | null;
}

/**
 * The kiosk a guest's order names (decision 0092): one of the location's tables in use (a kiosk link
 * is a table's), at a location with kiosks on, and never with a table as well: a kiosk's own id is
 * not where the order goes. Its rules (Dine-in or Pickup, the stand number) are checkKioskOrder's.
 */
function kioskOf(
  body: GuestCreateOrderBody,
  tables: readonly Table[],
  settings: LocationSettings,
): KioskOrder | null {
  if (!body.kioskId) {
    if (body.standNumber !== null) throw new HttpError(400, kioskMessages.standWithoutKiosk);
    return null;
  }
  if (body.tableId) throw new HttpError(400, kioskMessages.noTableAtKiosk);
  if (!settings.virtualKioskEnabled) throw new HttpError(400, kioskMessages.kioskOff);
  const kiosk = tables.find((candidate) => candidate.id === body.kioskId);
  if (!kiosk?.active) throw new HttpError(400, kioskMessages.unknownKiosk);
  const problem = checkKioskOrder({ settings, orderType: body.orderType, stand: body.standNumber });
  if (problem) throw new HttpError(400, problem);
  return { kioskId: kiosk.id, stand: body.standNumber };
}

/** The customer's saved delivery position (Delivery: pricing's zone and the area rule). */
export function deliveryPosition(context: Pick<OrderContext, 'user'>): LatLng | null {
  const { user } = context;
  return user?.lat != null && user.lng != null ? { lat: user.lat, lng: user.lng } : null;
}

/**
 * Reads what the order needs: the location and its menu, the table, the customer (refused if signed
 * out or deactivated), the courier booking, the rewards, and the promo code checked again (it may
 * have been used elsewhere since it was applied; pricing needs it).
 */
export async function loadOrderContext(db: Db, request: PlaceOrderRequest, now: Date): Promise<OrderContext> {
  const { body } = request;
  const userId = request.kind === 'customer' ? request.userId : null;

  const view = await loadLocation(db, body.restaurantId, body.locationId, now);
  if (!view) throw new HttpError(404, messages.restaurantUnknown);
  const { settings } = view;
  const menu = await loadMenu(db, body.restaurantId, body.locationId);

  const kiosk = request.kind === 'guest' ? kioskOf(request.body, menu.tables, settings) : null;
  const table = body.tableId ? menu.tables.find((candidate) => candidate.id === body.tableId) : undefined;
  if (body.tableId && !table?.active) throw new HttpError(400, messages.tableUnknown);
  // At a kiosk, dine-in is the customer's choice (served at a stand or called at the counter); a
  // kiosk's order names no table, so it keeps no tab (decision 0092).
  const isDineIn = kiosk
    ? body.orderType === 'Dine-in' && settings.dineInEnabled
    : Boolean(table) && settings.dineInEnabled;
  const keepsTab = !kiosk && isDineIn && tableTabsOn(settings);
  const visitGuest = keepsTab ? await tokenGuest(db, body, view.settings, now) : null;
  // Staff moved (or merged) the guest's visit to another table: the round is served there.
  const servedAt =
    visitGuest && visitGuest.tableId !== table?.id
      ? menu.tables.find((candidate) => candidate.id === visitGuest.tableId && candidate.active)
      : table;
  if (visitGuest && !servedAt) throw new HttpError(400, messages.tableUnknown);

  const user = userId
    ? ((request.kind === 'customer' ? request.user : undefined) ?? (await findUser(db, userId)))
    : undefined;
  if (userId && (!user || user.deactivatedAt)) throw new HttpError(401, messages.notAuthenticated);
  const customer = userId ? await customerAtRestaurant(db, userId, body.restaurantId) : undefined;

  const orderType = orderTypeAt({ atTable: isDineIn, chosen: body.orderType });
  const chosenPayment: PaymentMethod =
    request.kind === 'guest' ? GUEST_ORDER.paymentMethod : body.paymentMethod;
  // A round of a table's tab is paid at the table, by whoever pays which part (decision 0093).
  const paymentMethod =
    request.kind === 'guest' || keepsTab
      ? GUEST_ORDER.paymentMethod
      : resolvePaymentMethod({ settings, orderType, chosen: chosenPayment });
  // Only a reference to a booking the server made itself (create_delivery); its record gives the
  // fee, the time and the id. A reference that does not fit is refused after the spec's checks.
  const courierReference = request.kind === 'customer' ? request.body.courierDetails : null;
  const booking =
    courierReference && userId && user && isCourierDelivery(settings, orderType)
      ? await usableCourierBooking(db, {
          bookingId: courierReference.booking_id,
          userId,
          restaurantId: body.restaurantId,
          locationId: body.locationId,
          user,
          orderTime: body.orderTime,
          now,
        }).catch((error: unknown) => error as Error)
      : null;
  const redeemed = request.kind === 'customer' ? request.body.promos : {};
  const rewards = userId ? await loadRewards(db, body.restaurantId) : [];
  const cartIsEmpty = Object.keys(body.products).length === 0 && body.choicesProducts.length === 0;

  let promo: AppliedPromo | null = null;
  let promoRule: PromoCode | null = null;
  if (request.kind === 'customer' && request.body.redeemedPromoCode && userId) {
    const history = await promoHistory(
      db,
      userId,
      body.restaurantId,
      promoWindowStart('year', now, settings.timeZone),
      now,
    );
    const promoCodes = await loadPromoCodes(db, body.restaurantId);
    const result = checkPromoCode({
      code: request.body.redeemedPromoCode,
      promoCodes,
      now,
      timeZone: settings.timeZone,
      orderHistory: history,
    });
    if (!result.ok) throw new HttpError(400, result.message);
    promo = result.promo;
    promoRule = findPromoCode(request.body.redeemedPromoCode, promoCodes) ?? null;
  }

  return {
    request,
    body,
    now,
    view,
    settings,
    menu,
    table: servedAt,
    kiosk,
    isDineIn,
    userId,
    user,
    rewardPoints: customer?.data.rewardPoints ?? 0,
    isFirstOrder: customer?.isFirstOrder ?? false,
    orderType,
    chosenPayment,
    paymentMethod,
    courierReference,
    booking,
    redeemed,
    rewards,
    cartIsEmpty,
    promo,
    promoRule,
    keepsTab,
    visitGuest,
  };
}

/** The guest a visit token names at this location, or null when none was sent (404 when it opens nothing). */
async function tokenGuest(
  db: Db,
  body: { visitToken?: string | null | undefined; restaurantId: string; locationId: string },
  settings: LocationSettings,
  now: Date,
) {
  if (!body.visitToken) return null;
  const found = await guestOfToken(db, body.visitToken, async () => settings, now);
  if (!found || found.visit.restaurantId !== body.restaurantId || found.visit.locationId !== body.locationId)
    throw new HttpError(404, visitMessages.notFound);
  return {
    guestId: found.guest.id,
    visitId: found.visit.id,
    name: found.guest.name,
    tableId: found.visit.tableId,
  };
}
