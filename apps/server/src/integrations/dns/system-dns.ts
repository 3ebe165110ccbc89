import { Resolver } from 'node:dns/promises';
import { DnsLookupError, dnsNameKey, type TxtLookup } from './types.ts';

export interface SystemDnsOptions {
  /** Name servers to ask (`1.1.1.1`, `127.0.0.1:5353`); default: the machine's (/etc/resolv.conf). */
  servers?: string[];
  /** How long one attempt waits (ms). */
  timeoutMs?: number;
  /** Attempts per server. */
  tries?: number;
}

/** The answers that mean "no such record", not "no answer". */
const nothingThere = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * The real adapter: node's resolver (c-ares, `resolveTxt`), which asks the configured name servers
 * directly (not the operating system's getaddrinfo). A record split into several strings (each at
 * most 255 bytes) is joined back.
 */
export class SystemDns implements TxtLookup {
  readonly kind = 'system';
  private readonly resolver: Resolver;

  constructor(options: SystemDnsOptions = {}) {
    this.resolver = new Resolver({ timeout: options.timeoutMs ?? 4000, tries: options.tries ?? 2 });
    if (options.servers) this.resolver.setServers(options.servers);
  }

  async txtRecords(name: string): Promise<string[]> {
    const dnsName = dnsNameKey(name);
    try {
      const records = await this.resolver.resolveTxt(dnsName);
      return records.map((strings) => strings.join(''));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'EUNKNOWN';
      if (nothingThere.has(code)) return [];
      throw new DnsLookupError(dnsName, code);
    }
  }

  /** Stops lookups in flight (the server is closing). */
  close() {
    this.resolver.cancel();
  }
}
