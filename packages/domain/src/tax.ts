import { roundCents } from './money.ts';
import type { Cents } from './types.ts';

/** Sales tax on food, delivery and fees (SPEC.md section 9). */
export const SALES_TAX_RATE = 0.05;

export interface TaxedChoiceLine {
  /** Line total before discounts (unit price with choices times count). */
  totalPrice: Cents;
  /** The product's tax rate; the extra is charged on the difference from the sales tax rate. */
  taxRate: number;
}

export interface SalesTaxInput {
  /** Subtotal before rewards and discounts. */
  subTotal: Cents;
  /** Subtotal after rewards minus every discount: what the customer pays for the food. */
  discountedSubTotal: Cents;
  deliveryFee: Cents;
  choiceLines: readonly TaxedChoiceLine[];
}

/**
 * 5% of (subtotal after rewards minus discounts plus delivery fee), plus for each choice line whose
 * product rate differs from 5% the difference of rates on the line's share of the discounted
 * subtotal (a lower rate gives a credit). Rounded once, never below zero.
 */
export function salesTax(input: SalesTaxInput): Cents {
  const base = Math.max(0, input.discountedSubTotal) + Math.max(0, input.deliveryFee);
  const paidShare = input.subTotal > 0 ? Math.max(0, input.discountedSubTotal) / input.subTotal : 0;
  let extra = 0;
  for (const line of input.choiceLines) {
    if (line.taxRate !== SALES_TAX_RATE) {
      extra += line.totalPrice * paidShare * (Math.max(0, line.taxRate) - SALES_TAX_RATE);
    }
  }
  return Math.max(0, roundCents(base * SALES_TAX_RATE + extra));
}
