import { withRetries } from './retry.ts';
import { CourierError, type CourierFieldError } from './types.ts';

/** A courier's answer other than success, before we decide whether to try again. */
export class CourierResponseError extends Error {
  constructor(
    readonly status: number,
    readonly fieldErrors: CourierFieldError[] = [],
    message = `Courier answered HTTP ${status}`,
  ) {
    super(message);
    this.name = 'CourierResponseError';
  }
}

export interface CourierCallOptions {
  sleep?: (ms: number) => Promise<void>;
}

/** Courier requests of this process by outcome, and retries (read by the metrics endpoint). */
export const courierCalls = { succeeded: 0, failed: 0, retries: 0 };

/** SPEC.md section 9: 3 attempts, 10 ms then 100 ms apart. */
export const courierRetry = { attempts: 3, baseDelayMs: 10, factor: 10 } as const;

/**
 * Runs one courier request with the spec's retries: a 5xx or a network failure is tried again,
 * a 4xx is the courier's final word. Whatever is left becomes a `CourierError`.
 */
export async function callCourier<T>(
  request: () => Promise<T>,
  options: CourierCallOptions = {},
): Promise<T> {
  try {
    const answer = await withRetries(
      (attempt) => {
        if (attempt > 1) courierCalls.retries++;
        return request();
      },
      {
        ...courierRetry,
        sleep: options.sleep,
        shouldRetry: (error) => !(error instanceof CourierResponseError && error.status < 500),
      },
    );
    courierCalls.succeeded++;
    return answer;
  } catch (error) {
    courierCalls.failed++;
    if (error instanceof CourierError) throw error;
    if (error instanceof CourierResponseError && error.status < 500) {
      throw new CourierError(400, error.fieldErrors, error.message);
    }
    throw new CourierError(502, [], error instanceof Error ? error.message : String(error));
  }
}
