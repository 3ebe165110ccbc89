import type { StaffOrder, StaffRequest } from '../../lib/api-types.ts';
import { api } from '../../lib/client.tsx';

export type StaffStatus = 'Preparing' | 'Done' | 'Cancelled';

export function setOrderStatus(orderId: string, status: StaffStatus, reason?: string) {
  return api<{ order: StaffOrder }>(`/api/staff/orders/${encodeURIComponent(orderId)}/status`, {
    body: reason ? { status, reason } : { status },
  });
}

/** Gives part of an online payment back (cents), with the reason the customer reads. */
export function refundOrder(orderId: string, amount: number, reason: string) {
  return api<{ order: StaffOrder }>(`/api/staff/orders/${encodeURIComponent(orderId)}/refunds`, {
    body: { amount, reason },
  });
}

export function acknowledgeOrder(orderId: string) {
  return api<{ acknowledgedAt: string }>(`/api/staff/orders/${encodeURIComponent(orderId)}/acknowledge`, {
    method: 'POST',
  });
}

export function confirmRequest(requestId: string) {
  return api<{ request: StaffRequest }>(`/api/staff/requests/${encodeURIComponent(requestId)}/confirm`, {
    method: 'POST',
  });
}
