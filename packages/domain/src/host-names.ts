import { z } from 'zod';

/**
 * White-label host names: a restaurant may be reached at its own address (order.example.com),
 * where `/` opens it instead of the platform's page. A host name is stored and matched in lower
 * case, without a port or a trailing dot, and is one restaurant's only.
 */

/** At most this many host names per restaurant. */
export const MAX_HOST_NAMES = 10;

/** 'Order.Example.com.' -> 'order.example.com'; a request's Host header loses its port too. */
export function normalizeHostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

export const hostNameSchema = z
  .string()
  .max(253, 'A host name has at most 253 characters.')
  .transform(normalizeHostName)
  .pipe(
    z
      .string()
      .min(1, 'Enter a host name such as "order.example.com".')
      .regex(
        new RegExp(`^(?:${label}\\.)+[a-z][a-z0-9-]*[a-z0-9]$|^localhost$`),
        'Use a host name such as "order.example.com" (letters, digits, dashes and dots; no "https://" or path).',
      ),
  );

/** A restaurant's host names: each once, at most MAX_HOST_NAMES. */
export const hostNamesSchema = z
  .array(hostNameSchema)
  .max(MAX_HOST_NAMES, `A restaurant can have at most ${MAX_HOST_NAMES} host names.`)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'Each host name can be listed once.');
