import { topics } from '@orderly/client';
import type { BodyOf, DataOf } from '@orderly/contract';
import { call } from '../../../lib/client.ts';

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
