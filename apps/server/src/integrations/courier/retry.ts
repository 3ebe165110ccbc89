export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  /** Each retry waits `factor` times longer than the one before. */
  factor: number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another attempt; every failure is, unless told otherwise. */
  shouldRetry?: (error: unknown) => boolean;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn` until it succeeds or the attempts run out, waiting baseDelayMs × factor^(retry-1)
 * before each retry (10 ms then 100 ms for SPEC.md's courier rule); rethrows the last failure.
 */
export async function withRetries<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const retryable = options.shouldRetry?.(error) ?? true;
      if (!retryable || attempt >= options.attempts) throw error;
      await wait(options.baseDelayMs * options.factor ** (attempt - 1));
    }
  }
}
