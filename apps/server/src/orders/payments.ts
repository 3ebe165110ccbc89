import type { Cents } from '@orderly/domain';

/** What placing an order needs from the card payments port. */
export interface OrderPayments {
  charge(request: {
    customerId: string;
    amount: Cents;
    currency: 'cad';
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ chargeId: string }>;
  refund(chargeId: string, amount: Cents): Promise<unknown>;
}

/** A card the provider refused: the customer is asked for another card (HTTP 402). */
export function isCardDeclined(error: unknown): boolean {
  return error instanceof Error && error.name === 'CardDeclinedError';
}
