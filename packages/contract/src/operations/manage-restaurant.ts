import {
  brandSettingsSchema,
  locationDocumentSchema,
  locationSettingsOverridesSchema,
  tableSchema,
} from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { zoneOffsetsSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

/**
 * The back office (issue 16): a manager's restaurant, its activity (the audit log), and its
 * settings, locations and tables. Every route is under /api/manage/restaurants/:restaurantId and
 * refuses anyone but a manager of that restaurant (403; without a session 401).
 */

const idRequired = 'Restaurant and location ids are required.';
const pathId = z.string({ error: idRequired }).trim().min(1, idRequired).max(64, idRequired);

/** Path parameters of a restaurant's back-office routes (other areas' operations use these too). */
export const manageRestaurantParams = z.object({ restaurantId: pathId });
/** Path parameters of a location's back-office routes. */
export const manageLocationParams = z.object({ restaurantId: pathId, locationId: pathId });

/** The areas of the back office, as the audit log names them. */
export const auditAreas = [
  'restaurant',
  'location',
  'menu',
  'branding',
  'zones',
  'promotions',
  'rewards',
  'staff',
  // What the platform did to an order by itself (issue 25: an unconfirmed order escalated, rejected).
  'orders',
] as const;
export const auditAreaSchema = z.enum(auditAreas);

/** One change a manager saved: who, when, what (each field changed as { from, to }). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  area: auditAreaSchema,
  summary: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /** Null when the account was deleted since, or when the platform did it (`bySystem`). */
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  /** Done by the platform itself, not by a person (an unconfirmed order escalated or rejected). */
  bySystem: z.boolean(),
});

/** The restaurant as the back office's shell shows it. */
export const managedRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** The restaurant's time zone and its offsets around now (times in the activity, hours). */
  timeZone: z.string(),
  zoneOffsets: zoneOffsetsSchema.nullable(),
  locations: z.array(z.object({ id: z.string(), locationName: z.string(), inactive: z.boolean() })),
  /** The locations the signed-in manager holds; null = every location. */
  managerLocationIds: z.array(z.string()).nullable(),
});

// ---------------------------------------------------------------- restaurant settings

/** Every feature flag of SPEC.md section 3, in the order the screen lists them. */
export const featureFlags = [
  'deliveryEnabled',
  'dineInEnabled',
  'virtualKioskEnabled',
  // marketingEnabled and mobileAppEnabled are not edited here: nothing reads them (decision 0072).
  'printingEnabled',
  'rewardsEnabled',
  'guestOrderingEnabled',
  'courierEnabled',
  'dineInOrderingEnabled',
  'commentsEnabled',
  'promoCodesEnabled',
  'deliveryOnlinePaymentOnly',
] as const;

/** What the restaurant screen edits: restaurant-wide settings (picked from the document's schema). */
export const restaurantSettingsKeys = [
  'phoneNumber',
  'email',
  'landingUrl',
  'welcomeMessage',
  ...featureFlags,
  'requestTypes',
  'requestTypesTablet',
  'paymentMethodType',
  'dineInPaymentMethodType',
  'tipValues',
  'dinerNotices',
  'pushNotices',
  'smsNotices',
] as const;
export type RestaurantSettingsKey = (typeof restaurantSettingsKeys)[number];

const pick = <K extends keyof typeof locationSettingsOverridesSchema.shape>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

/** A save of the restaurant screen: any of its fields, each checked as the importer checks it. */
export const restaurantSettingsPatchSchema = locationSettingsOverridesSchema.pick(
  pick(restaurantSettingsKeys),
);

const settingsView = brandSettingsSchema.pick(pick(restaurantSettingsKeys));

export const restaurantSettingsViewSchema = z.object({
  name: z.string(),
  settings: settingsView,
  /** Fields some locations set for themselves: the restaurant's value does not apply there. */
  overriddenAt: z.record(z.string(), z.array(z.string())),
});

// ---------------------------------------------------------------- locations and tables

/** What the location screen edits for a location (written to its own settings). */
export const locationSettingsKeys = [
  'timeZone',
  'googleMapsUrl',
  'phoneNumber',
  'email',
  'hours',
  'deliveryHours',
  'waitTime',
  'minOrder',
  'minOrderDiscount',
  'firstOrderDiscount',
  'pickupDiscount',
  'bagFee',
  'deposit',
  'capacity',
  'escalateAfterSeconds',
  'autoRejectAfterMinutes',
  'tableTabs',
  'kioskDineIn',
  // The location's printers and when they print (decision 0090).
  'printers',
  'printOn',
] as const;
export type LocationSettingsKey = (typeof locationSettingsKeys)[number];

export const locationSettingsPatchSchema = locationSettingsOverridesSchema.pick(pick(locationSettingsKeys));

const locationShape = locationDocumentSchema.shape;

/** A save of the location screen: its name, address, position, whether it takes orders, its settings. */
export const locationPatchSchema = z.strictObject({
  locationName: locationShape.locationName.optional(),
  address: locationShape.address.optional(),
  latLng: locationShape.latLng.optional(),
  inactive: z.boolean().optional(),
  settings: locationSettingsPatchSchema.optional(),
  /** Settings the location stops setting itself: the restaurant's apply there again. */
  inherit: z
    .array(z.enum(Object.keys(brandSettingsSchema.shape) as [keyof typeof brandSettingsSchema.shape]))
    .max(100)
    .optional(),
});

export const manageTableSchema = z.object({ id: z.string(), tableNumber: z.string(), active: z.boolean() });

export const managedLocationSchema = z.object({
  id: z.string(),
  locationName: z.string(),
  address: z.string(),
  latLng: z.object({ lat: z.number(), lng: z.number() }),
  inactive: z.boolean(),
  /** What applies at this location: its own value, else the restaurant's. */
  settings: brandSettingsSchema.pick(pick(locationSettingsKeys)),
  /** Every setting this location sets itself (the others are the restaurant's). */
  ownSettings: z.array(z.string()),
  tables: z.array(manageTableSchema),
});

/**
 * A new location (the Locations screen's "Add a location"): its id in addresses, name, address,
 * time zone and phone, each checked as the importer checks it. Without a map position the server
 * looks the address up. It opens closed every day (the manager sets its hours next).
 */
export const newLocationSchema = z.strictObject({
  id: locationShape.id,
  locationName: locationShape.locationName,
  address: locationShape.address,
  latLng: locationShape.latLng.optional(),
  timeZone: brandSettingsSchema.shape.timeZone,
  phoneNumber: brandSettingsSchema.shape.phoneNumber.unwrap().optional(),
});

const tableParams = manageLocationParams.extend({
  tableId: z.string().trim().min(1, 'Choose a table.').max(128, 'Choose a table.'),
});

export const manageRestaurantOperations = {
  getManagedRestaurant: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId',
    summary: 'The restaurant a manager manages: name, logo, locations and which of them they hold',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: data(z.object({ restaurant: managedRestaurantSchema })), ...failures },
  }),
  listAuditLog: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/activity',
    summary: 'What managers changed, newest first (pass `before` from the last page for more)',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    querystring: z.object({
      before: z.string().trim().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(30),
      area: auditAreaSchema.optional(),
    }),
    response: {
      200: data(z.object({ entries: z.array(auditEntrySchema), before: z.string().nullable() })),
      ...failures,
    },
  }),
  getRestaurantSettings: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/settings',
    summary:
      'Restaurant-wide settings: contact, welcome message, feature flags, request types, payments, tips',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: data(restaurantSettingsViewSchema), ...failures },
  }),
  updateRestaurantSettings: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/settings',
    summary: 'Save restaurant-wide settings (only the fields sent change); open screens update live',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: z.strictObject({
      name: locationShape.locationName.optional(),
      settings: restaurantSettingsPatchSchema.default({}),
    }),
    response: { 200: data(restaurantSettingsViewSchema), ...failures },
  }),
  getManagedLocation: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId',
    summary: 'A location: address, hours, fees and discounts that apply there, its tables',
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    response: { 200: data(z.object({ location: managedLocationSchema })), ...failures },
  }),
  updateLocation: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId',
    summary: "Save a location's details and settings (only the fields sent change); open screens update live",
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    body: locationPatchSchema,
    response: { 200: data(z.object({ location: managedLocationSchema })), ...failures },
  }),
  addLocation: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/locations',
    summary:
      "Add a location: it sells the restaurant's menu, opens closed every day, and shows on customer and staff screens at once",
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: newLocationSchema,
    response: { 201: data(z.object({ location: managedLocationSchema })), ...failures },
  }),
  removeLocation: operation({
    method: 'DELETE',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId',
    summary:
      'Remove a location that never took an order (one with orders is refused: take it out of use instead)',
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    response: { 200: data(z.object({ removed: z.string() })), ...failures },
  }),
  addTable: operation({
    method: 'POST',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/tables',
    summary: 'Add a table (or kiosk) to a location',
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    body: z.strictObject({ tableNumber: tableSchema.shape.tableNumber }),
    response: { 201: data(z.object({ table: manageTableSchema })), ...failures },
  }),
  updateTable: operation({
    method: 'PUT',
    path: '/api/manage/restaurants/:restaurantId/locations/:locationId/tables/:tableId',
    summary: 'Rename a table, or take it out of use (active false) and back',
    tags: ['Back office'],
    auth: true,
    params: tableParams,
    body: z.strictObject({
      tableNumber: tableSchema.shape.tableNumber.optional(),
      active: z.boolean().optional(),
    }),
    response: { 200: data(z.object({ table: manageTableSchema })), ...failures },
  }),
};
