import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardDeclinedError,
  CardNotSavedError,
  cardDeclinedMessage,
  PaymentError,
  type PaymentProvider,
} from './types.ts';

export type ContractCard = 'visa' | 'mastercard' | 'declined' | 'insufficientFunds';

export interface PaymentContractSubject {
  payments: PaymentProvider;
  /** A fresh token for one of the test cards, as the browser would get it from the provider. */
  tokenFor(card: ContractCard): Promise<string>;
  close(): Promise<void>;
}

let keys = 0;
const newKey = () => `contract-${Date.now()}-${++keys}`;

/** The behaviour every payment provider shares; run it against each adapter. */
export function paymentProviderContract(name: string, open: () => Promise<PaymentContractSubject>) {
  describe(`payment provider contract: ${name}`, () => {
    let subject: PaymentContractSubject;
    let payments: PaymentProvider;
    beforeAll(async () => {
      subject = await open();
      payments = subject.payments;
    });
    afterAll(() => subject.close());

    const customerWith = async (card: ContractCard) =>
      payments.createCustomer({
        cardToken: await subject.tokenFor(card),
        postalCode: 'V6E 3P3',
        email: 'ada@example.com',
      });
    const charge = (customerId: string, amount = 2599, idempotencyKey = newKey()) =>
      payments.charge({
        customerId,
        amount,
        currency: 'cad',
        description: 'Order #41 at Maple & Miso',
        idempotencyKey,
        metadata: { orderId: 'order-41' },
      });

    it('describes itself to the browser without any secret', () => {
      const config = payments.clientConfig();
      expect(config.provider).toBe(payments.kind);
      expect(config.publishableKey).toMatch(/^pk_/);
      expect(config.tokenUrl).toMatch(/\/v1\/tokens$/);
    });

    it('saves a card under a new customer', async () => {
      const saved = await customerWith('visa');
      expect(saved.customerId).toMatch(/^cus_/);
      expect(saved.card).toMatchObject({ last4: '4242', brand: 'Visa' });
      expect(saved.card.id).toMatch(/^card_/);
      expect(saved.card.exp_month).toBeGreaterThanOrEqual(1);
      expect(saved.card.exp_year).toBeGreaterThan(2000);
      expect(saved.card.address_zip).not.toBe('');
    });

    it('charges a saved card, and the same idempotency key never charges twice', async () => {
      const { customerId } = await customerWith('visa');
      const key = newKey();
      const first = await charge(customerId, 2599, key);
      const again = await charge(customerId, 2599, key);
      expect(first.chargeId).toBeTruthy();
      expect(again.chargeId).toBe(first.chargeId);
      const other = await charge(customerId, 2599);
      expect(other.chargeId).not.toBe(first.chargeId);
    });

    it.each(['declined', 'insufficientFunds'] as const)(
      'refuses a %s card at charge time with CardDeclinedError (HTTP 402)',
      async (card) => {
        const { customerId } = await customerWith(card);
        const failure = await charge(customerId).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(CardDeclinedError);
        expect(failure).toMatchObject({ statusCode: 402, message: cardDeclinedMessage });
      },
    );

    it('replaces the card of an existing customer', async () => {
      const { customerId } = await customerWith('declined');
      const updated = await payments.updateCustomer(customerId, {
        cardToken: await subject.tokenFor('mastercard'),
        postalCode: 'V6B 1A1',
      });
      expect(updated.customerId).toBe(customerId);
      expect(updated.card).toMatchObject({ last4: '4444', brand: 'MasterCard' });
      await expect(charge(customerId)).resolves.toMatchObject({ chargeId: expect.any(String) });
    });

    it('does not save a card from an unknown token', async () => {
      const failure = await payments
        .createCustomer({ cardToken: 'tok_doesnotexist', postalCode: 'V6E 3P3', email: 'ada@example.com' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CardNotSavedError);
      expect(failure).toMatchObject({ message: 'Sorry, we could not save your credit / debit card.' });
    });

    it('refunds up to the charged amount, never more', async () => {
      const { customerId } = await customerWith('visa');
      const { chargeId } = await charge(customerId, 1000);
      await expect(payments.refund(chargeId, 400)).resolves.toMatchObject({ refundId: expect.any(String) });
      await expect(payments.refund(chargeId, 700)).rejects.toBeInstanceOf(PaymentError);
      await expect(payments.refund(chargeId, 600)).resolves.toMatchObject({ refundId: expect.any(String) });
    });

    it('gives a refund retried with the same key back instead of refunding twice', async () => {
      const { customerId } = await customerWith('visa');
      const { chargeId } = await charge(customerId, 1000);
      const key = newKey();
      const first = await payments.refund(chargeId, 600, key);
      const again = await payments.refund(chargeId, 600, key);
      expect(again.refundId).toBe(first.refundId);
      // Only 600 of 1000 went back: 400 are left to refund, not less.
      await expect(payments.refund(chargeId, 400)).resolves.toMatchObject({ refundId: expect.any(String) });
    });

    it('finds the charge made under an idempotency key, and nothing under another', async () => {
      const { customerId } = await customerWith('visa');
      const since = new Date(Date.now() - 1000);
      const key = newKey();
      const { chargeId } = await charge(customerId, 1234, key);
      await payments.refund(chargeId, 234);
      expect(await payments.chargeMadeWith({ customerId, idempotencyKey: key, since })).toEqual({
        chargeId,
        amount: 1234,
        refunded: 234,
      });
      expect(await payments.chargeMadeWith({ customerId, idempotencyKey: newKey(), since })).toBeNull();
    });

    it('forgets a deleted card: it can no longer be charged, and deleting again is fine', async () => {
      const { customerId } = await customerWith('visa');
      await payments.deleteCard(customerId);
      await expect(charge(customerId)).rejects.toBeInstanceOf(PaymentError);
      await expect(payments.deleteCard(customerId)).resolves.toBeUndefined();
    });
  });
}
