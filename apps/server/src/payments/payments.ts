import type { PaymentProvider } from '../integrations/payments/types.ts';

/** What orders need of the card payments port: charge, refund, and find a charge again. */
export type OrderPayments = Pick<PaymentProvider, 'charge' | 'refund' | 'chargeMadeWith'>;

/** A card the provider refused: the customer is asked for another card (HTTP 402). */
export function isCardDeclined(error: unknown): boolean {
  return error instanceof Error && error.name === 'CardDeclinedError';
}
