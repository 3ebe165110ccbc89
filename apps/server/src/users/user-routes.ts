import { topics } from '@orderly/client/protocol';
import {
  type ChoicesCartItem,
  checkPromoCode,
  messages,
  normaliseDeliveryDetails,
  normaliseUserDetails,
  promoWindowStart,
  rewardStatus,
  validateDeliveryDetails,
  validateUserInfoChange,
} from '@orderly/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { userRestaurants, users } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { AddressSearch } from '../integrations/address-search/types.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { isFirstOrder, loadPromoCodes, loadRewards, promoHistory } from '../orders/order-context.ts';
import { loadLocation, loadMenu } from '../restaurants/restaurant-repository.ts';
import { isLocalPublicUrl } from '../staff/public-url.ts';
import { resolveDeliveryAddress } from './delivery-address.ts';
import { findUser, profileOf, restaurantData, restaurantDataView, staffRoles } from './user-repository.ts';

export interface UserRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  /** Resolves the delivery address a diner picked (never the browser's coordinates). */
  addressSearch: Pick<AddressSearch, 'place'>;
  /** PUBLIC_URL: staff get it for table QR codes (and whether only this machine reaches it). */
  publicUrl?: string;
}

async function locationOrFail(db: Db, restaurantId: string, locationId: string, now: Date) {
  const view = await loadLocation(db, restaurantId, locationId, now);
  if (!view) throw new HttpError(404, messages.restaurantUnknown);
  return view;
}

/** The signed-in user's profile and per-restaurant data. */
export function registerUserRoutes(
  app: FastifyInstance,
  { db, clock, hub, addressSearch, publicUrl }: UserRouteDeps,
) {
  const publishUser = (userId: string) => hub.publish(topics.user(userId));

  route(app, 'getMe', async (request) => {
    const { id } = userOf(request);
    const { restaurantId } = request.query;
    const user = await findUser(db, id);
    if (!user) throw new HttpError(401, 'Not Authenticated');
    const data = restaurantId ? await restaurantData(db, id, restaurantId) : null;
    const staff = await staffRoles(db, id);
    return {
      data: {
        user: profileOf(user, data?.rewardPoints ?? 0),
        restaurant: data ? restaurantDataView(data) : null,
        isFirstOrder: restaurantId ? await isFirstOrder(db, id, restaurantId) : null,
        staff,
        // Staff print table QR codes with the public address; a localhost one will not open on a phone.
        ...(staff.length > 0 && publicUrl
          ? { publicUrl, publicUrlIsLocal: isLocalPublicUrl(publicUrl) }
          : {}),
      },
    };
  });

  route(app, 'updateUserInfo', async (request) => {
    const { id } = userOf(request);
    const { body } = request;
    // The one phone rule (normalised, then checked): '(604) 555-1234' and '+1 604-555-1234' too.
    const problem = validateUserInfoChange(body);
    if (problem) throw new HttpError(400, problem);
    const details = normaliseUserDetails(body);
    await db
      .update(users)
      .set({ ...details, updatedAt: clock.now() })
      .where(eq(users.id, id));
    await publishUser(id);
    return { data: { message: messages.userDetailsSaved, ...details } };
  });

  route(app, 'saveAddress', async (request) => {
    const { id } = userOf(request);
    const { body } = request;
    const { settings } = await locationOrFail(db, body.restaurantId, body.locationId, clock.now());
    const resolved = await resolveDeliveryAddress(addressSearch, body.placeId, await findUser(db, id));
    const form = {
      address: resolved?.address ?? '',
      latLng: resolved?.latLng ?? null,
      fromSuggestion: resolved !== null,
      aptNumber: body.aptNumber,
      deliveryInstructions: body.deliveryInstructions,
    };
    const problem = validateDeliveryDetails(form, settings);
    if (problem) throw new HttpError(400, problem);
    const saved = normaliseDeliveryDetails(form);
    await db
      .update(users)
      .set({
        address: saved.address,
        lat: saved.latLng?.lat ?? null,
        lng: saved.latLng?.lng ?? null,
        aptNumber: saved.aptNumber,
        deliveryInstructions: saved.deliveryInstructions,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, id));
    await publishUser(id);
    return { data: { message: messages.deliveryDetailsSaved, ...saved } };
  });

  route(app, 'saveCourierAddress', async (request) => {
    const { id } = userOf(request);
    const courierAddress = request.body;
    await db.update(users).set({ courierAddress, updatedAt: clock.now() }).where(eq(users.id, id));
    await publishUser(id);
    return { data: { courierAddress } };
  });

  route(app, 'saveUserRestaurant', async (request) => {
    const { id } = userOf(request);
    const { restaurantId, ...changes } = request.body;
    await restaurantData(db, id, restaurantId);
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length > 0) {
      await db
        .update(userRestaurants)
        .set(set as Partial<typeof userRestaurants.$inferInsert> & { choicesCart?: ChoicesCartItem[] })
        .where(and(eq(userRestaurants.userId, id), eq(userRestaurants.restaurantId, restaurantId)));
      await publishUser(id);
    }
    return { data: restaurantDataView(await restaurantData(db, id, restaurantId)) };
  });

  route(app, 'applyPromoCode', async (request) => {
    const { id } = userOf(request);
    const { body } = request;
    const { settings } = await locationOrFail(db, body.restaurantId, body.locationId, clock.now());
    if (!settings.promoCodesEnabled) throw new HttpError(400, messages.promoCodesDisabled);
    const now = clock.now();
    const history = await promoHistory(
      db,
      id,
      body.restaurantId,
      promoWindowStart('year', now, settings.timeZone),
      now,
    );
    const result = checkPromoCode({
      code: body.code,
      promoCodes: await loadPromoCodes(db, body.restaurantId),
      now,
      timeZone: settings.timeZone,
      orderHistory: history,
    });
    if (!result.ok) throw new HttpError(400, result.message);
    await restaurantData(db, id, body.restaurantId);
    await db
      .update(userRestaurants)
      .set({ promoCode: result.promo.code })
      .where(and(eq(userRestaurants.userId, id), eq(userRestaurants.restaurantId, body.restaurantId)));
    await publishUser(id);
    return { data: { message: result.message, promo: result.promo } };
  });

  route(app, 'removePromoCode', async (request) => {
    const { id } = userOf(request);
    const { restaurantId } = request.query;
    await db
      .update(userRestaurants)
      .set({ promoCode: null })
      .where(and(eq(userRestaurants.userId, id), eq(userRestaurants.restaurantId, restaurantId)));
    await publishUser(id);
    return { data: { promoCode: null } };
  });

  /** Redeem one more of a reward (change 1) or one fewer (change -1); at zero it is removed. */
  route(app, 'redeemReward', async (request) => {
    const { id } = userOf(request);
    const { body } = request;
    const { settings } = await locationOrFail(db, body.restaurantId, body.locationId, clock.now());
    if (!settings.rewardsEnabled && body.change === 1) throw new HttpError(400, messages.rewardsDisabled);
    const rewards = await loadRewards(db, body.restaurantId);
    const reward = rewards.find((candidate) => candidate.id === body.rewardId);
    if (!reward) throw new HttpError(404, 'Sorry, that reward does not exist.');
    const data = await restaurantData(db, id, body.restaurantId);
    const current = data.promos[reward.id]?.count ?? 0;
    const next = current + body.change;
    const menu = await loadMenu(db, body.restaurantId, body.locationId);
    const name =
      reward.name ?? menu.products.find((product) => product.id === String(reward.value))?.name ?? 'Reward';
    const promos = { ...data.promos };
    if (next < 1) {
      delete promos[reward.id];
    } else {
      const products = new Map(menu.products.map((product) => [product.id, product]));
      const subTotal =
        Object.values(data.cart).reduce(
          (sum, item) => sum + (products.get(item.id)?.price ?? 0) * item.count,
          0,
        ) +
        data.choicesCart.reduce(
          (sum, item) => sum + ((products.get(item.id)?.price ?? 0) + item.choicesPrice) * item.count,
          0,
        );
      const status = rewardStatus(reward, next, {
        loggedIn: true,
        isFirstOrder: await isFirstOrder(db, id, body.restaurantId),
        userPoints: data.rewardPoints,
        subTotal,
        cartIsEmpty: Object.keys(data.cart).length === 0 && data.choicesCart.length === 0,
        products: menu.products,
        rewards,
        redeemed: data.promos,
        now: clock.now(),
      });
      if (!status.valid) throw new HttpError(400, status.message ?? messages.rewardMaximum);
      promos[reward.id] = { id: reward.id, count: next };
    }
    await db
      .update(userRestaurants)
      .set({ promos })
      .where(and(eq(userRestaurants.userId, id), eq(userRestaurants.restaurantId, body.restaurantId)));
    await publishUser(id);
    return {
      data: { promos, message: body.change === 1 ? `${name} redeemed!` : `${name} unredeemed!` },
    };
  });
}
