import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TxtLookup } from './types.ts';

export interface TxtLookupContractSubject {
  lookup: TxtLookup;
  /** Publishes a TXT record, given as the strings it is made of. */
  publish(name: string, strings: string[]): Promise<void>;
  close(): Promise<void>;
}

/** What every TXT lookup does the same way. */
export function txtLookupContract(name: string, open: () => Promise<TxtLookupContractSubject>) {
  describe(`TXT lookup contract: ${name}`, () => {
    let subject: TxtLookupContractSubject;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());

    it('finds the records published at a name, in any letter case', async () => {
      await subject.publish('_orderly-verify.order.maple.test', ['orderly-verify=abc123']);
      await subject.publish('_orderly-verify.order.maple.test', ['v=spf1 -all']);
      const found = await subject.lookup.txtRecords('_Orderly-Verify.ORDER.maple.test.');
      expect(found.sort()).toEqual(['orderly-verify=abc123', 'v=spf1 -all']);
    });

    it('joins a record made of several strings', async () => {
      await subject.publish('_orderly-verify.long.maple.test', ['orderly-verify=', 'abc123']);
      expect(await subject.lookup.txtRecords('_orderly-verify.long.maple.test')).toEqual([
        'orderly-verify=abc123',
      ]);
    });

    it('has nothing at a name nobody published', async () => {
      expect(await subject.lookup.txtRecords('_orderly-verify.nobody.maple.test')).toEqual([]);
    });
  });
}
