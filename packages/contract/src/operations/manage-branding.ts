import { hostNameSchema, hostNamesSchema } from '@orderly/domain';
import { brandSettingsSchema, restaurantImagesSchema } from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageLocationParams, manageRestaurantParams as restaurantParams } from './manage-restaurant.ts';

/** The pictures of SPEC.md section 3 a manager can upload, each with the size it is made for. */
export const brandImageSlots = [
  'logo',
  'logoTitle',
  'brandLogo',
  'mainBg',
  'mainBgMobile',
  'menuHeader',
  'tabletBg',
  'rewardBg',
  'rewardContainer',
  'rewardDefault',
  'rewardRedeemButton',
  'confirmingRequest',
  'orderComplete',
  'cartEmpty',
  'notFound',
] as const;
export const brandImageSlotSchema = z.enum(brandImageSlots);
export type BrandImageSlot = z.infer<typeof brandImageSlotSchema>;
/** Where an upload is used: one of the brand's pictures, a reward's, a product's or a category's. */
const uploadSlotSchema = z.enum([...brandImageSlots, 'reward', 'product', 'category']);

/** The restaurant's brand: the same parts of the restaurant document the importer reads. */
export const brandStylesSchema = brandSettingsSchema.shape.styles;

const branding = z.object({
  name: z.string(),
  images: restaurantImagesSchema,
  styles: brandStylesSchema,
  /** Where the live preview points (the first location's customer menu). */
  previewLocationId: z.string(),
  /** Locations whose own settings replace the restaurant's pictures or colours. */
  overriddenAt: z.array(z.object({ locationId: z.string(), locationName: z.string() })),
  /**
   * Every location, with the brand it sets itself (null: the restaurant's applies there; a part it
   * does not set is the restaurant's) and whether the signed-in manager holds it.
   */
  locations: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      own: z
        .object({ images: restaurantImagesSchema.optional(), styles: brandStylesSchema.optional() })
        .nullable(),
      held: z.boolean(),
    }),
  ),
});

/** A location's own brand: its pictures, its colours and theme, or both (a part not sent is the restaurant's). */
const brandBody = z.object({
  images: restaurantImagesSchema.optional(),
  styles: brandStylesSchema.optional(),
});

/** A host name the restaurant claims, and what proves it theirs (decision 0065). */
const hostNameEntry = z.object({
  host: z.string(),
  /** pending: it opens nothing yet; verified: it opens the restaurant at `/`. */
  status: z.enum(['pending', 'verified']),
  /** What to publish with the host's DNS provider (its value is this claim's own). */
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  verifiedAt: z.string().nullable(),
  /** The last check of a pending host, and what it found missing. */
  checkedAt: z.string().nullable(),
  problem: z.string().nullable(),
});

const hostNames = z.object({
  hosts: z.array(hostNameEntry),
  /** Where records are looked up: real DNS, or the development server's sandbox (publishSandboxHostRecord). */
  dns: z.enum(['system', 'sandbox']),
});

const hostParams = restaurantParams.extend({ host: hostNameSchema });

export const manageBrandingOperations = {
  getBranding: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/branding',
    summary: "The restaurant's pictures, colours and theme",
    tags: ['Manage'],
    auth: true,
    params: restaurantParams,
    response: { 200: data(branding), ...failures },
  }),
  saveBranding: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/branding',
    summary: 'Saves pictures, colours and theme; open customer screens repaint live',
    tags: ['Manage'],
    auth: true,
    params: restaurantParams,
    body: z.object({
      images: restaurantImagesSchema,
      styles: brandStylesSchema,
      /** Locations whose own pictures and colours are dropped, so that they use these too. */
      useAtLocations: z.array(z.string().trim().min(1).max(64)).max(100).optional(),
    }),
    response: { 200: data(branding), ...failures },
  }),
  saveLocationBranding: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/branding',
    summary:
      "Gives a location pictures, colours and theme of its own (instead of the restaurant's); its open customer screens repaint live",
    tags: ['Manage'],
    auth: true,
    params: manageLocationParams,
    body: brandBody,
    response: { 200: data(branding), ...failures },
  }),
  removeLocationBranding: operation({
    method: 'DELETE',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/branding',
    summary: "The location uses the restaurant's pictures, colours and theme again",
    tags: ['Manage'],
    auth: true,
    params: manageLocationParams,
    response: { 200: data(branding), ...failures },
  }),
  uploadBrandImage: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/images/:slot',
    summary:
      'Uploads a picture (the request body is the file: PNG, JPEG, WebP, GIF, AVIF or SVG, up to 8 MB); it is checked, resized for its place and stored as WebP. Answers its address, for saveBranding.',
    tags: ['Manage'],
    auth: true,
    params: restaurantParams.extend({ slot: uploadSlotSchema }),
    body: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array, 'Choose a picture to upload.')
      .meta({ description: 'The file itself, with its Content-Type (image/png, image/jpeg, …)' }),
    response: {
      201: data(
        z.object({
          url: z.string(),
          width: z.number().int(),
          height: z.number().int(),
          bytes: z.number().int(),
        }),
      ),
      ...failures,
    },
  }),
  getHostNames: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/hosts',
    summary:
      "The restaurant's own host names (white-label: `/` there opens the restaurant), each pending until its DNS TXT record is found, or verified",
    tags: ['Manage'],
    auth: true,
    params: restaurantParams,
    response: { 200: data(hostNames), ...failures },
  }),
  saveHostNames: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/hosts',
    summary:
      "Replaces the restaurant's host names: a new one is pending (it opens nothing) until checkHostName finds its TXT record; localhost, IP addresses and the platform's own names are refused, and so is a host another restaurant has verified",
    tags: ['Manage'],
    auth: true,
    params: restaurantParams,
    body: z.object({ hosts: hostNamesSchema }),
    response: { 200: data(hostNames), ...failures },
  }),
  checkHostName: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/hosts/:host/check',
    summary:
      "Looks up the pending host's TXT record now: found, the host is verified and opens the restaurant; otherwise it stays pending with what the lookup lacked (`problem`)",
    tags: ['Manage'],
    auth: true,
    params: hostParams,
    body: z.strictObject({}),
    response: { 200: data(hostNames), ...failures },
  }),
  publishSandboxHostRecord: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/hosts/:host/sandbox-record',
    summary:
      "Development only (dns 'sandbox'; no such route in production): publishes the host's TXT record in the server's sandbox DNS, as its owner would with a DNS provider",
    tags: ['Manage'],
    auth: true,
    params: hostParams,
    body: z.strictObject({}),
    response: { 200: data(hostNames), ...failures },
  }),
};
