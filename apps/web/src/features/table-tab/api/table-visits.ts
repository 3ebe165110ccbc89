import { topics } from '@orderly/client';
import type { BodyOf, DataOf } from '@orderly/contract';
import { call } from '../../../lib/client.ts';
import { sendWithRetries } from '../../../lib/idempotent-send.ts';

/** A table visit's running tab as its guests see it (GET /guest/table_visits/tab, topic tab:{token}). */
export type TableTab = DataOf<'getTableTab'>['tab'];

export const tabTopic = topics.tab;

/** Joins the table's open visit (opening one); a held token is kept when it still opens that visit. */
export function joinTableVisit(body: BodyOf<'joinTableVisit'>, signal?: AbortSignal) {
  return call('joinTableVisit', { body, signal });
}

/** The tab a token opens; a token that opens nothing (a visit that is over) is a 404. */
export function getTableTab(token: string, signal?: AbortSignal) {
  return call('getTableTab', { query: { token }, signal });
}

/** Starts an even split of what is unpaid in `parts` shares (2 to 20); answers the tab. */
export function splitTableTab(body: BodyOf<'splitTableTab'>) {
  return call('splitTableTab', { body });
}

/** A payment taken on the tab, as the payer's phone shows it, with the tab after it. */
export type TabPaymentAnswer = DataOf<'payTableTab'>;
export type TabPartBody = BodyOf<'payTableTab'>['part'];

/**
 * Pays a part of the tab under an Idempotency-Key: a guest at the counter, a signed-in diner by the
 * saved card (with a tip) or at the counter. A request the network lost is sent again with the same
 * key: the server takes the part at most once and answers the retry with the first payment.
 */
export function payTableTab(
  input: { signedIn: boolean; body: BodyOf<'payTableTabSignedIn'> },
  idempotencyKey: string,
): Promise<TabPaymentAnswer> {
  const { body } = input;
  return sendWithRetries(() =>
    input.signedIn
      ? call('payTableTabSignedIn', { body, idempotencyKey })
      : call('payTableTab', {
          body: { token: body.token, part: body.part, method: 'counter' },
          idempotencyKey,
        }),
  );
}
