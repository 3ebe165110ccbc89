/**
 * An order's amounts, named once. The list is in the order a receipt reads them (subtotal,
 * discounts, fees, tax, tip, total); pricing produces them, the server's order columns store them,
 * the order views send them and the receipts show them (see `receiptLines`).
 *
 * A new amount (a fee, a discount) is added here, computed in `pricing.ts`, given a column in the
 * server's schema, and given a label in `receipt.ts`; the type checker finds every other place.
 * Refunds are not among them: they come after the order (`totalRefundAmount`, `refunds`).
 */
export const ORDER_AMOUNTS = [
  'subTotal',
  'rewardsDiscount',
  'firstOrderDiscountAmount',
  'pickupDiscountAmount',
  'promoDiscountAmount',
  'deliveryFee',
  'bagFeeAmount',
  'depositAmount',
  'taxAmount',
  'tipAmount',
  'total',
] as const;

export type OrderAmountName = (typeof ORDER_AMOUNTS)[number];

/** Every amount of an order, each in integer cents. */
export type OrderAmounts = { [Name in OrderAmountName]: number };

/** Just the amounts of something that has them (a priced order, a database row). */
export function orderAmounts(source: OrderAmounts): OrderAmounts {
  const amounts = {} as OrderAmounts;
  for (const name of ORDER_AMOUNTS) amounts[name] = source[name];
  return amounts;
}
