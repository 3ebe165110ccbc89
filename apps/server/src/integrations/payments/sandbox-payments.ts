import { createHash, randomBytes } from 'node:crypto';
import type { Cents, SavedCard } from '@orderly/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema.ts';
import { checkCardDetails, type SandboxCardOutcome } from './sandbox-cards.ts';
import {
  CardDeclinedError,
  type CardDetails,
  CardNotSavedError,
  type CardToken,
  type CardUpdate,
  type ChargeQuery,
  type ChargeRequest,
  type FoundCharge,
  type NewCustomer,
  type PaymentClientConfig,
  type PaymentProvider,
  PaymentRequestError,
  type SavedCustomer,
} from './types.ts';

export const sandboxPublishableKey = 'pk_sandbox';
export const sandboxTokenPath = '/sandbox/payments/v1/tokens';

interface TokenData {
  card: SavedCard;
  outcome: SandboxCardOutcome;
  used: boolean;
}

interface CustomerData {
  email: string;
  postalCode: string;
  card: SavedCard | null;
  outcome: SandboxCardOutcome | null;
}

interface ChargeData {
  customerId: string;
  amount: Cents;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  refunds: { id: string; amount: Cents; key?: string }[];
}

const declineMessages: Record<Exclude<SandboxCardOutcome, 'succeeds'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** A charge's id follows from its idempotency key. */
const chargeIdFor = (idempotencyKey: string) =>
  `ch_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The embedded payment provider: Stripe's shapes and test card numbers, kept in the
 * `sandbox_payments` table so tokens, customers and charges survive a restart like real ones.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  clientConfig(): PaymentClientConfig {
    return { provider: 'sandbox', publishableKey: sandboxPublishableKey, tokenUrl: sandboxTokenPath };
  }

  /** What the provider's token endpoint does: check the card, keep it, hand back a single-use token. */
  async tokenizeCard(details: CardDetails): Promise<CardToken> {
    const checked = checkCardDetails(details, this.clock.now());
    const token: CardToken = { id: newId('tok'), card: { id: newId('card'), ...checked.card } };
    const data: TokenData = { card: token.card, outcome: checked.outcome, used: false };
    await this.db.insert(sandboxPayments).values({ id: token.id, kind: 'token', data: { ...data } });
    return token;
  }

  async createCustomer(input: NewCustomer): Promise<SavedCustomer> {
    const token = await this.useToken(input.cardToken);
    const customerId = newId('cus');
    const data: CustomerData = {
      email: input.email,
      postalCode: input.postalCode,
      card: token.card,
      outcome: token.outcome,
    };
    await this.db.insert(sandboxPayments).values({ id: customerId, kind: 'customer', data: { ...data } });
    return { customerId, card: token.card };
  }

  async updateCustomer(customerId: string, input: CardUpdate): Promise<SavedCustomer> {
    const customer = await this.find<CustomerData>('customer', customerId);
    if (!customer) throw new PaymentRequestError(`No such customer: '${customerId}'`);
    const token = await this.useToken(input.cardToken);
    const data: CustomerData = {
      ...customer,
      postalCode: input.postalCode,
      card: token.card,
      outcome: token.outcome,
    };
    await this.save('customer', customerId, data);
    return { customerId, card: token.card };
  }

  async deleteCard(customerId: string): Promise<void> {
    const customer = await this.find<CustomerData>('customer', customerId);
    if (!customer) return;
    await this.save('customer', customerId, { ...customer, card: null, outcome: null });
  }

  async charge(input: ChargeRequest): Promise<{ chargeId: string }> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new PaymentRequestError('The amount must be a positive whole number of cents.');
    }
    // The id follows from the key, so a retried request can only ever find the first charge.
    const chargeId = chargeIdFor(input.idempotencyKey);
    const earlier = await this.find<ChargeData>('charge', chargeId);
    if (earlier) return this.replay(earlier, input, chargeId);

    const customer = await this.find<CustomerData>('customer', input.customerId);
    if (!customer) throw new PaymentRequestError(`No such customer: '${input.customerId}'`);
    if (!customer.card || !customer.outcome) {
      throw new PaymentRequestError('This customer has no saved card.');
    }
    if (customer.outcome !== 'succeeds') {
      throw new CardDeclinedError(
        customer.outcome === 'declined' ? 'card_declined' : 'insufficient_funds',
        declineMessages[customer.outcome],
      );
    }
    const data: ChargeData = {
      customerId: input.customerId,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
      refunds: [],
    };
    const inserted = await this.db
      .insert(sandboxPayments)
      .values({ id: chargeId, kind: 'charge', data: { ...data } })
      .onConflictDoNothing()
      .returning({ id: sandboxPayments.id });
    if (inserted.length === 0) {
      const winner = await this.find<ChargeData>('charge', chargeId);
      if (winner) return this.replay(winner, input, chargeId);
    }
    return { chargeId };
  }

  async refund(chargeId: string, amount: Cents, idempotencyKey?: string): Promise<{ refundId: string }> {
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new PaymentRequestError('The amount must be a positive whole number of cents.');
    }
    const refundId = newId('re');
    const refund = { id: refundId, amount, ...(idempotencyKey ? { key: idempotencyKey } : {}) };
    // One statement, so refunds at the same moment cannot together give back more than the charge.
    const added = await this.db
      .update(sandboxPayments)
      .set({
        data: sql`jsonb_set(${sandboxPayments.data}, '{refunds}', (${sandboxPayments.data}->'refunds') || jsonb_build_array(${JSON.stringify(refund)}::jsonb))`,
      })
      .where(
        and(
          eq(sandboxPayments.id, chargeId),
          eq(sandboxPayments.kind, 'charge'),
          sql`(select coalesce(sum((r->>'amount')::int), 0) from jsonb_array_elements(${sandboxPayments.data}->'refunds') r) + ${amount} <= (${sandboxPayments.data}->>'amount')::int`,
          idempotencyKey
            ? sql`not exists (select 1 from jsonb_array_elements(${sandboxPayments.data}->'refunds') r where r->>'key' = ${idempotencyKey})`
            : sql`true`,
        ),
      )
      .returning({ id: sandboxPayments.id });
    if (added.length === 1) return { refundId };
    const charge = await this.find<ChargeData>('charge', chargeId);
    if (!charge) throw new PaymentRequestError(`No such charge: '${chargeId}'`);
    const earlier = idempotencyKey ? charge.refunds.find((given) => given.key === idempotencyKey) : undefined;
    if (earlier) return { refundId: earlier.id };
    const refunded = charge.refunds.reduce((sum, given) => sum + given.amount, 0);
    throw new PaymentRequestError(
      `Refund amount (${amount}) is greater than the unrefunded amount on the charge (${charge.amount - refunded}).`,
    );
  }

  async chargeMadeWith(query: ChargeQuery): Promise<FoundCharge | null> {
    const chargeId = chargeIdFor(query.idempotencyKey);
    const charge = await this.find<ChargeData>('charge', chargeId);
    if (!charge || charge.customerId !== query.customerId) return null;
    return {
      chargeId,
      amount: charge.amount,
      refunded: charge.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    };
  }

  /** A charge as the sandbox keeps it, for tests and the developer's eyes. */
  async findCharge(chargeId: string): Promise<(ChargeData & { refunded: Cents }) | null> {
    const charge = await this.find<ChargeData>('charge', chargeId);
    if (!charge) return null;
    return { ...charge, refunded: charge.refunds.reduce((sum, refund) => sum + refund.amount, 0) };
  }

  private replay(earlier: ChargeData, input: ChargeRequest, chargeId: string) {
    if (earlier.customerId !== input.customerId || earlier.amount !== input.amount) {
      throw new PaymentRequestError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return { chargeId };
  }

  /** Marks the token used in the same statement that reads it, so it can save one card only. */
  private async useToken(tokenId: string): Promise<TokenData> {
    const rows = await this.db
      .update(sandboxPayments)
      .set({ data: sql`jsonb_set(${sandboxPayments.data}, '{used}', 'true'::jsonb)` })
      .where(
        and(
          eq(sandboxPayments.id, tokenId),
          eq(sandboxPayments.kind, 'token'),
          sql`${sandboxPayments.data}->>'used' = 'false'`,
        ),
      )
      .returning({ data: sandboxPayments.data });
    const row = rows[0];
    if (!row) throw new CardNotSavedError(`No such token, or token already used: '${tokenId}'`);
    return row.data as unknown as TokenData;
  }

  private async find<T>(kind: 'customer' | 'charge', id: string): Promise<T | null> {
    const rows = await this.db
      .select({ data: sandboxPayments.data })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.kind, kind)));
    return (rows[0]?.data as T | undefined) ?? null;
  }

  private async save(kind: 'customer' | 'charge', id: string, data: CustomerData | ChargeData) {
    await this.db
      .update(sandboxPayments)
      .set({ data: { ...data } })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.kind, kind)));
  }
}
