import { ORDER_AMOUNTS, type OrderAmounts, type OrderLine } from '@orderly/domain';
import type { StaffOrder, StaffRequest } from '../lib/api-types.ts';

/** Every amount of an order at 0 (no discount, fee or tip). */
const noAmounts = Object.fromEntries(ORDER_AMOUNTS.map((name) => [name, 0])) as OrderAmounts;

/** Wednesday 2026-06-10, 12:00 in Vancouver (19:00 UTC): the staff tests' "now". */
export const NOON = new Date('2026-06-10T19:00:00Z');

/** Minutes from NOON as an ISO time (negative: earlier). */
export const minutesFromNoon = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000).toISOString();

/** Two tacos, $14.50 each. */
export const tacos: OrderLine = {
  productId: 'tacos',
  name: 'Crispy Fish Tacos',
  count: 2,
  unitPrice: 1450,
  choices: [],
  totalPrice: 2900,
};

/** A Pickup order of two tacos, paid in person, placed `ageMinutes` before NOON and due ASAP. */
export function staffOrder(
  overrides: Partial<StaffOrder> & { id: string; orderNumber: number },
  ageMinutes = 5,
): StaffOrder {
  return {
    restaurantId: 'demo',
    locationId: 'downtown',
    userId: 'user-1',
    createdAt: minutesFromNoon(-ageMinutes),
    completedAt: minutesFromNoon(20 - ageMinutes),
    orderType: 'Pickup',
    paymentMethod: 'offline',
    status: 'New',
    review: null,
    notes: '',
    tableNumber: null,
    tableId: null,
    customerName: 'Ada Diner',
    customerPhone: '6045551234',
    deliveryAddress: null,
    lines: [tacos],
    promoCode: null,
    totalRefundAmount: 0,
    refunds: [],
    rewards: [],
    addedCharges: [],
    pointsEarned: 0,
    ...noAmounts,
    subTotal: 2900,
    taxAmount: 145,
    total: 3045,
    cancelReason: null,
    acknowledgedAt: null,
    ...overrides,
  };
}

/** A table's service request made `ageMinutes` before NOON. */
export function staffRequest(
  overrides: Partial<StaffRequest> & { id: string },
  ageMinutes = 2,
): StaffRequest {
  return {
    createdAt: minutesFromNoon(-ageMinutes),
    confirmed: false,
    confirmedAt: null,
    tableId: 't2',
    tableNumber: '2',
    description: 'More napkins please',
    ...overrides,
  };
}
