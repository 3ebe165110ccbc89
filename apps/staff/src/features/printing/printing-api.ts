import type { DataOf } from '@orderly/contract';
import { call } from '../../lib/client.tsx';

/** A location's printers and the orders that did not print (decision 0090). */
export type PrintingStatus = DataOf<'getPrintingStatus'>;

export function getPrintingStatus(restaurantId: string, locationId: string) {
  return call('getPrintingStatus', { query: { restaurantId, locationId } });
}

/** Prints the order's tickets again, marked REPRINT, on its location's printers. */
export function reprintOrder(orderId: string) {
  return call('reprintOrder', { params: { orderId } });
}
