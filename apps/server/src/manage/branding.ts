import { topics } from '@orderly/client/protocol';
import type { DataOf } from '@orderly/contract';
import type { BrandSettings } from '@orderly/domain/restaurant-document';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { locations, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { MAX_UPLOAD_BYTES, prepareImage } from '../media/images.ts';
import { storeImage } from '../media/media-store.ts';
import { changedFields, recordChange } from './audit-log.ts';
import { hostPagesOf } from './hosts.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { requireManager, requireWholeRestaurantManager } from './manager-access.ts';

type Branding = DataOf<'getBranding'>;
type Images = BrandSettings['images'];
type Styles = BrandSettings['styles'];

/** How the activity screen names what changed. */
const labels: Record<string, string> = {
  logo: 'logo',
  logoTitle: 'logo with title',
  brandLogo: 'brand logo',
  mainBg: 'background',
  mainBgMobile: 'phone background',
  menuHeader: 'menu header',
  tabletBg: 'tablet background',
  rewardBg: 'rewards background',
  rewardContainer: 'reward card',
  rewardDefault: 'default reward picture',
  rewardRedeemButton: 'redeem button',
  confirmingRequest: 'request picture',
  orderComplete: 'order complete picture',
  cartEmpty: 'empty cart picture',
  notFound: 'not found picture',
  brandColor: 'brand colour',
  fontColor: 'font colour',
  rewardsFontColor: 'rewards font colour',
  theme: 'theme',
};

async function loadBranding(db: Db, restaurantId: string): Promise<Branding> {
  const [restaurant] = await db
    .select({ name: restaurants.name, settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
  const rows = await db
    .select({ id: locations.id, locationName: locations.locationName, settings: locations.settings })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.position), asc(locations.id));
  return {
    name: restaurant.name,
    images: restaurant.settings.images,
    styles: restaurant.settings.styles,
    previewLocationId: rows[0]?.id ?? '',
    overriddenAt: rows
      .filter((row) => row.settings.images !== undefined || row.settings.styles !== undefined)
      .map((row) => ({ locationId: row.id, locationName: row.locationName })),
  };
}

/** The brand's fields as one flat record ('images.logo', 'styles.brandColor'), for the audit log. */
const flat = (images: Partial<Images>, styles: Partial<Styles>) => ({
  ...Object.fromEntries(Object.entries(images).map(([key, value]) => [`images.${key}`, value ?? null])),
  ...Object.fromEntries(Object.entries(styles).map(([key, value]) => [`styles.${key}`, value])),
});

/**
 * The branding area of the back office: pictures (uploaded through sharp, see media/images.ts),
 * brand and font colours, light or dark theme. A save repaints every open customer screen of the
 * restaurant (the location topics carry the settings).
 */
export function registerBrandingRoutes(app: FastifyInstance, { db }: ManageRouteDeps) {
  route(app, 'getBranding', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireManager(db, user.id, restaurantId);
    return { data: await loadBranding(db, restaurantId) };
  });

  route(app, 'saveBranding', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireWholeRestaurantManager(db, user.id, restaurantId);
    const { images, styles, useAtLocations = [] } = request.body;
    await db.transaction(async (tx) => {
      const [restaurant] = await tx
        .select({ settings: restaurants.settings })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('update');
      if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
      const before = restaurant.settings;
      // Pictures no longer listed are removed: the form sends every picture the brand keeps.
      const allKeys = new Set([...Object.keys(before.images), ...Object.keys(images)]);
      const imagesAfter = Object.fromEntries([...allKeys].map((key) => [key, images[key as keyof Images]]));
      const changes = changedFields(flat(before.images, before.styles), flat(imagesAfter, styles));
      const rows = await tx
        .select({ id: locations.id, locationName: locations.locationName, settings: locations.settings })
        .from(locations)
        .where(eq(locations.restaurantId, restaurantId));
      // Locations that had pictures or colours of their own and now take the restaurant's.
      const joining = rows.filter(
        (row) =>
          useAtLocations.includes(row.id) &&
          (row.settings.images !== undefined || row.settings.styles !== undefined),
      );
      const unknown = useAtLocations.find((id) => !rows.some((row) => row.id === id));
      if (unknown) throw new HttpError(400, 'This restaurant has no such location.');
      if (Object.keys(changes).length === 0 && joining.length === 0) return;
      if (Object.keys(changes).length > 0) {
        await tx
          .update(restaurants)
          .set({ settings: { ...before, images, styles } })
          .where(eq(restaurants.id, restaurantId));
      }
      for (const row of joining) {
        const { images: _images, styles: _styles, ...own } = row.settings;
        await tx
          .update(locations)
          .set({ settings: own })
          .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, row.id)));
        changes[`${row.id}.ownBrand`] = {
          from: { images: row.settings.images, styles: row.settings.styles },
          to: null,
        };
      }
      const what = Object.keys(changes)
        .filter((key) => !key.endsWith('.ownBrand'))
        .map((key) => labels[key.split('.')[1] ?? ''] ?? key);
      const sentences = [
        what.length > 0
          ? `Changed the ${what.slice(0, 4).join(', ')}${what.length > 4 ? ` and ${what.length - 4} more` : ''}.`
          : '',
        joining.length > 0
          ? `${joining.map((row) => row.locationName).join(', ')} now ${joining.length === 1 ? 'uses' : 'use'} the restaurant's brand.`
          : '',
      ];
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'branding',
        summary: sentences.filter(Boolean).join(' '),
        changes,
      });
      // Open customer and staff screens, on every instance, repaint once this commits.
      const changed = rows.map((row) => topics.location(restaurantId, row.id));
      if (changed.length > 0) await tx.execute(sql`select ${LiveHub.notices(changed)}`);
    });
    // White-label pages carry the brand for their first paint.
    hostPagesOf(db).forget();
    return { data: await loadBranding(db, restaurantId) };
  });

  // The upload's body is the file itself: this scope reads any content type as bytes, and
  // prepareImage decides (wrong type 415, over 8 MB 413, not a picture 400).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    route(
      scope,
      'uploadBrandImage',
      async (request, reply) => {
        const user = userOf(request);
        const { restaurantId, slot } = request.params;
        await requireWholeRestaurantManager(db, user.id, restaurantId);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await prepareImage(body, request.headers['content-type'], slot);
        const url = await storeImage(db, restaurantId, image, user.id);
        return reply
          .status(201)
          .send({ data: { url, width: image.width, height: image.height, bytes: image.bytes.length } });
      },
      { bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024 },
    );
  });
}
