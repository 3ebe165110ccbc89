import {
  hostVerificationRecord,
  normalizeHostName,
  reservedHostProblem,
  verificationProblem,
} from '@orderly/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { databaseErrorCode } from '../db/database-errors.ts';
import { locations, restaurantHosts, restaurants } from '../db/schema.ts';
import { CompressibleBody } from '../http/compressed-body.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { DnsLookupError } from '../integrations/dns/types.ts';
import { changedFields, recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager, requireWholeRestaurantManager } from './manager-access.ts';

/**
 * White-label host names (issue 16): a restaurant may be given host names of its own
 * (order.example.com). The customer app's index.html served to such a host carries the restaurant
 * in a JSON data block (`#orderly-host`); the app's boot script (apps/web/first-screen-preload.ts)
 * reads it before anything runs: it points the visitor's session at the restaurant (its only
 * location, or the location picker when it has several) and paints the splash in its brand, so the
 * first paint is the restaurant's and `/` opens it. Any other host keeps the platform's page.
 *
 * A host opens the restaurant only once verified (issue 23, decision 0065): a manager adds it
 * (pending, with a token of its own), publishes `_orderly-verify.<host> TXT orderly-verify=<token>`
 * and presses "Check now", which looks the record up through the DNS port. A pending host opens
 * nothing, and one restaurant only may have a host verified.
 */

/** What the boot script reads from `#orderly-host`. */
export interface HostRestaurant {
  restaurantId: string;
  /** Its only location, or the first of several (the picker then opens). */
  locationId: string;
  /** Several open locations: `/` opens the location picker. */
  pickLocation: boolean;
  brand: { name: string; logo: string; brandColor: string; theme: 'light' | 'dark' };
}

/** The restaurant a verified host name opens, or null (the platform's own host, one nobody has verified). */
export async function restaurantForHost(db: Db, host: string): Promise<HostRestaurant | null> {
  const [row] = await db
    .select({ restaurantId: restaurants.id, name: restaurants.name, settings: restaurants.settings })
    .from(restaurantHosts)
    .innerJoin(restaurants, eq(restaurants.id, restaurantHosts.restaurantId))
    .where(and(eq(restaurantHosts.host, normalizeHostName(host)), isNotNull(restaurantHosts.verifiedAt)));
  if (!row) return null;
  const open = await db
    .select({ id: locations.id, settings: locations.settings })
    .from(locations)
    .where(and(eq(locations.restaurantId, row.restaurantId), eq(locations.inactive, false)))
    .orderBy(asc(locations.position), asc(locations.id));
  const first = open[0];
  if (!first) return null;
  // Its only location's own brand, when it has one; the restaurant's over the location picker.
  const own = open.length === 1 ? first.settings : {};
  const images = own.images ?? row.settings.images;
  const styles = own.styles ?? row.settings.styles;
  return {
    restaurantId: row.restaurantId,
    locationId: first.id,
    pickLocation: open.length > 1,
    brand: { name: row.name, logo: images.logo, brandColor: styles.brandColor, theme: styles.theme },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The customer app's index.html for a white-label host: the restaurant as a JSON data block (not a
 * script: the Content-Security-Policy's hashes of the boot scripts stay as they are), placed before
 * the boot script that reads it, and the restaurant's name as the page title and its colour as the
 * browser's theme colour.
 */
export function hostIndexHtml(html: string, restaurant: HostRestaurant): string {
  // `<` escaped: nothing in the data can close the element.
  const json = JSON.stringify(restaurant).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="orderly-host">${json}</script>`;
  let page = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(restaurant.brand.name)}</title>`);
  page = page.replace(
    /(<meta name="theme-color" content=")[^"]*(")/i,
    (_match, start: string, end: string) => `${start}${escapeHtml(restaurant.brand.brandColor)}${end}`,
  );
  const head = /<head[^>]*>/i.exec(page);
  if (head)
    return `${page.slice(0, head.index + head[0].length)}\n    ${block}${page.slice(head.index + head[0].length)}`;
  const doctype = /^<!doctype html>/i.exec(page);
  return doctype ? `${doctype[0]}${block}${page.slice(doctype[0].length)}` : `${block}${page}`;
}

/**
 * index.html per white-label host, kept a few seconds (each instance; a save on this instance
 * forgets them at once), so a host's visits do not each query the database and compress the page.
 */
export class HostPages {
  private readonly pages = new Map<string, { until: number; body: Promise<CompressibleBody | null> }>();

  constructor(
    private readonly db: Db,
    private readonly keepMs = 5000,
  ) {}

  /** The page for the request's host, or null when the host opens the platform's own page. */
  pageFor(request: FastifyRequest, html: string): Promise<CompressibleBody | null> {
    const host = normalizeHostName(request.hostname ?? '');
    const now = Date.now();
    const kept = this.pages.get(host);
    if (kept && kept.until > now) return kept.body;
    const body = restaurantForHost(this.db, host).then((restaurant) =>
      restaurant ? new CompressibleBody(hostIndexHtml(html, restaurant)) : null,
    );
    if (this.pages.size > 1000) this.pages.clear();
    this.pages.set(host, { until: now + this.keepMs, body });
    body.catch(() => this.pages.delete(host));
    return body;
  }

  forget() {
    this.pages.clear();
  }
}

const pagesByDatabase = new WeakMap<Db, HostPages>();

/** The host pages of a database's server (the static app server reads them; saves forget them). */
export function hostPagesOf(db: Db): HostPages {
  let pages = pagesByDatabase.get(db);
  if (!pages) {
    pages = new HostPages(db);
    pagesByDatabase.set(db, pages);
  }
  return pages;
}

const takenMessage = (host: string) =>
  `${host} already opens another restaurant. Each host name belongs to one restaurant.`;

const notListed = (host: string) =>
  new HttpError(404, `The host name ${host} is not one of this restaurant's: add it first.`);

type HostRow = typeof restaurantHosts.$inferSelect;

/** What the back office shows of a claim. */
const entryOf = (row: HostRow) => ({
  host: row.host,
  status: row.verifiedAt ? ('verified' as const) : ('pending' as const),
  record: hostVerificationRecord(row.host, row.verificationToken),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  problem: row.verifiedAt ? null : row.checkProblem,
});

/** GET and PUT /api/manage/restaurants/:restaurantId/hosts, and each host's check. */
export function registerHostRoutes(
  app: FastifyInstance,
  { db, clock, publicUrl, dns, sandboxDns }: ManageRouteDeps,
) {
  // The platform's own names keep the platform's page: no restaurant can take them.
  const platformHost = normalizeHostName(new URL(publicUrl).hostname);
  const listing = async (restaurantId: string) => {
    const rows = await db
      .select()
      .from(restaurantHosts)
      .where(eq(restaurantHosts.restaurantId, restaurantId))
      .orderBy(asc(restaurantHosts.createdAt), asc(restaurantHosts.host));
    return { data: { hosts: rows.map(entryOf), dns: dns.kind } };
  };
  const claimOf = async (restaurantId: string, host: string) => {
    const [row] = await db
      .select()
      .from(restaurantHosts)
      .where(and(eq(restaurantHosts.restaurantId, restaurantId), eq(restaurantHosts.host, host)));
    if (!row) throw notListed(host);
    return row;
  };
  /** The restaurant other than this one that has the host verified, if any. */
  const verifiedElsewhere = async (tx: Db, hosts: string[], restaurantId: string) => {
    if (hosts.length === 0) return undefined;
    const [taken] = await tx
      .select({ host: restaurantHosts.host })
      .from(restaurantHosts)
      .where(
        and(
          inArray(restaurantHosts.host, hosts),
          ne(restaurantHosts.restaurantId, restaurantId),
          isNotNull(restaurantHosts.verifiedAt),
        ),
      );
    return taken?.host;
  };

  route(app, 'getHostNames', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireManager(db, user.id, restaurantId);
    return listing(restaurantId);
  });

  route(app, 'saveHostNames', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    const { hosts } = request.body;
    for (const host of hosts) {
      const reserved = reservedHostProblem(host, platformHost);
      if (reserved) throw new HttpError(400, reserved);
    }
    const removedAny = await db.transaction(async (tx) => {
      const before = (
        await tx
          .select({ host: restaurantHosts.host })
          .from(restaurantHosts)
          .where(eq(restaurantHosts.restaurantId, restaurantId))
      ).map((row) => row.host);
      const removed = before.filter((host) => !hosts.includes(host));
      const added = hosts.filter((host) => !before.includes(host));
      // A host another restaurant has verified is theirs; one only claimed elsewhere can be claimed here too.
      const taken = await verifiedElsewhere(tx, added, restaurantId);
      if (taken) throw new HttpError(409, takenMessage(taken));
      if (removed.length === 0 && added.length === 0) return false;
      if (removed.length > 0) {
        await tx
          .delete(restaurantHosts)
          .where(and(eq(restaurantHosts.restaurantId, restaurantId), inArray(restaurantHosts.host, removed)));
      }
      if (added.length > 0) {
        // Each gets its token from the column's default (gen_random_uuid: 122 random bits, 32 hex digits).
        await tx
          .insert(restaurantHosts)
          .values(added.map((host) => ({ host, restaurantId })))
          .onConflictDoNothing();
      }
      const parts = [
        added.length > 0 ? `added ${added.join(', ')} (pending verification)` : '',
        removed.length > 0 ? `removed ${removed.join(', ')}` : '',
      ].filter(Boolean);
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'branding',
        summary: `Host names: ${parts.join('; ')}.`,
        changes: changedFields({ hosts: before }, { hosts }),
      });
      return removed.length > 0;
    });
    // A verified host removed stops opening the restaurant at once (on this instance; others within seconds).
    if (removedAny) hostPagesOf(db).forget();
    return listing(restaurantId);
  });

  route(app, 'checkHostName', async (request) => {
    const user = userOf(request);
    const { restaurantId, host } = request.params;
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    const claim = await claimOf(restaurantId, host);
    if (claim.verifiedAt) return listing(restaurantId);
    const record = hostVerificationRecord(host, claim.verificationToken);
    let problem: string | null;
    try {
      problem = verificationProblem(record, await dns.txtRecords(record.name));
    } catch (error) {
      if (!(error instanceof DnsLookupError)) throw error;
      request.log.warn({ host, code: error.code }, 'host verification: DNS lookup failed');
      problem = `${error.message} The record may be there: check again in a few minutes.`;
    }
    const now = clock.now();
    const mine = and(
      eq(restaurantHosts.restaurantId, restaurantId),
      eq(restaurantHosts.host, host),
      isNull(restaurantHosts.verifiedAt),
    );
    if (problem) {
      await db.update(restaurantHosts).set({ checkedAt: now, checkProblem: problem }).where(mine);
      return listing(restaurantId);
    }
    try {
      await db.transaction(async (tx) => {
        if (await verifiedElsewhere(tx, [host], restaurantId)) throw new HttpError(409, takenMessage(host));
        const verified = await tx
          .update(restaurantHosts)
          .set({ verifiedAt: now, checkedAt: now, checkProblem: null })
          .where(mine)
          .returning({ host: restaurantHosts.host });
        // Removed meanwhile (or verified by another check of this restaurant: then nothing to record).
        if (verified.length === 0) return;
        await recordChange(tx, {
          restaurantId,
          userId: user.id,
          area: 'branding',
          summary: `Host names: ${host} verified (its TXT record was found); it opens the restaurant.`,
        });
      });
    } catch (error) {
      // Another restaurant's check won the same host a moment earlier (the unique index on verified hosts).
      if (databaseErrorCode(error) === '23505') throw new HttpError(409, takenMessage(host));
      throw error;
    }
    hostPagesOf(db).forget();
    return listing(restaurantId);
  });

  // Development only: the embedded DNS, where the back office publishes what a DNS provider would.
  if (sandboxDns) {
    route(app, 'publishSandboxHostRecord', async (request) => {
      const user = userOf(request);
      const { restaurantId, host } = request.params;
      await requireWholeRestaurantManager(db, user.id, restaurantId);
      const claim = await claimOf(restaurantId, host);
      const record = hostVerificationRecord(host, claim.verificationToken);
      await sandboxDns.publish(record.name, record.value);
      return listing(restaurantId);
    });
  }
}
