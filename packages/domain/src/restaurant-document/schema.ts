/**
 * One restaurant as a document (issue 16, "A restaurant is data, not code"): its settings,
 * locations with their hours and tables, one menu (categories, products, modifiers with their
 * choices) that every location sells, promo codes, rewards and staff (e-mail, role, locations;
 * never a password). The demo restaurant is such a file; the server's importer writes one to the
 * database and its exporter reads one back.
 *
 * Every field has the meaning SPEC.md section 3 gives it (types.ts). Money is integer cents,
 * fractions are 0..1, times of day 'HH:mm' in the restaurant's time zone. Objects are strict: a
 * misspelt key is a problem with its path, not silently dropped. References between parts (a
 * category's products, a product's modifiers, a menu's categories…) are checked by
 * `referenceProblems` (references.ts), which the document schema runs too.
 */
import { z } from 'zod';
import { zoneShapeMessages, zoneShapeProblem } from '../delivery-zones.ts';
import {
  DEFAULT_AUTO_REJECT_AFTER_MINUTES,
  DEFAULT_ESCALATE_AFTER_SECONDS,
  MAX_AUTO_REJECT_AFTER_MINUTES,
  MAX_ESCALATE_AFTER_SECONDS,
} from '../escalation.ts';
import { hostNamesSchema } from '../host-names.ts';
import { CAPACITY_WINDOW_MINUTES, DEFAULT_CAPACITY } from '../kitchen-capacity.ts';
import { DEFAULT_DINER_NOTICES, DEFAULT_PUSH_NOTICES, DEFAULT_SMS_NOTICES } from '../order-notices.ts';
import { DEFAULT_TABLE_VISIT_IDLE_MINUTES } from '../table-visits.ts';
import type { CapacityWindowMinutes, LatLng, LocationSettings } from '../types.ts';
import { normalisePhone } from '../validation/phone.ts';
import { KIOSK_DINE_IN_MODES, MENU_KEYS, PAYMENT_POLICIES, PRINT_MOMENTS } from '../vocabulary.ts';

/** An id that appears in URLs (restaurant, location): lower-case letters, digits and dashes. */
export const urlIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes (e.g. "main-street").');

/** Ids of menu items, tables and rewards: letters, digits, dashes, dots and underscores. */
export const itemIdSchema = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Use letters, digits, dashes, dots or underscores.');

const text = (max: number) => z.string().max(max);
const name = (max = 100) => z.string().trim().min(1, 'This cannot be empty.').max(max);
/**
 * A field's own sentence for a wrong value; a missing one is left to the reader's wording
 * ("This is required." in a file, "Sorry, the delivery fee is missing." in a request).
 */
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;
const cents = z
  .int({ error: unlessMissing('Amounts are whole cents.') })
  .min(0, 'Amounts cannot be negative.');
const fraction = z
  .number()
  .min(0, 'Use a fraction between 0 and 1.')
  .max(1, 'Use a fraction between 0 and 1.');
const minutes = z
  .int({ error: unlessMissing('Use whole minutes.') })
  .min(0, 'Minutes cannot be negative.')
  .max(24 * 60, 'Use at most 1440 minutes (24 hours).');
/**
 * A pacing limit per window: a whole number from 1 to `max`, or null for no limit (0 would close
 * every window: pausing ordering does that).
 */
const capacityLimit = (what: string, max: number) =>
  z
    .int({ error: unlessMissing(`Use a whole number of ${what}, or leave it empty for no limit.`) })
    .min(1, `Use at least 1 ${what.replace(/s$/, '')} per window, or leave it empty for no limit.`)
    .max(max, `Use at most ${max} ${what} per window.`)
    .nullable();

/** Capacity pacing per slot window (kitchen-capacity.ts): every limit empty means pacing is off. */
export const capacitySchema = z.strictObject({
  windowMinutes: z
    .union(
      CAPACITY_WINDOW_MINUTES.map((length) => z.literal(length)) as [
        z.ZodLiteral<5>,
        ...z.ZodLiteral<CapacityWindowMinutes>[],
      ],
      {
        error: `Use a window of ${CAPACITY_WINDOW_MINUTES.join(', ')} minutes.`,
      },
    )
    .default(DEFAULT_CAPACITY.windowMinutes),
  maxOrders: capacityLimit('orders', 500).default(null),
  maxItems: capacityLimit('items', 5000).default(null),
  maxPrepMinutes: capacityLimit('prep minutes', 10_000).default(null),
  defaultPrepMinutes: z
    .int({ error: unlessMissing('Use whole minutes.') })
    .min(0, 'Minutes cannot be negative.')
    .max(240, 'Use at most 240 prep minutes per item.')
    .default(DEFAULT_CAPACITY.defaultPrepMinutes),
  pickupAndDelivery: z
    .enum(['together', 'apart'], 'Use "together" or "apart".')
    .default(DEFAULT_CAPACITY.pickupAndDelivery),
  countDineIn: z.boolean().default(DEFAULT_CAPACITY.countDineIn),
});

/**
 * A printer's address on the restaurant's network: an IPv4 or IPv6 address or a host name (the
 * server opens a socket to it, decision 0090).
 */
const printerHost = z
  .string()
  .trim()
  .min(1, "Give the printer's address, like 192.168.1.50.")
  .max(253)
  .regex(
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/,
    "Use the printer's IP address or host name, like 192.168.1.50.",
  );

/** A ticket printer (decision 0090): its station, what it prints and how the server reaches it. */
export const printerSchema = z.strictObject({
  id: itemIdSchema,
  name: name(60),
  station: z
    .string()
    .trim()
    .min(1, 'Choose a station: kitchen, bar, expo or your own.')
    .max(40, 'Use at most 40 characters for the station.'),
  categoryIds: z.array(itemIdSchema).max(500).default([]),
  productIds: z.array(itemIdSchema).max(2000).default([]),
  connection: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('tcp'),
      host: printerHost,
      port: z
        .int({ error: unlessMissing('Use a whole port number (most printers listen on 9100).') })
        .min(1, 'Use a port from 1 to 65535 (most printers listen on 9100).')
        .max(65_535, 'Use a port from 1 to 65535 (most printers listen on 9100).')
        .default(9100),
    }),
    // A printer that polls the server (Star CloudPRNT, decision 0096): its secret address is the
    // server's, never in the document.
    z.strictObject({ kind: z.literal('cloudprnt') }),
  ]),
});

/**
 * A location's printers. Documents written before decision 0090 held plain strings here (names the
 * staff app never used): they carry no address, so they are dropped rather than refused.
 */
export const printersSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((entry) => typeof entry !== 'string') : value),
  z
    .array(printerSchema)
    .max(20, 'Use at most 20 printers per location.')
    .refine(
      (printers) => new Set(printers.map((printer) => printer.id)).size === printers.length,
      'Two printers have the same id.',
    ),
);

/** A product's prep minutes per item (pacing by prep minutes); absent: the location's default. */
export const prepMinutesSchema = z
  .int({ error: unlessMissing('Use whole minutes.') })
  .min(0, 'Minutes cannot be negative.')
  .max(240, 'Use at most 240 prep minutes per item.');

/** A page or picture: a path on this server ('/media/…') or an http(s) address. */
const url = z
  .string()
  .max(2048)
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'Use a path starting with "/" or an http(s) address.');
const colour = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Use a hex colour such as "#b3261e".');
const isoTime = z.iso.datetime({ offset: true, error: 'Use an ISO time such as "2027-01-15T00:00:00Z".' });
/** An instant, read back as the database gives it ('2027-01-15T00:00:00.000Z'). */
const instant = isoTime.transform((time) => new Date(time).toISOString());

/** 'HH:mm' from 00:00 to 24:00. */
export const timeOfDaySchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a 24-hour time such as "09:30" (up to "24:00").');

export const latLngDocumentSchema = z.strictObject({
  lat: z
    .number('A latitude is a number.')
    .min(-90, 'A latitude is between -90 and 90.')
    .max(90, 'A latitude is between -90 and 90.'),
  lng: z
    .number('A longitude is a number.')
    .min(-180, 'A longitude is between -180 and 180.')
    .max(180, 'A longitude is between -180 and 180.'),
});

export const dayHoursSchema = z
  .strictObject({
    open: timeOfDaySchema,
    close: timeOfDaySchema,
    breakStart: timeOfDaySchema.nullable().optional(),
    breakEnd: timeOfDaySchema.nullable().optional(),
  })
  .refine((day) => (day.breakStart == null) === (day.breakEnd == null), {
    message: 'A break needs both breakStart and breakEnd.',
    path: ['breakEnd'],
  });

/** Seven days, index 0 = Sunday; null = closed that day. */
export const weeklyHoursSchema = z.tuple([
  dayHoursSchema.nullable(),
  dayHoursSchema.nullable(),
  dayHoursSchema.nullable(),
  dayHoursSchema.nullable(),
  dayHoursSchema.nullable(),
  dayHoursSchema.nullable(),
  dayHoursSchema.nullable(),
]);

export const menuSchema = z.strictObject({
  name: name(),
  active: z.boolean(),
  hours: weeklyHoursSchema,
  categoryOrder: z.array(itemIdSchema).max(500),
});

export const menuKeys = MENU_KEYS;

export const menusSchema = z.strictObject({
  default: menuSchema,
  menu1: menuSchema.optional(),
  menu2: menuSchema.optional(),
  menu3: menuSchema.optional(),
  menu4: menuSchema.optional(),
  menu5: menuSchema.optional(),
  menu6: menuSchema.optional(),
  menu7: menuSchema.optional(),
  menu8: menuSchema.optional(),
  menu9: menuSchema.optional(),
});

/** A zone's outline: its points in order (the ring need not repeat its first point). */
const polygon = z.array(latLngDocumentSchema).max(1000, 'A zone can have at most 1000 points.');

/** The domain's zone rules (delivery-zones.ts): enough points, none twice, an outline that does not cross itself. */
const checkZoneShape = (zone: LatLng[], context: z.core.$RefinementCtx<LatLng[]>) => {
  const problem = zoneShapeProblem(zone);
  if (problem) context.addIssue({ code: 'custom', input: zone, message: problem });
};

/** A fee zone's outline. */
export const deliveryZonePolygonSchema = polygon
  .min(3, zoneShapeMessages.tooFewPoints)
  .superRefine((zone, context) => {
    if (zone.length >= 3) checkZoneShape(zone, context);
  });

/** The delivery area's outline: none (deliver anywhere the fee zones allow) or a zone. */
export const deliveryAreaSchema = polygon.superRefine((zone, context) => {
  if (zone.length > 0) checkZoneShape(zone, context);
});

export const deliveryZoneWithFeeSchema = z.strictObject({
  deliveryZone: deliveryZonePolygonSchema,
  deliveryFee: cents,
  deliveryTime: minutes,
});

export const requestTypeSchema = z.strictObject({ name: name(40), icon: text(40) });

export const restaurantImagesSchema = z.strictObject({
  logo: url,
  logoTitle: url.optional(),
  mainBg: url.optional(),
  mainBgMobile: url.optional(),
  menuHeader: url.optional(),
  rewardBg: url.optional(),
  rewardContainer: url.optional(),
  rewardDefault: url.optional(),
  rewardRedeemButton: url.optional(),
  tabletBg: url.optional(),
  brandLogo: url.optional(),
  confirmingRequest: url.optional(),
  orderComplete: url.optional(),
  cartEmpty: url.optional(),
  notFound: url.optional(),
});

const paymentPolicy = z.enum(PAYMENT_POLICIES);

/** The brand's settings; each location may say otherwise for any of them (`locations[].settings`). */
export const brandSettingsSchema = z.strictObject({
  name: name(),
  /** IANA time zone; the server also checks it knows the zone. */
  timeZone: z
    .string()
    .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'Use an IANA time zone such as "America/Vancouver".'),
  courierAddress: z
    .strictObject({
      city: text(128),
      state: text(64),
      street: text(256),
      unit: text(16).optional(),
      zip_code: text(16),
    })
    .optional(),
  googleMapsUrl: url.optional(),
  /** 10 digits; empty until the restaurant gives one. */
  phoneNumber: z
    .string()
    // As every form does (issue 24): '(604) 555-0142' and '+1 604-555-0142' are saved as digits.
    .transform((value) => (value.trim() === '' ? '' : (normalisePhone(value) ?? value)))
    .pipe(z.string().regex(/^(\d{10})?$/, 'Use 10 digits, e.g. "6045550142".'))
    .default(''),
  email: z.email('Use an e-mail address.').max(254).optional(),
  landingUrl: url.optional(),
  pdfMenuUrl: url.optional(),
  integrationId: text(128).optional(),
  images: restaurantImagesSchema,
  tabletSplashImages: z.array(url).max(20).optional(),
  styles: z.strictObject({
    brandColor: colour,
    fontColor: colour,
    rewardsFontColor: colour,
    theme: z.enum(['dark', 'light']),
  }),
  welcomeMessage: z.strictObject({ title: text(100), body: text(1000) }).optional(),

  deliveryEnabled: z.boolean().default(false),
  dineInEnabled: z.boolean().default(false),
  virtualKioskEnabled: z.boolean().default(false),
  /** Dine-in at the kiosk: a table stand's number, or called at the counter (decision 0092). */
  kioskDineIn: z.enum(KIOSK_DINE_IN_MODES).default('counter'),
  marketingEnabled: z.boolean().default(false),
  mobileAppEnabled: z.boolean().default(false),
  printingEnabled: z.boolean().default(false),
  rewardsEnabled: z.boolean().default(false),
  guestOrderingEnabled: z.boolean().default(false),
  courierEnabled: z.boolean().default(false),
  dineInOrderingEnabled: z.boolean().default(true),
  commentsEnabled: z.boolean().default(true),
  promoCodesEnabled: z.boolean().default(false),
  deliveryOnlinePaymentOnly: z.boolean().default(false),

  hours: weeklyHoursSchema,
  deliveryHours: weeklyHoursSchema,
  menus: menusSchema,
  categoryOrder: z.array(itemIdSchema).max(500),
  orderOpen: z.boolean().default(true),
  deliveryOpen: z.boolean().default(true),
  waitTime: minutes,

  minOrder: cents.default(0),
  minOrderDiscount: cents.default(0),
  firstOrderDiscount: fraction.default(0),
  pickupDiscount: fraction.default(0),
  deposit: cents.default(0),
  bagFee: z.strictObject({ amount: cents, interval: cents }).default({ amount: 0, interval: 0 }),
  deliveryFee: cents.default(0),
  deliveryTime: minutes.default(0),
  deliveryZone: deliveryAreaSchema.default([]),
  deliveryZonesWithFees: z.array(deliveryZoneWithFeeSchema).max(50).default([]),
  tipValues: z.tuple([fraction, fraction, fraction]).default([0.1, 0.15, 0.2]),

  paymentMethodType: paymentPolicy.default('both'),
  dineInPaymentMethodType: paymentPolicy.default('both'),
  cardProviderFee: fraction.default(0),
  commissionFee: fraction.default(0),
  subscriptionFee: cents.default(0),

  requestTypes: z.array(requestTypeSchema).max(20).default([]),
  requestTypesTablet: z.array(requestTypeSchema).max(20).default([]),
  takeoutAccessories: z.array(itemIdSchema).max(100).default([]),
  printers: printersSchema.default([]),
  printOn: z.enum(PRINT_MOMENTS, 'Use "confirmed" or "placed".').optional(),
  passcode: text(64).optional(),
  pauseWhenStaffOffline: z.boolean().default(false),
  staffOfflineGraceMinutes: z
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  pausedForStaffOffline: z.boolean().optional(),
  orderPausedUntil: isoTime.nullable().optional(),
  /** Busy mode set by staff (busy-mode.ts); absent or null: none. */
  busyMode: z
    .strictObject({
      extraMinutes: z.int().min(0).max(60),
      asapStopped: z.boolean(),
      until: isoTime,
    })
    .nullable()
    .optional(),
  deliveryPausedUntil: isoTime.nullable().optional(),
  capacity: capacitySchema.optional(),
  /** Escalation of an order nobody confirms (0080): null turns a stage off. */
  escalateAfterSeconds: z
    .int({ error: unlessMissing('Use whole seconds for the louder alert.') })
    .min(1, 'Use at least 1 second before the louder alert, or turn it off.')
    .max(MAX_ESCALATE_AFTER_SECONDS, 'Use at most 3600 seconds (1 hour) before the louder alert.')
    .nullable()
    .default(DEFAULT_ESCALATE_AFTER_SECONDS),
  autoRejectAfterMinutes: z
    .int({ error: unlessMissing('Use whole minutes before an order is rejected.') })
    .min(1, 'Use at least 1 minute before an order is rejected, or turn it off.')
    .max(MAX_AUTO_REJECT_AFTER_MINUTES, 'Use at most 1440 minutes (24 hours) before an order is rejected.')
    .nullable()
    .default(DEFAULT_AUTO_REJECT_AFTER_MINUTES),
  /** Table visits with a shared tab (decision 0093); absent: off. */
  tableTabs: z
    .strictObject({
      enabled: z.boolean(),
      idleCloseMinutes: z
        .int({ error: unlessMissing('Use whole minutes before an idle table visit ends.') })
        .min(15, 'Use at least 15 minutes before an idle table visit ends.')
        .max(24 * 60, 'Use at most 1440 minutes (24 hours) before an idle table visit ends.')
        .default(DEFAULT_TABLE_VISIT_IDLE_MINUTES),
    })
    .optional(),
  /** Which e-mails diners get about their orders (0084); each on unless turned off. */
  dinerNotices: z
    .strictObject({
      placed: z.boolean(),
      confirmed: z.boolean(),
      // Added with decision 0089: documents saved before it have no `late` and send it.
      late: z.boolean().default(true),
      ready: z.boolean(),
      outForDelivery: z.boolean(),
      cancelled: z.boolean(),
      refunded: z.boolean(),
    })
    .default(DEFAULT_DINER_NOTICES),
  /** Which notices go by Web Push to diners who turned them on (0091). */
  pushNotices: z
    .strictObject({
      placed: z.boolean(),
      confirmed: z.boolean(),
      late: z.boolean(),
      ready: z.boolean(),
      outForDelivery: z.boolean(),
      cancelled: z.boolean(),
      refunded: z.boolean(),
    })
    .default(DEFAULT_PUSH_NOTICES),
  /** Which notices go by text to diners who said yes at checkout (0095). */
  smsNotices: z
    .strictObject({
      placed: z.boolean(),
      confirmed: z.boolean(),
      late: z.boolean(),
      ready: z.boolean(),
      outForDelivery: z.boolean(),
      cancelled: z.boolean(),
      refunded: z.boolean(),
    })
    .default(DEFAULT_SMS_NOTICES),
});

/** What a location says otherwise than its restaurant (no defaults: absent means "as the restaurant"). */
export const locationSettingsOverridesSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(brandSettingsSchema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
    ]),
  ) as unknown as {
    [K in keyof typeof brandSettingsSchema.shape]: z.ZodOptional<z.ZodType<BrandSettings[K]>>;
  },
);

export const tableSchema = z.strictObject({
  id: itemIdSchema,
  tableNumber: name(20),
  active: z.boolean().default(true),
});

export const locationDocumentSchema = z.strictObject({
  id: urlIdSchema,
  locationName: name(),
  address: name(256),
  latLng: latLngDocumentSchema,
  inactive: z.boolean().default(false),
  /** Merged over the restaurant's settings. */
  settings: locationSettingsOverridesSchema.default({}),
  tables: z.array(tableSchema).max(500).default([]),
  /** Products and choices sold out at this location only (ids). */
  soldOut: z.array(itemIdSchema).max(2000).default([]),
});

const orderTypeFilter = z.enum(['all', 'dine-in', 'dine-out']);

export const categoryDocumentSchema = z.strictObject({
  id: itemIdSchema,
  name: name(),
  description: text(1000).optional(),
  imageUrl: url.optional(),
  productOrder: z.array(itemIdSchema).max(500),
  orderType: orderTypeFilter.default('all'),
  takeoutAccessory: z.boolean().default(false),
});

export const choiceDocumentSchema = z.strictObject({
  id: itemIdSchema,
  name: name(),
  price: cents.default(0),
  selected: z.boolean().default(false),
  active: z.boolean().default(true),
  activeAfter: instant.nullable().optional(),
});

export const modifierDocumentSchema = z
  .strictObject({
    id: itemIdSchema,
    name: name(),
    required: z.int().min(0).max(100),
    maxSelect: z.int().min(0).max(100),
    choices: z.array(choiceDocumentSchema).min(1, 'A modifier needs at least one choice.').max(200),
  })
  .refine((modifier) => modifier.maxSelect === 0 || modifier.required <= modifier.maxSelect, {
    message: 'required cannot be more than maxSelect.',
    path: ['required'],
  });

export const productDocumentSchema = z.strictObject({
  id: itemIdSchema,
  name: name(),
  price: cents,
  description: text(2000).default(''),
  imageUrl: z.union([z.literal(''), url]).default(''),
  options: z.array(itemIdSchema).max(50).default([]),
  modifiers: z.array(itemIdSchema).max(50).default([]),
  orderType: orderTypeFilter.default('all'),
  active: z.boolean().default(true),
  activeAfter: instant.nullable().optional(),
  taxRate: fraction.default(0.05),
  prepMinutes: prepMinutesSchema.nullable().optional(),
});

export const promoCodeDocumentSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use 1 to 40 letters, digits, dashes or underscores.')
    .transform((code) => code.toUpperCase()),
  active: z.boolean().default(true),
  validDays: z
    .tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean()])
    .default([true, true, true, true, true, true, true]),
  frequency: z.enum(['none', 'day', 'week', 'month', 'year']).default('none'),
  discount: fraction,
  maxDiscountAmount: cents,
});

export const rewardDocumentSchema = z
  .strictObject({
    id: itemIdSchema,
    type: z.enum([
      'FreeFirstOrderOrPoints/Discount',
      'Points/Discount',
      'FreeFirstOrderOrPoints/Product',
      'Points/Product',
    ]),
    /** Discount rewards: cents; product rewards: the product's id. */
    value: z.union([cents, itemIdSchema]),
    points: z.int().min(0),
    name: text(100).optional(),
    imageUrl: url.optional(),
  })
  .refine((reward) => reward.type.endsWith('/Product') === (typeof reward.value === 'string'), {
    message: "A discount reward's value is an amount in cents; a product reward's is a product id.",
    path: ['value'],
  });

export const staffDocumentSchema = z.strictObject({
  email: z
    .email('Use an e-mail address.')
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: z.enum(['staff', 'manager']),
  /** The locations they work at; absent: every location. */
  locations: z.array(urlIdSchema).min(1).max(100).optional(),
});

export const restaurantMenuSchema = z.strictObject({
  categories: z.array(categoryDocumentSchema).max(500),
  products: z.array(productDocumentSchema).max(5000),
  modifiers: z.array(modifierDocumentSchema).max(2000),
});

/** The format's name and version, the first key of every file. */
export const RESTAURANT_DOCUMENT_FORMAT = 'orderly.restaurant/1';

/** The document's shape alone (references unchecked). */
export const restaurantDocumentShapeSchema = z.strictObject({
  format: z.literal(
    RESTAURANT_DOCUMENT_FORMAT,
    `Start the file with "format": "${RESTAURANT_DOCUMENT_FORMAT}".`,
  ),
  /** A JSON Schema address editors may use; ignored. */
  $schema: z.string().optional(),
  id: urlIdSchema,
  name: name(),
  settings: brandSettingsSchema,
  locations: z.array(locationDocumentSchema).min(1, 'A restaurant needs at least one location.').max(100),
  menu: restaurantMenuSchema,
  promoCodes: z.array(promoCodeDocumentSchema).max(500).default([]),
  rewards: z.array(rewardDocumentSchema).max(100).default([]),
  staff: z.array(staffDocumentSchema).max(1000).default([]),
  /** White-label host names (order.example.com): a request to one opens this restaurant at `/`. */
  hostNames: hostNamesSchema.default([]),
});

/** Brand-level settings: every location setting except what only a location can say. */
export type BrandSettings = Omit<
  LocationSettings,
  'restaurantId' | 'locationId' | 'locationName' | 'address' | 'latLng'
>;

export type RestaurantDocument = z.output<typeof restaurantDocumentShapeSchema>;
/** A document as written in a file (defaults may be left out). */
export type RestaurantDocumentInput = z.input<typeof restaurantDocumentShapeSchema>;
export type LocationDocument = RestaurantDocument['locations'][number];
export type StaffDocument = RestaurantDocument['staff'][number];
export type RestaurantMenuDocument = RestaurantDocument['menu'];
