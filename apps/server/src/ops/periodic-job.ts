import type { FastifyInstance } from 'fastify';

/**
 * A pass of background work run at start-up and then every `everyMs` on every instance (the work
 * must be safe to run twice at once on two instances). A pass already running is joined rather
 * than doubled; a pass that throws is answered by `failed` (which logs it), never thrown.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

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
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass (tests call it); never throws. */
  run(): Promise<T> {
    this.running ??= this.pass()
      .catch(this.failed)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}

/** Starts `job` (unless `off`) and stops it when the server closes. */
export function runWhileServerOpen(app: FastifyInstance, job: PeriodicJob<unknown>, off: boolean) {
  if (!off) job.start();
  app.addHook('onClose', () => job.stop());
}
