import type { Cents, SavedCard } from '@orderly/domain';
import { HttpError } from '../../http/errors.ts';

/**
 * Card payments, in our words. The browser sends the card to the provider's token endpoint; the
 * server only ever sees the single-use token, turns it into a customer with a saved card, and
 * charges that customer when an order is paid online.
 */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** What the browser needs to tokenize a card (never a secret). */
  clientConfig(): PaymentClientConfig;
  /** Saves the tokenized card under a new customer. */
  createCustomer(input: NewCustomer): Promise<SavedCustomer>;
  /** Replaces the customer's card with a newly tokenized one. */
  updateCustomer(customerId: string, input: CardUpdate): Promise<SavedCustomer>;
  /** Forgets the customer's card; deleting a card that is already gone succeeds. */
  deleteCard(customerId: string): Promise<void>;
  /**
   * Charges the customer's saved card. Throws `CardDeclinedError` when the card is refused.
   * The same idempotency key always gives the same charge, never a second one.
   */
  charge(input: ChargeRequest): Promise<{ chargeId: string }>;
  /**
   * Gives back part or all of a charge. With an idempotency key, a retried refund (after a crash,
   * say) gives the first refund back instead of refunding twice.
   */
  refund(chargeId: string, amount: Cents, idempotencyKey?: string): Promise<{ refundId: string }>;
  /**
   * The charge made for a customer under an idempotency key, if the provider made one: how a
   * crashed order's payment is found when the crash came before its charge id was recorded.
   * `since` is no later than the charge was asked for.
   */
  chargeMadeWith(query: ChargeQuery): Promise<FoundCharge | null>;
}

export interface ChargeQuery {
  customerId: string;
  idempotencyKey: string;
  since: Date;
}

export interface FoundCharge {
  chargeId: string;
  amount: Cents;
  /** What was already given back. */
  refunded: Cents;
}

export interface PaymentClientConfig {
  provider: 'sandbox' | 'stripe';
  publishableKey: string;
  /** Where the browser posts the form-encoded card details. */
  tokenUrl: string;
}

export interface NewCustomer {
  cardToken: string;
  postalCode: string;
  email: string;
}

export interface CardUpdate {
  cardToken: string;
  postalCode: string;
}

export interface SavedCustomer {
  customerId: string;
  card: SavedCard;
}

export interface ChargeRequest {
  customerId: string;
  amount: Cents;
  currency: 'cad';
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** Card details as the browser sends them to the token endpoint. */
export interface CardDetails {
  number: string;
  cvc: string;
  exp_month: number | string;
  exp_year: number | string;
  address_zip: string;
}

/** The provider's token object, shaped like Stripe's. */
export interface CardToken {
  id: string;
  card: SavedCard;
}

/** Any payment failure; the message is safe to show the customer. */
export class PaymentError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    /** What the provider said, for the log. */
    readonly providerMessage?: string,
  ) {
    super(statusCode, message);
    this.name = new.target.name;
  }
}

export const cardDeclinedMessage =
  'Sorry, there was an error with your credit / debit card. Please try another card.';

/** The card was refused when charged (declined, insufficient funds, expired…): HTTP 402. */
export class CardDeclinedError extends PaymentError {
  constructor(
    /** The provider's code, e.g. card_declined, insufficient_funds. */
    readonly code: string,
    providerMessage?: string,
  ) {
    super(402, cardDeclinedMessage, providerMessage);
  }
}

export const cardNotSavedMessage = 'Sorry, we could not save your credit / debit card.';

/** The token could not become a saved card (unknown, already used, or refused by the provider). */
export class CardNotSavedError extends PaymentError {
  constructor(providerMessage?: string) {
    super(402, cardNotSavedMessage, providerMessage);
  }
}

/** The provider is unreachable or answered something we did not expect. */
export class PaymentProviderError extends PaymentError {
  constructor(providerMessage?: string) {
    super(502, 'Sorry, the card payment service is unavailable. Please try again later.', providerMessage);
  }
}

/** A bad request of ours: unknown customer or charge, refund above what is left. */
export class PaymentRequestError extends PaymentError {
  constructor(message: string) {
    super(400, message, message);
  }
}

/** A card refused at tokenization (sandbox token endpoint), shaped like Stripe's card_error. */
export class CardTokenizationError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'CardTokenizationError';
  }
}
