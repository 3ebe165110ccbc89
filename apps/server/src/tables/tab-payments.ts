import { randomUUID } from 'node:crypto';
import {
  checkTip,
  type LocationSettings,
  messages,
  paymentPolicy,
  priceTabPart,
  startSplit,
  type TabPart,
  tabMessages,
  tabPartPoints,
  tipAmount,
  visitMessages,
} from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { databaseErrorCode } from '../db/database-errors.ts';
import { HttpError } from '../http/errors.ts';
import { abandonAttempt, chargeUnderAttempt } from '../payments/payment-attempts.ts';
import type { OrderPayments } from '../payments/payments.ts';
import {
  creditPoints,
  findTabPayment,
  insertSplit,
  insertTabPayment,
  lockVisitIfOpen,
  type TabPaymentRow,
} from './tab-payments-repository.ts';
import { tabStateOf } from './table-visits.ts';
import { touchVisit, type VisitGuestRow, type VisitRow } from './visits-repository.ts';

/**
 * Paying a table's tab (issue 28, decision 0093): a person pays the whole of what is unpaid, the
 * items they pick, or one share of an even split; by the saved card (signed-in diners, with a tip,
 * earning the points) or at the counter. The part is priced by the tab's rules before the card is
 * charged and again under the visit's lock when the payment is written; the keys of the paid items
 * and shares make two phones paying for one item at once end with exactly one payment. A card
 * payment follows checkout's attempt pattern (decision 0060): the attempt is recorded before the
 * provider is called, its id is the payment's and the provider's idempotency key, and a charge
 * whose payment is not written goes back (at once, or by the reconciler after a crash).
 */

/** PostgreSQL's unique_violation: another phone paid the same item or share first. */
const UNIQUE_VIOLATION = '23505';

export interface TabPaymentDeps {
  db: Db;
  payments: OrderPayments;
  log?: (error: unknown, message: string) => void;
}

export interface TabPayer {
  guest: VisitGuestRow;
  visit: VisitRow;
  /** A signed-in diner: the saved card to charge and the account the points go to. */
  user: { id: string; name: string; paymentCustomerId: string | null } | null;
}

export interface TabPaymentRequest {
  part: TabPart;
  method: 'online' | 'counter';
  tip: number;
  customTip: number | null;
  settings: LocationSettings;
  restaurantName: string;
  /** The payment's id: the Idempotency-Key's reserved id, so a retry finds what it paid. */
  paymentId: string;
  now: Date;
}

export interface TabPaymentAnswer {
  paymentId: string;
  amount: number;
  tip: number;
  method: 'online' | 'counter';
  points: number;
}

const answerOf = (row: TabPaymentRow): TabPaymentAnswer => ({
  paymentId: row.id,
  amount: row.amount,
  tip: row.tip,
  method: row.method,
  points: row.points,
});

const visitOver = () => new HttpError(404, visitMessages.notFound);

/** Starts an even split of what is unpaid, under the visit's lock. */
export async function splitTab(db: Db, visit: VisitRow, parts: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockVisitIfOpen(tx, visit.id);
    if (!locked) throw visitOver();
    const { state } = await tabStateOf(tx, locked);
    const split = startSplit(state, randomUUID(), parts);
    if ('error' in split)
      throw new HttpError(split.error === tabMessages.splitParts ? 400 : 409, split.error);
    await insertSplit(tx, { ...split, visitId: visit.id, createdAt: now });
    await touchVisit(tx, visit.id, now);
  });
}

/** The refusal of a part, with a status that fits: 400 for what the request got wrong, else 409. */
function refusal(error: string): HttpError {
  const badRequest: string[] = [tabMessages.noItems, tabMessages.itemUnknown, tabMessages.shareUnknown];
  return new HttpError(badRequest.includes(error) ? 400 : 409, error);
}

/** Pays a part of the tab; see the module's comment. */
export async function payTabPart(
  deps: TabPaymentDeps,
  payer: TabPayer,
  request: TabPaymentRequest,
): Promise<TabPaymentAnswer> {
  const { db } = deps;
  const { visit, user } = payer;
  // A retry of a request whose payment was written answers that payment.
  const written = await findTabPayment(db, request.paymentId);
  if (written) return answerOf(written);

  const { state } = await tabStateOf(db, visit);
  const priced = priceTabPart(state, request.part);
  if ('error' in priced) throw refusal(priced.error);

  const online = request.method === 'online';
  if (online && paymentPolicy(request.settings, 'Dine-in') === 'offline')
    throw new HttpError(400, tabMessages.cardsOff);
  if (online && !user) throw new HttpError(401, tabMessages.signInToPayByCard);
  let tip = 0;
  if (online) {
    const tipError = checkTip({
      settings: request.settings,
      orderType: 'Dine-in',
      tip: request.tip,
      customTip: request.customTip,
      amounts: { subTotal: priced.amount, totalBeforeTip: priced.amount },
    });
    if (tipError) throw new HttpError(400, tipError);
    tip = tipAmount({
      totalBeforeTip: priced.amount,
      tip: request.tip,
      customTip: request.customTip,
      paymentMethod: 'online',
      courierDelivery: false,
    });
  }
  const charged = priced.amount + tip;

  let paymentId = request.paymentId;
  let attemptId: string | null = null;
  let chargeId: string | null = null;
  if (online && charged > 0) {
    if (!user?.paymentCustomerId) throw new HttpError(400, messages.addCard);
    const paid = await chargeUnderAttempt(deps, {
      id: paymentId,
      restaurantId: visit.restaurantId,
      userId: user.id,
      customerId: user.paymentCustomerId,
      amount: charged,
      now: request.now,
      description: `${request.restaurantName} table ${visit.tableNumber}`,
      metadata: { visitId: visit.id, restaurantId: visit.restaurantId },
      idKey: 'tabPaymentId',
    });
    paymentId = paid.id;
    attemptId = paid.id;
    chargeId = paid.chargeId;
  }

  const points = online && user ? tabPartPoints(priced, true) : 0;
  try {
    const row = await db.transaction(async (tx) => {
      const locked = await lockVisitIfOpen(tx, visit.id);
      if (!locked) throw visitOver();
      // Priced again with the rows as they are now: what was charged must be what is owed.
      const { state: now } = await tabStateOf(tx, locked);
      const again = priceTabPart(now, request.part);
      if ('error' in again) throw refusal(again.error);
      if (again.amount !== priced.amount) throw new HttpError(409, tabMessages.changed);
      const payment = {
        id: paymentId,
        visitId: visit.id,
        guestId: payer.guest.id,
        userId: user?.id ?? null,
        payerName: payer.guest.name,
        kind: again.payment.kind,
        splitId: again.payment.kind === 'share' ? again.payment.splitId : null,
        share: again.payment.kind === 'share' ? again.payment.share : null,
        amount: again.amount,
        tip,
        food: again.food,
        points,
        method: request.method,
        chargeId,
        paymentAttemptId: attemptId,
        paymentAttemptOpen: attemptId ? true : null,
        createdAt: request.now,
        settledAt: online ? request.now : null,
      } as const;
      await insertTabPayment(tx, payment, again.payment.kind === 'items' ? again.payment.itemKeys : []);
      if (user) await creditPoints(tx, user.id, visit.restaurantId, points);
      await touchVisit(tx, visit.id, request.now);
      return payment;
    });
    return { paymentId: row.id, amount: row.amount, tip: row.tip, method: row.method, points: row.points };
  } catch (error) {
    if (attemptId) await giveBack(deps, attemptId, 'the tab payment could not be written');
    if (databaseErrorCode(error) === UNIQUE_VIOLATION)
      throw new HttpError(409, request.part.kind === 'share' ? tabMessages.sharePaid : tabMessages.itemPaid);
    throw error;
  }
}

/** Gives back what an attempt charged (unless its payment was written after all). */
async function giveBack(deps: TabPaymentDeps, attemptId: string, reason: string) {
  await abandonAttempt(deps.db, deps.payments, attemptId, reason).catch((failure: unknown) =>
    deps.log?.(failure, 'could not void a tab payment attempt; the reconciler will'),
  );
}
