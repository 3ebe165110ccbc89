import { bagFeeAmount } from './bag-fee.ts';
import { type Catalogue, indexById } from './catalogue.ts';
import { deliveryQuote } from './delivery-zones.ts';
import { firstOrderDiscountAmount, pickupDiscountAmount, promoDiscountAmount } from './discounts.ts';
import type { OrderAmounts } from './order-amounts.ts';
import { orderRewards, type ParsedReward, redeemedRewardList } from './rewards.ts';
import { SALES_TAX_RATE, salesTax, type TaxedChoiceLine } from './tax.ts';
import { isCourierDelivery, tipAmount } from './tips.ts';
import type {
  AppliedPromo,
  Cents,
  LatLng,
  LocationSettings,
  Modifier,
  OrderLine,
  OrderReward,
  OrderType,
  PaymentMethod,
  PickedChoice,
  Product,
  RedeemedRewards,
  Reward,
  SimpleCart,
} from './types.ts';

/** A choices-cart line as the server receives it: ids and counts; any prices are ignored. */
export interface ChoicesCartLineInput {
  id: string;
  count: number;
  choices: readonly { modifierId: string; id: string }[];
}

export type PricingSettings = Pick<
  LocationSettings,
  | 'minOrderDiscount'
  | 'firstOrderDiscount'
  | 'pickupDiscount'
  | 'deposit'
  | 'bagFee'
  | 'deliveryFee'
  | 'deliveryTime'
  | 'deliveryZonesWithFees'
  | 'courierEnabled'
>;

export interface PriceOrderInput {
  settings: PricingSettings;
  /** Prices come from here, never from the cart. */
  catalogue: Catalogue;
  cart: SimpleCart;
  choicesCart: readonly ChoicesCartLineInput[];
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  /** Tip fraction chosen by the customer (0.15 for 15%). */
  tip: number;
  /** A custom tip in cents, charged as typed instead of the fraction (null/absent: a button). */
  customTip?: Cents | null;
  rewards?: readonly Reward[];
  redeemedRewards?: RedeemedRewards;
  promo?: AppliedPromo | null;
  isFirstOrder?: boolean;
  /** Guests earn no points. */
  loggedIn?: boolean;
  /** The delivery address's coordinates (Delivery only). */
  deliveryLatLng?: LatLng | null;
  /** A booked courier delivery's fee (the server's record of the booking), instead of the zone's. */
  bookedDeliveryFee?: Cents | null;
}

/** Every amount of an order (`ORDER_AMOUNTS`, in cents) and what it was priced from. */
export interface OrderPricing extends OrderAmounts {
  lines: OrderLine[];
  rewards: OrderReward[];
  subTotalAfterRewards: Cents;
  /** Minutes, from the address's zone (0 unless Delivery). */
  deliveryTime: number;
  totalBeforeTip: Cents;
  pointsEarned: number;
  /** Points the redeemed rewards cost. */
  pointsRedeemed: number;
}

/** Whole items only: counts are floored, and anything below 1 is no item. */
function itemCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
}

/** The picked choices with the catalogue's names and prices; unknown choices are dropped. */
export function catalogueChoices(
  picked: readonly { modifierId: string; id: string }[],
  modifiers: Map<string, Modifier>,
): PickedChoice[] {
  const choices: PickedChoice[] = [];
  for (const pick of picked) {
    const choice = modifiers.get(pick.modifierId)?.choices.find((candidate) => candidate.id === pick.id);
    if (choice)
      choices.push({ modifierId: pick.modifierId, id: choice.id, name: choice.name, price: choice.price });
  }
  return choices;
}

/** The cart's lines priced from the catalogue; unknown products are left out. */
export function cartLines(input: Pick<PriceOrderInput, 'catalogue' | 'cart' | 'choicesCart'>): {
  lines: OrderLine[];
  choiceLines: TaxedChoiceLine[];
} {
  const products = indexById(input.catalogue.products);
  const modifiers = indexById(input.catalogue.modifiers);
  const lines: OrderLine[] = [];
  const choiceLines: TaxedChoiceLine[] = [];
  const line = (product: Product, count: number, choices: PickedChoice[]): OrderLine => {
    const unitPrice = product.price + choices.reduce((sum, choice) => sum + choice.price, 0);
    return {
      productId: product.id,
      name: product.name,
      count,
      unitPrice,
      choices,
      totalPrice: unitPrice * count,
    };
  };
  for (const item of Object.values(input.cart)) {
    const product = products.get(item.id);
    const count = itemCount(item.count);
    if (product && count > 0) lines.push(line(product, count, []));
  }
  for (const item of input.choicesCart) {
    const product = products.get(item.id);
    const count = itemCount(item.count);
    if (!product || count === 0) continue;
    const priced = line(product, count, catalogueChoices(item.choices, modifiers));
    lines.push(priced);
    choiceLines.push({ totalPrice: priced.totalPrice, taxRate: product.taxRate ?? SALES_TAX_RATE });
  }
  return { lines, choiceLines };
}

/** Loyalty points: one per whole dollar paid for the food (after rewards and discounts), logged-in orders only. */
export function pointsEarned(discountedSubTotal: Cents, loggedIn: boolean): number {
  return loggedIn ? Math.floor(Math.max(0, discountedSubTotal) / 100) : 0;
}

/**
 * Prices an order. The same function gives the apps' preview and the server's charge:
 *
 *   subTotal                 sum of lines (product price + catalogue choice prices) x count
 *   rewardsDiscount          redeemed discount rewards, capped by the subtotal
 *   first-order, pickup, promo discounts, each capped by what is left to discount
 *   deliveryFee              Delivery only: first fee zone containing the address, else the default
 *   taxAmount                see `salesTax`
 *   bagFeeAmount             see `bagFeeAmount`
 *   depositAmount            the location's fixed per-order deposit
 *   tipAmount                a custom tip as typed, else a share of the total before tip (online only)
 *   total                    subTotal - rewardsDiscount - discounts + deliveryFee + tax + bagFee + deposit + tip
 */
export function priceOrder(input: PriceOrderInput): OrderPricing {
  const { settings, orderType } = input;
  const { lines, choiceLines } = cartLines(input);
  const subTotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);

  const isFirstOrder = input.isFirstOrder ?? false;
  const redeemed: ParsedReward[] = redeemedRewardList({
    rewards: input.rewards ?? [],
    redeemed: input.redeemedRewards ?? {},
    isFirstOrder,
    products: input.catalogue.products,
  });
  const rewardsDiscount = Math.min(
    subTotal,
    redeemed.reduce((sum, reward) => sum + reward.totalDiscountSubtotal, 0),
  );
  const subTotalAfterRewards = subTotal - rewardsDiscount;

  let remaining = subTotalAfterRewards;
  const firstOrder = firstOrderDiscountAmount({
    isFirstOrder,
    subTotal,
    subTotalAfterRewards,
    fraction: settings.firstOrderDiscount,
    minOrderDiscount: settings.minOrderDiscount,
    remaining,
  });
  remaining -= firstOrder;
  const pickup = pickupDiscountAmount({
    orderType,
    subTotal,
    subTotalAfterRewards,
    fraction: settings.pickupDiscount,
    minOrderDiscount: settings.minOrderDiscount,
    remaining,
  });
  remaining -= pickup;
  const promo = promoDiscountAmount({ promo: input.promo, subTotal, subTotalAfterRewards, remaining });
  remaining -= promo;
  const discountedSubTotal = remaining;

  const quote =
    orderType === 'Delivery'
      ? deliveryQuote(input.deliveryLatLng, settings)
      : { deliveryFee: 0, deliveryTime: 0, zoneIndex: null };
  const deliveryFee =
    orderType === 'Delivery' && input.bookedDeliveryFee != null
      ? Math.max(0, input.bookedDeliveryFee)
      : quote.deliveryFee;
  const taxAmount = salesTax({ subTotal, discountedSubTotal, deliveryFee, choiceLines });
  const bagFee = bagFeeAmount({ subTotal, orderType, bagFee: settings.bagFee });
  const depositAmount = Math.max(0, settings.deposit ?? 0);
  const totalBeforeTip = discountedSubTotal + deliveryFee + taxAmount + bagFee + depositAmount;
  const tip = tipAmount({
    totalBeforeTip,
    tip: input.tip,
    customTip: input.customTip ?? null,
    paymentMethod: input.paymentMethod,
    courierDelivery: isCourierDelivery(settings, orderType),
  });

  return {
    lines,
    rewards: orderRewards(redeemed),
    subTotal,
    rewardsDiscount,
    subTotalAfterRewards,
    firstOrderDiscountAmount: firstOrder,
    pickupDiscountAmount: pickup,
    promoDiscountAmount: promo,
    deliveryFee,
    deliveryTime: quote.deliveryTime,
    taxAmount,
    bagFeeAmount: bagFee,
    depositAmount,
    totalBeforeTip,
    tipAmount: tip,
    total: totalBeforeTip + tip,
    pointsEarned: pointsEarned(discountedSubTotal, input.loggedIn ?? false),
    pointsRedeemed: redeemed.reduce((sum, reward) => sum + reward.totalRequiredPoints, 0),
  };
}
