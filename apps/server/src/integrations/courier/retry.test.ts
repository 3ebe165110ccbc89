import { describe, expect, it } from 'vitest';
import { withRetries } from './retry.ts';

describe('withRetries', () => {
  const options = (sleeps: number[]) => ({
    attempts: 3,
    baseDelayMs: 10,
    factor: 10,
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
  });

  it('returns the first success without waiting', async () => {
    const sleeps: number[] = [];
    await expect(withRetries(async () => 'ok', options(sleeps))).resolves.toBe('ok');
    expect(sleeps).toEqual([]);
  });

  it('waits 10 ms then 100 ms and rethrows the last failure', async () => {
    const sleeps: number[] = [];
    const seen: number[] = [];
    const failure = await withRetries(async (attempt) => {
      seen.push(attempt);
      throw new Error(`attempt ${attempt}`);
    }, options(sleeps)).catch((error: Error) => error.message);
    expect(failure).toBe('attempt 3');
    expect(seen).toEqual([1, 2, 3]);
    expect(sleeps).toEqual([10, 100]);
  });

  it('stops at once when the failure is not worth retrying', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw new Error('no');
        },
        { ...options(sleeps), shouldRetry: () => false },
      ),
    ).rejects.toThrow('no');
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('sleeps for real when no sleep is given', async () => {
    let calls = 0;
    const started = Date.now();
    const result = await withRetries(
      async () => {
        if (++calls < 2) throw new Error('once');
        return calls;
      },
      { attempts: 3, baseDelayMs: 10, factor: 10 },
    );
    expect(result).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9);
  });
});
