import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { KEY_LEASE_MS } from './idempotency.ts';
import { settleVoid } from './payment-attempts.ts';
import { staleAttempts, unsettledVoids, voidAttempt } from './payment-attempts-repository.ts';
import type { OrderPayments } from './payments.ts';
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
export class PaymentReconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ReconcilerRun> | null = null;

  constructor(
    private readonly db: Db,
    private readonly payments: OrderPayments,
    private readonly clock: Clock,
    private readonly timing: ReconcilerTiming = defaultReconcilerTiming,
    private readonly log: (error: unknown, message: string) => void = () => undefined,
    /** Publishes an order's change (a refund confirmed) to its live screens. */
    private readonly orderChanged: (orderId: string) => Promise<unknown> = async () => undefined,
    /** Where what it did is noted, by the attempt's id (the order id its request reserved). */
    private readonly note: (fields: Record<string, unknown>, message: string) => void = () => undefined,
  ) {}

  start() {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.timing.everyMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass; a pass already running is joined rather than doubled. */
  run(): Promise<ReconcilerRun> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<ReconcilerRun> {
    const outcome: ReconcilerRun = { voided: 0, settled: 0, refundsSent: 0, failures: 0 };
    const attempt = async (step: () => Promise<unknown>, what: string) => {
      try {
        await step();
        return true;
      } catch (error) {
        outcome.failures++;
        this.log(error, what);
        return false;
      }
    };
    await attempt(async () => {
      const leaseEndedBefore = new Date(this.clock.now().getTime() - this.timing.graceMs);
      for (const id of await staleAttempts(this.db, leaseEndedBefore)) {
        if ((await voidAttempt(this.db, id, 'no order after the request ended')) === 'voided') {
          outcome.voided++;
          this.note({ orderId: id }, 'reconciler: voided a payment attempt left without its order');
        }
      }
    }, 'reconciler: voiding payment attempts without an order');
    await attempt(async () => {
      for (const id of await unsettledVoids(this.db)) {
        if (await attempt(() => settleVoid(this.db, this.payments, id), `reconciler: settling void ${id}`)) {
          outcome.settled++;
          this.note({ orderId: id }, 'reconciler: settled a voided payment attempt with the provider');
        }
      }
    }, 'reconciler: reading unsettled voids');
    await attempt(async () => {
      outcome.refundsSent += await sendPendingRefunds(
        this.db,
        this.payments,
        this.clock,
        (error, id) => {
          outcome.failures++;
          this.log(error, `reconciler: sending refund ${id}`);
        },
        this.orderChanged,
      );
    }, 'reconciler: reading pending refunds');
    return outcome;
  }
}
