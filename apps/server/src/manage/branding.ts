import { topics } from '@orderly/client/protocol';
import type { DataOf } from '@orderly/contract';
import { type BrandSettings, brandSettingsSchema } from '@orderly/domain/restaurant-document';
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
import { type ManagerAccess, requireManager, requireWholeRestaurantManager } from './manager-access.ts';
import { settingsProblem } from './restaurant-settings-fields.ts';

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

async function loadBranding(db: Db, restaurantId: string, access: ManagerAccess): Promise<Branding> {
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
    locations: rows.map((row) => ({
      locationId: row.id,
      locationName: row.locationName,
      own:
        row.settings.images !== undefined || row.settings.styles !== undefined
          ? {
              ...(row.settings.images ? { images: row.settings.images } : {}),
              ...(row.settings.styles ? { styles: row.settings.styles } : {}),
            }
          : null,
      held: access.locationIds === null || access.locationIds.includes(row.id),
    })),
  };
}

/** What the activity says changed in a brand ("logo, brand colour and 2 more"). */
function whatChanged(keys: string[]): string {
  const what = keys.map((key) => labels[key.split('.')[1] ?? ''] ?? key);
  return `${what.slice(0, 4).join(', ')}${what.length > 4 ? ` and ${what.length - 4} more` : ''}`;
}

/** The restaurant's and the location's rows, the location's locked (a brand save of the location). */
async function brandRows(tx: Db, restaurantId: string, locationId: string) {
  const [restaurant] = await tx
    .select({ settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const [location] = await tx
    .select({ locationName: locations.locationName, settings: locations.settings })
    .from(locations)
    .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)))
    .for('update');
  if (!restaurant || !location) throw new HttpError(404, 'This restaurant has no such location.');
  return { restaurant, location };
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
export function registerBrandingRoutes(app: FastifyInstance, { db, clock }: ManageRouteDeps) {
  route(app, 'getBranding', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    return { data: await loadBranding(db, restaurantId, access) };
  });

  route(app, 'saveBranding', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireWholeRestaurantManager(db, user.id, restaurantId);
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
      const what = Object.keys(changes).filter((key) => !key.endsWith('.ownBrand'));
      const sentences = [
        what.length > 0 ? `Changed the ${whatChanged(what)}.` : '',
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
    return { data: await loadBranding(db, restaurantId, access) };
  });

  // A location's own brand: its pictures, colours and theme replace the restaurant's there.
  route(app, 'saveLocationBranding', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    const access = await requireManager(db, user.id, restaurantId, locationId);
    // What is sent becomes the location's own brand; a part not sent is the restaurant's there.
    const { images, styles } = request.body;
    if (!images && !styles) throw new HttpError(400, 'Send the pictures, the colours, or both.');
    await db.transaction(async (tx) => {
      const { restaurant, location } = await brandRows(tx, restaurantId, locationId);
      const { images: ownImages, styles: ownStyles, ...rest } = location.settings;
      const own: Partial<BrandSettings> = {
        ...rest,
        ...(images ? { images } : {}),
        ...(styles ? { styles } : {}),
      };
      // What applies there must still be settings the importer accepts.
      const checked = brandSettingsSchema.safeParse({ ...restaurant.settings, ...own });
      if (!checked.success) throw settingsProblem(checked.error);
      const had = ownImages !== undefined || ownStyles !== undefined;
      const same = JSON.stringify([ownImages, ownStyles]) === JSON.stringify([images, styles]);
      if (same) return;
      const before = {
        images: ownImages ?? restaurant.settings.images,
        styles: ownStyles ?? restaurant.settings.styles,
      };
      const after = {
        images: images ?? restaurant.settings.images,
        styles: styles ?? restaurant.settings.styles,
      };
      const allKeys = new Set([...Object.keys(before.images), ...Object.keys(after.images)]);
      const imagesAfter = Object.fromEntries(
        [...allKeys].map((key) => [key, after.images[key as keyof Images]]),
      );
      const changes = changedFields(flat(before.images, before.styles), flat(imagesAfter, after.styles));
      await tx
        .update(locations)
        .set({ settings: own })
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
      const name = location.locationName;
      const what = Object.keys(changes).length > 0 ? whatChanged(Object.keys(changes)) : '';
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'branding',
        summary: had
          ? what
            ? `Changed the ${what} of ${name}.`
            : `${name} keeps a brand of its own.`
          : what
            ? `${name} has a brand of its own: changed its ${what}.`
            : `${name} has a brand of its own.`,
        changes: {
          ...changes,
          [`${locationId}.ownBrand`]: {
            from: had ? { images: ownImages, styles: ownStyles } : null,
            to: { images, styles },
          },
        },
      });
      await tx.execute(sql`select ${LiveHub.notices([topics.location(restaurantId, locationId)])}`);
    });
    hostPagesOf(db).forget();
    return { data: await loadBranding(db, restaurantId, access) };
  });

  route(app, 'removeLocationBranding', async (request) => {
    const user = userOf(request);
    const { restaurantId, locationId } = request.params;
    const access = await requireManager(db, user.id, restaurantId, locationId);
    await db.transaction(async (tx) => {
      const { location } = await brandRows(tx, restaurantId, locationId);
      if (location.settings.images === undefined && location.settings.styles === undefined) return;
      const { images: _images, styles: _styles, ...own } = location.settings;
      await tx
        .update(locations)
        .set({ settings: own })
        .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'branding',
        summary: `${location.locationName} now uses the restaurant's brand.`,
        changes: {
          [`${locationId}.ownBrand`]: {
            from: { images: location.settings.images, styles: location.settings.styles },
            to: null,
          },
        },
      });
      await tx.execute(sql`select ${LiveHub.notices([topics.location(restaurantId, locationId)])}`);
    });
    hostPagesOf(db).forget();
    return { data: await loadBranding(db, restaurantId, access) };
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
        // Any manager of the restaurant: a location's manager may give it pictures of its own.
        await requireManager(db, user.id, restaurantId);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await prepareImage(body, request.headers['content-type'], slot);
        const url = await storeImage(db, restaurantId, image, user.id, clock.now());
        return reply
          .status(201)
          .send({ data: { url, width: image.width, height: image.height, bytes: image.bytes.length } });
      },
      { bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024 },
    );
  });
}
