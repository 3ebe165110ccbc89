import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxDnsRecords } from '../../db/schema.ts';
import { dnsNameKey, type TxtLookup } from './types.ts';

/**
 * The embedded DNS of development and tests: TXT records live in `sandbox_dns_records`, published
 * with `publish` (the back office's "Publish it in the sandbox DNS" button, a test), and nothing
 * leaves the server. Any manager can publish any record here, so production never uses it
 * (integrations/config.ts refuses it there).
 */
export class SandboxDns implements TxtLookup {
  readonly kind = 'sandbox';

  constructor(private readonly db: Db) {}

  async txtRecords(name: string): Promise<string[]> {
    const rows = await this.db
      .select({ value: sandboxDnsRecords.value })
      .from(sandboxDnsRecords)
      .where(eq(sandboxDnsRecords.name, dnsNameKey(name)))
      .orderBy(asc(sandboxDnsRecords.createdAt), asc(sandboxDnsRecords.value));
    return rows.map((row) => row.value);
  }

  /** Adds a TXT record (publishing the same one twice keeps one). */
  async publish(name: string, value: string): Promise<void> {
    await this.db
      .insert(sandboxDnsRecords)
      .values({ name: dnsNameKey(name), value })
      .onConflictDoNothing();
  }

  /** Removes one record, or every record at the name. */
  async remove(name: string, value?: string): Promise<void> {
    const at = eq(sandboxDnsRecords.name, dnsNameKey(name));
    await this.db
      .delete(sandboxDnsRecords)
      .where(value === undefined ? at : and(at, eq(sandboxDnsRecords.value, value)));
  }
}
