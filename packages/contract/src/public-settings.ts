import type { LocationSettings } from '@orderly/domain';
import { KIOSK_DINE_IN_MODES, PAYMENT_POLICIES, TIMED_MENU_KEYS } from '@orderly/domain';
import { z } from 'zod';
import { courierAddressSchema, latLngSchema } from './entities.ts';

const cents = z.number().int();
const dayHours = z
  .object({
    open: z.string(),
    close: z.string(),
    breakStart: z.string().nullable().optional(),
    breakEnd: z.string().nullable().optional(),
  })
  .nullable();
const weeklyHours = z.tuple([dayHours, dayHours, dayHours, dayHours, dayHours, dayHours, dayHours]);
const menu = z.object({
  name: z.string(),
  active: z.boolean(),
  hours: weeklyHours,
  categoryOrder: z.array(z.string()),
});
const menuKey = z.enum(TIMED_MENU_KEYS);
const requestType = z.object({ name: z.string(), icon: z.string() });
const paymentPolicy = z.enum(PAYMENT_POLICIES);

/**
 * The settings a browser receives: an allow-list. Only the fields named here leave the server
 * (`publicSettings` picks them); a setting added to LocationSettings stays private until it is
 * listed here, and `privateSettingKeys` below makes the type check insist that it is decided.
 */
export const publicSettingsSchema = z.object({
  restaurantId: z.string(),
  locationId: z.string(),
  name: z.string(),
  locationName: z.string(),
  timeZone: z.string(),
  address: z.string(),
  latLng: latLngSchema,
  courierAddress: courierAddressSchema.optional(),
  googleMapsUrl: z.string().optional(),
  phoneNumber: z.string(),
  email: z.string().optional(),
  landingUrl: z.string().optional(),
  pdfMenuUrl: z.string().optional(),
  images: z
    .looseObject({ logo: z.string() })
    .meta({ description: 'Picture URLs by role (logo, backgrounds…)' }),
  tabletSplashImages: z.array(z.string()).optional(),
  styles: z.object({
    brandColor: z.string(),
    fontColor: z.string(),
    rewardsFontColor: z.string(),
    theme: z.enum(['dark', 'light']),
  }),
  welcomeMessage: z.object({ title: z.string(), body: z.string() }).optional(),
  hours: weeklyHours,
  deliveryHours: weeklyHours,
  menus: z.object({ default: menu }).and(z.partialRecord(menuKey, menu)),
  categoryOrder: z.array(z.string()),
  orderOpen: z.boolean(),
  deliveryOpen: z.boolean(),
  waitTime: z.number(),
  minOrder: cents,
  minOrderDiscount: cents,
  firstOrderDiscount: z.number(),
  pickupDiscount: z.number(),
  deposit: cents,
  bagFee: z.object({ amount: cents, interval: cents }),
  deliveryFee: cents,
  deliveryTime: z.number(),
  deliveryZone: z.array(latLngSchema),
  deliveryZonesWithFees: z.array(
    z.object({ deliveryZone: z.array(latLngSchema), deliveryFee: cents, deliveryTime: z.number() }),
  ),
  tipValues: z.tuple([z.number(), z.number(), z.number()]),
  paymentMethodType: paymentPolicy,
  dineInPaymentMethodType: paymentPolicy,
  requestTypes: z.array(requestType),
  requestTypesTablet: z.array(requestType),
  takeoutAccessories: z.array(z.string()),
  pauseWhenStaffOffline: z.boolean(),
  staffOfflineGraceMinutes: z.number().optional(),
  pausedForStaffOffline: z.boolean().optional(),
  orderPausedUntil: z.string().nullable().optional(),
  deliveryPausedUntil: z.string().nullable().optional(),
  /** Busy mode: diners see it before they order, and the picker offers its later times. */
  busyMode: z
    .object({ extraMinutes: z.number(), asapStopped: z.boolean(), until: z.string() })
    .nullable()
    .optional(),
  /** Capacity pacing: the picker leaves full windows out by the same rule as the server. */
  capacity: z
    .object({
      windowMinutes: z.union([5, 10, 15, 20, 30, 60].map((length) => z.literal(length))),
      maxOrders: z.number().nullable(),
      maxItems: z.number().nullable(),
      maxPrepMinutes: z.number().nullable(),
      defaultPrepMinutes: z.number(),
      pickupAndDelivery: z.enum(['together', 'apart']),
      countDineIn: z.boolean(),
    })
    .optional(),
  /** Tabs at tables: the table's page offers the tab (decision 0093). */
  tableTabs: z.object({ enabled: z.boolean(), idleCloseMinutes: z.number() }).optional(),
  escalateAfterSeconds: z.number().nullable().optional(),
  autoRejectAfterMinutes: z.number().nullable().optional(),
  deliveryEnabled: z.boolean(),
  dineInEnabled: z.boolean(),
  virtualKioskEnabled: z.boolean(),
  kioskDineIn: z.enum(KIOSK_DINE_IN_MODES).optional(),
  marketingEnabled: z.boolean(),
  mobileAppEnabled: z.boolean(),
  printingEnabled: z.boolean(),
  rewardsEnabled: z.boolean(),
  guestOrderingEnabled: z.boolean(),
  courierEnabled: z.boolean(),
  dineInOrderingEnabled: z.boolean(),
  commentsEnabled: z.boolean(),
  promoCodesEnabled: z.boolean(),
  deliveryOnlinePaymentOnly: z.boolean(),
  /**
   * Which notices go by text (decision 0095): the checkout offers "Text me updates about this order"
   * when any does. All off when this server sends no texts (production without an SMS provider).
   */
  smsNotices: z
    .object({
      placed: z.boolean(),
      confirmed: z.boolean(),
      late: z.boolean(),
      ready: z.boolean(),
      outForDelivery: z.boolean(),
      cancelled: z.boolean(),
      refunded: z.boolean(),
    })
    .optional(),
});

type Listed = keyof z.output<typeof publicSettingsSchema>;

/** Settings as a customer's (or a staff member's) browser receives them: the listed fields, typed by the domain. */
export type PublicSettings = Pick<LocationSettings, Listed & keyof LocationSettings>;

/** The schema with the domain's types, for response bodies. */
export const publicSettingsBody = publicSettingsSchema as unknown as z.ZodType<
  PublicSettings,
  PublicSettings
>;

/** Settings that never leave the server: the passcode, integration ids and the restaurant's own costs. */
export const privateSettingKeys = [
  'passcode',
  'integrationId',
  'printers',
  // When tickets print (0090): the server prints them, the browser need not know.
  'printOn',
  'cardProviderFee',
  'commissionFee',
  'subscriptionFee',
  // Which e-mails diners get (0084): the server's business, not the browser's.
  'dinerNotices',
  'pushNotices',
] as const satisfies readonly (keyof LocationSettings)[];

/** Every setting is decided: public (listed in the schema) or private. A new one fails here until it is. */
type Undecided = Exclude<keyof LocationSettings, Listed | (typeof privateSettingKeys)[number]>;
const everySettingDecided: Undecided extends never ? true : Undecided = true;
void everySettingDecided;

const publicKeys = Object.keys(publicSettingsSchema.shape) as (keyof PublicSettings)[];

/** Every notice off by text: what a server that sends no texts says (decision 0095). */
const noTexts = {
  placed: false,
  confirmed: false,
  late: false,
  ready: false,
  outForDelivery: false,
  cancelled: false,
  refunded: false,
};

/**
 * The listed fields of a location's settings, nothing else (a pick, not a parse: the location read is
 * busy). `texts`: whether this server sends text messages; without, no notice goes by text.
 */
export function publicSettings(
  settings: LocationSettings,
  server: { texts: boolean } = { texts: true },
): PublicSettings {
  const picked: Record<string, unknown> = {};
  for (const key of publicKeys) {
    if (settings[key] !== undefined) picked[key] = settings[key];
  }
  if (!server.texts) picked.smsNotices = noTexts;
  return picked as PublicSettings;
}
