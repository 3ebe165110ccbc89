import {
  type AppliedPromo,
  checkCustomTip,
  checkOrder,
  courierMinimumTip,
  defaultTip,
  isCourierDelivery,
  kioskDineIn,
  kioskOrderType,
  linesOffMenu,
  messages,
  type OffMenuLine,
  type OrderPricing,
  type OrderType,
  orderTypeAt,
  type PaymentMethod,
  pacedAsapMinutes,
  parseStandNumber,
  paymentMethodsOffered,
  priceOrder,
  type RedeemedRewards,
  resolvePaymentMethod,
  sendsAnySms,
  startingChoices,
  type TimeSlot,
  tipAfterChoosingOrderType,
  type UserProfile,
  visitMessages,
} from '@orderly/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { serverNow } from '../../lib/client.ts';
import { newIdempotencyKey } from '../../lib/idempotent-send.ts';
import { notifySuccess } from '../../lib/notify.ts';
import {
  CHECKOUT_ADDRESS_EDITOR,
  CHECKOUT_CARD_EDITOR,
  CHECKOUT_CONTACT_EDITOR,
  ORDER_COMPLETE,
} from '../../lib/paths.ts';
import { getSession, updateSession } from '../../lib/session.ts';
import { updateUserRestaurant } from '../auth/api/update-user-restaurant.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { type CartState, clearCart, useCart } from '../cart/cart-store.ts';
import type { OrderCompleteState } from '../orders/order-complete-state.ts';
import { type ReadyRestaurant, useRestaurant } from '../restaurant/components/restaurant-provider.tsx';
import { forgetVisitToken, useVisitToken } from '../table-tab/visit-token.ts';
import { refreshFullWindows } from './api/full-windows.ts';
import { useRestaurantRewards } from './api/rewards.ts';
import {
  type CheckoutChoices,
  expectAddress,
  expectCard,
  resetAfterOrder,
  updateCheckoutChoices,
} from './checkout-store.ts';
import { bookCourier, CheckoutError, submitGuestOrder, submitOrder } from './submit-order.ts';
import { productsInCart, useChosenTime } from './use-chosen-time.ts';
import { type CustomTip, useCustomTip } from './use-custom-tip.ts';
import { useEditorReturn } from './use-editor-return.ts';
import { type PromoCodeState, usePromoCode } from './use-promo-code.ts';

/** How this visit orders (the app's useOrdering). */
export interface CheckoutOrdering {
  orderType: OrderType;
  isDineIn: boolean;
  tableId: string | null;
  /** At a kiosk (decision 0092): its id; its orders are guests' and never name it as a table. */
  kioskId?: string | null;
}

export type CheckoutStage = 'idle' | 'courier' | 'placing';

const NO_PROMOS: RedeemedRewards = {};

/** What is on screen while an order is being placed. */
interface FrozenOrder {
  cart: CartState['cart'];
  choicesCart: CartState['choicesCart'];
  notes: string;
  promos: RedeemedRewards;
  isFirstOrder: boolean;
}

export interface CheckoutState {
  guest: boolean;
  settings: ReadyRestaurant['settings'];
  ordering: CheckoutOrdering;
  user: UserProfile | null;
  choices: CheckoutChoices;
  /** What is ordered: the cart, or while the order is placed the cart as it was sent. */
  order: Pick<CartState, 'cart' | 'choicesCart' | 'notes'>;
  /** The order is being placed: the choices and the summary no longer change. */
  frozen: boolean;
  cartIsEmpty: boolean;
  pricing: OrderPricing;
  /** The courier delivers (its tips start at 10 %, a custom one too). */
  courier: boolean;
  payment: {
    /** The customer's pick. */
    chosen: PaymentMethod;
    /** What the order is paid with under the location's policy. */
    method: PaymentMethod;
    /** The customer picks between online and in person. */
    picks: boolean;
    /** A round of the table's tab: paid later, from the tab. */
    onTab: boolean;
  };
  time: { orderTime: string; slot: TimeSlot; asapMinutes: number };
  /** Lines the menus open at the chosen time do not offer (the server refuses them at PLACE ORDER). */
  offMenu: OffMenuLine[];
  /** The tip button's share sent with the order (a custom tip is sent as its amount). */
  tip: number;
  customTip: CustomTip;
  /** The promo code sent with the order (none for a guest, nor when the restaurant has them off). */
  appliedPromo: AppliedPromo | null;
  promo: PromoCodeState;
  stage: CheckoutStage;
  error: string | null;
  /** After a refusal for a full time: the next free time, now chosen. */
  nextTime: TimeSlot | null;
  needsContact: boolean;
  /**
   * "Text me updates about this order" (decision 0095): offered when the restaurant sends any notice
   * by text, to a signed-in diner ordering for pickup or delivery; unticked until ticked.
   */
  textUpdates: { offered: boolean; checked: boolean; set(checked: boolean): void };
  /** At a kiosk whose location serves dine-in at table stands: the number typed, and its refusal. */
  stand: { asked: boolean; typed: string; error: string | null; type(text: string): void };
  /** The main button's text. */
  buttonLabel: string;
  chooseOrderType(type: OrderType): void;
  choosePayment(method: PaymentMethod): void;
  chooseTip(tip: number): void;
  /** PLACE ORDER (or, first, the editor of what is missing). */
  place(): Promise<void>;
}

/**
 * Everything the checkout screen shows and does: the customer's choices (kept per location in the
 * checkout store), the order's price, and placing it. While the order is placed the screen shows
 * what is being ordered, frozen: the server empties the saved cart (and its redeemed rewards)
 * before it answers, and the live update must not turn the summary into an empty $0.00 order while
 * the card is charged.
 */
export function useCheckoutState(input: {
  guest: boolean;
  ordering: CheckoutOrdering;
  /** Opens an editor (card, address, contact, time): a modal on desktop, else its page. */
  openEditor: (pathname: string) => void;
}): CheckoutState {
  const { guest, ordering, openEditor } = input;
  const { orderType, isDineIn, tableId } = ordering;
  const { settings, menu } = useRestaurant();
  const account = useCurrentUser();
  const user = guest ? null : account.user;
  const userData = guest ? null : account.restaurantData;
  const liveCart = useCart();
  const [frozen, setFrozen] = useState<FrozenOrder | null>(null);
  const { cart, choicesCart, notes } = frozen ?? liveCart;
  // The time as the cart and the picker read it: the offered slots (paced) and the one chosen.
  const { scope, choices, now, deliveryTime, pacing, slot } = useChosenTime(orderType, 15_000);
  const rewards = useRestaurantRewards(settings.restaurantId, !guest && settings.rewardsEnabled);
  const [, navigate] = useLocation();
  const [stage, setStage] = useState<CheckoutStage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [nextTime, setNextTime] = useState<TimeSlot | null>(null);
  const placing = useRef(false);
  const kioskId = ordering.kioskId ?? null;
  const asksStand = kioskId !== null && isDineIn && kioskDineIn(settings) === 'stand';
  const [standTyped, setStandTyped] = useState('');
  const [textUpdatesChecked, setTextUpdates] = useState(false);
  const [standError, setStandError] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  // The table visit this browser joined (decision 0094): a dine-in order becomes a round of its tab.
  const heldVisitToken = useVisitToken();
  const visitToken = isDineIn && !kioskId ? heldVisitToken : null;

  const courier = isCourierDelivery(settings, orderType);
  // A round of a table's tab is not paid when sent: the table pays the tab, whole or in parts, with
  // the tip then (decision 0093). The server decides so too; the screen says it.
  const paysLater = guest || visitToken !== null;
  const chosenPayment: PaymentMethod = paysLater ? 'offline' : choices.paymentMethod;
  const paymentMethod: PaymentMethod = paysLater
    ? 'offline'
    : resolvePaymentMethod({ settings, orderType, chosen: chosenPayment });
  const picksPayment = !paysLater && paymentMethodsOffered(settings, orderType).length > 1;
  const tip = paysLater ? 0 : (choices.tip ?? defaultTip(settings));
  // A custom tip is an amount in cents, sent and charged as typed (issue 24: sent as a share of the
  // total before tip, at most 100%, $37.50 on a $33.66 order became $33.66).
  const customTip = paysLater ? null : choices.customTip;
  // The server refuses what the restaurant has switched off: send none of it.
  const promo = guest || !settings.promoCodesEnabled ? null : choices.promo;
  const orderNotes = settings.commentsEnabled ? notes : '';
  const userPromos = frozen ? frozen.promos : (userData?.promos ?? NO_PROMOS);
  const isFirstOrder = frozen ? frozen.isFirstOrder : (account.isFirstOrder ?? false);
  const redeemedRewards = settings.rewardsEnabled ? userPromos : NO_PROMOS;
  // Only a booking of this app's version (the server's booking id) is sent again.
  const booked = choices.courierDetails?.booking_id ? choices.courierDetails : null;
  // Working out the prices reads every line: done again only when what they depend on changes
  // (not for a new error, nor for PLACING ORDER...).
  const orderTime = guest ? 'ASAP' : slot.value;
  // The server's menu check at PLACE ORDER (the menus open at the chosen time), said as soon as the
  // chosen time makes it so (issue 24: "Pancakes not on the menu at this time" came last).
  const offMenu = useMemo(() => {
    const products = productsInCart(menu.products, { cart, choicesCart });
    const when = orderTime === 'ASAP' ? now : orderTime;
    return linesOffMenu({ settings, categories: menu.categories, products, when, isDineIn });
  }, [cart, choicesCart, menu, orderTime, now, settings, isDineIn]);

  const deliveryLatLng = user?.latLng ?? null;
  const pricing = useMemo(
    () =>
      priceOrder({
        settings,
        catalogue: menu,
        cart,
        choicesCart,
        orderType,
        paymentMethod,
        tip,
        customTip,
        rewards,
        redeemedRewards: userPromos,
        promo,
        isFirstOrder,
        loggedIn: !guest,
        deliveryLatLng,
      }),
    [
      settings,
      menu,
      cart,
      choicesCart,
      orderType,
      paymentMethod,
      tip,
      customTip,
      rewards,
      userPromos,
      promo,
      isFirstOrder,
      guest,
      deliveryLatLng,
    ],
  );
  /** The least a typed tip may be: the courier's 10% of the total before tip for a courier delivery. */
  const customTipMinimum = courier ? courierMinimumTip(pricing.totalBeforeTip) : 0;
  const customTipBounds = { subTotal: pricing.subTotal, minimum: customTipMinimum };
  const customTipField = useCustomTip(scope, customTip, customTipBounds);
  // A custom tip sent only when paying online (in person there is no tip), and checked again here:
  // the order may have changed since it was typed (fewer items, a courier's larger minimum).
  const sentCustomTip = paymentMethod === 'online' ? customTip : null;
  const customTipStale =
    sentCustomTip === null
      ? null
      : checkCustomTip(sentCustomTip, customTipBounds.subTotal, customTipBounds.minimum);
  const cartIsEmpty = Object.keys(cart).length === 0 && choicesCart.length === 0;

  const promoCode = usePromoCode({
    scope,
    restaurantId: settings.restaurantId,
    locationId: settings.locationId,
    enabled: !guest,
    savedCode: userData?.promoCode ?? null,
    applied: choices.promo,
  });

  useEditorReturn({ scope, orderType, address: user?.address, refresh: account.refresh });

  // A returning customer starts from their last order type and payment method (kept per restaurant
  // on the server), once, when nothing is chosen yet on this device.
  const startedFromLast = useRef(false);
  useEffect(() => {
    if (guest || isDineIn || !user || !userData || startedFromLast.current) return;
    startedFromLast.current = true;
    const start = startingChoices({
      last: { orderType: userData.orderType, paymentMethod: userData.paymentMethod },
      picksOrderType: !isDineIn && settings.deliveryEnabled,
      orderType,
      paymentMethod: choices.paymentMethod,
      hasAddress: Boolean(user.address),
      hasSavedCard: Boolean(user.payment),
    });
    if (start.orderType) updateSession({ chosenOrderType: start.orderType });
    if (start.paymentMethod) updateCheckoutChoices(scope, { paymentMethod: start.paymentMethod });
  }, [guest, isDineIn, user, userData, orderType, settings.deliveryEnabled, choices.paymentMethod, scope]);
  const remember = (changes: { orderType?: OrderType; paymentMethod?: PaymentMethod }) => {
    if (!guest) void updateUserRestaurant(settings.restaurantId, changes).catch(() => undefined);
  };

  // The last refusal was about the time chosen then (a product not on its menus): a new time clears it.
  const shownTime = useRef(orderTime);
  useEffect(() => {
    if (shownTime.current === orderTime) return;
    shownTime.current = orderTime;
    setError(null);
  }, [orderTime]);

  // A card error belongs to the card: replacing the card clears it.
  const cardKey = user?.payment ? JSON.stringify(user.payment.card) : '';
  const shownCardKey = useRef(cardKey);
  useEffect(() => {
    if (shownCardKey.current === cardKey) return;
    shownCardKey.current = cardKey;
    setError(null);
  }, [cardKey]);

  const chooseOrderType = (type: OrderType) => {
    updateSession({ chosenOrderType: type });
    remember({ orderType: type });
    // With the courier enabled, choosing a type sets the tip to the second value: a typed one goes.
    if (settings.courierEnabled) customTipField.clear();
    updateCheckoutChoices(scope, {
      tip: tipAfterChoosingOrderType(settings, tip),
      ...(settings.courierEnabled ? { customTip: null } : {}),
      courierDetails: null,
    });
    setError(null);
    if (type === 'Delivery' && !user?.address) {
      expectAddress(scope);
      openEditor(CHECKOUT_ADDRESS_EDITOR);
    }
  };

  const choosePayment = (method: PaymentMethod) => {
    updateCheckoutChoices(scope, { paymentMethod: method });
    remember({ paymentMethod: method });
    setError(null);
    if (method === 'online' && !user?.payment) {
      expectCard(scope);
      openEditor(CHECKOUT_CARD_EDITOR);
    }
  };

  const chooseTip = (value: number) => {
    customTipField.clear();
    updateCheckoutChoices(scope, { tip: value, customTip: null, courierDetails: null });
  };

  const needsContact = !guest && !isDineIn && (!user?.name.trim() || !user?.phoneNumber.trim());
  const textUpdatesOffered = !guest && !isDineIn && sendsAnySms(settings.smsNotices);
  const textUpdates = textUpdatesOffered && textUpdatesChecked;
  const needsCard = !guest && paymentMethod === 'online' && !user?.payment;
  const buttonLabel =
    stage === 'courier'
      ? 'REQUESTING DELIVERY...'
      : stage === 'placing'
        ? 'PLACING ORDER...'
        : needsContact
          ? 'ADD CONTACT INFO'
          : needsCard
            ? 'ADD PAYMENT'
            : 'PLACE ORDER';

  const place = async () => {
    if (needsContact) return openEditor(CHECKOUT_CONTACT_EDITOR);
    if (needsCard) return openEditor(CHECKOUT_CARD_EDITOR);
    const problem = checkOrder({
      settings,
      now: serverNow(),
      placing: placing.current,
      loggedIn: !guest,
      guest,
      kiosk: kioskId !== null,
      isDineIn,
      orderType,
      paymentMethod: chosenPayment,
      name: user?.name ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      orderTime,
      subTotalAfterRewards: pricing.subTotalAfterRewards,
      address: user?.address ?? null,
      // The courier is booked right below, once every other check has passed.
      courierDetails: courier ? (booked ?? { booking: true }) : null,
      hasSavedCard: Boolean(user?.payment),
      cartIsEmpty,
    });
    const refusal = problem ?? offMenu[0]?.message ?? customTipStale;
    if (refusal) {
      setError(refusal);
      return;
    }
    const standNumber = asksStand ? parseStandNumber(standTyped) : null;
    if (standNumber && 'error' in standNumber) {
      setStandError(standNumber.error);
      return;
    }
    const stand = standNumber && 'stand' in standNumber ? standNumber.stand : null;
    placing.current = true;
    // The tap's frame changes only the button: it says what happens (a courier delivery not booked
    // yet is booked first: REQUESTING DELIVERY...) and takes no second tap. Once that frame is
    // painted the choices are frozen (disabling every control restyles the whole form: on a 4x
    // slower phone that doubled the tap's time to paint) and the request is built and sent.
    const booking = courier && !booked && user ? user : null;
    setError(null);
    setStage(booking ? 'courier' : 'placing');
    await afterNextPaint();
    setFrozen({ cart, choicesCart, notes, promos: userPromos, isFirstOrder });
    try {
      let courierDetails = booked;
      if (booking) {
        courierDetails = await bookCourier({
          settings,
          user: booking,
          orderTime,
          now: serverNow(),
          orderValue: pricing.totalBeforeTip,
          tip: pricing.tipAmount,
        });
        updateCheckoutChoices(scope, { courierDetails });
        setStage('placing');
      }
      // The same order sent again (after a lost connection) keeps its Idempotency-Key, so the
      // server places and charges it at most once; a changed order gets a new key.
      const fingerprint = JSON.stringify([
        guest,
        cart,
        choicesCart,
        orderNotes,
        redeemedRewards,
        promo?.code ?? null,
        orderType,
        orderTime,
        tableId,
        kioskId,
        stand,
        visitToken,
        chosenPayment,
        tip,
        sentCustomTip,
        courierDetails?.booking_id ?? null,
        textUpdates,
      ]);
      if (attempt.current?.fingerprint !== fingerprint)
        attempt.current = { fingerprint, key: newIdempotencyKey() };
      const idempotencyKey = attempt.current.key;
      const created = guest
        ? await submitGuestOrder({
            settings,
            tableId: tableId ?? '',
            kiosk: kioskId ? { kioskId, orderType: kioskOrderType(isDineIn), stand } : null,
            cart: { cart, choicesCart, notes: orderNotes },
            visitToken,
            idempotencyKey,
          })
        : await submitOrder({
            settings,
            cart: { cart, choicesCart, notes: orderNotes },
            promos: redeemedRewards,
            promo,
            orderType,
            orderTime,
            tableId: isDineIn ? tableId : null,
            paymentMethod: chosenPayment,
            tip,
            customTip: sentCustomTip,
            courierDetails: courier ? courierDetails : null,
            visitToken,
            textUpdates,
            idempotencyKey,
          });
      attempt.current = null;
      const state: OrderCompleteState = {
        completedAt: created.completedAt,
        orderId: created.orderId,
        orderNumber: created.orderNumber,
        orderType: orderTypeAt({ atTable: isDineIn, chosen: orderType }) as OrderCompleteState['orderType'],
        total: created.total,
        paymentMethod: paymentMethod === 'online' ? 'online' : 'offline',
        pointsEarned: created.pointsEarned,
        tableNumber: created.tableNumber,
        visitRound: created.visitRound ?? null,
        kiosk: kioskId ? { visit: getSession().kioskVisit, stand } : null,
      };
      navigate(ORDER_COMPLETE, { replace: true, state });
      clearCart();
      resetAfterOrder(scope);
      notifySuccess(messages.orderProcessed);
      if (!guest) void account.refresh();
      // The screen stays frozen (PLACING ORDER...) until the order-complete screen replaces it.
      placing.current = false;
    } catch (caught) {
      // The server no longer takes the booking (expired, or the order changed): book again next time.
      if (caught instanceof CheckoutError && caught.message === messages.courierError)
        updateCheckoutChoices(scope, { courierDetails: null });
      setError(caught instanceof CheckoutError ? caught.message : messages.orderFailed);
      // The table's visit is over (staff closed it): its token opens nothing any more, forgotten at
      // once; the guest scans the table again to join a new visit (decision 0094).
      if (visitToken && caught instanceof CheckoutError && caught.message === visitMessages.notFound)
        forgetVisitToken(getSession().restaurantId, tableId);
      // The time filled up (capacity pacing): the cart stays, and the next free time is chosen.
      if (caught instanceof CheckoutError && caught.message === messages.timeFull) {
        void refreshFullWindows(settings);
        if (caught.nextTime) {
          // The sentence stays with the time the server suggests (a new time clears other refusals).
          shownTime.current = caught.nextTime.value;
          updateCheckoutChoices(scope, { orderTime: caught.nextTime.value, courierDetails: null });
        }
        setNextTime(caught.nextTime);
      } else setNextTime(null);
      // An answered attempt is settled; an unanswered one is retried with the same key.
      if (!(caught instanceof CheckoutError && caught.retryable)) attempt.current = null;
      placing.current = false;
      setStage('idle');
      setFrozen(null);
    }
  };

  return {
    guest,
    settings,
    ordering,
    user,
    choices,
    order: { cart, choicesCart, notes },
    frozen: frozen !== null,
    cartIsEmpty,
    pricing,
    courier,
    payment: {
      chosen: chosenPayment,
      method: paymentMethod,
      picks: picksPayment,
      onTab: visitToken !== null,
    },
    time: {
      orderTime,
      slot,
      asapMinutes: pacedAsapMinutes({ settings, now, orderType, deliveryTime, pacing }),
    },
    offMenu,
    tip,
    customTip: customTipField,
    appliedPromo: promo,
    promo: promoCode,
    stage,
    error,
    nextTime,
    needsContact,
    textUpdates: {
      offered: textUpdatesOffered,
      checked: textUpdates,
      set: (checked: boolean) => {
        setTextUpdates(checked);
        setError(null);
      },
    },
    stand: {
      asked: asksStand,
      typed: standTyped,
      error: standError,
      type: (text: string) => {
        setStandTyped(text);
        setStandError(null);
      },
    },
    buttonLabel,
    chooseOrderType,
    choosePayment,
    chooseTip,
    place,
  };
}
