import { z } from 'zod';

/**
 * White-label host names: a restaurant may be reached at its own address (order.example.com),
 * where `/` opens it instead of the platform's page. A host name is stored and matched in lower
 * case, without a port or a trailing dot. It opens the restaurant only once its owner has proved it
 * theirs with a DNS TXT record (hostVerificationRecord; decision 0065), and then one restaurant only.
 */

/** At most this many host names per restaurant. */
export const MAX_HOST_NAMES = 10;

/** 'Order.Example.com.' -> 'order.example.com'; a request's Host header loses its port too. */
export function normalizeHostName(host: string): string {
  return (
    host
      .trim()
      .toLowerCase()
      // A port follows a name, an IPv4 address or a bracketed IPv6 one; a bare IPv6 address has none.
      .replace(/^(\[[^\]]*\]|[^:]*):\d+$/, '$1')
      .replace(/\.$/, '')
  );
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostPattern = new RegExp(`^(?:${label}\\.)+[a-z][a-z0-9-]*[a-z0-9]$`);
const example = 'such as "order.example.com"';

/**
 * Whether a (normalized) host is an IP address as a browser reads it: IPv6 (hex groups and colons, bracketed or not),
 * or a last label that is a number (1.2.3.4, and 127.1 or 0x7f.1, which browsers also take as IPv4).
 */
export function isIpAddress(host: string): boolean {
  if (/^\[[0-9a-f:.]*\]$/.test(host) || (host.includes(':') && /^[0-9a-f:.]+$/.test(host))) return true;
  const last = host.split('.').pop() ?? '';
  return /^(?:\d+|0x[0-9a-f]*)$/.test(last);
}

/**
 * Why a normalized host name cannot be a restaurant's address, or null: a name of its own has a
 * dot and a domain (localhost and IP addresses are nobody's to prove; decision 0065).
 */
export function hostNameProblem(host: string): string | null {
  if (host === '') return `Enter a host name ${example}.`;
  if (host === 'localhost') {
    return `You cannot use localhost: it means each visitor's own computer. Use a host name you own, ${example}.`;
  }
  if (isIpAddress(host))
    return `You cannot use an IP address (${host}): use a host name you own, ${example}.`;
  if (/^[a-z0-9-]+$/.test(host)) {
    return `Use the whole host name with its domain, ${example} ("${host}" has no dot).`;
  }
  if (!hostPattern.test(host)) {
    return `Use a host name ${example} (letters, digits, dashes and dots; no "https://" or path).`;
  }
  return null;
}

/**
 * Why a normalized host name is the platform's (from PUBLIC_URL), or null: the platform's host, the
 * same with or without `www.`, and every name under that domain. A platform at localhost or an IP
 * address reserves no names under it (there is no domain to be under).
 */
export function reservedHostProblem(host: string, platformHost: string): string | null {
  const platform = normalizeHostName(platformHost);
  const domain = platform.startsWith('www.') ? platform.slice(4) : platform;
  if (host === platform || host === domain || host === `www.${domain}`) {
    return `${host} is the platform's own address: its page stays the platform's.`;
  }
  if (domain.includes('.') && !isIpAddress(domain) && host.endsWith(`.${domain}`)) {
    return `${host} is under the platform's own address (${domain}): every name under it is the platform's.`;
  }
  return null;
}

export const hostNameSchema = z
  .string()
  .max(253, 'A host name has at most 253 characters.')
  .transform(normalizeHostName)
  .pipe(
    z.string().superRefine((host, context) => {
      const problem = hostNameProblem(host);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );

/** A restaurant's host names: each once, at most MAX_HOST_NAMES. */
export const hostNamesSchema = z
  .array(hostNameSchema)
  .max(MAX_HOST_NAMES, `A restaurant can have at most ${MAX_HOST_NAMES} host names.`)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'Each host name can be listed once.');

/** The DNS name a host's ownership record is published under: `_orderly-verify.<host>`. */
export const HOST_VERIFICATION_LABEL = '_orderly-verify';
/** What the record's value starts with, before the claim's token. */
export const HOST_VERIFICATION_PREFIX = 'orderly-verify=';

/** What a manager publishes to prove a host theirs: one TXT record, its value unique to their claim. */
export interface HostVerificationRecord {
  type: 'TXT';
  /** `_orderly-verify.order.example.com` */
  name: string;
  /** `orderly-verify=<token>` */
  value: string;
}

export function hostVerificationRecord(host: string, token: string): HostVerificationRecord {
  return {
    type: 'TXT',
    name: `${HOST_VERIFICATION_LABEL}.${host}`,
    value: `${HOST_VERIFICATION_PREFIX}${token}`,
  };
}

const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 79)}…` : value);

/**
 * What the TXT records found at the record's name (each record's strings joined) lack, or null
 * when one of them is its value (spaces and quotes typed around it are forgiven).
 */
export function verificationProblem(record: HostVerificationRecord, found: readonly string[]): string | null {
  const values = found.map((value) =>
    value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  if (values.includes(record.value)) return null;
  if (values.length === 0) {
    return `No TXT record at ${record.name} yet: publish it with your DNS provider, then check again (a new record can take a few minutes to be seen).`;
  }
  if (values.length === 1) {
    return `The TXT record at ${record.name} reads "${shown(values[0]!)}", not "${record.value}": correct it, then check again.`;
  }
  return `None of the ${values.length} TXT records at ${record.name} reads "${record.value}": add it, then check again.`;
}
