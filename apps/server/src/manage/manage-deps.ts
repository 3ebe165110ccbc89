import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { AddressSearch } from '../integrations/address-search/types.ts';
import type { SandboxDns } from '../integrations/dns/sandbox-dns.ts';
import type { TxtLookup } from '../integrations/dns/types.ts';
import type { Mailer } from '../integrations/email/types.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { MapTiles } from './zones-routes.ts';

/**
 * What the back office's routes get (issue 16). Every route is under /api/manage/…, checks
 * `requireManager` first, saves in one transaction with `recordChange`, and announces the change
 * with `LiveHub.notices` in that transaction (delivered once it commits). Areas import this type
 * from here (not from manage-routes.ts, which imports the areas).
 */
export interface ManageRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  mailer: Mailer;
  /** The server's public address (links in e-mails). */
  publicUrl: string;
  /** Finds addresses (the zone editor's test box). */
  addressSearch: AddressSearch;
  /** The zone editor's street tiles (MAP_TILE_URL); default: none. */
  mapTiles?: MapTiles | null;
  /** Looks up the TXT records that prove a white-label host a restaurant's. */
  dns: TxtLookup;
  /** The embedded DNS, when `dns` is it (development and tests): the back office may publish to it. */
  sandboxDns?: SandboxDns | null;
  /** Someone's rights changed: their open live screens re-check what they follow, on every instance. */
  accessChanged?: (userId: string) => Promise<void>;
}
