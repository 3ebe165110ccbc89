import { call } from '../../lib/client.tsx';

/** Staff took a part of a tab promised at the counter. */
export function settleTabPayment(visitId: string, paymentId: string) {
  return call('settleTabPayment', { params: { visitId, paymentId } });
}

/** Closes a table visit (a reason is needed while something is unpaid). */
export function closeTableVisit(visitId: string, reason: string) {
  return call('closeTableVisit', { params: { visitId }, body: { reason } });
}
