import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { PeriodicJob } from '../ops/periodic-job.ts';
import { KEY_LEASE_MS } from '../payments/idempotency.ts';
import { settleVoid } from '../payments/payment-attempts.ts';
import { staleAttempts, unsettledVoids, voidAttempt } from '../payments/payment-attempts-repository.ts';
import type { OrderPayments } from '../payments/payments.ts';
import { sendPendingRefunds } from './refunds.ts';

export interface ReconcilerTiming {
  /** How often it looks for money left behind. */
  everyMs: number;
  /** How long after an attempt's lease ended it is voided (a retry may still take it over). */
  graceMs: number;
}

export const defaultReconcilerTiming: ReconcilerTiming = { everyMs: 30_000, graceMs: KEY_LEASE_MS };

export interface ReconcilerRun {
  voided: number;
  settled: number;
  refundsSent: number;
  failures: number;
}

/**
 * Finds money left behind by requests that died (crash, lost connection, provider outage): payment
 * attempts without an order after their lease are voided and their charges given back; voids and
 * refunds not yet confirmed by the provider are sent again. Runs at start-up and then periodically
 * on every instance (each step is safe to run twice at once: the database and the provider's
 * idempotency keys decide).
 */
export function paymentReconcilerJob(
  db: Db,
  payments: OrderPayments,
  clock: Clock,
  timing: ReconcilerTiming = defaultReconcilerTiming,
  log: (error: unknown, message: string) => void = () => undefined,
  /** Publishes an order's change (a refund confirmed) to its live screens. */
  orderChanged: (orderId: string) => Promise<unknown> = async () => undefined,
  /** Where what it did is noted, by the attempt's id (the order id its request reserved). */
  note: (fields: Record<string, unknown>, message: string) => void = () => undefined,
): PeriodicJob<ReconcilerRun> {
  const pass = async (): Promise<ReconcilerRun> => {
    const outcome: ReconcilerRun = { voided: 0, settled: 0, refundsSent: 0, failures: 0 };
    const attempt = async (step: () => Promise<unknown>, what: string) => {
      try {
        await step();
        return true;
      } catch (error) {
        outcome.failures++;
        log(error, what);
        return false;
      }
    };
    await attempt(async () => {
      const leaseEndedBefore = new Date(clock.now().getTime() - timing.graceMs);
      for (const id of await staleAttempts(db, leaseEndedBefore)) {
        if ((await voidAttempt(db, id, 'no order after the request ended')) === 'voided') {
          outcome.voided++;
          note({ orderId: id }, 'reconciler: voided a payment attempt left without its order');
        }
      }
    }, 'reconciler: voiding payment attempts without an order');
    await attempt(async () => {
      for (const id of await unsettledVoids(db)) {
        if (await attempt(() => settleVoid(db, payments, id), `reconciler: settling void ${id}`)) {
          outcome.settled++;
          note({ orderId: id }, 'reconciler: settled a voided payment attempt with the provider');
        }
      }
    }, 'reconciler: reading unsettled voids');
    await attempt(async () => {
      outcome.refundsSent += await sendPendingRefunds(
        db,
        payments,
        clock,
        (error, id) => {
          outcome.failures++;
          log(error, `reconciler: sending refund ${id}`);
        },
        orderChanged,
      );
    }, 'reconciler: reading pending refunds');
    return outcome;
  };
  // Every step catches its own failure; this is for what none of them expected.
  return new PeriodicJob(timing.everyMs, pass, (error) => {
    log(error, 'reconciler: pass failed');
    return { voided: 0, settled: 0, refundsSent: 0, failures: 1 };
  });
}
