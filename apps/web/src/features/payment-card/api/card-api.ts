import type { DataOf } from '@orderly/contract';
import { type CardTokenRequest, messages, type SavedCard } from '@orderly/domain';
import { ApiError, call } from '../../../lib/client.ts';

/** Where the browser tokenizes cards (GET /guest/payments/config). */
export type PaymentsConfig = DataOf<'getPaymentsConfig'>;

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return call('getPaymentsConfig');
}

/** A card refused by the provider at tokenization: its message is meant for the customer. */
export class CardError extends Error {
  override name = 'CardError';
}

/**
 * Tokenizes the card at the provider (Stripe's `POST /v1/tokens` shape): the card number never
 * reaches our server. Answers the token id and the card's face.
 */
export async function tokenizeCard(
  config: PaymentsConfig,
  card: CardTokenRequest,
): Promise<{ id: string; card: SavedCard }> {
  const form = new URLSearchParams({
    'card[number]': card.number,
    'card[cvc]': card.cvc,
    'card[exp_month]': String(card.exp_month),
    'card[exp_year]': String(card.exp_year),
    'card[address_zip]': card.address_zip,
  });
  let response: Response;
  try {
    response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    });
  } catch {
    throw new Error(messages.cardSaveFailed);
  }
  const payload = (await response.json().catch(() => null)) as {
    id?: string;
    card?: SavedCard;
    error?: { message?: string; type?: string };
  } | null;
  if (response.ok && payload?.id && payload.card) return { id: payload.id, card: payload.card };
  if (response.status === 402 && payload?.error?.message) throw new CardError(payload.error.message);
  throw new Error(messages.cardSaveFailed);
}

/** POST /api/create_customer, or PUT /api/update_customer when the user already has a card. */
export async function saveCard(input: { cardToken: string; postalCode: string; replace: boolean }) {
  try {
    const body = { cardToken: input.cardToken, postalCode: input.postalCode };
    return await call(input.replace ? 'updateCustomer' : 'createCustomer', { body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) throw new CardError(error.message);
    throw new Error(messages.cardSaveFailed);
  }
}

/** DELETE /api/card. */
export function deleteCard(): Promise<{ message: string }> {
  return call('deleteCard');
}
