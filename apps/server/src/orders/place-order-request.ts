import type { CreateOrderV2Body, GuestCreateOrderBody } from '@orderly/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { OrderPayments } from '../payments/payments.ts';
import type { UserRow } from '../users/user-repository.ts';

/** What placing an order takes and answers (the steps are in `place-order.ts`). */

export interface PlaceOrderDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: OrderPayments;
  /**
   * Whether this server sends texts (decision 0095; false in production without an SMS provider):
   * without, "Text me updates" is not kept on the order.
   */
  texts?: boolean;
  /** Where failures that the customer does not see are logged. */
  log?: (error: unknown, message: string) => void;
  /** Where steps an operator follows are noted (the payment attempt opened for the request). */
  note?: (fields: Record<string, unknown>, message: string) => void;
}

/** A logged-in order (create_order_v2) or a guest's dine-in order. */
export type PlaceOrderRequest =
  | {
      kind: 'customer';
      userId: string;
      /** The user's row when the caller already read it (with the session). */
      user?: UserRow | undefined;
      body: CreateOrderV2Body;
    }
  | { kind: 'guest'; body: GuestCreateOrderBody };

/** The create response (SPEC.md section 3): what the customer's order complete screen shows. */
export interface CreatedOrderResponse {
  orderNumber: number;
  tableNumber: string | null;
  pointsEarned: number;
  orderId: string;
  total: number;
  completedAt: string;
  /** A round of a table visit's tab: its number (decision 0093); null for any other order. */
  visitRound: number | null;
}
