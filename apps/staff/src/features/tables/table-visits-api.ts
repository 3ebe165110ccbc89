import { call } from '../../lib/client.tsx';

/** Staff took a part of a tab promised at the counter. */
export function settleTabPayment(visitId: string, paymentId: string) {
  return call('settleTabPayment', { params: { visitId, paymentId } });
}

/** Closes a table visit (a reason is needed while something is unpaid). */
export function closeTableVisit(visitId: string, reason: string) {
  return call('closeTableVisit', { params: { visitId }, body: { reason } });
}

/** Moves a table visit to another table of its location; answers the new table's number. */
export async function moveTableVisit(visitId: string, tableId: string) {
  return call('moveTableVisit', { params: { visitId }, body: { tableId } });
}

/** Merges a table visit into another open one; answers that table's number. */
export async function mergeTableVisits(visitId: string, intoVisitId: string) {
  return call('mergeTableVisits', { params: { visitId }, body: { intoVisitId } });
}

/** Takes a guest off a table visit. */
export function removeVisitGuest(visitId: string, guestId: string) {
  return call('removeVisitGuest', { params: { visitId, guestId } });
}
