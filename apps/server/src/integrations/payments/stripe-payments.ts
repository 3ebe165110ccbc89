import type { Cents, SavedCard } from '@orderly/domain';
import Stripe from 'stripe';
import type { FetchLike } from '../fetch.ts';
import {
  CardDeclinedError,
  CardNotSavedError,
  type CardUpdate,
  type ChargeQuery,
  type ChargeRequest,
  type FoundCharge,
  type NewCustomer,
  type PaymentClientConfig,
  PaymentError,
  type PaymentProvider,
  PaymentProviderError,
  PaymentRequestError,
  type SavedCustomer,
} from './types.ts';

export interface StripePaymentOptions {
  secretKey: string;
  publishableKey: string;
  /** Tests pass a fake; by default the SDK's own Node HTTP client is used. */
  fetch?: FetchLike;
  /** Retries the SDK itself makes on network errors and 5xx (safe: every write carries an idempotency key). */
  maxNetworkRetries?: number;
}

/**
 * Stripe through its SDK. Cards are tokenized in the browser (legacy card tokens, matching the
 * form-encoded token endpoint the apps post to) and saved as the customer's default source.
 * Orders are paid with a PaymentIntent confirmed at once, off session, on that default source:
 * the current API, which also reports 3-D Secure requests instead of silently failing.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripePaymentOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      // Well inside an order's idempotency lease (see docs/decisions.md): a call still hanging when
      // a retry takes the order over would otherwise race it (safely, but slowly).
      timeout: 15_000,
      telemetry: false,
      ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch as typeof fetch) } : {}),
    });
  }

  clientConfig(): PaymentClientConfig {
    return {
      provider: 'stripe',
      publishableKey: this.options.publishableKey,
      tokenUrl: 'https://api.stripe.com/v1/tokens',
    };
  }

  async createCustomer(input: NewCustomer): Promise<SavedCustomer> {
    const customer = await this.saving(() =>
      this.stripe.customers.create({
        source: input.cardToken,
        email: input.email,
        address: { postal_code: input.postalCode, country: 'CA' },
        expand: ['default_source'],
      }),
    );
    return { customerId: customer.id, card: savedCard(customer, input.postalCode) };
  }

  async updateCustomer(customerId: string, input: CardUpdate): Promise<SavedCustomer> {
    const customer = await this.saving(() =>
      this.stripe.customers.update(customerId, {
        source: input.cardToken,
        address: { postal_code: input.postalCode, country: 'CA' },
        expand: ['default_source'],
      }),
    );
    return { customerId: customer.id, card: savedCard(customer, input.postalCode) };
  }

  /** The customer exists only to hold the card, so the card goes with it. */
  async deleteCard(customerId: string): Promise<void> {
    try {
      await this.stripe.customers.del(customerId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
      throw providerFailure(error);
    }
  }

  async charge(input: ChargeRequest): Promise<{ chargeId: string }> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          customer: input.customerId,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          // The key in the metadata finds the charge again after a crash (`chargeMadeWith`).
          metadata: { ...input.metadata, idempotency_key: input.idempotencyKey },
          // No redirecting payment method, so no return_url: the saved card is charged right here.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          off_session: true,
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new CardDeclinedError(error.decline_code || error.code || 'card_declined', error.message);
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new PaymentRequestError(error.message);
      }
      throw providerFailure(error);
    }
    if (intent.status !== 'succeeded' && intent.status !== 'processing') {
      throw new CardDeclinedError(
        intent.status === 'requires_action' ? 'authentication_required' : intent.status,
        `PaymentIntent ${intent.id} is ${intent.status}`,
      );
    }
    return { chargeId: intent.id };
  }

  async refund(chargeId: string, amount: Cents, idempotencyKey?: string): Promise<{ refundId: string }> {
    try {
      const refund = await this.stripe.refunds.create(
        chargeId.startsWith('pi_') ? { payment_intent: chargeId, amount } : { charge: chargeId, amount },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      return { refundId: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new PaymentRequestError(error.message);
      }
      throw providerFailure(error);
    }
  }

  /**
   * Lists the customer's PaymentIntents since the time given (a strongly consistent read, unlike
   * search) and finds the one whose metadata carries the key.
   */
  async chargeMadeWith(query: ChargeQuery): Promise<FoundCharge | null> {
    try {
      const since = Math.floor(query.since.getTime() / 1000) - 60;
      for await (const intent of this.stripe.paymentIntents.list({
        customer: query.customerId,
        created: { gte: since },
        limit: 100,
        expand: ['data.latest_charge'],
      })) {
        if (intent.metadata?.idempotency_key !== query.idempotencyKey) continue;
        if (intent.status !== 'succeeded' && intent.status !== 'processing') return null;
        const received = intent.amount_received ?? intent.amount;
        const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        return { chargeId: intent.id, amount: received, refunded: charge?.amount_refunded ?? 0 };
      }
      return null;
    } catch (error) {
      throw providerFailure(error);
    }
  }

  /** A refused card or an unknown or used token means the card was not saved. */
  private async saving<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeCardError ||
        error instanceof Stripe.errors.StripeInvalidRequestError
      ) {
        throw new CardNotSavedError(error.message);
      }
      throw providerFailure(error);
    }
  }
}

function providerFailure(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  return new PaymentProviderError(error instanceof Error ? error.message : String(error));
}

function savedCard(customer: Stripe.Customer | Stripe.DeletedCustomer, postalCode: string): SavedCard {
  const source = 'default_source' in customer ? customer.default_source : null;
  if (!source || typeof source === 'string' || source.object !== 'card') {
    throw new PaymentProviderError(`Customer ${customer.id} has no card as its default source`);
  }
  return {
    id: source.id,
    last4: source.last4,
    brand: source.brand,
    exp_month: source.exp_month,
    exp_year: source.exp_year,
    address_zip: source.address_zip ?? postalCode,
  };
}
