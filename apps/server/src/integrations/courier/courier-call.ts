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
    return await withRetries(request, {
      ...courierRetry,
      sleep: options.sleep,
      shouldRetry: (error) => !(error instanceof CourierResponseError && error.status < 500),
    });
  } catch (error) {
    if (error instanceof CourierError) throw error;
    if (error instanceof CourierResponseError && error.status < 500) {
      throw new CourierError(400, error.fieldErrors, error.message);
    }
    throw new CourierError(502, [], error instanceof Error ? error.message : String(error));
  }
}
