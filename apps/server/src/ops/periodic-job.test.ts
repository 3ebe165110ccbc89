import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job.ts';

describe('PeriodicJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then every interval, and no more once stopped', async () => {
    vi.useFakeTimers();
    let passes = 0;
    const job = new PeriodicJob(
      1000,
      async () => ++passes,
      () => -1,
    );
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(passes).toBe(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(3);
  });

  it('joins a pass already running, and a failing pass answers what `failed` says instead of throwing', async () => {
    let release: () => void = () => undefined;
    let passes = 0;
    const logged: unknown[] = [];
    const job = new PeriodicJob(
      1000,
      async () => {
        passes++;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        throw new Error('database away');
      },
      (error) => {
        logged.push(error);
        return 'failed';
      },
    );
    const first = job.run();
    const second = job.run();
    release();
    expect(await first).toBe('failed');
    expect(await second).toBe('failed');
    expect(passes).toBe(1);
    expect(logged).toHaveLength(1);
  });

  it('stop waits for the pass in flight', async () => {
    let finished = false;
    const job = new PeriodicJob(
      60_000,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
      },
      () => undefined,
    );
    void job.run();
    await job.stop();
    expect(finished).toBe(true);
  });

  it('a wake-up during a pass brings one more pass after it (the work may have come after it looked)', async () => {
    const releases: (() => void)[] = [];
    let passes = 0;
    const job = new PeriodicJob(
      60_000,
      async () => {
        passes++;
        await new Promise<void>((resolve) => releases.push(resolve));
      },
      () => undefined,
    );
    job.wake();
    job.wake();
    job.wake();
    expect(passes).toBe(1);
    releases.shift()!();
    await vi.waitFor(() => expect(passes).toBe(2));
    releases.shift()!();
    await job.stop();
    expect(passes).toBe(2);
    job.wake();
    expect(passes).toBe(2);
  });
});
