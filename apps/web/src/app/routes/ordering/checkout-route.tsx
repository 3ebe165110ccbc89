import {
  asapEstimateMinutes,
  canOrderAsGuest,
  checkOrder,
  defaultTip,
  deliveryQuote,
  formatMoney,
  formatPhone,
  guestWarning,
  isCourierDelivery,
  messages,
  type OrderType,
  type PaymentMethod,
  paymentPolicy,
  priceOrder,
  resolvePaymentMethod,
  timeSlots,
  tipAfterChoosingOrderType,
  tipOptions,
} from '@orderly/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  BagIcon,
  ClockIcon,
  DineInIcon,
  GiftIcon,
  PinIcon,
  ReceiptIcon,
  TakeoutIcon,
  UserIcon,
} from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RequireLogin } from '../../../features/auth/require-login.tsx';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { clearCart, useCart } from '../../../features/cart/cart-store.ts';
import { redeemPromoCode, removePromoCode } from '../../../features/checkout/api/promo-code.ts';
import { useRestaurantRewards } from '../../../features/checkout/api/rewards.ts';
import {
  resetAfterOrder,
  updateCheckoutChoices,
  useCheckoutChoices,
} from '../../../features/checkout/checkout-store.ts';
import { CheckoutSection, Segmented } from '../../../features/checkout/components/checkout-section.tsx';
import { OrderSummary } from '../../../features/checkout/components/order-summary.tsx';
import { PromoCodeForm } from '../../../features/checkout/components/promo-code-form.tsx';
import {
  bookCourier,
  CheckoutError,
  submitGuestOrder,
  submitOrder,
} from '../../../features/checkout/submit-order.ts';
import type { OrderCompleteState } from '../../../features/orders/order-complete-state.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAppLocation } from '../../../lib/location.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { serverNow, useServerNow } from '../../../lib/server-clock.ts';
import { updateSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import styles from './checkout-route.module.css';
import modal from './modal.module.css';
import { useOpenEditor } from './use-editor.ts';

type Stage = 'idle' | 'courier' | 'placing';

/** Set when choosing Delivery opened the address editor: coming back without an address resets the type. */
let awaitingAddress = false;

/**
 * /checkout: login required, except a guest's dine-in order reached from the cart's ORDER AS GUEST
 * (navigation state `{ guest: true }`), which first asks the guest to confirm.
 */
export default function CheckoutRoute() {
  const location = useAppLocation();
  const account = useCurrentUser();
  const { settings } = useRestaurant();
  const { orderType } = useOrdering();
  useDocumentTitle(`Checkout · ${settings.name}`);
  const wantsGuest = (location.state as { guest?: boolean } | null)?.guest === true;
  if (
    account.status === 'signed-out' &&
    wantsGuest &&
    canOrderAsGuest({ settings, orderType, loggedIn: false })
  ) {
    return <GuestCheckout />;
  }
  return (
    <RequireLogin>
      <CheckoutScreen guest={false} />
    </RequireLogin>
  );
}

function GuestCheckout() {
  const { settings } = useRestaurant();
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const cancel = () => navigate('/cart', { replace: true });
  return (
    <>
      <CheckoutScreen guest />
      {!confirmed && (
        <Dialog title="Order as Guest?" onClose={cancel}>
          <div className={modal.body} data-testid="guest-prompt">
            <p>{guestWarning(settings)}</p>
            <div className={modal.actions}>
              <Button variant="secondary" onClick={cancel}>
                CANCEL
              </Button>
              <Button onClick={() => setConfirmed(true)}>CONTINUE AS GUEST</Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}

function CheckoutScreen({ guest }: { guest: boolean }) {
  const { settings, menu, locations } = useRestaurant();
  const { orderType, isDineIn, tableId } = useOrdering();
  const account = useCurrentUser();
  const user = guest ? null : account.user;
  const userData = guest ? null : account.restaurantData;
  const { cart, choicesCart, notes } = useCart();
  const scope = `${settings.restaurantId}:${settings.locationId}`;
  const choices = useCheckoutChoices(scope);
  const now = useServerNow(15_000);
  const rewards = useRestaurantRewards(settings.restaurantId, !guest && settings.rewardsEnabled);
  const openEditor = useOpenEditor();
  const [, navigate] = useLocation();
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [promoBusy, setPromoBusy] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);
  const placing = useRef(false);

  const courier = isCourierDelivery(settings, orderType);
  const chosenPayment: PaymentMethod = guest ? 'offline' : choices.paymentMethod;
  const paymentMethod: PaymentMethod = guest
    ? 'offline'
    : resolvePaymentMethod({ settings, orderType, chosen: chosenPayment });
  const paymentChoice =
    !guest &&
    paymentPolicy(settings, orderType) === 'both' &&
    !(orderType === 'Delivery' && settings.deliveryOnlinePaymentOnly);
  const tip = guest ? 0 : (choices.tip ?? defaultTip(settings));
  const promo = guest ? null : choices.promo;
  const deliveryTime =
    orderType === 'Delivery' ? deliveryQuote(user?.latLng ?? null, settings).deliveryTime : undefined;
  const slots = timeSlots({ settings, now, orderType, deliveryTime });
  const slot = slots.find((candidate) => candidate.value === choices.orderTime) ?? slots[0]!;
  const orderTime = guest ? 'ASAP' : slot.value;

  const pricing = priceOrder({
    settings,
    catalogue: menu,
    cart,
    choicesCart,
    orderType,
    paymentMethod,
    tip,
    rewards,
    redeemedRewards: userData?.promos ?? {},
    promo,
    isFirstOrder: account.isFirstOrder ?? false,
    loggedIn: !guest,
    deliveryLatLng: user?.latLng ?? null,
  });
  const cartIsEmpty = Object.keys(cart).length === 0 && choicesCart.length === 0;

  // A promo code applied on another visit (the server remembers it): fetch what it is worth.
  const fetchedPromo = useRef<string | null>(null);
  const savedCode = userData?.promoCode ?? null;
  useEffect(() => {
    if (guest || !savedCode || choices.promo || fetchedPromo.current === savedCode) return;
    fetchedPromo.current = savedCode;
    redeemPromoCode({
      restaurantId: settings.restaurantId,
      locationId: settings.locationId,
      code: savedCode,
    }).then(
      ({ promo: applied }) => updateCheckoutChoices(scope, { promo: applied }),
      () => undefined,
    );
  }, [guest, savedCode, choices.promo, settings.restaurantId, settings.locationId, scope]);

  // Back from the address editor opened by choosing Delivery: no address means no Delivery.
  const [addressCheck, setAddressCheck] = useState<'none' | 'refreshing' | 'ready'>('none');
  const [, setReturned] = useState(0);
  useEffect(() => {
    // Going back before the editor has even shown leaves this screen in place: look again then.
    const onBack = () => setReturned((count) => count + 1);
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);
  useEffect(() => {
    if (!awaitingAddress || window.location.pathname !== '/checkout') return;
    awaitingAddress = false;
    setAddressCheck('refreshing');
    void account.refresh().finally(() => setAddressCheck('ready'));
  });
  useEffect(() => {
    if (addressCheck !== 'ready') return;
    setAddressCheck('none');
    if (orderType === 'Delivery' && !user?.address) updateSession({ chosenOrderType: '' });
  }, [addressCheck, orderType, user?.address]);

  const chooseOrderType = (type: OrderType) => {
    updateSession({ chosenOrderType: type });
    updateCheckoutChoices(scope, {
      tip: tipAfterChoosingOrderType(settings, tip),
      courierDetails: null,
    });
    setError(null);
    if (type === 'Delivery' && !user?.address) {
      awaitingAddress = true;
      openEditor('/delivery_details/checkout');
    }
  };

  const choosePayment = (method: PaymentMethod) => {
    updateCheckoutChoices(scope, { paymentMethod: method });
    setError(null);
    if (method === 'online' && !user?.payment) openEditor('/credit_card/checkout');
  };

  const applyPromo = async (code: string) => {
    setPromoBusy(true);
    setPromoError(null);
    try {
      const result = await redeemPromoCode({
        restaurantId: settings.restaurantId,
        locationId: settings.locationId,
        code,
      });
      fetchedPromo.current = result.promo.code;
      updateCheckoutChoices(scope, { promo: result.promo });
      notifySuccess(result.message || messages.promoRedeemed);
    } catch (caught) {
      setPromoError(caught instanceof ApiError ? caught.message : messages.promoInvalid);
    } finally {
      setPromoBusy(false);
    }
  };

  const removePromo = async () => {
    setPromoBusy(true);
    try {
      await removePromoCode(settings.restaurantId);
      fetchedPromo.current = null;
      updateCheckoutChoices(scope, { promo: null });
    } catch (caught) {
      setPromoError(caught instanceof ApiError ? caught.message : messages.orderFailed);
    } finally {
      setPromoBusy(false);
    }
  };

  const needsContact = !guest && !isDineIn && (!user?.name.trim() || !user?.phoneNumber.trim());
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
    if (needsContact) return openEditor('/user_details/checkout');
    if (needsCard) return openEditor('/credit_card/checkout');
    const problem = checkOrder({
      settings,
      now: serverNow(),
      placing: placing.current,
      loggedIn: !guest,
      guest,
      isDineIn,
      orderType,
      paymentMethod: chosenPayment,
      name: user?.name ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      orderTime,
      subTotalAfterRewards: pricing.subTotalAfterRewards,
      address: user?.address ?? null,
      // The courier is booked right below, once every other check has passed.
      courierDetails: courier ? (choices.courierDetails ?? { booking: true }) : null,
      hasSavedCard: Boolean(user?.payment),
      cartIsEmpty,
    });
    if (problem) {
      setError(problem);
      return;
    }
    placing.current = true;
    setError(null);
    try {
      let courierDetails = choices.courierDetails;
      if (courier && !courierDetails && user) {
        setStage('courier');
        courierDetails = await bookCourier({
          settings,
          user,
          orderTime,
          now: serverNow(),
          orderValue: pricing.totalBeforeTip,
          tip: pricing.tipAmount,
        });
        updateCheckoutChoices(scope, { courierDetails });
      }
      setStage('placing');
      const created = guest
        ? await submitGuestOrder({ settings, tableId: tableId ?? '', cart: { cart, choicesCart, notes } })
        : await submitOrder({
            settings,
            cart: { cart, choicesCart, notes },
            promos: userData?.promos ?? {},
            promo,
            orderType,
            orderTime,
            tableId: isDineIn ? tableId : null,
            paymentMethod: chosenPayment,
            tip,
            courierDetails: courier ? courierDetails : null,
          });
      const state: OrderCompleteState = {
        completedAt: created.completedAt,
        orderId: created.orderId,
        orderNumber: created.orderNumber,
        orderType: (isDineIn ? 'Dine-in' : orderType) as OrderCompleteState['orderType'],
        total: created.total,
        paymentMethod: paymentMethod === 'online' ? 'online' : 'offline',
        pointsEarned: created.pointsEarned,
        tableNumber: created.tableNumber,
      };
      navigate('/order_complete', { replace: true, state });
      clearCart();
      resetAfterOrder(scope);
      notifySuccess(messages.orderProcessed);
      if (!guest) void account.refresh();
    } catch (caught) {
      setError(caught instanceof CheckoutError ? caught.message : messages.orderFailed);
    } finally {
      placing.current = false;
      setStage('idle');
    }
  };

  if (cartIsEmpty && stage === 'idle') {
    return (
      <div className={styles.page}>
        <PageHeader title="Checkout" fallback="/cart" />
        <div className={styles.empty}>
          <p>{messages.emptyCartText}</p>
          <Link to="/menu" className={buttonClass('primary')}>
            BROWSE MENU
          </Link>
        </div>
      </div>
    );
  }

  const location = locations.find((candidate) => candidate.id === settings.locationId);
  const table = menu.tables.find((candidate) => candidate.id === tableId);
  const asapMinutes = asapEstimateMinutes(settings, orderType, deliveryTime ?? settings.deliveryTime);
  const card = user?.payment?.card;

  return (
    <div className={styles.page}>
      <PageHeader title="Checkout" fallback="/cart" />
      <div className={styles.layout}>
        <div className={styles.sections}>
          {locations.length > 1 && !isDineIn && (
            <CheckoutSection
              title="Location"
              icon={<PinIcon />}
              actionLabel="Change"
              onAction={() => navigate('/locations')}
              testId="section-location"
            >
              <p className={styles.strong}>{settings.locationName}</p>
              {location && <p className={styles.muted}>{location.address}</p>}
            </CheckoutSection>
          )}

          {isDineIn && (
            <CheckoutSection title="Table" icon={<DineInIcon />} testId="section-table">
              <p className={styles.strong}>Table {table?.tableNumber ?? '–'}</p>
              <p className={styles.muted}>We'll bring your order to your table.</p>
            </CheckoutSection>
          )}

          {!isDineIn && settings.deliveryEnabled && (
            <CheckoutSection title="Order Type" icon={<TakeoutIcon />} testId="section-order-type">
              <Segmented<OrderType>
                name="order-type"
                legend="Order type"
                options={[
                  { value: 'Pickup', label: 'Pickup' },
                  { value: 'Delivery', label: 'Delivery' },
                ]}
                value={orderType}
                onChange={chooseOrderType}
              />
            </CheckoutSection>
          )}

          {orderType === 'Delivery' && (
            <CheckoutSection
              title="Delivery Address"
              icon={<PinIcon />}
              actionLabel={user?.address ? 'Edit' : 'Add'}
              onAction={() => openEditor('/delivery_details/checkout')}
              testId="section-address"
            >
              {user?.address ? (
                <>
                  <p className={styles.strong}>
                    {user.address}
                    {user.aptNumber ? `, Unit ${user.aptNumber}` : ''}
                  </p>
                  {user.deliveryInstructions && <p className={styles.muted}>{user.deliveryInstructions}</p>}
                  {!courier && (
                    <p className={styles.muted}>
                      Delivery fee {formatMoney(pricing.deliveryFee)} · about {pricing.deliveryTime} min
                    </p>
                  )}
                </>
              ) : (
                <p className={styles.muted}>Add the address we deliver to.</p>
              )}
            </CheckoutSection>
          )}

          {!guest && (
            <CheckoutSection
              title="Contact Information"
              icon={<UserIcon />}
              actionLabel={needsContact ? 'Add' : 'Edit'}
              onAction={() => openEditor('/user_details/checkout')}
              testId="section-contact"
            >
              <p className={styles.strong}>{user?.name || 'Add your name'}</p>
              {!isDineIn && (
                <p className={styles.muted}>
                  {user?.phoneNumber ? formatPhone(user.phoneNumber) : 'Add your phone number'}
                </p>
              )}
            </CheckoutSection>
          )}

          <CheckoutSection
            title="Time"
            icon={<ClockIcon />}
            actionLabel="Change"
            onAction={guest ? undefined : () => openEditor('/order_time')}
            testId="section-time"
          >
            {orderTime === 'ASAP' ? (
              <p className={styles.strong}>
                ASAP <span className={styles.muted}>· about {asapMinutes} min</span>
              </p>
            ) : (
              <p className={styles.strong}>
                {slot.day === 'tomorrow' ? 'Tomorrow' : 'Today'}, {slot.label}
              </p>
            )}
          </CheckoutSection>

          <CheckoutSection
            title="Payment Method"
            icon={<ReceiptIcon />}
            actionLabel={card ? 'Edit' : 'Add'}
            onAction={
              paymentMethod === 'online' && !guest ? () => openEditor('/credit_card/checkout') : undefined
            }
            testId="section-payment"
          >
            {paymentChoice && (
              <Segmented<PaymentMethod>
                name="payment-method"
                legend="Payment method"
                options={[
                  { value: 'online', label: 'Pay Online' },
                  { value: 'offline', label: 'Pay In-Person' },
                ]}
                value={chosenPayment}
                onChange={choosePayment}
              />
            )}
            {paymentMethod === 'online' &&
              (card ? (
                <p className={styles.strong} data-testid="saved-card">
                  {card.brand} •••• {card.last4}
                </p>
              ) : (
                <p className={styles.muted}>Add a credit / debit card to pay online.</p>
              ))}
            {paymentMethod === 'offline' && (
              <p className={styles.muted}>
                {orderType === 'Delivery' ? 'Pay when your order arrives.' : 'Pay at the restaurant.'}
              </p>
            )}
            {paymentMethod === '' && !paymentChoice && (
              <p className={styles.muted}>Choose how you would like to pay.</p>
            )}
          </CheckoutSection>

          {!guest && settings.promoCodesEnabled && (
            <CheckoutSection title="Promo Code" icon={<GiftIcon />} testId="section-promo">
              <PromoCodeForm
                applied={
                  promo ? { code: promo.code, description: `${Math.round(promo.discount * 100)}% off` } : null
                }
                busy={promoBusy}
                error={promoError}
                onApply={(code) => void applyPromo(code)}
                onRemove={() => void removePromo()}
              />
            </CheckoutSection>
          )}
        </div>

        <aside className={styles.summary} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.summaryTitle}>
            <BagIcon width={20} height={20} /> Order Summary
          </h2>
          <OrderSummary
            pricing={pricing}
            orderType={orderType}
            notes={notes}
            promoCode={promo?.code ?? null}
            tip={
              paymentMethod === 'online'
                ? {
                    options: tipOptions(settings, orderType),
                    value: courier ? Math.max(tip, tipOptions(settings, orderType)[0]!) : tip,
                    onChange: (value) => updateCheckoutChoices(scope, { tip: value, courierDetails: null }),
                  }
                : undefined
            }
          />
          <p className={styles.error} role="alert" data-testid="checkout-error">
            {error}
          </p>
          <Button
            block
            onClick={() => void place()}
            disabled={stage !== 'idle'}
            aria-busy={stage !== 'idle'}
            data-testid="place-order"
          >
            {buttonLabel}
          </Button>
          {!guest && <p className={styles.fine}>The restaurant confirms the final total.</p>}
        </aside>
      </div>
    </div>
  );
}
