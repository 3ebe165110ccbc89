import { topics } from '@orderly/client/protocol';
import { messages } from '@orderly/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from '../integrations/payments/types.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { findUser } from './user-repository.ts';

export interface CardRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: PaymentProvider;
}

/** The saved card: the browser tokenizes it at the provider; we keep the customer id and the card's face. */
export function registerCardRoutes(app: FastifyInstance, { db, clock, hub, payments }: CardRouteDeps) {
  route(app, 'getPaymentsConfig', async () => ({ data: payments.clientConfig() }));

  const save = async (userId: string, cardToken: string, postalCode: string) => {
    const user = await findUser(db, userId);
    if (!user) throw new HttpError(401, messages.notAuthenticated);
    const saved = user.paymentCustomerId
      ? await payments.updateCustomer(user.paymentCustomerId, { cardToken, postalCode })
      : await payments.createCustomer({ cardToken, postalCode, email: user.email });
    await db
      .update(users)
      .set({ paymentCustomerId: saved.customerId, card: saved.card, updatedAt: clock.now() })
      .where(eq(users.id, userId));
    await hub.publish(topics.user(userId));
    return { data: { id: saved.customerId, card: saved.card, message: messages.cardSaved } };
  };

  route(app, 'createCustomer', async (request) => {
    const { id } = userOf(request);
    return save(id, request.body.cardToken, request.body.postalCode);
  });

  route(app, 'updateCustomer', async (request) => {
    const { id } = userOf(request);
    return save(id, request.body.cardToken, request.body.postalCode);
  });

  route(app, 'deleteCard', async (request) => {
    const { id } = userOf(request);
    const user = await findUser(db, id);
    if (!user?.paymentCustomerId || !user.card) throw new HttpError(404, messages.cardDeleteFailed);
    try {
      await payments.deleteCard(user.paymentCustomerId);
    } catch {
      throw new HttpError(502, messages.cardDeleteFailed);
    }
    await db.update(users).set({ card: null, updatedAt: clock.now() }).where(eq(users.id, id));
    await hub.publish(topics.user(id));
    return { data: { message: messages.cardDeleted } };
  });
}
