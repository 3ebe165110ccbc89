import type { BagFee, Cents, OrderType } from './types.ts';

/**
 * amount x ceil(subtotal / interval): one bag per started interval of subtotal. No bags for
 * dine-in, and none when the amount or the interval is 0 (the fee is off).
 */
export function bagFeeAmount(input: {
  subTotal: Cents;
  orderType: OrderType;
  bagFee: BagFee | null | undefined;
}): Cents {
  const fee = input.bagFee;
  if (!fee || input.orderType === 'Dine-in') return 0;
  if (fee.amount <= 0 || fee.interval <= 0 || input.subTotal <= 0) return 0;
  return fee.amount * Math.ceil(input.subTotal / fee.interval);
}
