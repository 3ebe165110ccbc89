import { formatMoney, formatPrice } from './money.ts';
import type { OrderAmounts } from './order-amounts.ts';
import { hasRefunds, paidAfterRefunds } from './refunds.ts';
import { rewardItems } from './reward-items.ts';
import type { AddedCharge, Cents, OrderLine, OrderReward, OrderType, Refund } from './types.ts';

/**
 * What a receipt lists, the same on every one of them: the checkout's summary (a preview), the
 * customer's order details, the staff's order detail and card, and the kitchen ticket (which prints
 * the items and leaves the money out). Each screen lays the lines out its own way; which lines there
 * are, their order, labels and amounts are decided here.
 */

/** An order, or a priced preview of one: its lines, redeemed rewards and amounts. */
export interface ReceiptSource extends OrderAmounts {
  orderType: OrderType;
  lines: readonly OrderLine[];
  rewards?: readonly OrderReward[] | null;
  /** The applied promo code, named beside its discount. */
  promoCode?: string | null;
  /** Charges the restaurant added to the order, each with its own name. */
  addedCharges?: readonly AddedCharge[] | null;
  totalRefundAmount?: Cents | null;
  refunds?: readonly Refund[] | null;
}

/** One item of the order: a product with its picked choices, or a redeemed reward. */
export interface ReceiptItem {
  /** Stable and unique within the receipt (the same product with the same choices may repeat). */
  key: string;
  count: number;
  name: string;
  /** The picked choices' names, as picked (none for a reward). */
  choices: { key: string; name: string }[];
  /** The line's total; a discount reward's discount (negative); 0 for a free product. */
  amount: Cents;
  /** As printed: '$12.50', 'Free' (a line that costs nothing), 'FREE' (a free product reward) or '-$5.00' (a discount reward). */
  price: string;
  /** A redeemed reward: a free product the kitchen makes, or a discount off the bill. */
  reward: 'free-product' | 'discount' | null;
}

/**
 * subtotal; discounts (rewards, first order, pickup, promo code); fees (delivery, bags, deposit,
 * the restaurant's added charges); tax; tip; total; then refunded and total paid once money went back.
 */
export type ReceiptAmountKind =
  | 'subtotal'
  | 'discount'
  | 'fee'
  | 'tax'
  | 'tip'
  | 'total'
  | 'refunded'
  | 'paid';

export interface ReceiptAmount {
  /** Unique within the receipt: 'subtotal', 'promo-discount', 'delivery-fee', 'charge-0', 'paid'… */
  key: string;
  kind: ReceiptAmountKind;
  label: string;
  /** Signed as shown: discounts and refunds are negative. */
  amount: Cents;
  /** As printed: '$12.50', '-$2.00'. */
  value: string;
}

export interface Receipt {
  items: ReceiptItem[];
  amounts: ReceiptAmount[];
}

export interface ReceiptOptions {
  /**
   * The customer is choosing a tip (the checkout's preview with online payment): the tip line shows
   * even at $0.00. Elsewhere a tip shows only when one was given.
   */
  tipOffered?: boolean;
}

/** The receipt's items: every product line with its choices, then the redeemed rewards. */
export function receiptItems(source: Pick<ReceiptSource, 'lines' | 'rewards'>): ReceiptItem[] {
  const seen = new Map<string, number>();
  const items: ReceiptItem[] = source.lines.map((line) => {
    const base = [line.productId, ...line.choices.map((choice) => `${choice.modifierId}/${choice.id}`)].join(
      '|',
    );
    const repeat = (seen.get(base) ?? 0) + 1;
    seen.set(base, repeat);
    return {
      key: repeat === 1 ? `line:${base}` : `line:${base}#${repeat}`,
      count: line.count,
      name: line.name,
      choices: line.choices.map((choice) => ({
        key: `${choice.modifierId}/${choice.id}`,
        name: choice.name,
      })),
      amount: line.totalPrice,
      price: formatPrice(line.totalPrice),
      reward: null,
    };
  });
  for (const reward of rewardItems(source)) {
    items.push({
      key: `reward:${reward.key}`,
      count: reward.count,
      name: reward.name,
      choices: [],
      amount: reward.free ? 0 : -reward.discount,
      price: reward.price,
      reward: reward.free ? 'free-product' : 'discount',
    });
  }
  return items;
}

/**
 * The receipt's amounts in the one order every receipt shows them. Lines that would read $0.00 are
 * left out, except the subtotal, the tax and the total (always), the delivery fee of a Delivery
 * order (free delivery is worth seeing) and the tip the customer is choosing (`tipOffered`).
 */
export function receiptAmounts(source: ReceiptSource, options: ReceiptOptions = {}): ReceiptAmount[] {
  const amounts: ReceiptAmount[] = [];
  const add = (key: string, kind: ReceiptAmountKind, label: string, amount: Cents) =>
    amounts.push({ key, kind, label, amount, value: formatMoney(amount) });
  const discount = (key: string, label: string, amount: Cents) => {
    if (amount > 0) add(key, 'discount', label, -amount);
  };
  const fee = (key: string, label: string, amount: Cents, shownAtZero = false) => {
    if (amount > 0 || shownAtZero) add(key, 'fee', label, amount);
  };

  add('subtotal', 'subtotal', 'Subtotal', source.subTotal);
  discount('rewards', 'Rewards', source.rewardsDiscount);
  discount('first-order-discount', 'First order discount', source.firstOrderDiscountAmount);
  discount('pickup-discount', 'Pickup discount', source.pickupDiscountAmount);
  discount(
    'promo-discount',
    source.promoCode ? `Promo code (${source.promoCode})` : 'Promo code',
    source.promoDiscountAmount,
  );
  fee('delivery-fee', 'Delivery fee', source.deliveryFee, source.orderType === 'Delivery');
  fee('bag-fee', 'Bag fee', source.bagFeeAmount);
  fee('deposit', 'Deposit', source.depositAmount);
  (source.addedCharges ?? []).forEach((charge, index) => {
    fee(`charge-${index}`, charge.name, charge.price);
  });
  add('tax', 'tax', 'Tax', source.taxAmount);
  if (source.tipAmount > 0 || options.tipOffered) add('tip', 'tip', 'Tip', source.tipAmount);
  add('total', 'total', 'Total', source.total);

  const given = { total: source.total, totalRefundAmount: source.totalRefundAmount ?? 0 };
  if (hasRefunds({ ...given, refunds: [...(source.refunds ?? [])] })) {
    add('refunded', 'refunded', 'Refunded', -given.totalRefundAmount);
    add('paid', 'paid', 'Total paid', paidAfterRefunds(given));
  }
  return amounts;
}

/** Everything a receipt lists: the items (products, then rewards), then the amounts. */
export function receiptLines(source: ReceiptSource, options: ReceiptOptions = {}): Receipt {
  return { items: receiptItems(source), amounts: receiptAmounts(source, options) };
}
