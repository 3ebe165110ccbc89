/**
 * Reading DNS TXT records: how a white-label host's ownership record is checked (manage/hosts.ts,
 * decision 0065). The real adapter asks DNS (`SystemDns`); the embedded one reads records a
 * developer or a test published in a table (`SandboxDns`), and is never used in production.
 */
export interface TxtLookup {
  readonly kind: 'system' | 'sandbox';
  /**
   * The TXT records at `name` (any letter case, no trailing dot needed), each one's strings joined
   * as one value; `[]` when the name does not exist or has no TXT record. Throws `DnsLookupError`
   * when DNS gives no answer (a time-out, a server failure, a refused query).
   */
  txtRecords(name: string): Promise<string[]>;
}

/** DNS gave no answer: the record may well exist; check again later. `code` is for the manager and the log. */
export class DnsLookupError extends Error {
  constructor(
    readonly dnsName: string,
    readonly code: string,
  ) {
    super(`The DNS lookup of ${dnsName} failed (${code}).`);
    this.name = 'DnsLookupError';
  }
}

/** The form names are compared in: lower case, no trailing dot. */
export const dnsNameKey = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
