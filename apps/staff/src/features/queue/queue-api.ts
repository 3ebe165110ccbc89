import type { BodyOf } from '@orderly/contract';
import { call } from '../../lib/client.tsx';

/** What the kitchen can set an order to (the contract's list). */
export type StaffStatus = BodyOf<'setOrderStatus'>['status'];

export function setOrderStatus(orderId: string, status: StaffStatus, reason?: string) {
  return call('setOrderStatus', { params: { orderId }, body: reason ? { status, reason } : { status } });
}

/** Gives part of an online payment back (cents), with the reason the customer reads. */
export function refundOrder(orderId: string, amount: number, reason: string) {
  return call('refundOrder', { params: { orderId }, body: { amount, reason } });
}

export function acknowledgeOrder(orderId: string) {
  return call('acknowledgeOrder', { params: { orderId } });
}

export function confirmRequest(requestId: string) {
  return call('confirmServiceRequest', { params: { requestId } });
}

/** Running late: the order's promise moves `minutes` later (the domain's DELAY_MINUTES) and the diner is told. */
export function delayOrder(orderId: string, minutes: BodyOf<'delayOrder'>['minutes']) {
  return call('delayOrder', { params: { orderId }, body: { minutes } });
}
