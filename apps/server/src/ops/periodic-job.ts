import type { FastifyInstance } from 'fastify';

/**
 * A pass of background work run at start-up and then every `everyMs` on every instance (the work
 * must be safe to run twice at once on two instances). A pass already running is joined rather
 * than doubled; a pass that throws is answered by `failed` (which logs it), never thrown.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  /** A wake-up came while a pass was running: one more pass follows it. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly everyMs: number,
    private readonly pass: () => Promise<T>,
    private readonly failed: (error: unknown) => T,
  ) {}

  /** A pass now, then one every `everyMs`; the timer does not keep the process alive. */
  start() {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  /** No more passes; waits for the one in flight. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * A pass soon, without waiting for the timer (new work was committed): now, or right after the
   * pass in flight, which may have looked before the work was there.
   */
  wake() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else void this.run();
  }

  /** One pass (tests call it); never throws. */
  run(): Promise<T> {
    this.running ??= this.pass()
      .catch(this.failed)
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.run();
        }
      });
    return this.running;
  }
}

/** Starts `job` (unless `off`) and stops it when the server closes. */
export function runWhileServerOpen(app: FastifyInstance, job: PeriodicJob<unknown>, off: boolean) {
  if (!off) job.start();
  app.addHook('onClose', () => job.stop());
}
